import type { Comment, CommentBody, ListCommentsQuery, Pagination } from "@pulso/core";
import { buildPath } from "@pulso/core";
import type { CallContext, CallOptions } from "./callOptions";

/** The comment calls of spec §7. */
export function commentCalls({ transport }: CallContext) {
  const comment = (promise: Promise<{ comment: Comment }>) => promise.then((data) => data.comment);
  return {
    /** GET /comments/polls/:id/comments (page 1, limit 20 by default). */
    listComments: (pollId: string, query: ListCommentsQuery = {}, options?: CallOptions) =>
      transport.request<{ comments: Comment[]; pagination: Pagination }>(
        "GET",
        buildPath("/comments/polls/:id/comments", { id: pollId }),
        { ...options, query },
      ),
    /** POST /comments/polls/:id/comments: posts plain text. */
    createComment: (pollId: string, body: CommentBody, options?: CallOptions) =>
      comment(
        transport.request("POST", buildPath("/comments/polls/:id/comments", { id: pollId }), {
          ...options,
          body,
        }),
      ),
    /** POST /comments/:id/upvote (again to take the vote back). */
    upvoteComment: (id: string, options?: CallOptions) =>
      comment(transport.request("POST", buildPath("/comments/:id/upvote", { id }), options)),
    /** POST /comments/:id/downvote (again to take the vote back). */
    downvoteComment: (id: string, options?: CallOptions) =>
      comment(transport.request("POST", buildPath("/comments/:id/downvote", { id }), options)),
    /** PATCH /comments/:id: edits one's own comment. */
    updateComment: (id: string, body: CommentBody, options?: CallOptions) =>
      comment(transport.request("PATCH", buildPath("/comments/:id", { id }), { ...options, body })),
    /** DELETE /comments/:id: one's own, or any for admins. */
    deleteComment: (id: string, options?: CallOptions) =>
      transport
        .request("DELETE", buildPath("/comments/:id", { id }), { ...options, envelope: false })
        .then(() => undefined),
  };
}
