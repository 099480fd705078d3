import type { Language } from "@pulso/core";
import type { Pulso } from "@pulso/sdk";
import { registerPortalAreas } from "./portalAreas";
import { PORTAL_MESSAGES, PORTAL_NAMESPACE } from "./portalMessages";

/**
 * Adds the portal's texts to an sdk instance's translator as the `pulsoPortal` namespace, once per
 * instance and language, so one translator serves the portal, the widgets and the sdk; then the
 * texts of every area whose screens have loaded so far.
 */
export function registerPortalMessages(pulso: Pulso): void {
  for (const [language, messages] of Object.entries(PORTAL_MESSAGES) as [
    Language,
    (typeof PORTAL_MESSAGES)[Language],
  ][]) {
    if (!pulso.i18n.hasMessages(language, PORTAL_NAMESPACE)) {
      pulso.i18n.addMessages(language, PORTAL_NAMESPACE, messages);
    }
  }
  registerPortalAreas(pulso);
}
