import { request } from "@playwright/test";
import {
  DESKTOP,
  horizontalOverflow,
  PHONE,
  PHONE_WIDTHS,
  saveScreenshot,
  settle,
} from "../support/portalChecks";
import { expect, test } from "../support/portalFixtures";
import { fillPath, PORTAL_ROUTES, rolesFor, routeSlug } from "../support/portalRoutes";
import { findMarket, openTicketThroughApi, type PortalLanguage } from "../support/portalSession";

const LANGUAGES: readonly PortalLanguage[] = ["es", "en"];

/**
 * Issue #17: every screen, signed out and signed in (a reader; the admin on admin screens), in
 * Spanish and English, fits a 320 and a 390 px wide phone with no sideways scrolling: a failure
 * names each element that passes the screen's right edge. Each visit keeps a screenshot at 390
 * and at 1280 px under test-results/screenshots/overflow/.
 */
test.describe("no screen of the portal is wider than a phone", () => {
  const ids = { market: "", ticket: "" };

  test.beforeAll(async ({ readerState }) => {
    const api = await request.newContext();
    try {
      ids.market = (await findMarket(api, { kind: "prediction" }))._id;
    } finally {
      await api.dispose();
    }
    ids.ticket = await openTicketThroughApi(readerState, "Overflow journey ticket");
  });

  for (const route of PORTAL_ROUTES) {
    for (const role of rolesFor(route)) {
      test(`${route.path} as ${role}`, async ({ openPortal }, testInfo) => {
        const path = fillPath(route.path, ids);
        for (const lang of LANGUAGES) {
          const page = await openPortal({
            as: role,
            lang,
            viewport: { width: PHONE_WIDTHS[0], height: PHONE.height },
            touch: true,
          });
          await page.goto(path);
          await settle(page);
          for (const width of PHONE_WIDTHS) {
            await page.setViewportSize({ width, height: PHONE.height });
            expect
              .soft(
                await horizontalOverflow(page, width),
                `wider than ${width}px: ${path} as ${role} in ${lang}`,
              )
              .toEqual([]);
          }
          const name = `overflow/${routeSlug(route.path)}--${role}--${lang}`;
          await saveScreenshot(page, testInfo, `${name}--${PHONE.width}`);
          await page.setViewportSize(DESKTOP);
          await saveScreenshot(page, testInfo, `${name}--${DESKTOP.width}`);
          await page.close();
        }
      });
    }
  }

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
