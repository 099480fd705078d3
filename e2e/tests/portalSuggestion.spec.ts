import type { Page } from "@playwright/test";
import { adminRow } from "../support/portalAdmin";
import { pageHeading } from "../support/portalChecks";
import { expect, test } from "../support/portalFixtures";
import { signedUpState } from "../support/portalSession";

/**
 * Issue #7, journey 3: a reader suggests a poll; an admin approves it with a 10% profit share
 * and links it to a market; the reader's "My suggestions" shows it as created.
 */
test("a reader's suggestion is approved with a profit share and linked to a market", async ({
  openPortal,
}) => {
  test.setTimeout(120_000);
  const reader = await signedUpState("Journey Suggester");
  const page = await openPortal({ as: reader.state, lang: "en" });
  const title = `Will the journeys pass on ${new Date().toISOString()}?`;

  await test.step("sends a suggestion at /suggest-poll", async () => {
    await page.goto("/suggest-poll");
    await expect(pageHeading(page)).toBeVisible();
    await page.getByLabel("Title (English)", { exact: true }).fill(title);
    await page
      .getByLabel("Description (English)", { exact: true })
      .fill("A poll suggested by the end-to-end journeys, to be approved and linked.");
    await page.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Send suggestion" }).click();
    await expect(mySuggestion(page, title)).toBeVisible();
  });

  await test.step("an admin approves it with a 10% share and links a market", async () => {
    const admin = await openPortal({ as: "admin", lang: "en" });
    await admin.goto("/admin/suggestions");
    const row = await adminRow(admin, title);
    await row.getByLabel("Profit share (%)").fill("10");
    await row.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByText("Suggestion approved with a 10% profit share.")).toBeVisible();
    await expect(row).toContainText("Approved");
    await row.getByLabel("Market", { exact: true }).selectOption({ index: 1 });
    await row.getByRole("button", { name: "Link market" }).click();
    await expect(admin.getByText("Suggestion linked to the market.")).toBeVisible();
  });

  await test.step("the reader's suggestions show it as created", async () => {
    await page.reload();
    const mine = mySuggestion(page, title);
    await expect(mine).toContainText("Market created");
    await expect(mine).toContainText("10%");
    await expect(mine.getByRole("link", { name: "View the market" })).toBeVisible();
  });
});

/** The reader's own suggestion in "My suggestions" (a section, or a tab's panel). */
function mySuggestion(page: Page, title: string) {
  const mine = page
    .getByRole("region", { name: "My suggestions" })
    .or(page.getByRole("tabpanel", { name: "My suggestions" }));
  return mine.getByRole("listitem").or(mine.getByRole("row")).filter({ hasText: title });
}
