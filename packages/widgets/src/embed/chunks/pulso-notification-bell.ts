// The chunk embed.js imports for <pulso-notification-bell>: no React; the bell renders in a frame
// on the platform origin and grows over the page when its panel opens (DESIGN §7).
import { defineFramedElement } from "../../framed/framedElement";

defineFramedElement({
  tag: "pulso-notification-bell",
  widget: "notification-bell",
  params: [],
  needsMarket: false,
  overlay: true,
});
