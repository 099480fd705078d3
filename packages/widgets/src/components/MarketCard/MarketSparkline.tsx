import type { Market } from "@pulso/core";
import type { Translator } from "../../i18n/translator";
import { usePriceHistory } from "../../provider/usePriceHistory";
import { optionText } from "./marketTexts";
import { seriesStats, sparklinePath } from "./sparkline";

/** Props of {@link MarketSparkline}. */
export interface MarketSparklineProps {
  market: Market;
  translator: Translator;
}

const WIDTH = 200;
const HEIGHT = 40;

/**
 * A week of the first option's price as a tiny inline SVG (no chart library), ending at the live
 * price, with a text summary for screen readers. Its box is reserved while the history loads.
 */
export function MarketSparkline({ market, translator }: MarketSparklineProps) {
  const { t, lang, formatCents } = translator;
  const history = usePriceHistory(market._id, "1w");
  const first = market.options[0];
  if (market.kind !== "prediction" || !first || first.price === null) return null;

  const index = history.data ? history.data.optionIds.indexOf(first._id) : -1;
  const values =
    history.data && index >= 0
      ? history.data.points.flatMap((point) => {
          const price = point.prices[index];
          return price === undefined ? [] : [price];
        })
      : [];
  const stats = history.status === "success" ? seriesStats([...values, first.price]) : null;
  const summary = stats
    ? t("marketCard.sparklineSummary", {
        option: optionText(first, lang),
        first: formatCents(stats.first),
        last: formatCents(stats.last),
        low: formatCents(stats.low),
        high: formatCents(stats.high),
      })
    : history.status === "error"
      ? t("marketCard.sparklineUnavailable")
      : "";

  return (
    <figure className="pulso-mc__chart" part="chart">
      {stats ? (
        <svg
          className="pulso-mc__sparkline"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`${t("marketCard.priceHistory")}: ${summary}`}
        >
          <path d={sparklinePath([...values, first.price], WIDTH, HEIGHT)} />
        </svg>
      ) : (
        <p className="pulso-sr-only">{summary}</p>
      )}
    </figure>
  );
}
