import { expect, test } from "../support/portalFixtures";

test.describe("the portal served by the built server", () => {
  test("renders the home page in Spanish, with its one h1 and the Log In button", async ({
    openPortal,
  }) => {
    const page = await openPortal({ as: "visitor" });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  });

  test("shows the signed-in reader's name and balance in the header", async ({ openPortal }) => {
    const page = await openPortal({ as: "reader", lang: "en" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("button", { name: /User menu: .*\$\d/ })).toBeVisible();
  });
});
