import type { CommentBody, ListCommentsQuery } from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions } from "./callOptions";

/** The comment calls of spec §7. */
export function commentCalls({ call, callBody }: CallContext) {
  const byId = (id: string, options?: CallOptions) => ({ ...options, params: { id } });
  return {
    /** GET /comments/polls/:id/comments (page 1, limit 20 by default). */
    listComments: (pollId: string, query: ListCommentsQuery = {}, options?: CallOptions) =>
      call("listComments", { ...byId(pollId, options), query: query as QueryParams }),
    /** POST /comments/polls/:id/comments: posts plain text. */
    createComment: (pollId: string, body: CommentBody, options?: CallOptions) =>
      call("createComment", { ...byId(pollId, options), body }).then((data) => data.comment),
    /** POST /comments/:id/upvote (again to take the vote back). */
    upvoteComment: (id: string, options?: CallOptions) =>
      call("upvoteComment", byId(id, options)).then((data) => data.comment),
    /** POST /comments/:id/downvote (again to take the vote back). */
    downvoteComment: (id: string, options?: CallOptions) =>
      call("downvoteComment", byId(id, options)).then((data) => data.comment),
    /** PATCH /comments/:id: edits one's own comment. */
    updateComment: (id: string, body: CommentBody, options?: CallOptions) =>
      call("updateComment", { ...byId(id, options), body }).then((data) => data.comment),
    /** DELETE /comments/:id: one's own, or any for admins. */
    deleteComment: (id: string, options?: CallOptions) =>
      callBody("deleteComment", byId(id, options)).then(() => undefined),
  };
}
