import { expect, test, type Page } from "@playwright/test";
import { NEWSPAPER, PLATFORM } from "../playwright.config";
import { recordShifts, shifts, totalShift } from "../support/layoutShifts";
import { findMarket } from "../support/portalSession";

/**
 * Makes embed.js answer late, as from a distant CDN: the article paints before the loader runs,
 * so only the sizes the snippets carry inline can hold the widgets' space.
 */
async function slowLoader(page: Page): Promise<void> {
  await page.route(`${PLATFORM}/embed.js*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
}

/**
 * Gives the article's comments a few long comments from the demo reader, through the API, so the
 * comments frame has more than its reservation holds (as any real article's debate does).
 */
async function fillComments(page: Page): Promise<void> {
  await page.goto(`${NEWSPAPER}/async.html`);
  const marketId = await page.locator("pulso-comments").getAttribute("market");
  const api = `${PLATFORM}/api/v1`;
  const login = await page.request.post(`${api}/auth/login`, {
    data: { email: "demo@pulso.test", password: "Demo12345" },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  for (let index = 0; index < 3; index += 1) {
    const posted = await page.request.post(`${api}/comments/polls/${marketId}/comments`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        content: `Comentario ${index + 1}: ${"un argumento largo sobre la encuesta y el escrutinio. ".repeat(4)}`,
      },
    });
    expect(posted.ok()).toBe(true);
  }
}

/** The rendered height of the first element `selector` finds, in CSS px. */
async function heightOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().height);
}

test.describe("the async module form (DESIGN §7) on a news page", () => {
  // A laptop screen: the bell, the poll, the market list, the leaderboard and the first two cards
  // start in the first screen; the bet ticket, the third card and the comments are below it.
  test.use({ viewport: { width: 1280, height: 1200 } });

  test("first-screen widgets load without shifting the article, and stay in their boxes", async ({
    page,
  }) => {
    await fillComments(page);
    await recordShifts(page);
    await slowLoader(page);
    await page.goto(`${NEWSPAPER}/async.html`);

    const cards = page.locator("pulso-market-card");
    await expect(cards.nth(1).getByText(/¢/).first()).toBeVisible();
    await expect(page.locator("pulso-leaderboard").getByRole("table")).toBeVisible();
    const list = page.locator("pulso-market-list");
    await expect(list.getByRole("tabpanel").getByText(/¢/).first()).toBeVisible();
    const poll = page.frameLocator("pulso-poll iframe");
    await expect(poll.getByRole("heading")).toBeVisible();
    await expect(poll.getByRole("button", { name: /Votar/ }).first()).toBeVisible();
    await expect(
      page.frameLocator("pulso-notification-bell iframe").getByRole("button"),
    ).toBeVisible();

    // Each widget renders inside the size its snippet reserved.
    expect(await heightOf(page, "pulso-poll")).toBe(
      await page.locator("pulso-poll").evaluate((element) => parseFloat(element.style.minHeight)),
    );
    expect(await heightOf(page, "pulso-market-list")).toBe(560);
    expect(await heightOf(page, "pulso-market-card")).toBe(320);
    expect(await heightOf(page, "pulso-leaderboard")).toBe(420);

    const firstScreen = await shifts(page);
    expect(totalShift(firstScreen), JSON.stringify(firstScreen)).toBe(0);

    // Below the first screen: the reader scrolls down and the rest loads as it nears.
    await page.locator("pulso-comments").scrollIntoViewIfNeeded();
    await expect(cards.nth(2).getByText(/¢/).first()).toBeVisible();
    // The ticket waits for the reader (DESIGN §7): its facade holds the reserved box.
    const ticket = page.locator("pulso-bet-ticket");
    await expect(ticket.getByRole("button", { name: "Apostar" })).toBeVisible();
    await expect(ticket.locator("iframe")).toHaveCount(0);
    const comments = page.frameLocator("pulso-comments iframe");
    await expect(comments.getByRole("heading")).toBeVisible();
    // Below the first screen too, every widget loads at its reserved size and nothing moves.
    for (const tag of ["pulso-bet-ticket", "pulso-comments"]) {
      const reserved = await page
        .locator(tag)
        .evaluate((element) => parseFloat((element as HTMLElement).style.minHeight));
      expect(await heightOf(page, tag), tag).toBe(reserved);
    }
    const all = await shifts(page);
    expect(totalShift(all), JSON.stringify(all)).toBe(0);
    // Opened, the ticket's frame loads in the same box.
    await ticket.getByRole("button", { name: "Apostar" }).click();
    await expect(
      page
        .frameLocator("pulso-bet-ticket iframe")
        .getByText("Inicia sesión en Pulso para participar desde esta página."),
    ).toBeVisible();
    expect(await heightOf(page, "pulso-bet-ticket")).toBe(
      await ticket.evaluate((element) => parseFloat(element.style.minHeight)),
    );
    // The debate shows the comments that fit, and grows only when the reader asks for more.
    await comments.getByRole("button", { name: "Cargar más comentarios" }).click();
    await expect(comments.getByText(/^Comentario 1:/)).toBeVisible();
    expect(await heightOf(page, "pulso-comments")).toBeGreaterThan(404);
  });

  test("the market list grows only when the reader asks for more", async ({ page }) => {
    await recordShifts(page);
    await page.goto(`${NEWSPAPER}/async.html`);
    const list = page.locator("pulso-market-list");
    // The cards the reader sees (those that do not fit the reservation are hidden).
    const grid = list.locator('ul[part="grid"] > li:visible');
    await expect(grid.first().getByText(/¢/).first()).toBeVisible();
    const shown = await grid.count();
    expect(shown).toBeGreaterThan(0);

    await list.getByRole("button", { name: "Ver más" }).click();
    await expect.poll(() => grid.count()).toBeGreaterThan(shown);
    expect(await heightOf(page, "pulso-market-list")).toBeGreaterThan(560);
    // The growth follows the reader's click, so it is no layout shift.
    expect(totalShift(await shifts(page))).toBe(0);
  });

  test("what oEmbed hands out, pasted into an article's first screen, shifts nothing", async ({
    page,
  }) => {
    await recordShifts(page);
    // The example newspaper's CMS page: the platform's oEmbed answer for a market, pasted as is.
    await page.goto(`${NEWSPAPER}/oembed.html`);
    const card = page.frameLocator("iframe").locator("pulso-market-card");
    await expect(card.getByText(/¢/).first()).toBeVisible();
    expect(await heightOf(page, "iframe")).toBe(320);
    // The card fills its frame exactly: nothing cut off, no scroll bar inside.
    expect(await card.evaluate((element) => element.getBoundingClientRect().height)).toBe(320);
    expect(await card.evaluate(() => document.documentElement.scrollHeight)).toBe(320);
    const seen = await shifts(page);
    expect(totalShift(seen), JSON.stringify(seen)).toBe(0);
  });
});

test("a market card keeps its reserved height at any width, its chart giving back the room", async ({
  page,
  request,
}) => {
  const market = await findMarket(request, { kind: "prediction" });
  // From a narrow sidebar to a wide column: the meta wraps onto more lines as the card narrows.
  const widths = [240, 300, 340, 380, 420, 600];
  const cards = widths
    .map(
      (width) =>
        `<pulso-market-card market="${market._id}" lang="es" style="display:block;min-height:320px;width:${width}px"></pulso-market-card>`,
    )
    .join("");
  const code = `<script type="module" async src="${PLATFORM}/embed.js"></script>${cards}`;
  await recordShifts(page);
  await page.goto(`${NEWSPAPER}/pasted.html?code=${encodeURIComponent(code)}`);
  const sizes = () =>
    page.locator("pulso-market-card").evaluateAll((elements) =>
      elements.map((element) => {
        const chart = element.shadowRoot?.querySelector(".pulso-mc__chart");
        return [
          Math.round(element.getBoundingClientRect().width),
          Math.round(element.getBoundingClientRect().height),
          Math.round(chart?.getBoundingClientRect().height ?? 0),
        ];
      }),
    );
  // Width, height, chart height: a card is never narrower than 16rem, the chart shrinks from
  // 40 px (a 420 px card or wider) to 24 px (360 px or narrower), and no card outgrows 320 px.
  const expected = [
    [256, 320, 24],
    [300, 320, 24],
    [340, 320, 24],
    [380, 320, 29],
    [420, 320, 40],
    [600, 320, 40],
  ];
  const cardsLocator = page.locator("pulso-market-card");
  for (const index of widths.keys()) {
    await expect(cardsLocator.nth(index).locator(".pulso-mc__sparkline")).toBeVisible();
  }
  expect(await sizes(), "as painted from the server's markup").toEqual(expected);
  // Pointing at each card brings its live widget: the same sizes.
  for (const index of widths.keys()) await cardsLocator.nth(index).hover();
  await expect.poll(sizes, { message: "as rendered live" }).toEqual(expected);
  const all = await shifts(page);
  expect(totalShift(all), JSON.stringify(all)).toBe(0);
});
