import { MAX_COMMENT_LENGTH } from "@pulso/core";
import { useId, type KeyboardEvent, type Ref } from "react";
import type { Translator } from "../../i18n/translator";
import { commentErrorText, type CommentDraft } from "./commentText";

/** Props of {@link CommentTextField}. */
export interface CommentTextFieldProps {
  /** The visible label. */
  label: string;
  value: string;
  /** The value checked by core's rule. */
  draft: CommentDraft;
  onChange(value: string): void;
  /** The server's refusal, already in words, or null. */
  serverError: string | null;
  translator: Translator;
  placeholder?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

/**
 * A labelled textarea with a character counter against core's maximum (read to screen readers
 * as "12 of 2,000 characters"), and the refusal under it: too long, as soon as it is, or the
 * server's. Typing past the maximum is allowed (a paste is never cut silently); sending is not.
 */
export function CommentTextField({
  label,
  value,
  draft,
  onChange,
  serverError,
  translator,
  placeholder,
  textareaRef,
  onKeyDown,
}: CommentTextFieldProps) {
  const { t, formatNumber } = translator;
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const tooLong = draft.refusal === "COMMENT_TOO_LONG";
  const error = tooLong
    ? commentErrorText(translator, draft.refusal, "comments.postFailed")
    : serverError;
  const counts = { length: formatNumber(draft.length), max: formatNumber(MAX_COMMENT_LENGTH) };
  return (
    <div className="pulso-cm__field">
      <label className="pulso-cm__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        className="pulso-cm__input"
        part="input"
        rows={3}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="pulso-cm__row">
        <p className="pulso-cm__error" id={errorId} role="alert">
          {error ?? ""}
        </p>
        <span className="pulso-cm__counter" data-over={tooLong || undefined} aria-hidden="true">
          {t("comments.counter", counts)}
        </span>
        <span className="pulso-sr-only" id={counterId}>
          {t("comments.counterLabel", counts)}
        </span>
      </div>
    </div>
  );
}
