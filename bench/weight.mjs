// `pnpm bench:weight`: the JavaScript weight budgets of DESIGN §10. Builds embed.js and, once the
// market card's element exists, everything one market card loads (React, react-dom, the element
// and its dependencies), then prints one JSON object with raw and gzip sizes. Over budget is
// reported, not fatal (benchmarks report; they do not gate); a failed build exits non-zero.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { buildEmbedLoader, gzipSize } from "../packages/widgets/src/embed/build.mjs";

const widgets = new URL("../packages/widgets/", import.meta.url);
const widgetsSrc = fileURLToPath(new URL("src/", widgets));
const marketCardElement = new URL("src/elements/marketCard.element.ts", widgets);
const elementDefaults = new URL("src/elements/defaults.ts", widgets);
const { build } = createRequire(new URL("package.json", widgets))("esbuild");

/** Bytes in gzip, per DESIGN §10. */
const budgets = { "embed.js": 4096, "market-card": 97280 };

/**
 * What one market card chunk loads: an entry like the chunk's own, which applies the page's
 * settings and defines the element, bundled for browsers in production mode.
 */
async function measureMarketCard() {
  if (!existsSync(marketCardElement)) {
    return { skipped: "packages/widgets/src/elements/marketCard.element.ts does not exist yet" };
  }
  const defaults = existsSync(elementDefaults)
    ? `import * as defaults from "./elements/defaults";
       if (typeof defaults.setElementDefaults === "function")
         defaults.setElementDefaults({ apiBase: "https://pulso.example/api/v1", lang: "es", theme: "light" });`
    : "";
  const result = await build({
    stdin: {
      contents: `${defaults}
        import * as card from "./elements/marketCard.element";
        if (typeof card.defineMarketCard === "function") card.defineMarketCard();`,
      resolveDir: widgetsSrc,
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
  });
  const scripts = result.outputFiles.filter((file) => file.path.endsWith(".js"));
  const bytes = scripts.reduce((sum, file) => sum + file.contents.length, 0);
  const gzip = scripts.reduce((sum, file) => sum + gzipSize(file.contents), 0);
  return { bytes, gzip };
}

try {
  const embed = await buildEmbedLoader(fileURLToPath(new URL("dist/embed", widgets)));
  const marketCard = await measureMarketCard();
  const report = {
    "embed.js": { bytes: embed.bytes, gzip: embed.gzip },
    "market-card": marketCard,
    budgets,
    withinBudget: {
      "embed.js": embed.gzip <= budgets["embed.js"],
      "market-card": "gzip" in marketCard ? marketCard.gzip <= budgets["market-card"] : null,
    },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} catch (error) {
  console.error("[pulso] bench:weight: a build failed", error);
  process.exitCode = 1;
}
