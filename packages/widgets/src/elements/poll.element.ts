import r2wc from "@r2wc/react-to-web-component";
import { withClearableAttributes } from "./clearableAttributes";
import { defineElement } from "./defineElement";
import { PollElement } from "./PollElement";

/** The tag name of the poll element. */
export const POLL_TAG = "pulso-poll";

/**
 * `<pulso-poll market="…">`: a poll's results in Shadow DOM, with vote buttons through the sdk
 * session (voting moves into a frame later, DESIGN §7).
 *
 * Attributes: `market` (required), `lang`, `theme`, `api-base` (as `<pulso-market-card>`).
 * Events (`bubbles` + `composed`): `pulso-ready` `{ marketId }`, `pulso-error`
 * `{ marketId, reason, message }`.
 */
export const PollCustomElement: CustomElementConstructor = withClearableAttributes(
  r2wc(PollElement, {
    shadow: "open",
    props: { market: "string", lang: "string", theme: "string", apiBase: "string" },
  }),
  { market: "market", lang: "lang", theme: "theme", "api-base": "apiBase" },
);

/** Defines `<pulso-poll>` once (idempotent, never throws). */
export function definePoll(): void {
  defineElement(POLL_TAG, PollCustomElement);
}
