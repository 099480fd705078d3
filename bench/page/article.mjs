// One cold load of a newspaper page in Chromium with 4× CPU throttling (DESIGN §10): the page is
// loaded, scrolled to its end as a reader would (embed.js loads a widget's code only when it nears
// the viewport), and watched until its market cards show their prices and a short settle has
// passed. Measured: the host page's main-thread time from a trace, long tasks and layout shift from
// the page's own observers, and the bytes of every response.
import {
  cardsPriced,
  readPerformance,
  recordPerformance,
  scrollToEnd,
  whenWidgetsReady,
} from "./inPage.mjs";
import { mainThreadWork, TRACE_CATEGORIES } from "./trace.mjs";
import { recordTransfers, summarizeTransfers } from "./transfers.mjs";

/** DESIGN §10: a slow phone, as 4× CPU throttling in Chromium. */
export const CPU_THROTTLING = 4;

/** How long the page is watched after its cards are ready (or, without Pulso, after load). */
const SETTLE_MS = 1000;

const round = (value) =>
  value === null || value === undefined ? value : Math.round(value * 10) / 10;

/**
 * Loads `url` once in a new context (empty cache). With `withPulso: false` the platform's
 * `embed.js` is blocked at the network layer (no request interception of the other requests), so
 * the same page is measured without Pulso. `cards` is how many market cards must show prices.
 * `embedDelayMs` holds embed.js back that long (intercepting only that request); `viewport`
 * replaces Playwright's 1280×720.
 */
export async function loadArticle(
  browser,
  { url, platform, newspaper, withPulso, cards, embedDelayMs = 0, viewport = null },
) {
  const context = await browser.newContext({
    serviceWorkers: "block",
    ...(viewport ? { viewport } : {}),
  });
  try {
    await context.addInitScript(recordPerformance);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (!withPulso) {
      await cdp.send("Network.enable");
      await cdp.send("Network.setBlockedURLs", { urls: [`${platform}/embed.js*`] });
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING });
    await cdp.send("Performance.enable");
    const transfers = recordTransfers(page, { bodies: true });
    if (withPulso && embedDelayMs > 0) {
      // embed.js answers late, as from a distant CDN: the page paints before the loader runs,
      // so only what the page itself carries (the sizes inline) can hold the widgets' space.
      await page.route(`${platform}/embed.js*`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, embedDelayMs));
        await route.continue();
      });
    }

    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace;
    let readyAt = null;
    try {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      const ready = withPulso ? page.evaluate(whenWidgetsReady) : null;
      await page.evaluate(scrollToEnd);
      if (ready) {
        readyAt = await withTimeout(
          ready,
          60_000,
          "the page's Pulso widgets did not all get ready",
        );
        if (!(await page.evaluate(cardsPriced, cards))) {
          throw new Error(`the ${cards} market cards are ready but do not all show a price`);
        }
      }
      await page.waitForTimeout(SETTLE_MS);
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    }

    const { metrics } = await cdp.send("Performance.getMetrics");
    const seen = await page.evaluate(readPerformance);
    const summary = summarizeTransfers(await transfers(), { platform, newspaper });
    const work = mainThreadWork(trace.traceEvents ?? trace);
    const taskDuration = metrics.find((metric) => metric.name === "TaskDuration")?.value;
    return {
      mainThread: work,
      // Cross-check: the renderer's own cumulative task time (CDP Performance.getMetrics).
      taskDurationMs: taskDuration === undefined ? null : round(taskDuration * 1000),
      longTasks: {
        count: seen.longTasks.length,
        totalMs: round(seen.longTasks.reduce((sum, task) => sum + task.duration, 0)),
      },
      layoutShift: {
        cls: Math.round(seen.shifts.reduce((sum, shift) => sum + shift.value, 0) * 10000) / 10000,
        widgetCls:
          Math.round(
            seen.shifts
              .filter((shift) => shift.afterWidget)
              .reduce((sum, shift) => sum + shift.value, 0) * 10000,
          ) / 10000,
        shifts: seen.shifts.map((shift) => ({
          ...shift,
          start: round(shift.start),
          value: shift.value,
        })),
      },
      bytes: summary,
      timings: {
        firstContentfulPaintMs: round(seen.firstContentfulPaint),
        loadMs: round(seen.load),
        widgetsReadyMs: round(readyAt),
      },
    };
  } finally {
    await context.close();
  }
}

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
