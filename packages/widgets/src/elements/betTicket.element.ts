import r2wc from "@r2wc/react-to-web-component";
import { log } from "../log";
import { BetTicketElement } from "./BetTicketElement";
import { withClearableAttributes } from "./clearableAttributes";

/** The tag name of the bet ticket element. */
export const BET_TICKET_TAG = "pulso-bet-ticket";

/**
 * `<pulso-bet-ticket market option>`: the bet ticket in Shadow DOM. On news sites the embed
 * loader will mount it inside a frame on the platform origin (DESIGN §7); this is the element the
 * frame renders.
 *
 * Attributes: `market` (required), `option`, `lang`, `theme`, `api-base` (as `<pulso-market-card>`).
 * Events (`bubbles` + `composed`): `pulso-bet-placed` `{ marketId }` (that a bet was placed: never
 * the option, the amount, a token or a balance), `pulso-sign-in-request` `{ widget }`, `pulso-error`.
 */
export const BetTicketCustomElement: CustomElementConstructor = withClearableAttributes(
  r2wc(BetTicketElement, {
    shadow: "open",
    props: {
      market: "string",
      option: "string",
      lang: "string",
      theme: "string",
      apiBase: "string",
    },
  }),
  { market: "market", option: "option", lang: "lang", theme: "theme", "api-base": "apiBase" },
);

/** Defines `<pulso-bet-ticket>` once (idempotent); never throws. */
export function defineBetTicket(): void {
  try {
    if (typeof customElements === "undefined" || customElements.get(BET_TICKET_TAG)) return;
    customElements.define(BET_TICKET_TAG, BetTicketCustomElement);
  } catch (error) {
    log.error(`defining <${BET_TICKET_TAG}> failed`, error);
  }
}
