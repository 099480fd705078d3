/** Props of {@link MarketCardMessage}. */
export interface MarketCardMessageProps {
  /** The message, already in the reader's language. */
  message: string;
  /** `alert` for failures the reader should hear at once; `status` for quiet states. */
  role?: "alert" | "status";
  /** The retry button's label; without `onRetry` no button is shown. */
  retryLabel?: string;
  onRetry?: () => void;
}

/** The error and empty states: a message centred in the card, with an optional retry button. */
export function MarketCardMessage({
  message,
  role = "alert",
  retryLabel,
  onRetry,
}: MarketCardMessageProps) {
  return (
    <div className="pulso-mc__message" part="message">
      <p role={role}>{message}</p>
      {onRetry && retryLabel ? (
        <button type="button" className="pulso-mc__retry" part="retry" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
