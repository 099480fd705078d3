import r2wc from "@r2wc/react-to-web-component";
import { log } from "../log";
import { withClearableAttributes } from "./clearableAttributes";
import { NotificationBellElement } from "./NotificationBellElement";

/** The tag name of the notification bell element. */
export const NOTIFICATION_BELL_TAG = "pulso-notification-bell";

/**
 * `<pulso-notification-bell>`: the bell in Shadow DOM; signed out it shows only a sign-in hint.
 * On news sites the embed loader will mount it inside a frame on the platform origin (DESIGN §7).
 * Attributes: `lang`, `theme`, `api-base`. Events: `pulso-error`.
 */
export const NotificationBellCustomElement: CustomElementConstructor = withClearableAttributes(
  r2wc(NotificationBellElement, {
    shadow: "open",
    props: { lang: "string", theme: "string", apiBase: "string" },
  }),
  { lang: "lang", theme: "theme", "api-base": "apiBase" },
);

/** Defines `<pulso-notification-bell>` once (idempotent); never throws. */
export function defineNotificationBell(): void {
  try {
    if (typeof customElements === "undefined" || customElements.get(NOTIFICATION_BELL_TAG)) return;
    customElements.define(NOTIFICATION_BELL_TAG, NotificationBellCustomElement);
  } catch (error) {
    log.error(`defining <${NOTIFICATION_BELL_TAG}> failed`, error);
  }
}
