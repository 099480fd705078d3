import type { Comment } from "@pulso/core";
import { pulsoKeys } from "../cache/queryKeys";
import type { ActionContext } from "./actionContext";

/** Which way a reader votes a comment. */
export type CommentVoteDirection = "up" | "down";

/**
 * A reader's comments on a market (spec §5). Each call resolves the server's answer and marks the
 * market's cached comment pages stale, so the next read of them fetches fresh pages; a list on
 * screen applies the answer itself (the comment widget keeps the pages it has shown).
 */
export interface CommentActions {
  /** Posts plain text on a market; resolves the new comment. */
  postComment(marketId: string, content: string): Promise<Comment>;
  /** Votes a comment up or down (the same vote again takes it back); resolves it as it now is. */
  voteComment(
    marketId: string,
    commentId: string,
    direction: CommentVoteDirection,
  ): Promise<Comment>;
  /** Replaces the text of one's own comment; resolves the edited comment. */
  editComment(marketId: string, commentId: string, content: string): Promise<Comment>;
  /** Deletes one's own comment (an admin, any). */
  deleteComment(marketId: string, commentId: string): Promise<void>;
}

/** Builds {@link CommentActions} over one instance's API client and cache. */
export function createCommentActions({ api, queryClient }: ActionContext): CommentActions {
  const settle = async <T>(marketId: string, result: T): Promise<T> => {
    // `["comments", marketId]` prefixes every cached page of the market's comments. They are only
    // marked stale: refetching pages nobody shows would cost requests for nothing.
    await queryClient.invalidateQueries({
      queryKey: pulsoKeys.comments(marketId).slice(0, 2),
      refetchType: "none",
    });
    return result;
  };
  return {
    postComment: async (marketId, content) =>
      settle(marketId, await api.createComment(marketId, { content })),
    voteComment: async (marketId, commentId, direction) =>
      settle(
        marketId,
        direction === "up"
          ? await api.upvoteComment(commentId)
          : await api.downvoteComment(commentId),
      ),
    editComment: async (marketId, commentId, content) =>
      settle(marketId, await api.updateComment(commentId, { content })),
    deleteComment: async (marketId, commentId) =>
      settle(marketId, await api.deleteComment(commentId)),
  };
}
