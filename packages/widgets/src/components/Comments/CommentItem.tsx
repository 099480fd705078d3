import type { Comment } from "@pulso/core";
import { formatRelativeTime } from "@pulso/sdk";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { Translator } from "../../i18n/translator";
import { log } from "../../log";
import type { CommentVoteDirection } from "../../provider/commentPagesStore";
import { CommentTextField } from "./CommentTextField";
import { CommentVotes } from "./CommentVotes";
import { checkCommentDraft, commentErrorText } from "./commentText";

/** Props of {@link CommentItem}. */
export interface CommentItemProps {
  comment: Comment;
  translator: Translator;
  /** "Now" for the relative time. */
  now: number;
  /** The reader wrote it: marked "You", and Edit is offered. */
  own: boolean;
  /** Delete is offered (one's own comment, or any for an admin). */
  canDelete: boolean;
  /** Votes for a signed-in reader; null shows the score alone. */
  onVote: ((direction: CommentVoteDirection) => Promise<unknown>) | null;
  /** Saves new text; rejects with the server's refusal. */
  onEdit(content: string): Promise<unknown>;
  /** Deletes the comment (the list then moves the focus); rejects with the server's refusal. */
  onDelete(): Promise<void>;
}

type Mode = "view" | "edit" | "confirm";

/**
 * One comment: author, time (relative, the full date on hover), the text as plain text, the score
 * with votes and, when allowed, Edit (inline, Escape cancels) and Delete (after a confirmation).
 * Focus goes to the field or the confirmation when they open and back to the button that opened
 * them when they close.
 */
export function CommentItem(props: CommentItemProps) {
  const { comment, translator, now, own, canDelete } = props;
  const { t, lang, formatDate } = translator;
  const confirmId = useId();
  const [mode, setMode] = useState<Mode>("view");
  const [text, setText] = useState(comment.content);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<"edit" | "delete" | null>(null);
  const draft = checkCommentDraft(text);

  useEffect(() => {
    if (mode === "edit") field.current?.focus();
    else if (mode === "confirm") keepButton.current?.focus();
    else if (returnTo.current) {
      (returnTo.current === "edit" ? editButton : deleteButton).current?.focus();
      returnTo.current = null;
    }
  }, [mode]);

  const open = (next: Mode) => {
    setError(null);
    setText(comment.content);
    setMode(next);
  };
  const close = (from: "edit" | "delete") => {
    returnTo.current = from;
    setError(null);
    setMode("view");
  };
  const run = async (action: () => Promise<unknown>, fallback: "editFailed" | "deleteFailed") => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      log.warn(`changing comment ${comment._id} failed`, failure);
      setError(commentErrorText(translator, failure, `comments.${fallback}`));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (draft.refusal || busy) return;
    if (await run(() => props.onEdit(text.trim()), "editFailed")) close("edit");
  };
  const closeOnEscape = (event: KeyboardEvent, from: "edit" | "delete") => {
    if (event.key === "Escape" && !busy) {
      event.stopPropagation();
      close(from);
    }
  };

  const postedAt = formatRelativeTime(
    comment.createdAt,
    lang,
    Math.max(now, Date.parse(comment.createdAt)),
  );
  return (
    <article
      className="pulso-cm__item"
      part="comment"
      tabIndex={-1}
      data-comment-id={comment._id}
      aria-label={t("comments.commentBy", { name: comment.user.name })}
    >
      <p className="pulso-cm__meta">
        <span className="pulso-cm__author">{comment.user.name}</span>
        {own ? <span className="pulso-cm__you">{t("comments.you")}</span> : null}
        <time
          className="pulso-cm__time"
          dateTime={comment.createdAt}
          title={formatDate(comment.createdAt, { dateStyle: "medium", timeStyle: "short" })}
        >
          {postedAt}
        </time>
        {comment.edited ? <span className="pulso-cm__edited">{t("comments.edited")}</span> : null}
      </p>
      {mode === "edit" ? (
        <form
          className="pulso-cm__form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <CommentTextField
            label={t("comments.editLabel")}
            value={text}
            draft={draft}
            serverError={error}
            translator={translator}
            textareaRef={field}
            onChange={(next) => {
              setText(next);
              setError(null);
            }}
            onKeyDown={(event) => closeOnEscape(event, "edit")}
          />
          <div className="pulso-cm__actions">
            <button
              type="submit"
              className="pulso-w__button"
              disabled={draft.refusal !== null}
              aria-disabled={busy || undefined}
            >
              {busy ? t("comments.saving") : t("comments.save")}
            </button>
            <button
              type="button"
              className="pulso-cm__small"
              disabled={busy}
              onClick={() => close("edit")}
            >
              {t("comments.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <p className="pulso-cm__body">{comment.content}</p>
      )}
      <div className="pulso-cm__actions">
        <CommentVotes comment={comment} translator={translator} onVote={props.onVote} />
        {mode === "view" && own ? (
          <button
            ref={editButton}
            type="button"
            className="pulso-cm__small"
            onClick={() => open("edit")}
          >
            {t("comments.edit")}
          </button>
        ) : null}
        {mode === "view" && canDelete ? (
          <button
            ref={deleteButton}
            type="button"
            className="pulso-cm__small pulso-cm__danger"
            onClick={() => open("confirm")}
          >
            {t("comments.delete")}
          </button>
        ) : null}
      </div>
      {mode === "confirm" ? (
        <div className="pulso-cm__confirm" role="group" aria-labelledby={confirmId}>
          <p id={confirmId}>{t("comments.confirmDelete")}</p>
          <button
            type="button"
            className="pulso-w__button pulso-cm__destroy"
            aria-disabled={busy || undefined}
            onKeyDown={(event) => closeOnEscape(event, "delete")}
            onClick={() => {
              if (!busy) void run(props.onDelete, "deleteFailed");
            }}
          >
            {busy ? t("comments.deleting") : t("comments.confirmDeleteAction")}
          </button>
          <button
            ref={keepButton}
            type="button"
            className="pulso-cm__small"
            disabled={busy}
            onKeyDown={(event) => closeOnEscape(event, "delete")}
            onClick={() => close("delete")}
          >
            {t("comments.cancel")}
          </button>
          {error ? (
            <p className="pulso-cm__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
