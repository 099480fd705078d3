// One cold visit of a page in Chromium without throttling (DESIGN §10: "portal home, Chromium,
// local server"): a new context (empty cache, service workers blocked so only the page's own
// requests count), watched until it has painted and both its largest paint and its network have
// been still for a second, then its largest contentful paint and every JavaScript response it
// loaded, with raw and gzip sizes.
import { readPerformance, recordPerformance } from "./inPage.mjs";
import { recordTransfers } from "./transfers.mjs";

/** How long the largest paint and the network must stay unchanged for the page to be done. */
const QUIET_MS = 1000;
/** How often the page is asked; no throttling here, so asking does not skew what is measured. */
const POLL_MS = 100;

/**
 * Resolves once the page has a first contentful paint and neither a new largest-paint candidate
 * nor a new request has appeared for `QUIET_MS`. Network idle alone is not enough: on a busy
 * machine the portal can sit compiling its scripts for longer than the idle window before it paints.
 */
async function settled(page, requests, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  let since = Date.now();
  for (;;) {
    const seen = await page.evaluate(readPerformance);
    const state = `${seen.firstContentfulPaint}|${seen.lcp?.start}|${requests()}`;
    if (state !== last) {
      last = state;
      since = Date.now();
    } else if (seen.firstContentfulPaint !== null && Date.now() - since >= QUIET_MS) {
      return seen;
    }
    if (Date.now() > deadline)
      throw new Error(`${page.url()} did not settle within ${timeoutMs} ms`);
    await page.waitForTimeout(POLL_MS);
  }
}

/**
 * Loads `url` cold once; resolves to its LCP, first paint and JavaScript. `blocked` URL patterns
 * are refused at the network layer (the baseline page without Pulso).
 */
export async function visit(browser, url, { blocked = [] } = {}) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    await context.addInitScript(recordPerformance);
    const page = await context.newPage();
    if (blocked.length > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setBlockedURLs", { urls: blocked });
    }
    const transfers = recordTransfers(page, { bodies: true });
    let requests = 0;
    page.on("request", () => (requests += 1));
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const seen = await settled(page, () => requests);
    const scripts = (await transfers()).filter((transfer) => transfer.kind === "js");
    return {
      lcp: seen.lcp,
      firstContentfulPaintMs: seen.firstContentfulPaint,
      js: {
        files: scripts.length,
        raw: scripts.reduce((sum, script) => sum + (script.raw ?? 0), 0),
        gzip: scripts.reduce((sum, script) => sum + (script.gzip ?? 0), 0),
        wire: scripts.reduce((sum, script) => sum + script.bytes, 0),
        encodings: [...new Set(scripts.map((script) => script.encoding))],
        byFile: Object.fromEntries(
          scripts
            .sort((a, b) => (b.gzip ?? 0) - (a.gzip ?? 0))
            .map((script) => [new URL(script.url).pathname, script.gzip ?? null]),
        ),
      },
    };
  } finally {
    await context.close();
  }
}
