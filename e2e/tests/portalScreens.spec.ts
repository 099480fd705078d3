import { request } from "@playwright/test";
import type { Page } from "@playwright/test";
import {
  DESKTOP,
  describeViolations,
  horizontalOverflow,
  PHONE,
  PHONE_WIDTHS,
  pageHeading,
  saveScreenshot,
  seriousViolations,
  settle,
  switchLanguage,
  untranslatedTexts,
} from "../support/portalChecks";
import type { TestInfo } from "@playwright/test";
import { expect, test } from "../support/portalFixtures";
import { fillPath, PORTAL_ROUTES, rolesFor, routeSlug } from "../support/portalRoutes";
import { findMarket, openTicketThroughApi, type PortalLanguage } from "../support/portalSession";

/** The guarded screens whose sign-in page a visitor gets is scanned with axe (it is one page). */
const GUARD_SCANNED = new Set(["/account", "/admin"]);

/**
 * Every screen, signed out and signed in (a reader; the admin on admin screens), in Debian's
 * Chromium: no serious or critical axe violation; the language switcher turns the h1 and
 * `<html lang>` from Spanish to English and back with no catalogue key left on screen; in each
 * language the screen fits a 320 and a 390 px wide phone with no sideways scrolling (a failure
 * names each element past the right edge, issue #17); and a 1280 px and a 390 px screenshot per
 * language kept under test-results/screenshots/. One visit per screen and role checks all of it
 * (soft assertions, so one failure does not hide the others). A visitor on an account or admin
 * screen gets the one sign-in page: it is checked on every such screen, and scanned with axe on
 * /account and /admin only (axe is the slow part of a visit). Where the h1 is the same in both
 * languages (a ticket's subject, "Banners") the rest of the page must change.
 */
const softly = expect.configure({ soft: true });

/**
 * Narrows the page to each phone width and expects nothing past its right edge, keeps the 390 px
 * screenshot, and gives the page back at desktop width.
 */
async function checkPhoneFit(page: Page, testInfo: TestInfo, name: string, label: string) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    // Polled: a chart follows its box's new width a frame or two after the window narrows.
    await softly
      .poll(() => horizontalOverflow(page, width), {
        message: `wider than ${width}px: ${label}`,
        timeout: 5_000,
      })
      .toEqual([]);
  }
  await saveScreenshot(page, testInfo, `${name}--${PHONE.width}`);
  await page.setViewportSize(DESKTOP);
}

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
        await saveScreenshot(page, testInfo, `${name}--es--${DESKTOP.width}`);
        const fit = (target: Page, lang: PortalLanguage) =>
          checkPhoneFit(target, testInfo, `${name}--${lang}`, `${path} as ${role} in ${lang}`);

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
        await fit(page, "es");

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
          await saveScreenshot(english, testInfo, `${name}--en--${DESKTOP.width}`);
          await fit(english, "en");
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
          await saveScreenshot(page, testInfo, `${name}--en--${DESKTOP.width}`);
          await fit(page, "en");
          await switchLanguage(page, "es");
          await expect
            .soft(pageHeading(page), "the h1 is Spanish again after switching back")
            .toHaveText(spanishHeading);
        }
      });
    }
  }
});

/** The phone menu, opened, fits a 320 and a 390 px wide phone for every kind of visitor. */
test.describe("the phone menu", () => {
  for (const role of ["visitor", "reader", "admin"] as const) {
    test(`the open phone menu fits at 320 and 390 px as ${role}`, async ({
      openPortal,
    }, testInfo) => {
      const page = await openPortal({
        as: role,
        lang: "es",
        viewport: { width: PHONE_WIDTHS[0], height: PHONE.height },
        touch: true,
      });
      await page.goto("/markets/all");
      await settle(page);
      await page.getByRole("button", { name: "Abrir menú" }).tap();
      const nav = page
        .getByRole("banner")
        .getByRole("navigation", { name: "Navegación principal" });
      await expect(nav.getByRole("link", { name: "Cómo funciona" })).toBeVisible();
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: PHONE.height });
        expect
          .soft(await horizontalOverflow(page, width), `open menu wider than ${width}px`)
          .toEqual([]);
      }
      await saveScreenshot(page, testInfo, `overflow/phone-menu--${role}--es--${PHONE.width}`);
    });
  }
});
