import type { Locator, Page } from "@playwright/test";
import { PLATFORM } from "../playwright.config";
import { recordShifts, shifts, totalShift } from "../support/layoutShifts";
import { DESKTOP, PHONE, pageHeading } from "../support/portalChecks";
import { appStarted, expect, test } from "../support/portalFixtures";
import { signedUpState } from "../support/portalSession";

/** Issue #7, journey 4 (the part not repeated on every screen): not-found and the phone menu. */
test.describe("the portal's layout", () => {
  test("an unknown path shows the not-found page, with a link home", async ({ openPortal }) => {
    const page = await openPortal({ as: "visitor", lang: "en" });
    await page.goto("/no-such-page");
    await expect(pageHeading(page)).toHaveText("Page not found");
    await page.getByRole("main").getByRole("link", { name: "Go to home" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(pageHeading(page)).not.toHaveText("Page not found");
  });

  test("at phone width the menu button opens the navigation with How It Works and the markets", async ({
    openPortal,
  }) => {
    const page = await openPortal({ as: "visitor", lang: "en", viewport: PHONE, touch: true });
    await page.goto("/");
    await appStarted(page);
    await expect(pageHeading(page)).toBeVisible();
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
    const howItWorks = nav.getByRole("link", { name: "How It Works" });
    await expect(howItWorks).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(howItWorks).toBeVisible();
    await nav.getByRole("button", { name: "Markets" }).tap();
    await expect(nav.getByRole("link", { name: "All markets" })).toBeVisible();
    await nav.getByRole("link", { name: "Presidential" }).tap();
    await expect(page).toHaveURL(/\/markets\/presidential$/);
    await expect(pageHeading(page)).toHaveText("Markets: Presidential");
    await expect(howItWorks).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).tap();
    await howItWorks.tap();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(howItWorks).toBeHidden();
  });

  test("at phone width How It Works can be tapped while the Markets list is open", async ({
    openPortal,
  }) => {
    const page = await openPortal({ as: "visitor", lang: "en", viewport: PHONE, touch: true });
    await page.goto("/");
    await appStarted(page);
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
    await page.getByRole("button", { name: "Open menu" }).tap();
    await nav.getByRole("button", { name: "Markets" }).tap();
    await expect(nav.getByRole("link", { name: "All markets" })).toBeVisible();
    await nav.getByRole("link", { name: "How It Works" }).tap();
    await expect(page).toHaveURL(/\/how-it-works$/);
  });
});

/** Issue #17: on a phone the bar keeps the balance, and the menu holds the account and Logout. */
test.describe("the portal's header on a phone", () => {
  test("a reader sees the balance in the bar and in the menu, and logs out from the menu", async ({
    openPortal,
  }) => {
    // A reader of its own: logging out ends the session, which other journeys share.
    const reader = await signedUpState("Journey Phone Reader");
    const page = await openPortal({ as: reader.state, lang: "es", viewport: PHONE, touch: true });
    await page.goto("/markets/all");
    await expect(pageHeading(page)).toBeVisible();
    const banner = page.getByRole("banner");
    const userButton = banner.getByRole("button", { name: /^Menú de usuario: .+ \$[\d,]+\.\d\d$/ });
    await expect(userButton).toBeVisible();
    const balance = (await userButton.getAttribute("aria-label"))?.match(/\$[\d,.]+$/)?.[0] ?? "";
    // The balance reads whole on one line: not cut, not wrapped.
    await expect(userButton).toHaveText(balance, { useInnerText: true });
    const box = await userButton.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    await banner.getByRole("button", { name: "Abrir menú" }).tap();
    const menu = page.locator("#portal-menu");
    await expect(menu.getByText("Saldo")).toBeVisible();
    await expect(menu.getByText(balance, { exact: true })).toBeVisible();
    await expect(menu.getByRole("list", { name: "Tu cuenta" }).getByRole("link")).not.toHaveCount(
      0,
    );
    await expect(menu.getByRole("combobox", { name: "Idioma" })).toBeVisible();
    await menu.getByRole("button", { name: "Cerrar sesión" }).tap();
    await expect(page).toHaveURL(/\/login$/);
    await expect(banner.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  });

  test("Log In reads on one line at 320 px", async ({ openPortal }) => {
    const page = await openPortal({
      as: "visitor",
      lang: "es",
      viewport: { width: 320, height: PHONE.height },
      touch: true,
    });
    await page.goto("/");
    await expect(pageHeading(page)).toBeVisible();
    const logIn = page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" });
    const box = await logIn.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(48);
    expect(box && box.x + box.width).toBeLessThanOrEqual(320);
  });

  test("the dashboard's figures fill every row they stand in, on a phone and on a desktop", async ({
    openPortal,
  }) => {
    const page = await openPortal({ as: "reader", lang: "es", viewport: PHONE, touch: true });
    await page.goto("/account");
    const figures = page.locator(".dashboard-stats");
    await expect(figures.locator(".dashboard-stat")).toHaveCount(9);
    // Each row's figures, side by side, span the list's width: no figure alone beside a hole.
    const rowsFill = () =>
      figures.evaluate((list) => {
        const width = list.getBoundingClientRect().width;
        const rows = new Map<number, number>();
        for (const figure of list.children) {
          const box = figure.getBoundingClientRect();
          rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + box.width);
        }
        const gap = parseFloat(getComputedStyle(list).columnGap);
        return [...rows.values()].map((used) => used >= width - 3 * gap - 1);
      });
    expect(await rowsFill()).toEqual([true, true, true, true, true]);
    await page.setViewportSize(DESKTOP);
    await expect.poll(rowsFill).toEqual([true, true, true]);
  });

  test("the dashboard lists each money movement as a row of its own, amount beside what it was, and keeps it a table", async ({
    openPortal,
  }) => {
    const page = await openPortal({ as: "reader", lang: "en", viewport: PHONE, touch: true });
    await page.goto("/account");
    // The section and, inside it, the table's scrolling region share the name.
    const section = page.getByRole("region", { name: "Recent activity" }).first();
    const region = section.getByRole("region", { name: "Recent activity" });
    const table = region.getByRole("table", { name: "Recent activity" });
    const rows = table.getByRole("row");
    await expect(rows.nth(1)).toBeVisible();
    // Still a table to assistive technology: a header row, then rows of five cells.
    await expect(rows.first().getByRole("columnheader")).toHaveCount(5);
    const first = rows.nth(1);
    const cells = first.getByRole("cell");
    await expect(cells).toHaveCount(5);
    const box = async (index: number) => (await cells.nth(index).boundingBox())!;
    const date = await box(0);
    const kind = await box(1);
    const description = await box(2);
    const amount = await box(3);
    const balance = await box(4);
    // What it was and the amount on one line, the date, kind and balance on the next.
    expect(Math.abs(description.y - amount.y)).toBeLessThan(2);
    expect(amount.x).toBeGreaterThan(description.x + description.width - 1);
    for (const below of [date, kind, balance]) {
      expect(below.y).toBeGreaterThanOrEqual(description.y + description.height - 1);
    }
    expect(Math.abs(date.y - balance.y)).toBeLessThan(2);
    // The balance says what it is, the column's header being out of sight.
    await expect(cells.nth(4)).toHaveText(/^\$[\d,]+\.\d\d$/);
    expect(
      await cells
        .nth(4)
        .evaluate((cell) => [
          cell.getAttribute("data-label"),
          getComputedStyle(cell, "::before").content,
        ]),
    ).toEqual(["Balance after", '"Balance after " / ""']);
    // Shown, not read twice: Chromium's own accessibility tree names the cell by its amount, the
    // hidden column header already telling a screen reader what it is.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const balanceText = (await cells.nth(4).textContent())?.trim() ?? "";
    const cellNames = nodes
      .filter((node) => node.role?.value === "cell")
      .map((node) => String(node.name?.value ?? ""));
    expect(cellNames).toContain(balanceText);
    expect(cellNames.filter((name) => name.includes("Balance after"))).toEqual([]);
    await cdp.detach();
    await region.screenshot({ path: test.info().outputPath("movements-phone.png") });
    // Nothing to scroll sideways: the whole movement fits the phone.
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(amount.x + amount.width).toBeLessThanOrEqual(PHONE.width);

    // On a desktop it is a table with its column headers in view.
    await page.setViewportSize(DESKTOP);
    await expect(rows.first().getByRole("columnheader").first()).toBeVisible();
    await expect.poll(async () => Math.abs((await box(0)).y - (await box(3)).y)).toBeLessThan(2);
  });

  test("the home's six featured markets stand three to a row on a desktop, one on a phone", async ({
    openPortal,
  }) => {
    const page = await openPortal({ as: "visitor", lang: "es", viewport: DESKTOP });
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Mercados destacados" });
    const cards = featured.locator("ul.mkt-featured:not([aria-hidden]) > li");
    await expect(cards).toHaveCount(6);
    /** How many cards share the first card's row. */
    const firstRow = async () => {
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      return tops.filter((top) => top === tops[0]).length;
    };
    // Read once the app has taken the painted page over (the takeover replaces the grid).
    await appStarted(page);
    await expect.poll(firstRow).toBe(3);
    await page.setViewportSize(PHONE);
    await expect.poll(firstRow).toBe(1);
  });
});

/**
 * Issue 17 (the home's LCP and layout shift): the hero is the page's largest text and needs no
 * data, so it comes painted in the page; what follows it waits for the banners and figures in a
 * box at least a screen tall, and the parts below the first screen are laid out as they near it.
 */
test("the home's hero stays where the server painted it, and nothing on the page moves while it loads or is scrolled through", async ({
  openPortal,
}) => {
  const page = await openPortal({ as: "visitor", lang: "es", viewport: PHONE });
  await recordShifts(page);
  await page.goto("/");
  // The server's page holds the hero and the placeholder of the rest (the smoke journey checks
  // that the app takes it over without moving it). No answer is held back here: held past the
  // home's wait (1.5 s, HomePage), the rest would show with one banner's placeholder, and two
  // banners coming later move what is under them (issue 17's note: the home's data should come
  // with its page).
  const pending = page.getByTestId("home-pending");
  const heading = pageHeading(page);
  await expect(heading).toBeInViewport();
  // Found and read in one task of the page: the app may take the painted markup over at any
  // moment, and a heading found before that swap and read after it has no box any more.
  const boxOf = () =>
    page.evaluate(() => {
      const found = document.querySelector("#root h1");
      if (!found) return null;
      const { x, y, width, height } = found.getBoundingClientRect();
      return { x, y, width, height };
    });
  const heroAt = await boxOf();
  await appStarted(page);

  const featured = page.getByRole("region", { name: "Mercados destacados" });
  await expect(featured.locator("ul.mkt-featured:not([aria-hidden]) > li")).toHaveCount(6);
  await expect(pending).toHaveCount(0);
  expect(await boxOf()).toEqual(heroAt);

  await scrollThrough(page);
  await expect(page.getByRole("heading", { name: "¿Listo para participar?" })).toBeVisible();
  const seen = await shifts(page);
  expect(totalShift(seen), JSON.stringify(seen)).toBe(0);
});

test("a market list scrolled through at phone width moves nothing, down to its last card", async ({
  openPortal,
}) => {
  const page = await openPortal({ as: "visitor", lang: "es", viewport: PHONE });
  await recordShifts(page);
  await page.goto("/markets/all");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  // The first page of the list (more than a phone's first screen of cards).
  await expect.poll(() => cards.count()).toBeGreaterThan(4);
  await scrollThrough(page);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards.last().getByRole("heading")).toBeVisible();
  const seen = await shifts(page);
  expect(totalShift(seen), JSON.stringify(seen)).toBe(0);
});

test("a card's price keeps its place beside its button whatever its figures (9¢, 45¢, 99,9¢) and its font", async ({
  openPortal,
}) => {
  const page = await openPortal({ as: "visitor", lang: "es", viewport: PHONE });
  await page.goto("/markets/all");
  await appStarted(page);
  const price = page.getByRole("main").getByRole("article").first().locator(".pulso-mc__price");
  await expect(price.first()).toHaveText(/¢$/);
  // A live tick writes the price's new figure; here the page is given each one straight away.
  const boxWith = (figure: string) =>
    price.first().evaluate((node, text) => {
      node.textContent = text;
      const { left, right } = node.getBoundingClientRect();
      return { left: Math.round(left), right: Math.round(right) };
    }, figure);
  const twoFigures = await boxWith("45¢");
  expect(await boxWith("9¢")).toEqual(twoFigures);
  expect(await boxWith("99,9¢")).toEqual(twoFigures);
  // The page's font may arrive after the first paint, and the figure's width with it: where the
  // figure starts does not move (one font, then another, stand in for the two here).
  const figureStartIn = (family: string) =>
    price.first().evaluate((node, font) => {
      node.textContent = "45¢";
      (node as HTMLElement).style.fontFamily = font;
      const text = document.createRange();
      text.selectNodeContents(node);
      return Math.round(text.getBoundingClientRect().left);
    }, family);
  expect(await figureStartIn("sans-serif")).toBe(await figureStartIn("serif"));
});

/** Scrolls down to the footer and back up to the page's heading, as a reader's thumb would. */
async function scrollThrough(page: Page): Promise<void> {
  const footer = page.getByRole("contentinfo");
  for (let step = 0; step < 80 && !(await isInViewport(footer)); step += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
  await expect(footer).toBeInViewport();
  const heading = pageHeading(page);
  for (let step = 0; step < 80 && !(await isInViewport(heading)); step += 1) {
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(50);
  }
  await expect(heading).toBeInViewport();
}

/** Whether any part of `locator` is on screen now. */
async function isInViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

test("the portal's font is Inter, served by the platform itself, with Spanish glyphs", async ({
  openPortal,
}) => {
  const page = await openPortal({ as: "visitor", lang: "es" });
  const fonts: string[] = [];
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "font") fonts.push(url.pathname);
    if (url.origin !== new URL(PLATFORM).origin && url.protocol.startsWith("http")) {
      elsewhere.push(request.url());
    }
  });
  await page.goto("/");
  await expect(pageHeading(page)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(",")[0]?.trim()),
  ).toBe('"Inter Variable"');
  // The faces that draw Spanish text (accents, ñ, ¿ ¡) are Inter's, and they load.
  const faces = await page.evaluate(async () =>
    (await document.fonts.load('700 16px "Inter Variable"', "¿Cuándo? ¡Año! ü")).map(
      (face) => `${face.family} ${face.status}`,
    ),
  );
  expect(faces.length).toBeGreaterThan(0);
  expect(faces.every((face) => /Inter Variable"? loaded$/.test(face))).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((path) => /^\/assets\/inter-[\w-]+\.woff2$/.test(path))).toBe(true);
  expect(elsewhere).toEqual([]);
});
