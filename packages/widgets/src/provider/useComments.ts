import { MAX_PAGE_SIZE, PAGE_SIZES } from "@pulso/core";
import { useMemo, useSyncExternalStore } from "react";
import {
  createCommentPagesStore,
  type CommentPagesSnapshot,
  type CommentPagesStore,
} from "./commentPagesStore";
import { usePulso } from "./usePulso";

/** The comments plus what a reader can do with them. */
export interface CommentsState
  extends CommentPagesSnapshot, Omit<CommentPagesStore, "subscribe" | "getSnapshot"> {}

/** A page size the API accepts: a whole number from 1 to 100, else the spec's 20. */
function validPageSize(pageSize: number): number {
  if (!Number.isFinite(pageSize) || pageSize < 1) return PAGE_SIZES.comments;
  return Math.min(MAX_PAGE_SIZE, Math.floor(pageSize));
}

/**
 * A market's comments, newest first, `pageSize` at a time (spec §7: 20 by default), with "load
 * more", and the reader's actions: `post`, `vote` (again to undo), `edit` and `remove`. Each
 * action rejects with the server's ApiError and leaves the list as it was.
 *
 * @example
 * const comments = useComments("m_42");
 * await comments.post("¡Buena pregunta!");
 */
export function useComments(
  marketId: string,
  pageSize: number = PAGE_SIZES.comments,
): CommentsState {
  const pulso = usePulso();
  const size = validPageSize(pageSize);
  const store = useMemo(
    () => createCommentPagesStore(pulso, marketId, size),
    [pulso, marketId, size],
  );
  // Not `useStoreSnapshot`: the reader's own edits change this store and the component's state
  // (the edit box, the focus) together, and must show in one render, not the store a moment later.
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    ...snapshot,
    loadMore: store.loadMore,
    retry: store.retry,
    post: store.post,
    vote: store.vote,
    edit: store.edit,
    remove: store.remove,
  };
}
