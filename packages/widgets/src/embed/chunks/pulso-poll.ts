// The chunk embed.js imports for <pulso-poll>: voting acts for the reader, so on a publisher's page
// the poll renders in a frame on the platform origin (DESIGN §7); its results show there to all.
import { defineFramedElement } from "../../framed/framedElement";

defineFramedElement({
  tag: "pulso-poll",
  widget: "poll",
  params: ["market"],
  needsMarket: true,
  overlay: false,
});
