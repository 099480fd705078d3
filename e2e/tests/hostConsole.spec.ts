import { expect, test, type Page } from "@playwright/test";
import { NEWSPAPER, PLATFORM } from "../playwright.config";
import { openTicket } from "../support/newspaperFrames";

/**
 * What the news page's console and network show, from the page and every Pulso frame in it
 * (issue 16, item 7: no expected state logs an error in the host console).
 */
interface Heard {
  /** Console warnings and errors, as "type: text". */
  console: string[];
  /** Answers of 400 or more, as "status url". */
  failed: string[];
}

function listen(page: Page): Heard {
  const heard: Heard = { console: [], failed: [] };
  page.on("console", (message) => {
    if (message.type() !== "warning" && message.type() !== "error") return;
    // Chromium's own line for each failed answer: `failed` has the answer itself.
    if (message.text().startsWith("Failed to load resource")) return;
    heard.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) heard.failed.push(`${response.status()} ${response.url()}`);
  });
  return heard;
}

/** The news site's own favicon, which the example does not have: not Pulso's to answer. */
const NEWSPAPER_FAVICON = `404 ${NEWSPAPER}/favicon.ico`;

/** A page of the newspaper with `code` pasted in, as a publisher pastes Pulso's snippets. */
const pasted = (code: string) => `${NEWSPAPER}/pasted.html?code=${encodeURIComponent(code)}`;

test.describe("the news page's console", () => {
  test("stays silent while a signed-out reader reads the article and opens the ticket", async ({
    page,
  }) => {
    const heard = listen(page);
    await page.goto(NEWSPAPER);
    const cards = page.locator("pulso-market-card");
    for (let index = 0; index < (await cards.count()); index += 1) {
      await cards.nth(index).scrollIntoViewIfNeeded();
      await expect(cards.nth(index).getByText(/¢/).first()).toBeVisible();
    }
    await page.locator("pulso-leaderboard").getByRole("table").waitFor();
    const ticket = await openTicket(page);
    await expect(
      ticket.getByText("Inicia sesión en Pulso para participar desde esta página."),
    ).toBeVisible();
    const comments = page.locator("pulso-comments");
    await comments.scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator("pulso-comments iframe").getByRole("heading").first(),
    ).toBeVisible();
    // Every image the cards show comes from the platform (a relative path would miss).
    const images = await page.evaluate(() =>
      [...document.querySelectorAll("pulso-market-card")].flatMap((card) =>
        [...(card.shadowRoot?.querySelectorAll("img") ?? [])].map((image) => image.src),
      ),
    );
    for (const src of images) expect(src.startsWith(`${PLATFORM}/`), src).toBe(true);
    await page.waitForTimeout(500);
    expect(heard.console).toEqual([]);
    expect(heard.failed.filter((line) => line !== NEWSPAPER_FAVICON)).toEqual([]);
  });

  test("a market that does not exist: each widget says so to the reader, pulso-error alone, and one warning for the developer", async ({
    page,
  }) => {
    const missing = "mercado-que-no-existe";
    await page.addInitScript(() => {
      const said: string[] = [];
      (window as { said?: string[] }).said = said;
      for (const name of ["pulso-ready", "pulso-error"]) {
        document.addEventListener(name, (event) => {
          const target = event.target as Element;
          const detail = (event as CustomEvent<{ reason?: string }>).detail;
          said.push(`${target.localName} ${name}${detail.reason ? ` ${detail.reason}` : ""}`);
        });
      }
    });
    const heard = listen(page);
    const size = (px: number) => `style="display:block;min-height:${px}px"`;
    await page.goto(
      pasted(
        `<script src="${PLATFORM}/embed.js"></script>
<pulso-market-card market="${missing}" lang="es" ${size(320)}></pulso-market-card>
<pulso-bet-ticket market="${missing}" lang="es" ${size(464)}></pulso-bet-ticket>
<pulso-poll market="${missing}" lang="es" ${size(440)}></pulso-poll>
<pulso-comments market="${missing}" lang="es" ${size(404)}></pulso-comments>`,
      ),
    );
    await expect(
      page.locator("pulso-market-card").getByText("No encontramos este mercado."),
    ).toBeVisible();
    const notFound = "Este mercado no existe o ya no está disponible.";
    for (const tag of ["pulso-poll", "pulso-comments"]) {
      // Each loads as it nears the reader's screen.
      await page.locator(tag).scrollIntoViewIfNeeded();
      await expect(page.locator(tag).getByRole("alert")).toHaveText(notFound);
    }
    // The ticket's facade has asked nothing yet, so it says nothing to the page either.
    const said = () => page.evaluate(() => (window as { said?: string[] }).said ?? []);
    expect(await said()).not.toContain("pulso-bet-ticket pulso-ready");
    await page.locator("pulso-bet-ticket").scrollIntoViewIfNeeded();
    await page.locator("pulso-bet-ticket").getByRole("button", { name: "Apostar" }).click();
    await expect(page.locator("pulso-bet-ticket").getByRole("alert")).toHaveText(notFound);
    // Nothing to retry: the market will not appear by trying again.
    await expect(page.locator("pulso-bet-ticket").getByRole("button")).toHaveCount(0);

    expect((await said()).sort()).toEqual([
      "pulso-bet-ticket pulso-error not-found",
      "pulso-comments pulso-error not-found",
      "pulso-market-card pulso-error not-found",
      "pulso-poll pulso-error not-found",
    ]);
    // The developer's detail, once per element; nothing else from Pulso or its frames.
    const [card, ...framed] = heard.console.sort((a, b) =>
      a.includes("<pulso-market-card>")
        ? -1
        : b.includes("<pulso-market-card>")
          ? 1
          : a < b
            ? -1
            : 1,
    );
    expect(card).toMatch(/^warning: \[pulso\] <pulso-market-card>: No encontramos este mercado\./);
    expect(framed).toEqual(
      ["pulso-bet-ticket", "pulso-comments", "pulso-poll"].map(
        (tag) => `warning: [pulso] <${tag}>: market "${missing}" does not exist or is not public.`,
      ),
    );
    // The API's 404s for that market are its answer; nothing else failed.
    expect(
      heard.failed.filter((line) => line !== NEWSPAPER_FAVICON && !line.includes(`/${missing}`)),
    ).toEqual([]);
  });
});
