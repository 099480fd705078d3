/** Props of {@link MarketCardSkeleton}. */
export interface MarketCardSkeletonProps {
  /** The announced loading text. */
  label: string;
}

/** The loading state: grey blocks in the card's final layout, and a text for screen readers. */
export function MarketCardSkeleton({ label }: MarketCardSkeletonProps) {
  return (
    <div className="pulso-mc__skeleton">
      <p className="pulso-sr-only" role="status">
        {label}
      </p>
      <span
        className="pulso-mc__block"
        aria-hidden="true"
        style={{ width: "80%", height: "1.4em" }}
      />
      <span className="pulso-mc__block" aria-hidden="true" style={{ width: "30%" }} />
      <span className="pulso-mc__block" aria-hidden="true" style={{ height: "2.2em" }} />
      <span className="pulso-mc__block" aria-hidden="true" style={{ height: "2.2em" }} />
      <span className="pulso-mc__block" aria-hidden="true" style={{ height: "40px" }} />
      <span className="pulso-mc__block" aria-hidden="true" style={{ width: "60%" }} />
    </div>
  );
}
