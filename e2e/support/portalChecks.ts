import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { join } from "node:path";
import type { PortalLanguage } from "./portalSession";

/**
 * The top-level names of the texts' catalogues: the portal's areas, the sdk's and the widgets'.
 * A dotted word starting with one of them on screen is a key shown instead of its text.
 */
const CATALOGUE_NAMESPACES = new Set([
  // the portal (packages/portal/src/i18n/portalMessages.ts and each area's messages.ts)
  "portal",
  "app",
  "header",
  "footer",
  "home",
  "marketList",
  "market",
  "auth",
  "guard",
  "leaderboard",
  "notFound",
  "privacy",
  "dashboard",
  "account",
  "support",
  "suggestions",
  "money",
  "admin",
  "platform",
  // the sdk (packages/sdk/src/i18n/catalogues)
  "common",
  "errors",
  "realtime",
  "session",
  "notifications",
  "wallet",
  "developer",
  "widgets",
  // the widgets (packages/widgets/src/i18n/widgetMessages.ts)
  "pulsoWidgets",
  "marketCard",
  "betTicket",
  "poll",
  "priceChart",
  "tooltip",
  "element",
  "notificationBell",
  "toaster",
  "comments",
]);

/** A dotted key such as `dashboard.tabs.positions`. */
const DOTTED_KEY = /\b(?:[a-z]+[A-Z]?\w*\.)+[a-z]\w*\b/g;

/**
 * Texts on screen that are catalogue keys (a missing translation shows its key) or placeholders
 * left unfilled (`{{count}}`), read from `document.body.innerText`.
 */
export async function untranslatedTexts(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const keys = (text.match(DOTTED_KEY) ?? []).filter((key) =>
    CATALOGUE_NAMESPACES.has(key.split(".")[0] ?? ""),
  );
  const placeholders = text.match(/\{\{\s*\w+\s*\}\}/g) ?? [];
  return [...new Set([...keys, ...placeholders])];
}

/** One axe violation, as a failure message prints it. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The page's axe violations of impact serious or critical (axe's default rules). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
}

/** Violations as lines: id, impact, what it means, and the targets of the nodes failing it. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${JSON.stringify(node.target)}`).join("\n"),
    )
    .join("\n");
}

/** The page's one h1. */
export function pageHeading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

/** Waits for a page to show its h1 and finish loading its data. */
export async function settle(page: Page): Promise<void> {
  await expect(pageHeading(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** Switches the language with the header's switcher, and waits for `<html lang>` to follow. */
export async function switchLanguage(page: Page, lang: PortalLanguage): Promise<void> {
  await page
    .getByRole("banner")
    .getByRole("combobox", { name: /^(Idioma|Language)$/ })
    .selectOption(lang);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** Phone and desktop sizes of the screenshots and the mobile checks. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Saves a full-page screenshot as `test-results/screenshots/<name>.png`. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: join(testInfo.project.outputDir, "screenshots", `${name}.png`),
    fullPage: true,
  });
}
