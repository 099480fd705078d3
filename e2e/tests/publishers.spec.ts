import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { NEWSPAPER, PLATFORM } from "../playwright.config";
import { openTicket, signInFromTicket } from "../support/newspaperFrames";
import {
  API,
  DEMO_ADMIN,
  apiWithSession,
  signedInState,
  withLanguage,
} from "../support/portalSession";

/** The newspaper's article as it sits in a section, the path the publisher's figures name. */
const ARTICLE_PATH = "/politica/2026/debate-final";
const PUBLISHER = "Diario de la Prueba";
/** The member who reads the console, and the reader who bets from the article. */
const MEMBER = { email: "trader9@pulso.test", password: "Trader9pass" };
const BETTOR = { email: "trader8@pulso.test", password: "Trader8pass" };

/** Browsers that differ as five readers' would: the figures count readers without a cookie. */
const READERS = [
  "Mozilla/5.0 (X11; Linux x86_64) PulsoE2E/1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) PulsoE2E/2",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) PulsoE2E/3",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) PulsoE2E/4",
  "Mozilla/5.0 (Linux; Android 15) PulsoE2E/5",
];

/**
 * One reader reads the article: its first screen's cards stay on screen past the second a view
 * needs, then the reader leaves, and the loader sends its one beacon (without a cookie: the
 * server's tests hold that; here the figures it feeds are what the publisher sees).
 */
async function readArticle(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${NEWSPAPER}${ARTICLE_PATH}?utm_source=e2e#arriba`);
  await expect(page.locator("pulso-market-card").first().getByRole("heading")).toBeVisible();
  // A view counts once a widget has been on screen for a second (DESIGN §12).
  await page.waitForTimeout(1_500);
  await page.close({ runBeforeUnload: true });
}

async function readerContext(browser: Browser, userAgent: string): Promise<BrowserContext> {
  return browser.newContext({ userAgent, locale: "es-ES" });
}

/**
 * Publishers (DESIGN §12), end to end: an admin registers the newspaper as a publisher and gives a
 * member its console; readers view the article and one bets from its ticket; the console then
 * shows the views, the bet, its volume and fees, and the article's row, naming no reader.
 */
test.describe("a publisher and its console", () => {
  test("an admin registers the newspaper; its readers' views and bets reach its console", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = await browser.newContext({
      storageState: withLanguage(await signedInState(DEMO_ADMIN), "es"),
    });
    const adminPage = await admin.newPage();
    await adminPage.goto(`${PLATFORM}/admin/publishers`);
    await adminPage.getByRole("button", { name: "Nuevo medio" }).click();
    await adminPage.getByLabel("Nombre del medio").fill(PUBLISHER);
    await adminPage.getByLabel("Correo de contacto").fill("medios@prueba.test");
    await adminPage.getByLabel(/Sitios \(orígenes\)/).fill(`${NEWSPAPER}\n`);
    await adminPage.getByLabel(/Participación \(%\)/).fill("20");
    await adminPage.getByRole("button", { name: "Crear medio" }).click();
    await expect(adminPage.getByText(`Medio «${PUBLISHER}» creado`)).toBeVisible();

    await adminPage.getByRole("link", { name: PUBLISHER }).click();
    await adminPage.getByRole("button", { name: "Aprobar" }).click();
    await adminPage.getByRole("dialog").getByRole("button", { name: "Aprobar" }).click();
    await expect(adminPage.getByText("Medio aprobado.")).toBeVisible();
    await adminPage.getByLabel("Correo de la cuenta").fill(MEMBER.email);
    await adminPage.getByRole("button", { name: "Añadir miembro" }).click();
    await expect(
      adminPage.getByText(`${MEMBER.email} ya puede entrar a la consola.`),
    ).toBeVisible();

    // Five readers read the article; each page sends one beacon as the reader leaves.
    const contexts: BrowserContext[] = [];
    for (const userAgent of READERS) {
      const context = await readerContext(browser, userAgent);
      contexts.push(context);
      await readArticle(context);
    }
    const adminApi = await apiWithSession(await signedInState(DEMO_ADMIN));
    const publishers = await (await adminApi.get(`${API}/admin/publishers`)).json();
    const publisherId = (publishers.data.publishers as { id: string; name: string }[]).find(
      (entry) => entry.name === PUBLISHER,
    )?.id;
    const articleFigures = async () => {
      const answer = await (await adminApi.get(`${API}/publishers/${publisherId}/figures`)).json();
      return (
        answer.data.figures.articles as { path: string; readers: number; views: number }[]
      ).find((entry) => entry.path === ARTICLE_PATH);
    };
    await expect.poll(async () => (await articleFigures())?.readers ?? 0).toBe(5);
    expect((await articleFigures())?.views).toBeGreaterThanOrEqual(5);
    await adminApi.dispose();

    // The first reader comes back and bets from the article's ticket; the sign-in popup names the
    // publisher as registered.
    const page = await contexts[0]!.newPage();
    await page.goto(`${NEWSPAPER}${ARTICLE_PATH}`);
    const ticket = await openTicket(page);
    await signInFromTicket(
      page,
      ticket,
      undefined,
      BETTOR,
      new RegExp(`Conectar ${PUBLISHER} \\(127\\.0\\.0\\.1:8180\\) con Pulso`),
    );
    await ticket.getByLabel("Importe (USD)").fill("10");
    await ticket.getByRole("button", { name: "Revisar apuesta" }).click();
    await ticket.getByRole("button", { name: "Confirmar apuesta" }).click();
    await expect(ticket.getByText("Apuesta realizada")).toBeVisible();
    for (const context of contexts) await context.close();

    // The member's console.
    const member = await browser.newContext({
      storageState: withLanguage(await signedInState(MEMBER), "es"),
    });
    const consolePage = await member.newPage();
    await consolePage.goto(`${PLATFORM}/`);
    await consolePage.getByRole("button", { name: /^Menú de usuario/ }).click();
    await consolePage.getByRole("link", { name: "Consola del medio" }).click();
    await expect(consolePage.getByRole("heading", { level: 1, name: PUBLISHER })).toBeVisible();
    await expect(consolePage.getByText(NEWSPAPER, { exact: true })).toBeVisible();

    const articles = consolePage.getByRole("table", { name: /Cifras por artículo/ });
    const row = articles.getByRole("row").filter({ hasText: ARTICLE_PATH });
    await expect(row).toBeVisible();
    const cells = await row.getByRole("cell").allTextContents();
    const text = cells.join(" | ");
    // Five readers, at least five views (three cards each), one bet of $10.00 with its fee.
    expect(text).toContain("$10.00");
    const totals = consolePage.locator(".publisher-tiles");
    await expect(totals).toContainText("Apuestas");
    await expect(totals).toContainText("$10.00");

    // No reader is named anywhere on the console, and the API answers no one either.
    const api = await apiWithSession(await signedInState(MEMBER));
    const mine = await (await api.get(`${API}/publishers/mine`)).json();
    const id = mine.data.publishers[0].id as string;
    const figures = await (await api.get(`${API}/publishers/${id}/figures`)).json();
    const answer = JSON.stringify(figures);
    for (const who of [BETTOR.email, "trader8", "Ricardo Peña"]) {
      expect(answer).not.toContain(who);
      await expect(consolePage.getByText(who)).toHaveCount(0);
    }
    const article = figures.data.figures.articles.find(
      (entry: { path: string }) => entry.path === ARTICLE_PATH,
    );
    expect(article.readers).toBeGreaterThanOrEqual(5);
    expect(article.views).toBeGreaterThanOrEqual(5);
    expect(article.bets).toBe(1);
    expect(article.volume).toBe(10);
    await api.dispose();
    await member.close();
    await admin.close();
  });
});
