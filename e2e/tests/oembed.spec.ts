import { expect, test } from "@playwright/test";
import { NEWSPAPER, PLATFORM } from "../playwright.config";
import { betOnFirstOption } from "../support/apiBets";

/**
 * A market link pasted into a CMS (DESIGN §7): oEmbed's answer is a frame of the card's own page
 * and a plain link, and it must survive what CMSs do to a provider they do not know. The example
 * newspaper plays the CMS: `/wordpress.html` keeps what WordPress keeps (the iframe alone, with
 * `sandbox="allow-scripts"` and a secret; its embed script resizes and follows links), and
 * `/no-iframes.html` what a CMS that strips iframes keeps.
 */
test.describe("oEmbed in a CMS", () => {
  test("under WordPress's rules for an unknown provider, the card is live and its links work", async ({
    page,
    request,
  }) => {
    await page.goto(`${NEWSPAPER}/wordpress.html`);
    const frame = page.locator("iframe.wp-embedded-content");
    // WordPress's treatment, as a WordPress site serves it: the frame only, sandboxed, no link.
    await expect(frame).toHaveAttribute("sandbox", "allow-scripts");
    await expect(frame).not.toHaveAttribute("style", /.*/);
    await expect(page.getByRole("link", { name: /en Pulso/ })).toHaveCount(0);

    const card = page.frameLocator("iframe.wp-embedded-content").locator("pulso-market-card");
    const marketId = await card.getAttribute("market");
    expect(marketId).toBeTruthy();
    await expect(card.getByRole("heading")).toBeVisible();
    await expect(card.getByText(/¢/).first()).toBeVisible();
    // Its space was set by the answer's width and height attributes, the only ones kept.
    expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(320);

    // Live inside the sandbox (an opaque origin): someone bets, the price moves in the article.
    const after = await betOnFirstOption(request, marketId!, 150, 2);
    await expect(card.getByText(`${after}¢`).first()).toBeVisible({ timeout: 10_000 });

    // The sandbox allows no new tab; WordPress's script opens the market in the article's window.
    await card.getByRole("heading").getByRole("link").click();
    await page.waitForURL(`${PLATFORM}/market/${marketId}`);
  });

  test("under WordPress's rules, Apostar takes the reader to the market", async ({ page }) => {
    await page.goto(`${NEWSPAPER}/wordpress.html`);
    const card = page.frameLocator("iframe.wp-embedded-content").locator("pulso-market-card");
    const marketId = await card.getAttribute("market");
    await card
      .getByRole("button", { name: /Apostar/ })
      .first()
      .click();
    await page.waitForURL(`${PLATFORM}/market/${marketId}`);
  });

  test("pasted as is, the frame has the card and a link follows it", async ({ page }) => {
    await page.goto(`${NEWSPAPER}/oembed.html`);
    const card = page.frameLocator("iframe").locator("pulso-market-card");
    const marketId = await card.getAttribute("market");
    await expect(card.getByText(/¢/).first()).toBeVisible();
    const link = page.getByRole("link", { name: /en Pulso$/ });
    await expect(link).toHaveAttribute("href", `${PLATFORM}/market/${marketId}`);
    // Outside WordPress, the card's own links open a new tab.
    const opened = page.waitForEvent("popup");
    await card.getByRole("heading").getByRole("link").click();
    expect((await opened).url()).toBe(`${PLATFORM}/market/${marketId}`);
  });

  test("where a CMS strips iframes, the link to the market remains", async ({ page }) => {
    await page.goto(`${NEWSPAPER}/no-iframes.html`);
    await expect(page.locator("iframe")).toHaveCount(0);
    const link = page.getByRole("link", { name: /en Pulso$/ });
    await expect(link).toHaveAttribute("href", new RegExp(`^${PLATFORM}/market/[^/?#]+$`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`^${PLATFORM}/market/`));
  });
});
