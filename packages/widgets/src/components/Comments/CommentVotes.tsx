import type { Comment } from "@pulso/core";
import { useState } from "react";
import type { Translator } from "../../i18n/translator";
import { log } from "../../log";
import type { CommentVoteDirection } from "../../provider/commentPagesStore";
import { commentErrorText } from "./commentText";

/** Props of {@link CommentVotes}. */
export interface CommentVotesProps {
  comment: Comment;
  translator: Translator;
  /** Votes for a signed-in reader; null shows the score alone. */
  onVote: ((direction: CommentVoteDirection) => Promise<unknown>) | null;
}

const ARROWS: Record<CommentVoteDirection, string> = {
  up: "M12 5l7 9H5z",
  down: "M12 19l-7-9h14z",
};

/**
 * A comment's score (upvotes minus downvotes) and, for a signed-in reader, Upvote and Downvote
 * toggle buttons: `aria-pressed` marks the reader's own vote, pressing it again takes it back.
 */
export function CommentVotes({ comment, translator, onVote }: CommentVotesProps) {
  const { t, formatNumber } = translator;
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const score = comment.upvotes - comment.downvotes;

  const vote = async (direction: CommentVoteDirection) => {
    if (!onVote || sending) return;
    setSending(true);
    setError(null);
    try {
      await onVote(direction);
    } catch (failure) {
      log.warn(`voting on comment ${comment._id} failed`, failure);
      setError(commentErrorText(translator, failure, "comments.voteFailed"));
    } finally {
      setSending(false);
    }
  };

  const button = (direction: CommentVoteDirection) => (
    <button
      type="button"
      className="pulso-cm__small pulso-cm__vote"
      part="vote"
      aria-pressed={comment.myVote === direction}
      aria-disabled={sending || undefined}
      onClick={() => void vote(direction)}
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d={ARROWS[direction]} fill="currentColor" />
      </svg>
      <span className="pulso-sr-only">
        {direction === "up" ? t("comments.upvote") : t("comments.downvote")}
      </span>
    </button>
  );

  return (
    <div className="pulso-cm__votes">
      {onVote ? button("up") : null}
      <span className="pulso-cm__score" aria-hidden="true">
        {formatNumber(score)}
      </span>
      <span className="pulso-sr-only">
        {t("comments.score", { count: score, score: formatNumber(score) })}
      </span>
      {onVote ? button("down") : null}
      {error ? (
        <p className="pulso-cm__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
