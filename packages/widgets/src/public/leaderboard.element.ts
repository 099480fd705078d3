import { defineElement } from "../defineElement";
import { leaderboardView } from "./LeaderboardElement";
import { widgetElement } from "./widgetElement";

/** The tag name of the leaderboard element. */
export const LEADERBOARD_TAG = "pulso-leaderboard";

/**
 * `<pulso-leaderboard>`: the leaderboard in Shadow DOM.
 *
 * Attributes:
 * - `period`: `week` | `month` | `all` (default `all`), the first period shown; the reader can
 *   switch.
 * - `metric`: `profit` | `volume` | `winRate` (default `profit`), the first ranking; the reader
 *   can switch.
 * - `limit`: how many of the top traders the board holds, a whole number from 1 to 100 (default
 *   10). It shows the first 5 (`LEADERBOARD_PAGE_ROWS`), which fit the height embed.js and every
 *   snippet reserve (`LEADERBOARD_MIN_HEIGHT_PX`), so nothing moves when it loads; a "Ver más" /
 *   "Show more" button adds 5 rows per click (the board grows on the reader's click, rows are
 *   never hidden behind a scroll) and, once all are shown, "Ver menos" / "Show fewer" goes back.
 *   The reader's own row, when outside the rows shown, takes the last one after a gap.
 * - `lang`, `theme`, `api-base`: as `<pulso-market-card>`.
 *
 * A wrong value shows the localized error state; nothing throws. Parts: `card`, `controls`,
 * `table`, `row`, `more`, `message`, `retry`, `tooltip`.
 *
 * Events (`bubbles` + `composed`): `pulso-ready` `{ marketId: "" }`, `pulso-error`
 * `{ marketId: null, reason, message }`.
 */
export const LeaderboardCustomElement: CustomElementConstructor = widgetElement({
  attributes: {
    period: "period",
    metric: "metric",
    limit: "limit",
    lang: "lang",
    theme: "theme",
    "api-base": "apiBase",
  },
  // No first paint: the widget renders as soon as its element loads, so its code comes along.
  load: () => Promise.resolve(leaderboardView),
});

/** Defines `<pulso-leaderboard>` once (idempotent, never throws). */
export function defineLeaderboard(): void {
  defineElement(LEADERBOARD_TAG, LeaderboardCustomElement);
}
