import { expect, test, type Page } from "@playwright/test";
import { NEWSPAPER, PLATFORM } from "../playwright.config";
import { betOnFirstOption } from "../support/apiBets";
import { nextPageEvent } from "../support/pageEvents";
import { recordShifts, shifts, totalShift } from "../support/layoutShifts";

const API = `${PLATFORM}/api/v1`;

/**
 * All the layout shift on the page from navigation on (recorded by `recordShifts`), once every
 * widget has loaded: the newspaper loads embed.js in <head>, so the widgets' space is reserved
 * before the first paint.
 */
async function shiftOnceLoaded(page: Page): Promise<number> {
  await page.locator("pulso-market-card").last().getByRole("heading").waitFor();
  await page.locator("pulso-leaderboard").getByRole("table").waitFor();
  // The bell's frame at the top, the ticket (scrolled to) in the article.
  await page.frameLocator("pulso-notification-bell iframe").getByRole("button").waitFor();
  // The ticket waits for the reader: its facade fills the reserved box until a click.
  await page.locator("pulso-bet-ticket").scrollIntoViewIfNeeded();
  await page.locator("pulso-bet-ticket").getByRole("button", { name: "Apostar" }).waitFor();
  return totalShift(await shifts(page));
}

test.describe("the news article on another origin", () => {
  test("renders three live market cards from the real server, in Spanish", async ({ page }) => {
    await page.goto(NEWSPAPER);
    const cards = page.locator("pulso-market-card");
    await expect(cards).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      await expect(cards.nth(index).getByRole("heading")).toBeVisible();
      await expect(cards.nth(index).getByText(/¢/).first()).toBeVisible();
    }
    await expect(cards.first().getByText(/Cierra|Cerró/)).toBeVisible();
    // On its own the card says where it comes from, and leads there (a new tab).
    const market = await cards.first().getAttribute("market");
    const brand = cards.first().getByRole("link", { name: /^Pulso: ver este mercado/ });
    await expect(brand).toHaveText("Pulso");
    await expect(brand).toHaveAttribute("href", `${PLATFORM}/market/${market}`);
    await expect(brand).toHaveAttribute("target", "_blank");
    await expect(cards.first().getByRole("heading").getByRole("link")).toHaveAttribute(
      "href",
      `${PLATFORM}/market/${market}`,
    );
  });

  test("paints the cards from the server's markup with no widget code, which comes when a reader points at one", async ({
    page,
    request,
  }) => {
    await page.goto(NEWSPAPER);
    const cards = page.locator("pulso-market-card");
    const market = (await cards.first().getAttribute("market"))!;
    // Left before the trade below: that trade moves the price this page shows, which rightly
    // wakes its card, and its code could be asked for after the listeners below are in place.
    await page.goto("about:blank");
    // The first market traded seconds ago: the server replays that trade's prices to each new
    // subscriber, prices the page has just loaded. That is no change, and wakes no card.
    await betOnFirstOption(request, market, 5, 1);
    const requested: string[] = [];
    page.on("request", (sent) => requested.push(sent.url()));
    const widgetCode = () =>
      requested.filter((url) => /\/embed\/shared-MarketCardElement-[\w-]+\.js/.test(url));
    const replays: string[] = [];
    // Every frame the socket brought, to name what woke a card if one wakes.
    const frames: string[] = [];
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        frames.push(String(payload));
        if (String(payload).includes('"replayed":true')) replays.push(String(payload));
      }),
    );
    await page.goto(NEWSPAPER);
    for (let index = 0; index < 3; index += 1) {
      await cards.nth(index).scrollIntoViewIfNeeded();
      await expect(
        cards
          .nth(index)
          .getByRole("button", { name: /^Apostar por / })
          .first(),
      ).toBeVisible();
    }
    const batches = requested.filter((url) => url.includes("/api/v1/polls/batch"));
    expect(batches).toHaveLength(1);
    expect(new URL(batches[0]!).searchParams.get("markup")).toBe("market-card");
    await expect.poll(() => replays.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(widgetCode(), `the socket brought:\n${frames.join("\n")}`).toEqual([]);

    // The reader points at a card: its live code loads, and a click reaches the live card.
    const first = cards.first();
    const selected = await nextPageEvent<{ marketId: string }>(page, "pulso-option-select");
    await first
      .getByRole("button", { name: /^Apostar por / })
      .first()
      .click();
    expect((await selected()).marketId).toBe(await first.getAttribute("market"));
    expect(widgetCode()).toHaveLength(1);
  });

  test("a press on a painted card's title that its live code replaces before the release still opens the market", async ({
    page,
  }) => {
    // The card's live code is held until the reader has pressed, so it replaces the painted card
    // under the pressed finger, as on a slow network.
    let sendLiveCode!: () => void;
    const held = new Promise<void>((resolve) => (sendLiveCode = resolve));
    await page.route(/\/embed\/shared-MarketCardElement-[\w-]+\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(NEWSPAPER);
    const card = page.locator("pulso-market-card").first();
    const marketId = await card.getAttribute("market");
    const title = card.getByRole("heading").getByRole("link");
    await title.scrollIntoViewIfNeeded();
    await expect(title).toBeVisible();
    const painted = () =>
      card.evaluate((element) =>
        Boolean(element.shadowRoot?.querySelector("article[data-painted]")),
      );
    await card.evaluate((element) =>
      element.shadowRoot?.querySelector("article")?.setAttribute("data-painted", ""),
    );
    const box = (await title.boundingBox())!;
    await page.mouse.move(box.x + 4, box.y + box.height / 2);
    await page.mouse.down();
    sendLiveCode();
    await expect.poll(painted).toBe(false);
    const opened = page.waitForEvent("popup");
    await page.mouse.up();
    expect((await opened).url()).toBe(`${PLATFORM}/market/${marketId}`);
  });

  test("a keyboard reader on a painted card keeps the focus when its live code takes over, and Enter bets", async ({
    page,
  }) => {
    await page.goto(NEWSPAPER);
    const card = page.locator("pulso-market-card").first();
    const apostar = card.getByRole("button", { name: /^Apostar por / }).first();
    await apostar.scrollIntoViewIfNeeded();
    await expect(apostar).toBeVisible();
    await card.evaluate((element) =>
      element.shadowRoot?.querySelector("article")?.setAttribute("data-painted", ""),
    );
    const focused = () =>
      card.evaluate((element) => element.shadowRoot?.activeElement?.getAttribute("aria-label"));
    const name = await apostar.getAttribute("aria-label");
    // Focusing the painted button brings the live card, which replaces it.
    await apostar.focus();
    await expect
      .poll(() =>
        card.evaluate((element) =>
          Boolean(element.shadowRoot?.querySelector("article[data-painted]")),
        ),
      )
      .toBe(false);
    await expect.poll(focused).toBe(name);
    const selected = await nextPageEvent<{ marketId: string }>(page, "pulso-option-select");
    await page.keyboard.press("Enter");
    expect((await selected()).marketId).toBe(await card.getAttribute("market"));
  });

  test("loads the sidebar leaderboard through embed.js, with readers ranked by profit", async ({
    page,
  }) => {
    await page.goto(NEWSPAPER);
    const board = page.locator("pulso-leaderboard");
    await expect(board.getByRole("table")).toBeVisible();
    expect(await board.getByRole("row").count()).toBeGreaterThan(1);
    await expect(board.getByRole("button", { name: /Mes|mes/ }).first()).toBeVisible();
  });

  test("moves a card's price live when someone bets through the API", async ({ page, request }) => {
    await page.goto(NEWSPAPER);
    const card = page.locator("pulso-market-card").first();
    const marketId = await card.getAttribute("market");
    expect(marketId).toBeTruthy();
    await expect(card.getByText(/¢/).first()).toBeVisible();
    const market = (await (await request.get(`${API}/polls/${marketId}`)).json()).data.poll;
    const yes = market.options[0];
    const priceText = card.getByText(`${yes.price}¢`).first();
    await expect(priceText).toBeVisible();

    const after = await betOnFirstOption(request, marketId!, 200, 1);
    expect(after).toBeGreaterThan(yes.price);
    await expect(card.getByText(`${after}¢`).first()).toBeVisible({ timeout: 5_000 });
  });

  test("keeps the newspaper's styles and the widgets' apart; widgets load without shifting it", async ({
    page,
  }) => {
    await recordShifts(page);
    await page.goto(NEWSPAPER);
    const shift = shiftOnceLoaded(page);
    const hostBefore = await page.evaluate(() => ({
      sheets: document.styleSheets.length,
      h1: getComputedStyle(document.querySelector("article h1")!).fontFamily,
      body: getComputedStyle(document.body).backgroundColor,
    }));
    const card = page.locator("pulso-market-card").first();
    await expect(card.getByRole("heading")).toBeVisible();
    const inside = await card.evaluate((element) => {
      const root = element.shadowRoot!;
      const heading = root.querySelector("h2, h3")!;
      const button = root.querySelector("button");
      return {
        headingColor: getComputedStyle(heading).color,
        headingFont: getComputedStyle(heading).fontFamily,
        buttonBackground: button ? getComputedStyle(button).backgroundColor : null,
      };
    });
    expect(inside.headingColor).not.toBe("rgb(255, 0, 0)");
    expect(inside.headingFont).not.toContain("Comic Sans");
    expect(inside.buttonBackground).not.toBe("rgb(255, 255, 0)");
    const hostAfter = await page.evaluate(() => ({
      sheets: document.styleSheets.length,
      h1: getComputedStyle(document.querySelector("article h1")!).fontFamily,
      body: getComputedStyle(document.body).backgroundColor,
    }));
    expect(hostAfter).toEqual(hostBefore);
    expect(await shift).toBe(0);
  });
});
