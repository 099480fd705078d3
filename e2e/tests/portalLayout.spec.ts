import { PHONE, pageHeading } from "../support/portalChecks";
import { expect, test } from "../support/portalFixtures";

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
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
    await page.getByRole("button", { name: "Open menu" }).tap();
    await nav.getByRole("button", { name: "Markets" }).tap();
    await expect(nav.getByRole("link", { name: "All markets" })).toBeVisible();
    await nav.getByRole("link", { name: "How It Works" }).tap();
    await expect(page).toHaveURL(/\/how-it-works$/);
  });
});
