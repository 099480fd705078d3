// The chunk embed.js imports for <pulso-bet-ticket> (served at <origin>/embed/pulso-bet-ticket.js):
// no React; the ticket itself renders in a frame on the platform origin (DESIGN §7), mounted when
// the reader asks for it.
import { defineFramedElement } from "../../framed/framedElement";

defineFramedElement({
  tag: "pulso-bet-ticket",
  widget: "bet-ticket",
  params: ["market", "option"],
  needsMarket: true,
  overlay: false,
  // The ticket loads on the reader's first click (DESIGN §7): a light facade until then.
  loadOnInteraction: true,
  // Its bets record the article they were placed from (DESIGN §12).
  article: true,
});
