import type { Comment } from "@pulso/core";
import { pulsoKeys, type CommentVoteDirection, type Pulso, type SessionState } from "@pulso/sdk";
import { warnUnlessAnswered } from "./logFailure";

// The sdk's type, named here too so the comment components keep importing it from their store.
export type { CommentVoteDirection } from "@pulso/sdk";

/** A market's comments as the widget shows them: the pages loaded so far, newest first. */
export interface CommentPagesSnapshot {
  status: "loading" | "error" | "success";
  comments: Comment[];
  /** How many comments the market has in all (the server's count, kept up to date locally). */
  total: number;
  error: unknown;
  /** The server has another page. */
  hasMore: boolean;
  /** A next page is on its way. */
  loadingMore: boolean;
  /** Loading the next page failed (the comments already shown stay). */
  moreError: unknown;
}

/** The comments as an external store for `useSyncExternalStore`, with the reader's actions. */
export interface CommentPagesStore {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): CommentPagesSnapshot;
  /** Appends the next page (ignored while one loads or when there is none). */
  loadMore(): void;
  /** Starts again from page 1 (the error state's retry). */
  retry(): void;
  /** Posts a comment and shows it first; rejects with the ApiError and changes nothing. */
  post(content: string): Promise<Comment>;
  /** Votes a comment up or down (the same vote again takes it back); rejects on failure. */
  vote(id: string, direction: CommentVoteDirection): Promise<Comment>;
  /** Replaces the text of one's own comment; rejects on failure. */
  edit(id: string, content: string): Promise<Comment>;
  /** Deletes a comment and drops it from the list; rejects on failure. */
  remove(id: string): Promise<void>;
}

const INITIAL: CommentPagesSnapshot = {
  status: "loading",
  comments: [],
  total: 0,
  error: null,
  hasMore: false,
  loadingMore: false,
  moreError: null,
};

/** Who the server answers as: a user id, null when anonymous, undefined until the session knows. */
function viewerOf(state: SessionState): string | null | undefined {
  return state.status === "loading" ? undefined : (state.user?._id ?? null);
}

/** `shown` followed by the comments of `incoming` it does not have yet. */
function append(shown: Comment[], incoming: Comment[]): Comment[] {
  const known = new Set(shown.map((comment) => comment._id));
  return [...shown, ...incoming.filter((comment) => !known.has(comment._id))];
}

/**
 * Loads GET /comments/polls/:id/comments page by page through the sdk cache (each page is a cached
 * `comments` query; the server sorts newest first) and applies the reader's actions to the list
 * from the server's answers. The actions are the sdk's (`pulso.comments`), which mark the cached
 * pages stale, so the next visit reads fresh ones. When someone signs in or out the first page is
 * loaded again, since each comment's `myVote` belongs to whoever asked. The first page is fetched
 * on the first subscription.
 */
export function createCommentPagesStore(
  pulso: Pulso,
  marketId: string,
  pageSize: number,
): CommentPagesStore {
  let snapshot = INITIAL;
  let page = 0;
  // Own deletions since the last page arrived move later comments up into pages already shown.
  let removedSinceLoad = 0;
  // Answers of a superseded first load (a retry, a new reader) are dropped.
  let generation = 0;
  let started = false;
  let viewer = viewerOf(pulso.session.store.getState());
  let stopWatchingSession: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<CommentPagesSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners]) listener();
  };
  const fetchPage = (next: number) =>
    pulso.queryClient.fetchQuery(pulso.queries.comments(marketId, { page: next, limit: pageSize }));
  const markPagesStale = () => {
    // `["comments", marketId]` prefixes every page of this market's comments.
    void pulso.queryClient.invalidateQueries({
      queryKey: pulsoKeys.comments(marketId).slice(0, 2),
      refetchType: "none",
    });
  };
  const replace = (comment: Comment) =>
    set({
      comments: snapshot.comments.map((shown) => (shown._id === comment._id ? comment : shown)),
    });

  function loadFirst(quiet: boolean): void {
    generation += 1;
    const run = generation;
    if (!quiet) set({ ...INITIAL });
    fetchPage(1).then(
      (result) => {
        if (run !== generation) return;
        page = 1;
        removedSinceLoad = 0;
        set({
          status: "success",
          comments: result.comments,
          total: result.pagination.total,
          hasMore: result.pagination.hasMore,
          loadingMore: false,
          moreError: null,
          error: null,
        });
      },
      (error: unknown) => {
        if (run !== generation) return;
        warnUnlessAnswered(`loading the comments of ${marketId} failed`, error);
        // A quiet reload keeps the list it meant to refresh.
        if (!quiet) set({ status: "error", error });
      },
    );
  }

  function watchSession(): () => void {
    return pulso.session.store.subscribe((state) => {
      const next = viewerOf(state);
      if (next === undefined || next === viewer) return;
      // The first answer already came with the reader's credentials; only a real change counts.
      const changed = viewer !== undefined;
      viewer = next;
      if (changed && started) {
        markPagesStale();
        loadFirst(snapshot.status === "success");
      }
    });
  }

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      stopWatchingSession ??= watchSession();
      if (!started) {
        started = true;
        loadFirst(false);
      }
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          stopWatchingSession?.();
          stopWatchingSession = null;
        }
      };
    },
    getSnapshot: () => snapshot,
    loadMore() {
      if (snapshot.status !== "success" || snapshot.loadingMore || !snapshot.hasMore) return;
      const run = generation;
      const pages = removedSinceLoad > 0 ? [page, page + 1] : [page + 1];
      set({ loadingMore: true, moreError: null });
      Promise.all(pages.map(fetchPage)).then(
        (results) => {
          if (run !== generation) return;
          const last = results[results.length - 1];
          page += 1;
          removedSinceLoad = 0;
          set({
            comments: results.reduce(
              (shown, result) => append(shown, result.comments),
              snapshot.comments,
            ),
            total: last?.pagination.total ?? snapshot.total,
            hasMore: last?.pagination.hasMore ?? false,
            loadingMore: false,
          });
        },
        (error: unknown) => {
          if (run !== generation) return;
          warnUnlessAnswered(`loading more comments of ${marketId} failed`, error);
          set({ loadingMore: false, moreError: error });
        },
      );
    },
    retry: () => loadFirst(false),
    async post(content) {
      const comment = await pulso.comments.postComment(marketId, content);
      set({
        comments: [comment, ...snapshot.comments.filter((shown) => shown._id !== comment._id)],
        total: snapshot.total + 1,
      });
      return comment;
    },
    async vote(id, direction) {
      const comment = await pulso.comments.voteComment(marketId, id, direction);
      replace(comment);
      return comment;
    },
    async edit(id, content) {
      const comment = await pulso.comments.editComment(marketId, id, content);
      replace(comment);
      return comment;
    },
    async remove(id) {
      await pulso.comments.deleteComment(marketId, id);
      if (!snapshot.comments.some((shown) => shown._id === id)) return;
      removedSinceLoad += 1;
      set({
        comments: snapshot.comments.filter((shown) => shown._id !== id),
        total: Math.max(0, snapshot.total - 1),
      });
    },
  };
}
