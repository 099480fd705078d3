// `pnpm bench:weight`: the JavaScript weight budgets of DESIGN §10, one JSON line each (see
// bench/lib/report.mjs), all from the server's own embed build as it serves it (a chunk and its
// static imports through the shared chunks): embed.js; one market card on a host page with its live
// code (beside the card built alone, the floor the served figure should reach) and what its first
// paint loads before it comes alive; what each further public widget
// adds to a page that has a card; and the bet ticket frame. Over budget is reported, not fatal; a
// failed build exits non-zero. `node bench/breakdown.mjs` shows what the card bundle is made of.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { buildEmbedAssets } from "../packages/server/embedAssets.mjs";
import { gzipSize } from "../packages/widgets/src/embed/build.mjs";
import { report } from "./lib/report.mjs";
import { marketCardBuildOptions } from "./marketCardBuild.mjs";

const widgets = new URL("../packages/widgets/", import.meta.url);
const { build } = createRequire(new URL("package.json", widgets))("esbuild");

/** Bytes in gzip, per DESIGN §10 (the "must" column). */
const budgets = {
  loader: 4 * 1024,
  marketCard: 30 * 1024,
  furtherWidget: 10 * 1024,
  ticketFrame: 80 * 1024,
};

/** The public widgets a page may add after a card (tag, texts), each measured by what it adds. */
const furtherWidgets = [
  ["pulso-price-chart", "priceChart"],
  ["pulso-leaderboard", "leaderboard"],
  ["pulso-market-list", "marketList"],
];

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

/** Sizes of a set of served files. */
function sizes(files) {
  const list = [...files].map(([file, contents]) => ({
    file: file.slice(outDir.length + 1),
    bytes: contents.length,
    gzip: gzipSize(contents),
  }));
  return {
    files: list,
    bytes: list.reduce((sum, file) => sum + file.bytes, 0),
    gzip: list.reduce((sum, file) => sum + file.gzip, 0),
  };
}

const outDir = mkdtempSync(join(tmpdir(), "pulso-weight-"));
try {
  const { loader } = await buildEmbedAssets(outDir);
  const chunk = (name) => join(outDir, "chunks", `${name}.js`);
  /** A split chunk by the module it starts from (`shared-<name>-<hash>.js`), with its imports. */
  const split = (name) => {
    const file = readdirSync(join(outDir, "chunks")).find((candidate) =>
      new RegExp(`^shared-${name}-[A-Z0-9]+\\.js$`).test(candidate),
    );
    if (!file) throw new Error(`no split chunk for ${name}`);
    return servedClosure(join(outDir, "chunks", file));
  };
  // A widget as a reader who uses it loads it: its element, the live widget's code (imported when
  // a painted card goes live; with the element for widgets without a first paint) and its
  // Spanish texts.
  const widgetFiles = (tag, texts, view = null) =>
    new Map([...servedClosure(chunk(tag)), ...(view ? split(view) : []), ...split(`${texts}-es`)]);
  const cardFiles = widgetFiles("pulso-market-card", "marketCard", "MarketCardElement");
  const card = sizes(cardFiles);
  // What shows the card before any of its widget code runs (DESIGN §7): element and data client.
  const firstPaint = sizes(servedClosure(chunk("pulso-market-card")));
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
    metric:
      "one market card on a host page as served (element, live widget, their imports, Spanish texts), gzip",
    unit: "bytes",
    figure: card.gzip,
    baseline: { name: "the card built alone, gzip", value: alone.gzip },
    budget: { kind: "max", value: budgets.marketCard },
    details: { bytes: card.bytes, files: card.files },
  });
  report({
    bench: "weight",
    metric:
      "one market card's first paint: what a page loads until the card comes alive (element and data client), gzip",
    unit: "bytes",
    figure: firstPaint.gzip,
    details: { bytes: firstPaint.bytes, files: firstPaint.files },
  });
  for (const [widget, texts] of furtherWidgets) {
    // What the page downloads for this widget once a card's files are already there.
    const added = new Map([...widgetFiles(widget, texts)].filter(([file]) => !cardFiles.has(file)));
    const extra = sizes(added);
    report({
      bench: "weight",
      metric: `${widget} added to a page with a market card, gzip`,
      unit: "bytes",
      figure: extra.gzip,
      budget: { kind: "max", value: budgets.furtherWidget },
      details: { bytes: extra.bytes, files: extra.files },
    });
  }
  const frame = sizes(servedClosure(chunk("bet-ticket-app")));
  report({
    bench: "weight",
    metric: "the bet ticket frame, all its JavaScript, gzip",
    unit: "bytes",
    figure: frame.gzip,
    budget: { kind: "max", value: budgets.ticketFrame },
    details: { bytes: frame.bytes, files: frame.files },
  });
} catch (error) {
  console.error("[pulso] bench:weight: a build failed", error);
  process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
