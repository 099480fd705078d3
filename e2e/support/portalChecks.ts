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
  const text = await withWholePageDrawn(page, () => page.evaluate(() => document.body.innerText));
  const keys = (text.match(DOTTED_KEY) ?? []).filter((key) =>
    CATALOGUE_NAMESPACES.has(key.split(".")[0] ?? ""),
  );
  const placeholders = text.match(/\{\{\s*\w+\s*\}\}/g) ?? [];
  return [...new Set([...keys, ...placeholders])];
}

/**
 * Runs `check` with the whole page drawn. The parts a page lays out only as they near the screen
 * (`content-visibility: auto`: the home's featured cards and lower sections) are drawn at once, as
 * a reader scrolling down sees them; without this a full-page picture shows them blank, and axe
 * and the text checks would pass over what they hold.
 */
async function withWholePageDrawn<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({
    content: "* { content-visibility: visible !important; }",
  });
  try {
    return await check();
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
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
  const results = await withWholePageDrawn(page, () =>
    new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze(),
  );
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
  await withWholePageDrawn(page, () =>
    page.screenshot({
      path: join(testInfo.project.outputDir, "screenshots", `${name}.png`),
      fullPage: true,
    }),
  );
}

/** The phone widths every screen must fit without sideways scrolling (issue #17). */
export const PHONE_WIDTHS = [320, 390] as const;

/**
 * What makes a page wider than its viewport of `width` CSS pixels: the document's scroll width
 * when it passes the width, then each element whose right edge passes it, outermost only (a
 * child of a named element is not named again). An element inside a container that scrolls or
 * clips sideways and itself fits is not counted: it does not widen the page.
 */
export async function horizontalOverflow(page: Page, width: number): Promise<string[]> {
  return page.evaluate((viewport) => {
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) {
      problems.push(`the document is ${scrollWidth}px wide (${scrollWidth - viewport}px too wide)`);
    }
    const fits = (element: Element) => element.getBoundingClientRect().right <= viewport + 0.5;
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== "visible" && fits(parent)) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = [...element.classList].map((name) => `.${name}`).join("");
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}" ends at ${right}px`;
    };
    const named: Element[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || fits(element)) continue;
      if (named.some((outer) => outer.contains(element)) || contained(element)) continue;
      named.push(element);
      problems.push(describe(element));
    }
    return problems;
  }, width);
}
