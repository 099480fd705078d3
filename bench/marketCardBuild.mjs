// The esbuild options for what one market card chunk loads, shared by bench/weight.mjs and
// bench/breakdown.mjs so both measure the same bundle.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const widgetsSrc = new URL("../packages/widgets/src/", import.meta.url);

/** The market card element's module; until it exists there is nothing to measure. */
export const marketCardElement = new URL("elements/marketCard.element.ts", widgetsSrc);

/**
 * An entry like the chunk's own, which applies the page's settings and defines the element,
 * bundled for browsers in production mode.
 * @returns {import("esbuild").BuildOptions & { write: false }}
 */
export function marketCardBuildOptions() {
  const defaults = existsSync(new URL("elements/defaults.ts", widgetsSrc))
    ? `import * as defaults from "./elements/defaults";
       if (typeof defaults.setElementDefaults === "function")
         defaults.setElementDefaults({ apiBase: "https://pulso.example/api/v1", lang: "es", theme: "light" });`
    : "";
  return {
    stdin: {
      contents: `${defaults}
        import * as card from "./elements/marketCard.element";
        if (typeof card.defineMarketCard === "function") card.defineMarketCard();`,
      resolveDir: fileURLToPath(widgetsSrc),
      sourcefile: "market-card-chunk.ts",
      loader: "ts",
    },
    outdir: "market-card",
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2020",
    platform: "browser",
    conditions: ["@pulso/source"],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    loader: { ".css": "text" },
    legalComments: "none",
    write: false,
    logLevel: "error",
  };
}
