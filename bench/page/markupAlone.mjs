/* global document, getComputedStyle */
// What the browser alone spends putting the market cards' server markup on the article, with no
// Pulso script at all: the floor under "host main-thread time attributable to Pulso". The page is
// loaded with embed.js blocked and the same CPU throttling; the markup each card would receive
// (`GET /api/v1/polls/batch?…&markup=market-card`, as the card's chunk asks for it) is then put in
// each card's shadow root in one task, and the task's parts are timed: parsing the markup (and its
// style sheet), computing style, and laying the page out. Painting is left out (it comes in the
// next frame), so the floor is a little higher still.

/**
 * Loads `url` once without Pulso and times the cards' markup put in by hand.
 * @returns {Promise<{ cards: number, parseMs: number, styleMs: number, layoutMs: number, totalMs: number }>}
 */
export async function cardsMarkupAlone(browser, { url, platform, cpuThrottling }) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setBlockedURLs", { urls: [`${platform}/embed.js*`] });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuThrottling });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const cards = await page.evaluate(() =>
      [...document.querySelectorAll("pulso-market-card")].map((card) => ({
        market: card.getAttribute("market"),
        lang: card.getAttribute("lang") ?? document.documentElement.lang,
      })),
    );
    const markup = await batchMarkup(platform, cards);
    // The page settles first, as it has by the time a card's chunk has loaded and asked.
    await page.waitForTimeout(500);
    return await page.evaluate((liveMarkup) => {
      const elements = [...document.querySelectorAll("pulso-market-card")];
      const start = performance.now();
      elements.forEach((element, index) => {
        element.attachShadow({ mode: "open" }).innerHTML = liveMarkup[index];
      });
      const parsed = performance.now();
      // Reading a computed style brings every style up to date, and no more.
      void getComputedStyle(elements.at(-1).shadowRoot.firstElementChild).display;
      const styled = performance.now();
      void document.body.offsetHeight;
      const laidOut = performance.now();
      return {
        cards: elements.length,
        parseMs: parsed - start,
        styleMs: styled - parsed,
        layoutMs: laidOut - styled,
        totalMs: laidOut - start,
      };
    }, markup);
  } finally {
    await context.close();
  }
}

/** Each card's live markup, in page order, from one batch request per language. */
async function batchMarkup(platform, cards) {
  const byLang = new Map();
  for (const { market, lang } of cards) {
    byLang.set(lang, [...(byLang.get(lang) ?? []), market]);
  }
  const markups = new Map();
  for (const [lang, ids] of byLang) {
    const query = new URLSearchParams({
      ids: [...new Set(ids)].join(","),
      markup: "market-card",
      lang,
      theme: "light",
    });
    const response = await fetch(`${platform}/api/v1/polls/batch?${query}`);
    const body = await response.json();
    if (!response.ok || !body?.data?.markup) {
      throw new Error(`the batch request for the cards' markup answered ${response.status}`);
    }
    for (const [id, forms] of Object.entries(body.data.markup))
      markups.set(`${lang}:${id}`, forms.live);
  }
  return cards.map(({ market, lang }) => {
    const live = markups.get(`${lang}:${market}`);
    if (typeof live !== "string") throw new Error(`no markup came for the card of ${market}`);
    return live;
  });
}
