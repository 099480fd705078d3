import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { FormAlert } from "../auth/FormAlert";
import { usePortalT } from "../i18n/usePortalT";
import type { PortalQueryState } from "../pulso/usePulsoQuery";

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

/** The last action's message (announced: errors at once, confirmations politely). */
export function FeedbackMessage({ feedback }: { feedback: AdminFeedback | null }) {
  return <FormAlert message={feedback?.message ?? null} tone={feedback?.tone ?? "success"} />;
}

/**
 * A query's loading and error states; `children` renders the data (with its own empty state).
 */
export function QueryView<TData>({
  state,
  errorText,
  children,
}: {
  state: PortalQueryState<TData>;
  errorText?: string;
  children: (data: TData) => ReactNode;
}) {
  const { t } = usePortalT();
  if (state.status === "loading") {
    return (
      <p className="portal-muted admin-state" role="status">
        {t("admin.common.loading")}
      </p>
    );
  }
  if (state.status === "error" || state.data === undefined) {
    return (
      <div className="admin-state" role="alert">
        <p className="portal-error">{errorText ?? t("admin.common.loadError")}</p>
        <button type="button" className="portal-button" onClick={state.retry}>
          {t("admin.common.retry")}
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
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

/** A labelled `<select>` over a list of values with their texts. */
export function SelectField<TValue extends string>({
  label,
  value,
  options,
  onChange,
  error,
  name,
}: {
  label: string;
  value: TValue | "";
  options: readonly { value: TValue | ""; label: string }[];
  onChange(value: TValue | ""): void;
  error?: string | undefined;
  name?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="admin-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value as TValue | "")}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="portal-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled `<textarea>` with its hint and error, tied like {@link FormField}. */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  error,
  rows = 3,
  name,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string | undefined;
  rows?: number;
  name?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        className="admin-textarea"
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="portal-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="portal-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Previous / next buttons under a paged list, with "Page n of m". */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
}) {
  const { t } = usePortalT();
  if (pages <= 1) return null;
  return (
    <div className="portal-actions admin-pager">
      <button
        type="button"
        className="portal-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t("admin.common.previous")}
      </button>
      <span className="portal-muted">{t("admin.common.page", { page, pages })}</span>
      <button
        type="button"
        className="portal-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t("admin.common.next")}
      </button>
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
