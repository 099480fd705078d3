import { defineElement } from "../defineElement";
import { leaderboardView } from "./LeaderboardElement";
import { widgetElement } from "./widgetElement";

/** The tag name of the leaderboard element. */
export const LEADERBOARD_TAG = "pulso-leaderboard";

/**
 * `<pulso-leaderboard>`: the leaderboard in Shadow DOM.
 *
 * Attributes: `period` (`week` | `month` | `all`, default `all`), `metric` (`profit` | `volume` |
 * `winRate`, default `profit`), `limit` (1–100, default 10), `lang`, `theme`, `api-base` (as
 * `<pulso-market-card>`). A wrong value shows the localized error state; nothing throws.
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
