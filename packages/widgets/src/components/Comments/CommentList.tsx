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
      <ol ref={listRef} className="pulso-cm__list" part="list" aria-label={t("comments.list")}>
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
      {hasMore || moreError ? (
        <div className="pulso-cm__more" part="more">
          {moreError ? <p role="alert">{t("comments.loadMoreFailed")}</p> : null}
          <button
            type="button"
            className="pulso-w__button"
            aria-disabled={loadingMore || undefined}
            aria-busy={loadingMore || undefined}
            onClick={() => {
              if (!loadingMore) onLoadMore();
            }}
          >
            {moreError ? t("comments.retry") : t("comments.loadMore")}
          </button>
          <p className="pulso-sr-only" role="status">
            {loadingMore ? t("comments.loadingMore") : ""}
          </p>
        </div>
      ) : null}
    </>
  );
}
