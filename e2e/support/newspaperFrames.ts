import { expect, type FrameLocator, type Page } from "@playwright/test";
import { PLATFORM } from "../playwright.config";
import { DEMO_READER, type Credentials } from "./portalSession";

/**
 * Scrolls to the article's bet ticket and opens it as a reader does: until that click the element
 * shows its facade, and its frame is not loaded (DESIGN §7).
 */
export async function openTicket(page: Page): Promise<FrameLocator> {
  const element = page.locator("pulso-bet-ticket");
  await element.scrollIntoViewIfNeeded();
  await expect(element.locator("iframe")).toHaveCount(0);
  await element.getByRole("button", { name: "Apostar" }).click();
  return page.frameLocator("pulso-bet-ticket iframe");
}

/**
 * Signs a reader (the demo reader unless `account` says otherwise) in through a frame's popup
 * (opened by `button`) and approves the newspaper, whose name the popup shows as `heading`.
 */
export async function signInFromTicket(
  page: Page,
  ticket: FrameLocator,
  button = ticket.getByRole("button", { name: "Iniciar sesión" }).first(),
  account: Credentials = DEMO_READER,
  heading: RegExp = /Conectar 127\.0\.0\.1:8180 con Pulso/,
): Promise<void> {
  const popupOpened = page.waitForEvent("popup");
  await button.click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`^${PLATFORM}/embed/authorize\\?`));
  await expect(popup.getByRole("heading", { name: heading })).toBeVisible();
  await popup.getByLabel("Correo electrónico").fill(account.email);
  await popup.getByLabel("Contraseña").fill(account.password);
  await popup.getByRole("button", { name: "Iniciar sesión" }).click();
  await popup.getByLabel(/Máximo por apuesta/).fill("50");
  await popup.getByLabel(/Máximo por día/).fill("200");
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Permitir" }).click();
  await closed;
}
