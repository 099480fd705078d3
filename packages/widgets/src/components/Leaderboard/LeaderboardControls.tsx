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
 * The period and metric pickers: two labelled groups of toggle buttons (`aria-pressed`), each
 * metric with a help button whose tooltip explains it.
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
            <span key={value}>
              <button
                type="button"
                className="pulso-w__tab"
                aria-pressed={value === metric}
                onClick={() => onMetricChange(value)}
              >
                {t(`leaderboard.metric.${value}`)}
              </button>
              <Tooltip content={t(`leaderboard.metricHelp.${value}`)}>
                {(trigger) => (
                  <button
                    type="button"
                    className="pulso-lb__help"
                    aria-label={t("tooltip.help", { topic: t(`leaderboard.metric.${value}`) })}
                    {...trigger}
                  >
                    ?
                  </button>
                )}
              </Tooltip>
            </span>
          ))}
        </div>
      </TooltipGroup>
    </div>
  );
}
