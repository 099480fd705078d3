import { request } from "@playwright/test";
import {
  describeViolations,
  PHONE,
  pageHeading,
  saveScreenshot,
  seriousViolations,
  settle,
  switchLanguage,
  untranslatedTexts,
} from "../support/portalChecks";
import { expect, test } from "../support/portalFixtures";
import { fillPath, PORTAL_ROUTES, rolesFor, routeSlug } from "../support/portalRoutes";
import { findMarket, openTicketThroughApi } from "../support/portalSession";

/** The guarded screens whose sign-in page a visitor gets is scanned with axe (it is one page). */
const GUARD_SCANNED = new Set(["/account", "/admin"]);

/**
 * Every screen, signed out and signed in (a reader; the admin on admin screens), in Debian's
 * Chromium: no serious or critical axe violation; the language switcher turns the h1 and
 * `<html lang>` from Spanish to English and back with no catalogue key left on screen; and a
 * desktop and a phone screenshot kept under test-results/screenshots/. One visit per screen and
 * role checks all three (soft assertions, so one failure does not hide the others). A visitor on
 * an account or admin screen gets the one sign-in page: it is checked on every such screen, and
 * scanned with axe on /account and /admin only (axe is the slow part of a visit). Where the h1 is
 * the same in both languages (a ticket's subject, "Banners") the rest of the page must change.
 */
test.describe("every screen of the portal", () => {
  const ids = { market: "", ticket: "" };

  test.beforeAll(async ({ readerState }) => {
    const api = await request.newContext();
    try {
      ids.market = (await findMarket(api, { kind: "prediction" }))._id;
    } finally {
      await api.dispose();
    }
    ids.ticket = await openTicketThroughApi(readerState, "Screens journey ticket");
  });

  for (const route of PORTAL_ROUTES) {
    for (const role of rolesFor(route)) {
      test(`${route.path} as ${role}`, async ({ openPortal }, testInfo) => {
        const path = fillPath(route.path, ids);
        const name = `${routeSlug(route.path)}--${role}`;
        const page = await openPortal({ as: role, lang: "es" });
        await page.goto(path);
        await settle(page);
        await saveScreenshot(page, testInfo, `${name}--desktop`);

        const guarded = role === "visitor" && route.audience !== "public";
        if (guarded) {
          await expect.soft(pageHeading(page)).toHaveText("Inicia sesión para continuar");
        }
        if (!guarded || GUARD_SCANNED.has(route.path)) {
          const violations = await seriousViolations(page);
          expect
            .soft(
              violations.map((violation) => violation.id),
              `axe: serious or critical violations on ${path} as ${role}:\n${describeViolations(violations)}`,
            )
            .toEqual([]);
        }

        await expect
          .soft(page.locator("html"), "<html lang> in Spanish")
          .toHaveAttribute("lang", "es");
        expect
          .soft(await untranslatedTexts(page), `keys on screen in Spanish on ${path}`)
          .toEqual([]);
        const spanishHeading = await pageHeading(page).innerText();

        if (route.standalone) {
          // No header, so no switcher (spec §2): the same screen with English stored instead.
          const english = await openPortal({ as: role, lang: "en" });
          await english.goto(path);
          await settle(english);
          await expect.soft(english.locator("html")).toHaveAttribute("lang", "en");
          await expect
            .soft(pageHeading(english), "the h1 in English differs from the Spanish one")
            .not.toHaveText(spanishHeading);
          expect
            .soft(await untranslatedTexts(english), `keys on screen in English on ${path}`)
            .toEqual([]);
        } else {
          const spanishMain = await page.getByRole("main").innerText();
          await switchLanguage(page, "en");
          if (route.sameHeading && !guarded) {
            await expect
              .soft(pageHeading(page), "the h1 is the same in both languages")
              .toHaveText(spanishHeading);
            await expect
              .soft(page.getByRole("main"), "the page's texts change when switching to English")
              .not.toHaveText(spanishMain);
          } else {
            await expect
              .soft(pageHeading(page), "the h1 changes when switching to English")
              .not.toHaveText(spanishHeading);
          }
          await page.waitForLoadState("networkidle");
          expect
            .soft(await untranslatedTexts(page), `keys on screen in English on ${path}`)
            .toEqual([]);
          await switchLanguage(page, "es");
          await expect
            .soft(pageHeading(page), "the h1 is Spanish again after switching back")
            .toHaveText(spanishHeading);
        }

        await page.setViewportSize(PHONE);
        await saveScreenshot(page, testInfo, `${name}--phone`);
      });
    }
  }
});
