import type { Comment } from "@pulso/core";
import type { Ref } from "react";
import type { Translator } from "../../i18n/translator";
import type { CommentVoteDirection } from "../../provider/commentPagesStore";
import { CommentItem } from "./CommentItem";

/** Who is reading: what they may do to each comment. */
export interface CommentReader {
  /** The signed-in reader's id, or null. */
  userId: string | null;
  /** Admins may delete anyone's comment (never edit it). */
  isAdmin: boolean;
}

/** Props of {@link CommentList}. */
export interface CommentListProps {
  comments: Comment[];
  translator: Translator;
  reader: CommentReader;
  /** "Now" for the relative times. */
  now: number;
  listRef: Ref<HTMLOListElement>;
  /** The row with "Load more comments" (measured while the list stays inside a reservation). */
  moreRef: Ref<HTMLDivElement>;
  /** The list stays inside a reserved height: the row is always there, to be measured. */
  compact: boolean;
  /** How many loaded comments are hidden because they do not fit the reservation. */
  hidden: number;
  /** Shows the hidden comments (the reader asked for more). */
  onShowHidden(): void;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  onLoadMore(): void;
  onVote(id: string, direction: CommentVoteDirection): Promise<unknown>;
  onEdit(id: string, content: string): Promise<unknown>;
  onDelete(id: string): Promise<void>;
}

/** The comments, newest first, and "Load more comments" while the server has more. */
export function CommentList({
  comments,
  translator,
  reader,
  now,
  listRef,
  moreRef,
  compact,
  hidden,
  onShowHidden,
  hasMore,
  loadingMore,
  moreError,
  onLoadMore,
  onVote,
  onEdit,
  onDelete,
}: CommentListProps) {
  const { t } = translator;
  return (
    <>
      <ol
        ref={listRef}
        className={compact ? "pulso-cm__list pulso-cm__list--fit" : "pulso-cm__list"}
        part="list"
        aria-label={t("comments.list")}
      >
        {comments.map((comment) => {
          const own = reader.userId !== null && comment.user._id === reader.userId;
          return (
            <li key={comment._id}>
              <CommentItem
                comment={comment}
                translator={translator}
                now={now}
                own={own}
                canDelete={own || (reader.userId !== null && reader.isAdmin)}
                onVote={
                  reader.userId === null ? null : (direction) => onVote(comment._id, direction)
                }
                onEdit={(content) => onEdit(comment._id, content)}
                onDelete={() => onDelete(comment._id)}
              />
            </li>
          );
        })}
      </ol>
      {hasMore || moreError || hidden > 0 || compact ? (
        <div ref={moreRef} className="pulso-cm__more" part="more">
          {moreError ? <p role="alert">{t("comments.loadMoreFailed")}</p> : null}
          {hidden > 0 || hasMore || moreError ? (
            <button
              type="button"
              className="pulso-w__button"
              aria-disabled={loadingMore || undefined}
              aria-busy={loadingMore || undefined}
              onClick={() => {
                if (hidden > 0) onShowHidden();
                else if (!loadingMore) onLoadMore();
              }}
            >
              {moreError && hidden === 0 ? t("comments.retry") : t("comments.loadMore")}
            </button>
          ) : null}
          <p className="pulso-sr-only" role="status">
            {loadingMore ? t("comments.loadingMore") : ""}
          </p>
        </div>
      ) : null}
    </>
  );
}
