// `pnpm bench:weight`: the JavaScript weight budgets of DESIGN §10, one JSON line each (see
// bench/lib/report.mjs). Measures embed.js, what one market card costs on a host page as the
// server really serves it (the server's own embed build, following the card chunk's static
// imports through the shared chunks), and the card built alone (the floor the served figure
// should reach). Over budget is reported, not fatal; a failed build exits non-zero.
// `node bench/breakdown.mjs` shows what the market card bundle is made of.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { buildEmbedAssets } from "../packages/server/embedAssets.mjs";
import { gzipSize } from "../packages/widgets/src/embed/build.mjs";
import { report } from "./lib/report.mjs";
import { marketCardBuildOptions } from "./marketCardBuild.mjs";

const widgets = new URL("../packages/widgets/", import.meta.url);
const { build } = createRequire(new URL("package.json", widgets))("esbuild");

/** Bytes in gzip, per DESIGN §10 (95 KB for the card, 4 KB for the loader). */
const budgets = { loader: 4096, marketCard: 97280 };

/** Static `import … from "./x.js"` / `import "./x.js"` specifiers in minified ESM output. */
function staticImports(source) {
  const found = new Set();
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    found.add(match[1]);
  }
  return [...found];
}

/**
 * Every file a browser fetches before `entry` runs: the entry and its static imports,
 * transitively (dynamic imports are left out: they load later, if at all).
 */
function servedClosure(entry) {
  const files = new Map();
  const pending = [resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file)) continue;
    const contents = readFileSync(file);
    files.set(file, contents);
    for (const specifier of staticImports(contents.toString("utf8"))) {
      pending.push(resolve(dirname(file), specifier));
    }
  }
  return files;
}

/** The market card's element and everything it imports, built on its own. */
async function measureCardAlone() {
  const result = await build(marketCardBuildOptions());
  const scripts = result.outputFiles.filter((file) => file.path.endsWith(".js"));
  return {
    bytes: scripts.reduce((sum, file) => sum + file.contents.length, 0),
    gzip: scripts.reduce((sum, file) => sum + gzipSize(file.contents), 0),
  };
}

const outDir = mkdtempSync(join(tmpdir(), "pulso-weight-"));
try {
  const { loader } = await buildEmbedAssets(outDir);
  const files = servedClosure(join(outDir, "chunks", "pulso-market-card.js"));
  const served = [...files].map(([file, contents]) => ({
    file: file.slice(outDir.length + 1),
    bytes: contents.length,
    gzip: gzipSize(contents),
  }));
  const servedGzip = served.reduce((sum, file) => sum + file.gzip, 0);
  const alone = await measureCardAlone();

  report({
    bench: "weight",
    metric: "embed.js loader, gzip",
    unit: "bytes",
    figure: loader.gzip,
    budget: { kind: "max", value: budgets.loader },
    details: { bytes: loader.bytes },
  });
  report({
    bench: "weight",
    metric: "one market card on a host page as served (chunk and its static imports), gzip",
    unit: "bytes",
    figure: servedGzip,
    baseline: { name: "the card built alone, gzip", value: alone.gzip },
    budget: { kind: "max", value: budgets.marketCard },
    details: {
      bytes: served.reduce((sum, file) => sum + file.bytes, 0),
      files: served,
    },
  });
  report({
    bench: "weight",
    metric: "one market card built alone (no sharing with other widgets), gzip",
    unit: "bytes",
    figure: alone.gzip,
    budget: { kind: "max", value: budgets.marketCard },
    details: { bytes: alone.bytes },
  });
} catch (error) {
  console.error("[pulso] bench:weight: a build failed", error);
  process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
