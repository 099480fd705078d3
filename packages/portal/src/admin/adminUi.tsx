import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormAlert } from "../auth/FormAlert";
import { usePortalT } from "../i18n/usePortalT";

/** What the last admin action said: a confirmation or a failure. */
export interface AdminFeedback {
  tone: "success" | "error";
  message: string;
}

/**
 * Runs admin actions one at a time: `pending` names the running one (its button shows busy), and
 * `feedback` holds the success text or the failure's reason, for {@link FeedbackMessage}.
 */
export function useAdminAction() {
  const { t, error } = usePortalT();
  const [pending, setPending] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<AdminFeedback | null>(null);
  const run = async <T,>(
    key: string,
    action: () => Promise<T>,
    success: (result: T) => string,
  ): Promise<boolean> => {
    if (pending) return false;
    setPending(key);
    setFeedback(null);
    try {
      const result = await action();
      setFeedback({ tone: "success", message: success(result) });
      return true;
    } catch (cause) {
      setFeedback({ tone: "error", message: t("admin.common.failed", { reason: error(cause) }) });
      return false;
    } finally {
      setPending(null);
    }
  };
  return { pending, feedback, setFeedback, run };
}

/**
 * The last action's message (announced: errors at once, confirmations politely). With
 * `takeFocus`, each new message also takes the focus: for actions whose form or button goes away
 * once done, so the keyboard goes on from the message rather than from the top of the page.
 */
export function FeedbackMessage({
  feedback,
  takeFocus = false,
}: {
  feedback: AdminFeedback | null;
  takeFocus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus && feedback) ref.current?.focus();
  }, [takeFocus, feedback]);
  const alert = (
    <FormAlert message={feedback?.message ?? null} tone={feedback?.tone ?? "success"} />
  );
  if (!takeFocus) return alert;
  return (
    <div ref={ref} tabIndex={-1} className="admin-focus-target">
      {alert}
    </div>
  );
}

/**
 * A table cell's text kept to one line and cut with an ellipsis when long (admin.css); the whole
 * text stays in the page for screen readers and shows as a tooltip on hover. `children` replaces
 * the text shown (a link around it).
 */
export function CellText({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <span className="admin-cell-text" title={text}>
      {children ?? text}
    </span>
  );
}

/**
 * A row's actions as one compact group of small buttons on one line, named after the row
 * ("Actions: <title>") when `name` is given, so each group is told apart by assistive technology.
 */
export function RowActions({ name, children }: { name?: string; children: ReactNode }) {
  const { t } = usePortalT();
  return (
    <div
      className="admin-row-actions"
      role="group"
      aria-label={name ? t("admin.common.actionsFor", { name }) : t("admin.common.actions")}
    >
      {children}
    </div>
  );
}

/** A list's empty state. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="portal-muted admin-state">{children}</p>;
}

/**
 * The confirm step of a consequential action: a titled panel that takes the focus, with the
 * confirm button and a way back (also Escape). `children` holds any extra input (a reason, the
 * winning option).
 */
export function ConfirmPanel({
  title,
  text,
  confirmLabel,
  pending,
  confirmDisabled = false,
  onConfirm,
  onDismiss,
  children,
}: {
  title: string;
  text?: string;
  confirmLabel: string;
  pending: boolean;
  confirmDisabled?: boolean;
  onConfirm(): void;
  onDismiss(): void;
  children?: ReactNode;
}) {
  const { t } = usePortalT();
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    const panel = ref.current;
    // The button that opened the panel gets the focus back when it closes (if still there).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss.current();
    };
    panel?.addEventListener("keydown", onKey);
    return () => {
      panel?.removeEventListener("keydown", onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div
      ref={ref}
      className="admin-confirm"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      tabIndex={-1}
    >
      <h2 id={titleId} className="admin-confirm__title">
        {title}
      </h2>
      {text && <p id={textId}>{text}</p>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending && !confirmDisabled) onConfirm();
        }}
      >
        {children}
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={pending || confirmDisabled}
            aria-busy={pending || undefined}
          >
            {confirmLabel}
          </button>
          <button type="button" className="portal-button" onClick={onDismiss}>
            {t("admin.common.goBack")}
          </button>
        </div>
      </form>
    </div>
  );
}

/** A `datetime-local` input's value for an ISO instant (local time), or "" for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** An ISO instant for a `datetime-local` value; "" stays "" (so the schema says INVALID_DATE). */
export function fromLocalInput(value: string): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
