import { expect, test } from "@playwright/test";
import { PLATFORM } from "../playwright.config";
import { API, signedInState, visitorState, withLanguage } from "../support/portalSession";

/** The demo market inside Spain's election blackout (packages/server/src/seed/demoMarkets.ts). */
async function blackoutMarketId(): Promise<string> {
  const response = await fetch(
    `${API}/polls?search=${encodeURIComponent("Villanueva del Soto")}&status=all`,
  );
  const body = (await response.json()) as { data: { polls: { _id: string }[] } };
  const id = body.data.polls[0]?._id;
  if (!id) throw new Error("the demo data has no market in an election blackout");
  return id;
}

const LAW = "Ley Orgánica del Régimen Electoral General (LOREG), art. 69.7";

/**
 * The election blackout on the public surfaces a reader meets (DESIGN §12): a market inside
 * Spain's five days shows its notice, and no price, chart or volume, to anyone not signed in on
 * the platform — in the portal and in the widgets' own page (the iframe form and oEmbed's card).
 */
test.describe("the election blackout", () => {
  test("a signed-out visitor sees the notice with the law, and no forecast, on the market's page", async ({
    browser,
  }) => {
    const id = await blackoutMarketId();
    const context = await browser.newContext({ storageState: visitorState("es") });
    const page = await context.newPage();
    await page.goto(`${PLATFORM}/market/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Villanueva del Soto");
    const notice = page.getByRole("note").filter({ hasText: "Veda electoral" }).first();
    await expect(notice).toContainText(LAW);
    // The market's own header, chart and ticket (similar markets below keep their prices).
    const own = page.locator(".portal-market__header, .portal-market__main");
    await expect(own).toHaveCount(2);
    for (const part of await own.all()) await expect(part).not.toContainText(/\d+\s?(¢|%)/);
    await expect(own.first().getByText("Volumen", { exact: true })).toHaveCount(0);
    await context.close();
  });

  test("the card's own page, as oEmbed frames it, shows the notice and no price", async ({
    page,
  }) => {
    const id = await blackoutMarketId();
    await page.goto(`${PLATFORM}/embed/view/market-card/${id}?lang=en`);
    const card = page.locator("pulso-market-card");
    await expect(card.getByRole("note")).toContainText("Election blackout");
    await expect(card.getByRole("note")).toContainText("Betting is paused until then.");
    await expect(card.getByRole("heading")).toContainText("Villanueva del Soto");
    await expect(card).not.toContainText(/\d+¢|\d+\s?%/);
    await expect(card.getByRole("button", { name: /Bet/ })).toHaveCount(0);
  });

  test("a reader signed in on the platform sees the prices there, told they stay there", async ({
    browser,
  }) => {
    const id = await blackoutMarketId();
    const state = await signedInState({ email: "trader5@pulso.test", password: "Trader5pass" });
    const context = await browser.newContext({ storageState: withLanguage(state, "es") });
    const page = await context.newPage();
    await page.goto(`${PLATFORM}/market/${id}`);
    await expect(page.getByText("estos precios solo se ven en Pulso").first()).toBeVisible();
    await expect(page.locator(".portal-market__main")).toContainText(/\d+¢/);
    await context.close();
  });
});
