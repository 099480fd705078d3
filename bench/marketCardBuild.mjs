// The esbuild options for what one market card chunk loads, shared by bench/weight.mjs and
// bench/breakdown.mjs so both measure the same bundle.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { preactAlias } from "../packages/widgets/src/renderer/preactAlias.mjs";

const widgetsSrc = new URL("../packages/widgets/src/", import.meta.url);

/** The market card element's module; until it exists there is nothing to measure. */
export const marketCardElement = new URL("public/marketCard.element.ts", widgetsSrc);

/**
 * An entry like the chunk's own, which applies the page's settings and defines the element,
 * bundled for browsers in production mode.
 * @returns {import("esbuild").BuildOptions & { write: false }}
 */
export function marketCardBuildOptions() {
  const defaults = existsSync(new URL("public/defaults.ts", widgetsSrc))
    ? `import * as defaults from "./public/defaults";
       if (typeof defaults.setElementDefaults === "function")
         defaults.setElementDefaults({ apiBase: "https://pulso.example/api/v1", lang: "es", theme: "light" });`
    : "";
  return {
    stdin: {
      contents: `${defaults}
        import * as card from "./public/marketCard.element";
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
    // As the server's embed build: React components rendered by preact/compat (DESIGN §7).
    plugins: [preactAlias()],
  };
}
