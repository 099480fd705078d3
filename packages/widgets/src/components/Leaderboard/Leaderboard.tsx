import type { LeaderboardMetric, LeaderboardPeriod, WidgetTheme } from "@pulso/core";
import { useEffect, useEffectEvent, useState } from "react";
import { useLeaderboard } from "../../provider/useLeaderboard";
import { useT } from "../../provider/useT";
import { WidgetFrame } from "../widgetChrome/WidgetFrame";
import { WidgetMessage } from "../widgetChrome/WidgetMessage";
import { WidgetSkeleton } from "../widgetChrome/WidgetSkeleton";
import { LEADERBOARD_PAGE_ROWS } from "./layout";
import { LeaderboardControls } from "./LeaderboardControls";
import { LeaderboardTable } from "./LeaderboardTable";

/** What the leaderboard shows. */
export type LeaderboardStatus = "loading" | "success" | "error" | "empty";

/** Props of {@link Leaderboard}. */
export interface LeaderboardProps {
  /** The first period shown (default `all`); the reader can switch. */
  period?: LeaderboardPeriod;
  /** The first metric shown (default `profit`); the reader can switch. */
  metric?: LeaderboardMetric;
  /** How many of the top traders the board holds, 1–100 (default 10). */
  limit?: number;
  /**
   * Rows shown at first and added by each "Ver más" (default 5). The embedded element keeps the
   * default, which its reserved height fits; a React page may show more at once.
   */
  pageRows?: number;
  /** Light, dark, or `auto`. Default `auto`. */
  theme?: WidgetTheme;
  /** Told whenever the shown state changes. */
  onStatusChange?: (status: LeaderboardStatus, error: unknown) => void;
}

/**
 * The leaderboard (spec §2): period (week, month, all) and metric (profit, volume, win rate)
 * pickers, the top `limit` traders with money through the sdk formatters, `pageRows` at a time
 * with "Ver más" for the rest (never an inner scroll), and the reader's own row highlighted even
 * outside the top. Until the reader asks for more it keeps the height it reserves (layout.ts).
 * Needs a PulsoProvider and `leaderboardCss`.
 *
 * @example
 * <Leaderboard period="week" metric="volume" limit={20} />
 */
export function Leaderboard({
  period: initialPeriod = "all",
  metric: initialMetric = "profit",
  limit = 10,
  pageRows = LEADERBOARD_PAGE_ROWS,
  theme = "auto",
  onStatusChange,
}: LeaderboardProps) {
  const translator = useT();
  const { t } = translator;
  const [period, setPeriod] = useState(initialPeriod);
  const [metric, setMetric] = useState(initialMetric);
  // New props (say, a changed attribute) win over the reader's last pick.
  const [given, setGiven] = useState({ initialPeriod, initialMetric });
  if (given.initialPeriod !== initialPeriod || given.initialMetric !== initialMetric) {
    setGiven({ initialPeriod, initialMetric });
    setPeriod(initialPeriod);
    setMetric(initialMetric);
  }
  const { status, data, error, retry } = useLeaderboard({ period, metric, limit });
  const shown: LeaderboardStatus =
    status === "success" && data && data.entries.length === 0 && !data.me ? "empty" : status;

  const report = useEffectEvent(() => onStatusChange?.(shown, error));
  useEffect(() => report(), [shown, error]);

  return (
    <WidgetFrame
      className="pulso-lb"
      theme={theme}
      label={t("leaderboard.title")}
      busy={shown === "loading"}
    >
      <h3 className="pulso-w__title">{t("leaderboard.title")}</h3>
      <LeaderboardControls
        period={period}
        metric={metric}
        translator={translator}
        onPeriodChange={setPeriod}
        onMetricChange={setMetric}
      />
      {shown === "loading" || (shown === "success" && !data) ? (
        <WidgetSkeleton label={t("leaderboard.loading")} rows={pageRows + 1} />
      ) : shown === "error" || !data ? (
        <WidgetMessage
          message={t("leaderboard.loadFailed")}
          retryLabel={t("leaderboard.retry")}
          onRetry={retry}
        />
      ) : shown === "empty" ? (
        <WidgetMessage message={t("leaderboard.empty")} role="status" />
      ) : (
        <LeaderboardTable
          key={`${period}:${metric}`}
          leaderboard={data}
          metric={metric}
          translator={translator}
          pageRows={Math.max(1, Math.floor(pageRows))}
        />
      )}
    </WidgetFrame>
  );
}
