/** Props of {@link WidgetMessage}. */
export interface WidgetMessageProps {
  /** The message, already in the reader's language. */
  message: string;
  /** `alert` for failures the reader should hear at once; `status` for quiet states. */
  role?: "alert" | "status";
  /** The retry button's label; without `onRetry` no button is shown. */
  retryLabel?: string;
  onRetry?: () => void;
  /** The class prefix of the widget's styles (`pulso-w`, or the market card's own `pulso-mc`). */
  base?: string;
}

/** The error and empty states of a widget: a centred message, with an optional retry button. */
export function WidgetMessage({
  message,
  role = "alert",
  retryLabel,
  onRetry,
  base = "pulso-w",
}: WidgetMessageProps) {
  return (
    <div className={`${base}__message`} part="message">
      <p role={role}>{message}</p>
      {onRetry && retryLabel ? (
        <button type="button" className={`${base}__retry`} part="retry" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
