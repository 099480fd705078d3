// `pnpm bench:page`: the page budgets of DESIGN §10 in Debian's Chromium, against the built server
// with the demo data and the example newspaper on another site.
// - The newspaper article with exactly three market cards (examples/news-article/three-cards.html),
//   4× CPU throttling: host-page main-thread time, long tasks, layout shift and bytes, beside the
//   same page with embed.js blocked, loaded in the same run (so what Pulso adds is visible); and
//   the floor under that figure: what the browser spends on the cards' server markup put in by
//   hand, with no Pulso script (bench/page/markupAlone.mjs).
// - The article as published (cards, leaderboard, account frames): the same measures; its layout
//   shift is the one DESIGN holds to 0.
// - The same article with embed.js as DESIGN §7 and oEmbed hand it out, a module script with
//   `async` in the body, and a poll frame and the market list added to its first screen
//   (examples/news-article/async.html): its layout shift, also held to 0.
// - The portal home: largest contentful paint (no throttling) and the JavaScript it loads, gzip;
//   a market page's JavaScript for information.
// One JSON line per measurement (bench/lib/report.mjs). `--quick` loads each page once (CI);
// the full run loads each 5 times and reports medians. `--build` rebuilds the portal and server.
import { cpus, loadavg } from "node:os";
import { chromium } from "playwright-core";
import { quick, report, round } from "./lib/report.mjs";
import { CPU_THROTTLING, loadArticle } from "./page/article.mjs";
import { visit } from "./page/portal.mjs";
import { cardsMarkupAlone } from "./page/markupAlone.mjs";
import { buildSites, startSites } from "./page/sites.mjs";

const RUNS = quick ? 1 : 5;
const BENCH = "page";

/** Other work on the machine inflates wall-clock figures; each line says how busy it was. */
const machine = () => ({ cores: cpus().length, loadAverage1m: round(loadavg()[0], 2) });

const median = (values) => {
  const present = values.filter((value) => typeof value === "number");
  if (present.length === 0) return null;
  const sorted = [...present].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values) => {
  const present = values.filter((value) => typeof value === "number");
  return {
    min: present.length ? round(Math.min(...present)) : null,
    median: round(median(present)),
    max: present.length ? round(Math.max(...present)) : null,
    runs: values.map((value) => round(value)),
  };
};
/** The run whose value is the median's (or nearest), to show what its time was made of. */
const medianRun = (runs, value) =>
  runs.reduce((best, run) =>
    Math.abs(value(run) - median(runs.map(value))) < Math.abs(value(best) - median(runs.map(value)))
      ? run
      : best,
  );

/** Loads a page alternately with and without Pulso, `RUNS` times each, so drift hits both alike. */
async function articleRuns(browser, sites, path, { embedDelayMs = 0, viewport = null } = {}) {
  const url = `${sites.newspaper}${path}`;
  const options = {
    url,
    platform: sites.platform,
    newspaper: sites.newspaper,
    cards: 3,
    embedDelayMs,
    viewport,
  };
  const withPulso = [];
  const without = [];
  for (let run = 0; run < RUNS; run += 1) {
    without.push(await loadArticle(browser, { ...options, withPulso: false }));
    withPulso.push(await loadArticle(browser, { ...options, withPulso: true }));
  }
  return { withPulso, without };
}

function reportArticle(page, { withPulso, without }, mainThreadBudget) {
  const conditions = { cpuThrottling: CPU_THROTTLING, runs: RUNS, page, machine: machine() };
  const total = (run) => run.mainThread.totalMs;
  const withTotal = median(withPulso.map(total));
  const withoutTotal = median(without.map(total));
  const typical = medianRun(withPulso, total);
  report({
    bench: BENCH,
    metric: `${page}: host main-thread time attributable to Pulso`,
    unit: "ms",
    figure: round(withTotal - withoutTotal),
    baseline: { what: "the same page with embed.js blocked (main-thread ms)", value: withoutTotal },
    budget: mainThreadBudget ? { kind: "max", value: mainThreadBudget } : null,
    details: {
      ...conditions,
      method:
        "Sum of the top-level tasks (RunTask, wall-clock) on the top frame's renderer main thread in a Chromium trace, from navigation to 1 s after every Pulso widget dispatched pulso-ready; figure = median with Pulso − median without",
      withPulsoMs: spread(withPulso.map(total)),
      withoutPulsoMs: spread(without.map(total)),
      // The same tasks' thread CPU time: what wall-clock adds on a busy machine (waiting for a
      // core) and what the throttle adds (the thread held back) are not in it.
      cpuMs: {
        withPulso: median(withPulso.map((run) => run.mainThread.cpuMs)),
        without: median(without.map((run) => run.mainThread.cpuMs)),
        attributable: round(
          median(withPulso.map((run) => run.mainThread.cpuMs)) -
            median(without.map((run) => run.mainThread.cpuMs)),
        ),
      },
      taskDurationMs: {
        withPulso: median(withPulso.map((run) => run.taskDurationMs)),
        without: median(without.map((run) => run.taskDurationMs)),
      },
      medianRun: {
        byKindMs: typical.mainThread.byKindMs,
        otherMs: typical.mainThread.otherMs,
        byScriptMs: typical.mainThread.byScriptMs,
        longest: typical.mainThread.longest,
      },
      widgetsReadyMs: spread(withPulso.map((run) => run.timings.widgetsReadyMs)),
      loadMs: {
        withPulso: median(withPulso.map((run) => run.timings.loadMs)),
        without: median(without.map((run) => run.timings.loadMs)),
      },
    },
  });
  report({
    bench: BENCH,
    metric: `${page}: long tasks`,
    unit: "tasks",
    figure: median(withPulso.map((run) => run.longTasks.count)),
    baseline: {
      what: "the same page with embed.js blocked",
      value: median(without.map((run) => run.longTasks.count)),
    },
    details: {
      ...conditions,
      method: "PerformanceObserver 'longtask' in the top frame from document start (≥ 50 ms each)",
      totalMs: {
        withPulso: spread(withPulso.map((run) => run.longTasks.totalMs)),
        without: spread(without.map((run) => run.longTasks.totalMs)),
      },
      traceLongTasks: {
        withPulso: median(withPulso.map((run) => run.mainThread.longTasks)),
        without: median(without.map((run) => run.mainThread.longTasks)),
      },
    },
  });
  reportLayoutShift(page, { withPulso, without }, conditions);
  const bytes = (run) => run.bytes.total;
  const typicalBytes = medianRun(withPulso, bytes);
  report({
    bench: BENCH,
    metric: `${page}: bytes transferred`,
    unit: "bytes",
    figure: median(withPulso.map(bytes)),
    baseline: { what: "the same page with embed.js blocked", value: median(without.map(bytes)) },
    details: {
      ...conditions,
      method:
        "Headers + body as transferred (Chromium encodedDataLength) of every response of the page and its frames until the measurement ends; WebSocket frames not counted. The server sends no Content-Encoding, so these are uncompressed bytes",
      withPulso: typicalBytes.bytes,
      without: medianRun(without, bytes).bytes,
      jsGzipNote:
        "jsGzip: the same JavaScript bodies gzipped here at level 9, what a compressing server or CDN would send",
    },
  });
}

/**
 * The layout shift the widgets can have caused on a page (DESIGN §10: 0 for every snippet Pulso
 * hands out, widgets in the first screen and below), beside the same page without Pulso.
 */
function reportLayoutShift(page, { withPulso, without }, conditions) {
  const cls = (run) => run.layoutShift.widgetCls;
  const pageCls = (run) => run.layoutShift.cls;
  const shifted = [...withPulso, ...without].find((run) => pageCls(run) > 0);
  report({
    bench: BENCH,
    metric: `${page}: layout shift the widgets can have caused`,
    unit: "CLS",
    figure: Math.max(...withPulso.map(cls)),
    baseline: { what: "the same page with embed.js blocked", value: Math.max(...without.map(cls)) },
    budget: { kind: "max", value: 0 },
    details: {
      ...conditions,
      form: FORMS[page] ?? null,
      method:
        "PerformanceObserver 'layout-shift' without recent input, from document start, the page loaded and then scrolled to its end. Figure = the worst run's sum of the shifts that moved a Pulso element, something inside one or anything after the first one in the page, or a node the browser no longer names (a widget cannot move what comes before it); pageCls counts every shift",
      runs: withPulso.map(cls),
      pageCls: { withPulso: withPulso.map(pageCls), without: without.map(pageCls) },
      ...(shifted ? { shiftsOfAShiftedRun: shifted.layoutShift.shifts } : {}),
    },
  });
}

/**
 * The floor under the three-card figure: the browser's own work on the cards' markup, with no
 * Pulso script, `RUNS` times (medians).
 */
async function reportMarkupAlone(browser, sites, budget) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(
      await cardsMarkupAlone(browser, {
        url: `${sites.newspaper}/three-cards.html`,
        platform: sites.platform,
        cpuThrottling: CPU_THROTTLING,
      }),
    );
  }
  const part = (name) => spread(runs.map((run) => run[name]));
  report({
    bench: BENCH,
    metric: "three-card article: the cards' server markup alone, no Pulso script (information)",
    unit: "ms",
    figure: round(median(runs.map((run) => run.totalMs))),
    details: {
      cpuThrottling: CPU_THROTTLING,
      runs: RUNS,
      machine: machine(),
      cards: runs[0]?.cards ?? null,
      method:
        "The article loaded with embed.js blocked; each card's live markup from the batch request (as the card's chunk gets it) put in its shadow root in one task, timed in the page: parse (with the style sheet), style, layout. Paint not included. What the attributable figure cannot go below with this markup",
      attributableBudgetMs: budget,
      parseMs: part("parseMs"),
      styleMs: part("styleMs"),
      layoutMs: part("layoutMs"),
      totalMs: part("totalMs"),
    },
  });
}

/** How each measured page loads embed.js and where its widgets are (examples/news-article). */
const FORMS = {
  "three-card article": "<script src> blocking in <head>; cards below the first screen",
  "article as published":
    "<script src> blocking in <head>; bell and leaderboard in the first screen, cards, bet ticket and comments below",
  "article, async module form":
    "<script type=module async> in the body (DESIGN §7, oEmbed); bell, poll frame and leaderboard in the first screen, market list, cards, bet ticket and comments below; every element with its size inline",
};

/** How late embed.js answers on the async form's page: after the article's first paint. */
const ASYNC_EMBED_DELAY_MS = 500;
/**
 * A desktop screen (1920×1200 scaled to the article's width): tall enough that the article's
 * text after the poll and the market list is in the first screen, where a shift counts.
 */
const ASYNC_VIEWPORT = { width: 1280, height: 1200 };

/**
 * The async module form's page: only its layout shift is reported (its cost is the article's),
 * with embed.js answering late so the article paints first, as over a real network.
 */
async function asyncFormRuns(browser, sites) {
  const runs = await articleRuns(browser, sites, "/async.html", {
    embedDelayMs: ASYNC_EMBED_DELAY_MS,
    viewport: ASYNC_VIEWPORT,
  });
  reportLayoutShift("article, async module form", runs, {
    cpuThrottling: CPU_THROTTLING,
    runs: RUNS,
    page: "article, async module form",
    embedDelayMs: ASYNC_EMBED_DELAY_MS,
    viewport: ASYNC_VIEWPORT,
    machine: machine(),
  });
}

async function portalRuns(browser, url, options) {
  const visits = [];
  for (let run = 0; run < RUNS; run += 1) visits.push(await visit(browser, url, options));
  return visits;
}

async function featuredMarket(platform) {
  const response = await fetch(
    `${platform}/api/v1/polls?featured=true&kind=prediction&status=active&limit=1`,
  );
  const id = (await response.json())?.data?.polls?.[0]?._id;
  if (!id) throw new Error("the demo data has no featured active market");
  return id;
}

function reportPortal(home, market, staticPage) {
  const lcp = (run) => run.lcp?.start ?? null;
  const typical = medianRun(home, (run) => lcp(run) ?? 0);
  report({
    bench: BENCH,
    metric: "portal home: largest contentful paint",
    unit: "ms",
    figure: round(median(home.map(lcp))),
    baseline: {
      what: "the newspaper's static article without Pulso, same browser, same run",
      value: round(median(staticPage.map(lcp))),
    },
    budget: { kind: "max", value: 1500 },
    details: {
      runs: RUNS,
      machine: machine(),
      method:
        "PerformanceObserver 'largest-contentful-paint' from document start, read once the page has painted and neither its largest paint nor its network changed for 1 s; cold visit in a new context each run; no throttling; local server",
      lcpMs: spread(home.map(lcp)),
      firstContentfulPaintMs: spread(home.map((run) => run.firstContentfulPaintMs)),
      element: typical.lcp,
    },
  });
  const weight = (runs, metric, budget) => {
    const gzip = median(runs.map((run) => run.js.gzip));
    const typicalRun = medianRun(runs, (run) => run.js.gzip);
    report({
      bench: BENCH,
      metric,
      unit: "bytes gzip",
      figure: gzip,
      budget: budget ? { kind: "max", value: budget } : null,
      details: {
        runs: RUNS,
        machine: machine(),
        method:
          "Every JavaScript response of a cold visit until it settled (painted, then no new request or largest paint for 1 s), bodies gzipped here at level 9 (the server sends them uncompressed)",
        raw: typicalRun.js.raw,
        wire: typicalRun.js.wire,
        servedEncoding: typicalRun.js.encodings,
        files: typicalRun.js.files,
        gzipByFile: typicalRun.js.byFile,
        ...(metric.startsWith("market") ? { lcpMs: spread(runs.map(lcp)) } : {}),
      },
    });
  };
  weight(home, "portal home: route JavaScript", 153_600);
  weight(market, "market page: route JavaScript (information)", null);
}

buildSites({ rebuild: process.argv.includes("--build") });
const sites = await startSites();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
try {
  // One unmeasured visit of each page, so the server's first-request work (compiling routes,
  // reading assets) is not charged to the first measured run. The quick run measures once and
  // skips it.
  if (!quick) {
    await loadArticle(browser, {
      url: `${sites.newspaper}/`,
      platform: sites.platform,
      newspaper: sites.newspaper,
      withPulso: true,
      cards: 3,
    });
    await visit(browser, `${sites.platform}/`);
  }

  reportArticle("three-card article", await articleRuns(browser, sites, "/three-cards.html"), 60);
  await reportMarkupAlone(browser, sites, 60);
  reportArticle("article as published", await articleRuns(browser, sites, "/"), null);
  await asyncFormRuns(browser, sites);

  const marketId = await featuredMarket(sites.platform);
  const home = await portalRuns(browser, `${sites.platform}/`);
  const market = await portalRuns(browser, `${sites.platform}/market/${marketId}`);
  const staticPage = await portalRuns(browser, `${sites.newspaper}/three-cards.html`, {
    blocked: [`${sites.platform}/embed.js*`],
  });
  reportPortal(home, market, staticPage);
} finally {
  await browser.close();
  await sites.stop();
}
