import type { Comment } from "@pulso/core";
import { useRef, useState, type FormEvent } from "react";
import type { Translator } from "../../i18n/translator";
import { log } from "../../log";
import { CommentTextField } from "./CommentTextField";
import { checkCommentDraft, commentErrorText } from "./commentText";

/** Props of {@link CommentComposer}. */
export interface CommentComposerProps {
  translator: Translator;
  /** Sends the text; rejects with the server's refusal. */
  onPost(content: string): Promise<Comment>;
  /** The comment was posted (the form is already cleared). */
  onPosted(comment: Comment): void;
}

/**
 * The form a signed-in reader posts with: a labelled textarea, a counter against core's maximum,
 * and a Post button that stays disabled while the text is blank, too long or being sent. The
 * server's refusal shows under the field in the reader's language; the text stays for a retry.
 * Focus returns to the field after each attempt.
 */
export function CommentComposer({ translator, onPost, onPosted }: CommentComposerProps) {
  const { t } = translator;
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const draft = checkCommentDraft(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.refusal || sending) return;
    setSending(true);
    setServerError(null);
    try {
      const comment = await onPost(text.trim());
      setText("");
      onPosted(comment);
    } catch (error) {
      log.warn("posting a comment failed", error);
      setServerError(commentErrorText(translator, error, "comments.postFailed"));
    } finally {
      setSending(false);
      // The Post button was disabled while sending, which drops its focus: the field takes it.
      field.current?.focus();
    }
  };

  return (
    <form className="pulso-cm__form" part="form" onSubmit={(event) => void submit(event)}>
      <CommentTextField
        label={t("comments.composerLabel")}
        placeholder={t("comments.placeholder")}
        value={text}
        draft={draft}
        serverError={serverError}
        translator={translator}
        textareaRef={field}
        onChange={(next) => {
          setText(next);
          setServerError(null);
        }}
      />
      <div className="pulso-cm__submit">
        <button
          type="submit"
          className="pulso-w__button"
          part="cta"
          disabled={draft.refusal !== null || sending}
          aria-busy={sending || undefined}
        >
          {sending ? t("comments.posting") : t("comments.post")}
        </button>
      </div>
    </form>
  );
}
