// `pnpm bench:weight`: the JavaScript weight budgets of DESIGN §10. Builds embed.js and, once the
// market card's element exists, everything one market card loads (React, react-dom, the element
// and its dependencies), then prints one JSON object with raw and gzip sizes. Over budget is
// reported, not fatal (benchmarks report; they do not gate); a failed build exits non-zero.
// `node bench/breakdown.mjs` shows what the market card bundle is made of.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { buildEmbedLoader, gzipSize } from "../packages/widgets/src/embed/build.mjs";
import { marketCardBuildOptions, marketCardElement } from "./marketCardBuild.mjs";

const widgets = new URL("../packages/widgets/", import.meta.url);
const { build } = createRequire(new URL("package.json", widgets))("esbuild");

/** Bytes in gzip, per DESIGN §10. */
const budgets = { "embed.js": 4096, "market-card": 97280 };

/** What one market card chunk loads (see `marketCardBuildOptions`). */
async function measureMarketCard() {
  if (!existsSync(marketCardElement)) {
    return { skipped: "packages/widgets/src/elements/marketCard.element.ts does not exist yet" };
  }
  const result = await build(marketCardBuildOptions());
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
