import { expect, test, type Page } from "@playwright/test";
import { NEWSPAPER, PLATFORM } from "../playwright.config";
import { recordShifts, shifts, totalShift } from "../support/layoutShifts";
import { API, findMarket, visitorState } from "../support/portalSession";

/** Opens a market's embed builder in the portal and copies one code form, as a publisher would. */
async function copyCode(
  page: Page,
  marketId: string,
  choices: { theme: string; size: string },
  form: "script" | "iframe",
): Promise<string> {
  await page.goto(`${PLATFORM}/market/${marketId}`);
  await page.getByRole("button", { name: "Insertar" }).click();
  const dialog = page.getByRole("dialog", { name: "Insertar este mercado" });
  await dialog.getByRole("radio", { name: choices.theme }).check();
  await dialog.getByRole("radio", { name: choices.size }).check();
  await dialog
    .getByRole("button", {
      name: form === "script" ? "Copiar el código con script" : "Copiar el código del iframe",
    })
    .click();
  await expect(dialog.getByText("Copiado").first()).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * The embed builder (DESIGN §7): what a publisher copies from a market's "Insertar" dialog,
 * pasted as is into a fresh page of a news site on another origin (the example newspaper's
 * `/pasted.html`), shows the live widget in the chosen theme and shifts nothing.
 */
test.describe("the embed builder's code, pasted into a news page", () => {
  test.use({
    storageState: visitorState("es"),
    permissions: ["clipboard-read", "clipboard-write"],
  });

  test("the script form: a dark card, live, with its size reserved from the first paint", async ({
    page,
    request,
  }) => {
    const market = await findMarket(request, { kind: "prediction" });
    const code = await copyCode(
      page,
      market._id,
      { theme: "Oscuro", size: "Compacto (300 px)" },
      "script",
    );
    expect(code).toContain(`<pulso-market-card market="${market._id}" lang="es" theme="dark"`);
    expect(code).toContain('style="display:block;min-height:320px;max-width:300px"');

    await recordShifts(page);
    await page.goto(`${NEWSPAPER}/pasted.html?code=${encodeURIComponent(code)}`);
    const card = page.locator("pulso-market-card");
    await expect(card.getByText(/\d+¢/).first()).toBeVisible();
    await expect(card.locator(".pulso-mc")).toHaveAttribute("data-theme", "dark");
    expect(await card.evaluate((element) => element.getBoundingClientRect().width)).toBe(300);
    expect(totalShift(await shifts(page))).toBe(0);
    // The live price is the platform's.
    const poll = (await (await request.get(`${API}/polls/${market._id}`)).json()).data.poll;
    await expect(card.getByText(`${poll.options[0].price}¢`).first()).toBeVisible();
  });

  test("the iframe form: the widget's own page in a frame of that size, then a link", async ({
    page,
    request,
  }) => {
    const market = await findMarket(request, { kind: "prediction" });
    const code = await copyCode(
      page,
      market._id,
      { theme: "Claro", size: "Ancho (600 px)" },
      "iframe",
    );
    expect(code).toMatch(/^<iframe src="[^"]*\/embed\/view\/market-card\//);

    await recordShifts(page);
    await page.goto(`${NEWSPAPER}/pasted.html?code=${encodeURIComponent(code)}`);
    const frame = page.locator("iframe");
    const box = await frame.boundingBox();
    expect([box?.width, box?.height]).toEqual([600, 320]);
    const card = page.frameLocator("iframe").locator("pulso-market-card");
    await expect(card.getByText(/\d+¢/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /en Pulso$/ })).toHaveAttribute(
      "href",
      `${PLATFORM}/market/${market._id}`,
    );
    expect(totalShift(await shifts(page))).toBe(0);
  });
});
