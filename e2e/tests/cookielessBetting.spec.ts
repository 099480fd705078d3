import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, test, type BrowserContext, type Page } from "@playwright/test";
import config, { NEWSPAPER, PLATFORM } from "../playwright.config";
import { openTicket } from "../support/newspaperFrames";
import { nextPageEvent } from "../support/pageEvents";
import { API } from "../support/portalSession";

/** The reader of this journey (one of the demo traders, so no other journey's balance moves). */
const READER = { email: "trader10@pulso.test", password: "Trader10pass" };

/** The reader of the storage-access journey (a demo trader no other journey bets with). */
const GRANTED_READER = { email: "trader11@pulso.test", password: "Trader11pass" };

/** How the reader's Chromium treats Pulso under the newspaper. */
interface BrowserSettings {
  /**
   * The reader blocked Pulso's cookies under the newspaper outright (a site exception), which
   * blocks partitioned cookies and voids any storage-access grant.
   */
  blockPlatformUnderNewspaper?: boolean;
  /**
   * The frame's own cookie writes lose their `Partitioned` attribute, as in a browser without
   * partitioned cookies (CHIPS), which treats it as an unknown attribute: under the third-party
   * cookie block such a cookie is kept only once the frame has storage access. Chromium has no
   * switch for that any more (partitioned cookies shipped; the old feature flag is gone), and a
   * site exception blocks the grant's cookies too, so this is the one part of that browser the
   * journey stands in for; the block, the storage-access request and its grant are Chromium's own.
   */
  withoutPartitionedCookies?: boolean;
}

/**
 * A Chromium with third-party cookies blocked (the phase-out setting) whose reader keeps no
 * cookie for Pulso inside the newspaper until storage access says otherwise. The platform
 * itself, as a top-level page, keeps its cookies.
 */
async function cookielessBrowser(settings: BrowserSettings): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), "pulso-cookieless-"));
  mkdirSync(join(profile, "Default"));
  const exceptions = settings.blockPlatformUnderNewspaper
    ? { cookies: { [`${PLATFORM},${NEWSPAPER}`]: { setting: 2 } } }
    : {};
  writeFileSync(
    join(profile, "Default", "Preferences"),
    JSON.stringify({ profile: { cookie_controls_mode: 1, content_settings: { exceptions } } }),
  );
  const launch = config.use?.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    ...(launch.executablePath ? { executablePath: launch.executablePath } : {}),
    args: [...(launch.args ?? []), "--test-third-party-cookie-phaseout"],
    locale: "es-ES",
  });
  if (settings.withoutPartitionedCookies) {
    await context.addInitScript((platform: string) => {
      if (location.origin !== platform || window.top === window) return;
      const real = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
      if (!real?.get || !real.set) return;
      const { get, set } = real;
      Object.defineProperty(document, "cookie", {
        configurable: true,
        get() {
          return get.call(document);
        },
        set(value: string) {
          set.call(document, String(value).replace(/;\s*Partitioned\b/gi, ""));
        },
      });
    }, PLATFORM);
  }
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Gives Pulso under the newspaper the storage-access permission, as a reader's "Allow" on
 * Chromium's prompt does (headless Chromium shows no prompt): CDP's `Browser.setPermission` for
 * the pair (top-level site, embedded site). The grant lasts as long as the DevTools session that
 * made it (Chromium forgets a session's permission overrides when it detaches), so it is left open.
 */
async function grantStorageAccess(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Browser.setPermission", {
    permission: { name: "storage-access" },
    setting: "granted",
    origin: NEWSPAPER,
    embeddedOrigin: PLATFORM,
  });
}

async function readerBalance(reader: { email: string; password: string }): Promise<number> {
  const login = await fetch(`${API}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(reader),
  });
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(`${API}/users/me`, { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { data: { user: { balance: number } } }).data.user.balance;
}

test.describe("betting from the article when the frame can keep no cookie", () => {
  test("the ticket says why, and the reader signs in and bets in a Pulso window; the page hears only that a bet was placed", async () => {
    const browser = await cookielessBrowser({ blockPlatformUnderNewspaper: true });
    try {
      const before = await readerBalance(READER);
      const page = await browser.context.newPage();
      await page.goto(NEWSPAPER);
      const element = page.locator("pulso-bet-ticket");
      const marketId = (await element.getAttribute("market")) ?? "";
      const ticket = await openTicket(page);
      await expect(
        ticket.getByText("Inicia sesión en Pulso para participar desde esta página."),
      ).toBeVisible();

      // The sign-in click finds no cookie; storage access is refused here; no window opens.
      let windows = 0;
      page.on("popup", () => (windows += 1));
      await ticket.getByRole("button", { name: "Iniciar sesión" }).first().click();
      await expect(ticket.getByRole("status").first()).toHaveText(
        "Tu navegador no deja que Pulso te recuerde aquí: las apuestas se confirman en una ventana de Pulso.",
      );
      expect(windows).toBe(0);

      const placed = await nextPageEvent(page, "pulso-bet-placed");
      const opened = page.waitForEvent("popup");
      await ticket.getByRole("button", { name: "Apostar en una ventana de Pulso" }).click();
      const popup = await opened;
      await expect(popup).toHaveURL(new RegExp(`^${PLATFORM}/embed/bet\\?`));
      await expect(
        popup.getByRole("heading", { name: /Apostar desde .*127\.0\.0\.1:8180/ }),
      ).toBeVisible();
      await popup.getByLabel("Correo electrónico").fill(READER.email);
      await popup.getByLabel("Contraseña").fill(READER.password);
      await popup.getByRole("button", { name: "Iniciar sesión" }).click();
      await popup.getByLabel("Importe (USD)").fill("10");
      await popup.getByRole("button", { name: "Revisar apuesta" }).click();
      await popup.getByRole("button", { name: "Confirmar apuesta" }).click();
      await expect(popup.getByRole("heading", { name: "Apuesta realizada" })).toBeVisible();
      // Cerrar closes the window under the click: the window's closing is what is checked.
      await Promise.all([
        popup.waitForEvent("close"),
        popup
          .getByRole("button", { name: "Cerrar", exact: true })
          .click()
          .catch((error: Error) => {
            if (!/closed/.test(error.message)) throw error;
          }),
      ]);

      // The page heard that a bet was placed on the market, nothing more; the frame says where.
      expect(await placed()).toEqual({ marketId });
      await expect(ticket.getByText("Apuesta hecha en la ventana de Pulso.")).toBeVisible();
      expect(await readerBalance(READER)).toBeCloseTo(before - 10, 2);
    } finally {
      await browser.close();
    }
  });
});

test.describe("betting from the article once the reader lets Pulso keep its cookie there", () => {
  test("the sign-in click asks for storage access, the browser grants it, and the reader bets inside the frame; balance falls by the amount", async () => {
    const browser = await cookielessBrowser({ withoutPartitionedCookies: true });
    try {
      const before = await readerBalance(GRANTED_READER);
      const page = await browser.context.newPage();

      // Earlier, the reader signed in on Pulso itself, as a top-level site: Chromium lets a frame
      // have storage access only for a site its reader has used directly.
      await page.goto(`${PLATFORM}/login`);
      const main = page.getByRole("main");
      await main.getByLabel("Correo electrónico").fill(GRANTED_READER.email);
      await main.getByLabel("Contraseña").fill(GRANTED_READER.password);
      await main.getByRole("button", { name: "Iniciar sesión" }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await grantStorageAccess(browser.context, page);

      await page.goto(NEWSPAPER);
      const element = page.locator("pulso-bet-ticket");
      const marketId = (await element.getAttribute("market")) ?? "";
      const ticket = await openTicket(page);
      await expect(
        ticket.getByText("Inicia sesión en Pulso para participar desde esta página."),
      ).toBeVisible();
      const frame = page
        .frames()
        .find((candidate) => candidate.url().startsWith(`${PLATFORM}/embed/frame/bet-ticket`));
      if (!frame) throw new Error("the ticket's frame is not on the platform");
      // No cookie sticks in the frame yet, and it has no storage access before the reader asks.
      expect(await frame.evaluate(() => document.hasStorageAccess())).toBe(false);

      // The click asks for storage access; granted, the frame signs in through Pulso's window,
      // where the reader is already signed in and only approves the site.
      const opened = page.waitForEvent("popup", { timeout: 10_000 });
      await ticket.getByRole("button", { name: "Iniciar sesión" }).first().click();
      const popup = await opened;
      await expect(popup).toHaveURL(new RegExp(`^${PLATFORM}/embed/authorize\\?`));
      await expect(popup.getByRole("heading", { name: /Conectar .* con Pulso/ })).toBeVisible();
      await expect(popup.getByText(/Sesión iniciada como/)).toBeVisible();
      const closed = popup.waitForEvent("close");
      await popup.getByRole("button", { name: "Permitir" }).click();
      await closed;
      expect(await frame.evaluate(() => document.hasStorageAccess())).toBe(true);

      // Signed in inside the frame, with no word about betting in a Pulso window.
      await expect(ticket.getByText(/Sesión iniciada como/)).toBeVisible();
      await expect(ticket.getByText(/^Saldo:/)).toBeVisible();
      await expect(ticket.getByText(/ventana de Pulso/)).toHaveCount(0);

      // The bet is placed in the frame: no window opens for it.
      let windows = 0;
      page.on("popup", () => (windows += 1));
      const placed = await nextPageEvent(page, "pulso-bet-placed");
      await ticket.getByLabel("Importe (USD)").fill("10");
      await ticket.getByRole("button", { name: "Revisar apuesta" }).click();
      await ticket.getByRole("button", { name: "Confirmar apuesta" }).click();
      await expect(ticket.getByText("Apuesta realizada")).toBeVisible();
      expect(await placed()).toEqual({ marketId });
      expect(windows).toBe(0);
      expect(await readerBalance(GRANTED_READER)).toBeCloseTo(before - 10, 2);
    } finally {
      await browser.close();
    }
  });
});
