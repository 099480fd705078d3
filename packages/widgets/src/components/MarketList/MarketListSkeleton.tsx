import { MARKET_CARD_MIN_HEIGHT_PX } from "../MarketCard/layout";
import { MARKET_LIST_SKELETON_CARDS } from "./layout";

/** Props of {@link MarketListSkeleton}. */
export interface MarketListSkeletonProps {
  /** The announced loading text. */
  label: string;
}

/** The list's loading state: six card-sized skeletons (spec §2) and one announcement. */
export function MarketListSkeleton({ label }: MarketListSkeletonProps) {
  return (
    <>
      <p className="pulso-sr-only" role="status">
        {label}
      </p>
      <ul className="pulso-ml__grid" aria-hidden="true">
        {Array.from({ length: MARKET_LIST_SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <div
              className="pulso-mc pulso-ml__ghost"
              data-testid="market-skeleton"
              style={{ minHeight: MARKET_CARD_MIN_HEIGHT_PX }}
            >
              <span className="pulso-mc__block" style={{ width: "80%", height: "1.4em" }} />
              <span className="pulso-mc__block" style={{ width: "30%" }} />
              <span className="pulso-mc__block" style={{ height: "2.2em" }} />
              <span className="pulso-mc__block" style={{ height: "2.2em" }} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
