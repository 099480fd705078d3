import { test as base, type Page } from "@playwright/test";
import { PLATFORM } from "../playwright.config";
import {
  DEMO_ADMIN,
  DEMO_READER,
  signedInState,
  visitorState,
  withLanguage,
  type PortalLanguage,
  type StorageState,
} from "./portalSession";

/** Who a page is opened as: a signed-out visitor, the demo reader or the demo admin. */
export type PortalRole = "visitor" | "reader" | "admin";

/** Settings of {@link PortalFixtures.openPortal}. */
export interface OpenPortalOptions {
  /** A role, or the storage state of another account (one signed up by the journey). */
  as: PortalRole | StorageState;
  lang?: PortalLanguage;
  viewport?: { width: number; height: number };
  /** A phone: touch events and a mobile viewport meta (taps instead of clicks). */
  touch?: boolean;
  /**
   * "block" keeps the portal's service worker out, for a test that routes the app's own files:
   * once the worker controls the page it fetches them itself, past `page.route`.
   */
  serviceWorkers?: "allow" | "block";
}

/** The fixtures of the portal's journeys. */
export interface PortalFixtures {
  /**
   * A page in a fresh browser context (its own cookies) as a visitor, the reader or the admin,
   * with the language stored as the portal keeps it. Contexts close when the test ends.
   */
  openPortal: (options: OpenPortalOptions) => Promise<Page>;
}

interface PortalWorkerFixtures {
  /** The demo reader's session, signed in once per worker through the API. */
  readerState: StorageState;
  /** The demo admin's session, signed in once per worker through the API. */
  adminState: StorageState;
}

/** Playwright's `test` with the portal's fixtures; the journeys' base URL is the platform. */
export const test = base.extend<PortalFixtures, PortalWorkerFixtures>({
  baseURL: PLATFORM,
  readerState: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it.
    async ({}, use) => {
      await use(await signedInState(DEMO_READER));
    },
    { scope: "worker" },
  ],
  adminState: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it.
    async ({}, use) => {
      await use(await signedInState(DEMO_ADMIN));
    },
    { scope: "worker" },
  ],
  openPortal: async ({ browser, readerState, adminState }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async ({ as, lang = "es", viewport, touch = false, serviceWorkers = "allow" }) => {
      const storageState =
        typeof as !== "string"
          ? withLanguage(as, lang)
          : as === "visitor"
            ? visitorState(lang)
            : withLanguage(as === "reader" ? readerState : adminState, lang);
      const context = await browser.newContext({
        baseURL: PLATFORM,
        storageState,
        viewport: viewport ?? { width: 1280, height: 800 },
        hasTouch: touch,
        isMobile: touch,
        serviceWorkers,
      });
      // The cookie the portal keeps beside the stored language: the server paints the home in it.
      await context.addCookies([{ name: "pulso_lang", value: lang, url: PLATFORM }]);
      // A step that cannot happen fails in seconds, not at the test's timeout.
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

export { expect } from "@playwright/test";

/**
 * Waits until the app has taken over the home the server painted (issue 17): until then its
 * buttons are markup only, and a tap on them does nothing.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator("#root:not([data-prerendered])").waitFor({ state: "attached" });
}
