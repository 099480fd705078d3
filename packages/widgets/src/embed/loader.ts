/**
 * embed.js, the one script a publisher adds (DESIGN §7). No React and no widget code: it reserves
 * each Pulso element's space, loads the element's chunk from `<origin>/embed/<tag>.js` when it
 * nears the viewport and runs the `window.Pulso` command queue. See README.md in this folder.
 */
import { log } from "../log";
import { startLoader } from "./startLoader";
import { createViewportWatcher } from "./viewport";

/** Replaced with the package version by build.mjs. */
declare const __PULSO_EMBED_VERSION__: string | undefined;

try {
  startLoader({
    scriptUrl: import.meta.url,
    importChunk: (url) => import(/* @vite-ignore */ url),
    observe: createViewportWatcher(window),
    version: typeof __PULSO_EMBED_VERSION__ === "string" ? __PULSO_EMBED_VERSION__ : "dev",
  });
} catch (error) {
  log.error("embed loader failed to start", error);
}
