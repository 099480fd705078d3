import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from "@pulso/core";
import type { Translator } from "../../i18n/translator";
import { Tooltip } from "../Tooltip/Tooltip";
import { TooltipGroup } from "../Tooltip/TooltipGroup";

/** Props of {@link LeaderboardControls}. */
export interface LeaderboardControlsProps {
  period: LeaderboardPeriod;
  metric: LeaderboardMetric;
  translator: Translator;
  onPeriodChange(period: LeaderboardPeriod): void;
  onMetricChange(metric: LeaderboardMetric): void;
}

/**
 * The period and metric pickers: two labelled rows of three toggle buttons (`aria-pressed`), each
 * row one line high whatever the column's width (a label too long for it ends in "…"; its name
 * stays whole for assistive technology), so the board keeps the height it reserves. Each metric
 * explains itself in a tooltip, on hover after 700 ms and at once on keyboard focus.
 */
export function LeaderboardControls({
  period,
  metric,
  translator,
  onPeriodChange,
  onMetricChange,
}: LeaderboardControlsProps) {
  const { t } = translator;
  return (
    <div className="pulso-lb__controls" part="controls">
      <div className="pulso-w__tabs" role="group" aria-label={t("leaderboard.periodLabel")}>
        {LEADERBOARD_PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            className="pulso-w__tab"
            aria-pressed={value === period}
            onClick={() => onPeriodChange(value)}
          >
            {t(`leaderboard.period.${value}`)}
          </button>
        ))}
      </div>
      <TooltipGroup>
        <div className="pulso-w__tabs" role="group" aria-label={t("leaderboard.metricLabel")}>
          {LEADERBOARD_METRICS.map((value) => (
            <Tooltip key={value} content={t(`leaderboard.metricHelp.${value}`)}>
              {(trigger) => (
                <button
                  type="button"
                  className="pulso-w__tab"
                  aria-pressed={value === metric}
                  {...trigger}
                  onClick={() => onMetricChange(value)}
                >
                  {t(`leaderboard.metric.${value}`)}
                </button>
              )}
            </Tooltip>
          ))}
        </div>
      </TooltipGroup>
    </div>
  );
}
