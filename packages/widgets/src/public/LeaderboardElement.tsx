import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from "@pulso/core";
import { Leaderboard, type LeaderboardStatus } from "../components/Leaderboard/Leaderboard";
import { leaderboardCss } from "../components/Leaderboard/Leaderboard.css";
import { leaderboardCatalogue } from "./catalogues/leaderboard";
import { PublicWidgetElement, type ElementProblem } from "./PublicWidgetElement";
import { widgetView } from "./widgetView";

/** The element's attributes as its shell hands them over (absent or empty ones are undefined). */
export interface LeaderboardElementProps {
  period?: string;
  metric?: string;
  limit?: string;
  lang?: string;
  theme?: string;
  apiBase?: string;
  /** The shadow root the shell renders into (events are dispatched from its host). */
  container?: HTMLElement;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The limit attribute as a number of rows, or null when it is not a whole number from 1 to 100. */
function parseLimit(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return 10;
  const limit = Number(value.trim());
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : null;
}

/** What `<pulso-leaderboard>` renders into its shadow root. Never throws into the page. */
export function LeaderboardElement(props: LeaderboardElementProps) {
  const period = props.period?.trim() || "all";
  const metric = props.metric?.trim() || "profit";
  const limit = parseLimit(props.limit);
  const problem: ElementProblem | null = !isOneOf(LEADERBOARD_PERIODS, period)
    ? {
        detail: `unsupported period "${period}": use period="week", "month" or "all".`,
        reason: "invalid-attribute",
      }
    : !isOneOf(LEADERBOARD_METRICS, metric)
      ? {
          detail: `unsupported metric "${metric}": use metric="profit", "volume" or "winRate".`,
          reason: "invalid-attribute",
        }
      : limit === null
        ? {
            detail: 'unsupported limit: use a whole number from 1 to 100, like limit="10".',
            reason: "invalid-attribute",
          }
        : null;
  return (
    <PublicWidgetElement
      tag="pulso-leaderboard"
      catalogue={leaderboardCatalogue}
      css={leaderboardCss}
      className="pulso-lb"
      titleKey="leaderboard.title"
      marketId={null}
      problem={problem}
      lang={props.lang}
      theme={props.theme}
      apiBase={props.apiBase}
      container={props.container}
    >
      {({ theme, ready, failed }) => (
        <Leaderboard
          period={period as LeaderboardPeriod}
          metric={metric as LeaderboardMetric}
          limit={limit ?? 10}
          theme={theme}
          onStatusChange={(status: LeaderboardStatus, error) => {
            if (status === "success" || status === "empty") ready();
            if (status === "error") failed("leaderboard.loadFailed", "load-failed", error);
          }}
        />
      )}
    </PublicWidgetElement>
  );
}

/** How the element renders LeaderboardElement when it goes live (loaded apart from the element). */
export const leaderboardView = widgetView(LeaderboardElement, leaderboardCatalogue);
