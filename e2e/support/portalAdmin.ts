import { expect, type Locator, type Page } from "@playwright/test";

/** How many pages of an admin table {@link adminRow} looks through. */
const MAX_PAGES = 10;

/**
 * The row of an admin table holding `text`, turning the table's pages with its "Next" button
 * until the row shows (admin lists are paged: 20 markets a page).
 */
export async function adminRow(page: Page, text: string): Promise<Locator> {
  const row = page.getByRole("row").filter({ hasText: text });
  await expect(page.getByRole("table").first()).toBeVisible();
  for (let turned = 0; turned < MAX_PAGES; turned += 1) {
    if ((await row.count()) > 0) return row.first();
    const next = page.getByRole("button", { name: "Next", exact: true });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await page.waitForLoadState("networkidle");
  }
  await expect(row.first(), `an admin table row holding "${text}"`).toBeVisible();
  return row.first();
}
