/** Props of {@link WidgetSkeleton}. */
export interface WidgetSkeletonProps {
  /** The announced loading text. */
  label: string;
  /** How many grey rows to draw (default 5). */
  rows?: number;
}

/** A widget's loading state: grey rows filling its reserved box, and a text for screen readers. */
export function WidgetSkeleton({ label, rows = 5 }: WidgetSkeletonProps) {
  return (
    <div className="pulso-w__skeleton">
      <p className="pulso-sr-only" role="status">
        {label}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="pulso-w__block" aria-hidden="true" />
      ))}
    </div>
  );
}
