// The chunk embed.js imports for <pulso-comments>: reading, posting and voting on a market's
// comments, in a frame on the platform origin (DESIGN §7).
import { defineFramedElement } from "../../framed/framedElement";

defineFramedElement({
  tag: "pulso-comments",
  widget: "comments",
  params: ["market"],
  needsMarket: true,
  overlay: false,
});
