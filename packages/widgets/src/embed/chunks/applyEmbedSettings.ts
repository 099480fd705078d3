import { setElementDefaults } from "../../public/defaults";
import { readEmbedSettings, SETTINGS_CHANGE_EVENT, type EmbedSettings } from "../settings";

/**
 * What every widget chunk does first (src/embed/README.md): apply the page's settings that
 * embed.js left in `window.__pulsoEmbed`, and follow later `set` commands.
 */
export function applyEmbedSettings(): void {
  const settings = readEmbedSettings();
  if (settings) setElementDefaults(settings);
  window.addEventListener(SETTINGS_CHANGE_EVENT, (event) => {
    const next = (event as CustomEvent<EmbedSettings | undefined>).detail ?? readEmbedSettings();
    if (next) setElementDefaults(next);
  });
}
