import { setElementDefaults } from "../../public/defaults";
import { readEmbedSettings, SETTINGS_CHANGE_EVENT, type EmbedSettings } from "../settings";

/**
 * What the elements take from the page's settings: the loader's own keys (`stats`, for its views
 * beacon) are not element settings, and handing them over would log a `[pulso]` warning on every
 * page.
 */
function apply({ apiBase, lang, theme }: EmbedSettings): void {
  setElementDefaults({ apiBase, lang, theme });
}

/**
 * What every widget chunk does first (src/embed/README.md): apply the page's settings that
 * embed.js left in `window.__pulsoEmbed`, and follow later `set` commands.
 */
export function applyEmbedSettings(): void {
  const settings = readEmbedSettings();
  if (settings) apply(settings);
  window.addEventListener(SETTINGS_CHANGE_EVENT, (event) => {
    const next = (event as CustomEvent<EmbedSettings | undefined>).detail ?? readEmbedSettings();
    if (next) apply(next);
  });
}
