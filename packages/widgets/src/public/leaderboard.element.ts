import { defineElement } from "../defineElement";
import { widgetElement } from "./widgetElement";
import { LeaderboardElement } from "./LeaderboardElement";

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
export const LeaderboardCustomElement: CustomElementConstructor = widgetElement(
  LeaderboardElement,
  {
    period: "period",
    metric: "metric",
    limit: "limit",
    lang: "lang",
    theme: "theme",
    "api-base": "apiBase",
  },
);

/** Defines `<pulso-leaderboard>` once (idempotent, never throws). */
export function defineLeaderboard(): void {
  defineElement(LEADERBOARD_TAG, LeaderboardCustomElement);
}
