/**
 * embed.js, the one script a publisher adds (DESIGN §7). An IIFE that runs as a classic script or
 * as a module. No React and no widget code: it reserves
 * each Pulso element's space, loads the element's chunk from `<origin>/embed/<tag>.js` when it
 * nears the viewport and runs the `window.Pulso` command queue. See README.md in this folder.
 */
import { log } from "../log";
import { startLoader } from "./startLoader";
import { createViewportWatcher } from "./viewport";

/** Replaced with the package version by build.mjs. */
declare const __PULSO_EMBED_VERSION__: string | undefined;

/**
 * This script's tag. As a classic script (the zero-shift tag in `<head>`) the browser says so; as
 * a module, `import.meta` is not available to a build that must also run classic, so it is the
 * page's last `…/embed.js` script tag.
 */
function ownScript(): HTMLScriptElement | undefined {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  const scripts = document.querySelectorAll<HTMLScriptElement>("script[src]");
  for (let index = scripts.length - 1; index >= 0; index -= 1) {
    const script = scripts[index]!;
    if (/\/embed\.js(\?|#|$)/.test(script.src)) return script;
  }
  return undefined;
}

try {
  const script = ownScript();
  startLoader({
    // Its origin serves the API and the chunks; `data-stats="off"` switches the views beacon off.
    scriptUrl: script?.src ?? "",
    stats: script?.getAttribute("data-stats") !== "off",
    importChunk: (url) => import(/* @vite-ignore */ url),
    observe: createViewportWatcher(window),
    version: typeof __PULSO_EMBED_VERSION__ === "string" ? __PULSO_EMBED_VERSION__ : "dev",
  });
} catch (error) {
  log.error("embed loader failed to start", error);
}
