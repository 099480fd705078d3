import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, test, type BrowserContext } from "@playwright/test";
import config, { NEWSPAPER, PLATFORM } from "../playwright.config";
import { openTicket } from "../support/newspaperFrames";
import { API } from "../support/portalSession";

/** The reader of this journey (one of the demo traders, so no other journey's balance moves). */
const READER = { email: "trader10@pulso.test", password: "Trader10pass" };

/**
 * A Chromium whose reader keeps no cookie for Pulso inside the newspaper at all: third-party
 * cookies blocked (the phase-out setting) and, for the platform under the newspaper, cookies
 * blocked outright — which blocks partitioned cookies too, as browsers without them or a reader's
 * settings do. The frame's storage-access request is refused there, so the ticket must fall back
 * to confirming the bet in a first-party Pulso window (DESIGN §7). The platform itself, as a
 * top-level page (the window), keeps its cookies.
 */
async function cookielessBrowser(): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), "pulso-cookieless-"));
  mkdirSync(join(profile, "Default"));
  writeFileSync(
    join(profile, "Default", "Preferences"),
    JSON.stringify({
      profile: {
        cookie_controls_mode: 1,
        content_settings: {
          exceptions: { cookies: { [`${PLATFORM},${NEWSPAPER}`]: { setting: 2 } } },
        },
      },
    }),
  );
  const launch = config.use?.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    ...(launch.executablePath ? { executablePath: launch.executablePath } : {}),
    args: [...(launch.args ?? []), "--test-third-party-cookie-phaseout"],
    locale: "es-ES",
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function readerBalance(): Promise<number> {
  const login = await fetch(`${API}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(READER),
  });
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(`${API}/users/me`, { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { data: { user: { balance: number } } }).data.user.balance;
}

test.describe("betting from the article when the frame can keep no cookie", () => {
  test("the ticket says why, and the reader signs in and bets in a Pulso window; the page hears only that a bet was placed", async () => {
    const browser = await cookielessBrowser();
    try {
      const before = await readerBalance();
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

      const placed = page.evaluate(
        () =>
          new Promise<unknown>((resolve) =>
            document.addEventListener(
              "pulso-bet-placed",
              (event) => resolve((event as CustomEvent).detail),
              { once: true },
            ),
          ),
      );
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
      expect(await placed).toEqual({ marketId });
      await expect(ticket.getByText("Apuesta hecha en la ventana de Pulso.")).toBeVisible();
      expect(await readerBalance()).toBeCloseTo(before - 10, 2);
    } finally {
      await browser.close();
    }
  });
});
