import { PRICE_HISTORY_RANGES, type PriceHistoryRange } from "@pulso/core";
import type { Translator } from "../../i18n/translator";
import { Tooltip } from "../Tooltip/Tooltip";
import { TooltipGroup } from "../Tooltip/TooltipGroup";

/** Props of {@link PriceChartRanges}. */
export interface PriceChartRangesProps {
  range: PriceHistoryRange;
  translator: Translator;
  onRangeChange(range: PriceHistoryRange): void;
}

/** The range buttons (1D, 1W, 1M, All) as toggle buttons, each with a tooltip naming its span. */
export function PriceChartRanges({ range, translator, onRangeChange }: PriceChartRangesProps) {
  const { t } = translator;
  return (
    <TooltipGroup>
      <div
        className="pulso-w__tabs"
        role="group"
        aria-label={t("priceChart.rangeLabel")}
        part="ranges"
      >
        {PRICE_HISTORY_RANGES.map((value) => (
          <Tooltip key={value} content={t(`priceChart.rangeHelp.${value}`)}>
            {(trigger) => (
              <button
                type="button"
                className="pulso-w__tab"
                aria-pressed={value === range}
                // The visible label first, so the name holds what is shown (WCAG 2.5.3).
                aria-label={`${t(`priceChart.range.${value}`)}, ${t(`priceChart.rangeHelp.${value}`)}`}
                onClick={() => onRangeChange(value)}
                {...trigger}
              >
                {t(`priceChart.range.${value}`)}
              </button>
            )}
          </Tooltip>
        ))}
      </div>
    </TooltipGroup>
  );
}
