import {
  expect,
  test,
  type APIRequestContext,
  type FrameLocator,
  type Page,
} from "@playwright/test";
import { NEWSPAPER, OTHER_SITE, PLATFORM } from "../playwright.config";
import { openTicket, signInFromTicket } from "../support/newspaperFrames";
import { nextPageEvent } from "../support/pageEvents";

const API = `${PLATFORM}/api/v1`;
const DEMO = { email: "demo@pulso.test", password: "Demo12345" };

/**
 * What a hostile script on the newspaper sees: every URL its page's fetch and XHR were asked for,
 * every message that reached the page's window, and every `pulso-*` event dispatched in the page
 * (its type and detail). Installed before any other script runs.
 */
async function installSpy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // `mute` is raised while the test's own hostile calls run, so only the page's are recorded.
    const spy = {
      requests: [] as string[],
      messages: [] as string[],
      events: [] as string[],
      mute: false,
    };
    (window as unknown as { __spy: typeof spy }).__spy = spy;
    const realFetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (!spy.mute)
        spy.requests.push(
          typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
        );
      return realFetch(input, init);
    };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      spy.requests.push(String(args[1]));
      return (open as (...rest: unknown[]) => void).apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
    window.addEventListener("message", (event) => {
      spy.messages.push(JSON.stringify(event.data));
    });
    // Every event any element dispatches goes through here, Shadow DOM or not.
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
      if (event.type.startsWith("pulso-")) {
        spy.events.push(
          JSON.stringify({ type: event.type, detail: (event as CustomEvent).detail as unknown }),
        );
      }
      return dispatch.call(this, event);
    };
  });
}

/** What the spy saw. */
async function spied(
  page: Page,
): Promise<{ requests: string[]; messages: string[]; events: string[] }> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __spy: { requests: string[]; messages: string[]; events: string[] };
        }
      ).__spy,
  );
}

/** Every key and every leaf value of a JSON text, to look for a reader's choice in it. */
function keysAndValues(json: string): unknown[] {
  const found: unknown[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        found.push(key);
        walk(inner);
      }
    } else {
      found.push(value);
    }
  };
  walk(JSON.parse(json));
  return found;
}

async function demoToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API}/auth/login`, { data: DEMO });
  expect(login.status()).toBe(200);
  return (await login.json()).token as string;
}

async function demoBalance(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get(`${API}/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await me.json()).data.user.balance as number;
}

const LOG_IN_HINT = "Inicia sesión en Pulso para participar desde esta página.";

/**
 * From now on, each `/auth/` call the page's frames make (its answer, or its failure) and each
 * line they log, in order.
 */
function authTrail(page: Page): string[] {
  const trail: string[] = [];
  const at = () => `${Math.round(performance.now())} ms`;
  page.on("console", (message) =>
    trail.push(`${at()} console.${message.type()}: ${message.text()}`),
  );
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.includes("/auth/"))
      trail.push(`${at()} ${response.request().method()} ${path} ${response.status()}`);
  });
  page.on("requestfailed", (failed) => {
    const path = new URL(failed.url()).pathname;
    if (path.includes("/auth/"))
      trail.push(`${at()} ${failed.method()} ${path} failed: ${failed.failure()?.errorText}`);
  });
  return trail;
}

/** The balance the ticket's frame shows, in dollars. */
async function shownBalance(ticket: FrameLocator): Promise<number> {
  const text = (await ticket.getByText(/^Saldo:/).textContent()) ?? "";
  // Spanish (es-419) money: "Saldo: $1,234.56".
  return Number(text.replace(/[^\d.]/g, ""));
}

test.describe("account widgets in frames on the newspaper", () => {
  test("a reader signs in through the popup and bets from the ticket; the frame's balance drops and the card moves", async ({
    page,
    request,
  }) => {
    await installSpy(page);
    await page.goto(NEWSPAPER);
    const element = page.locator("pulso-bet-ticket");
    const ticket = await openTicket(page);
    await expect(
      ticket.getByText("Inicia sesión en Pulso para participar desde esta página."),
    ).toBeVisible();

    await signInFromTicket(page, ticket);
    await expect(ticket.getByText(/Sesión iniciada como/)).toBeVisible();
    const before = await shownBalance(ticket);
    const token = await demoToken(request);
    expect(before).toBeCloseTo(await demoBalance(request, token), 2);

    const marketId = (await element.getAttribute("market")) ?? "";
    const card = page.locator(`pulso-market-card[market="${marketId}"]`).first();
    const market = (await (await request.get(`${API}/polls/${marketId}`)).json()).data.poll;
    await expect(card.getByText(`${market.options[0].price}¢`).first()).toBeVisible();

    const placed = await nextPageEvent(page, "pulso-bet-placed");
    await ticket.getByLabel("Importe (USD)").fill("50");
    await ticket.getByRole("button", { name: "Revisar apuesta" }).click();
    await ticket.getByRole("button", { name: "Confirmar apuesta" }).click();
    await expect(ticket.getByText("Apuesta realizada")).toBeVisible();

    await expect.poll(() => shownBalance(ticket)).toBeCloseTo(before - 50, 2);
    expect(await demoBalance(request, token)).toBeCloseTo(before - 50, 2);
    // The page hears that a bet was placed on the market, never which option or how much: its
    // ad and tag scripts read everything it receives (DESIGN §7).
    expect(await placed()).toEqual({ marketId });
    const heard = await spied(page);
    expect(heard.events.some((event) => event.includes('"pulso-bet-placed"'))).toBe(true);
    expect(heard.messages.some((message) => message.includes('"bet-placed"'))).toBe(true);
    const choices: unknown[] = [50, "50", "50.00", "$50.00"];
    for (const option of market.options as { _id: string; text: string }[]) {
      choices.push(option._id, option.text);
    }
    for (const received of [...heard.events, ...heard.messages]) {
      const seen = keysAndValues(received);
      for (const choice of choices) expect(seen, received).not.toContain(choice);
      for (const key of ["optionId", "option", "amount", "balance", "user", "userId"]) {
        expect(seen, received).not.toContain(key);
      }
    }
    const after = (await (await request.get(`${API}/polls/${marketId}`)).json()).data.poll
      .options[0].price as number;
    expect(after).toBeGreaterThan(market.options[0].price);
    await expect(card.getByText(`${after}¢`).first()).toBeVisible({ timeout: 5_000 });

    // Disconnecting the site ends the frame's session, not the reader's account.
    // Once in CI (1 run in 3, session 33) the ticket stayed signed in after this click, and no
    // local run repeated it: what the frames said and asked of /auth then goes with the failure.
    const trail = authTrail(page);
    await ticket.getByRole("button", { name: "Desconectar este sitio" }).click();
    try {
      await expect(ticket.getByText(LOG_IN_HINT)).toBeVisible();
    } catch (error) {
      throw new Error(
        `${String(error)}\nwhat the frames did after the click:\n${trail.join("\n")}`,
      );
    }
    expect(await demoBalance(request, token)).toBeCloseTo(before - 50, 2);
  });

  test("a card on its own is complete: its Apostar opens the framed ticket for that option below it, and the reader bets there", async ({
    page,
    request,
  }) => {
    // The three-card article has no ticket of its own: only the cards and embed.js.
    await page.goto(`${NEWSPAPER}/three-cards.html`);
    await expect(page.locator("pulso-bet-ticket")).toHaveCount(0);
    const card = page.locator("pulso-market-card").first();
    const marketId = (await card.getAttribute("market")) ?? "";
    const market = (await (await request.get(`${API}/polls/${marketId}`)).json()).data.poll;
    const second = market.options[1] as { _id: string; text: string; price: number };
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("button", { name: `Apostar por ${second.text}` }).click();

    const element = page.locator("pulso-market-card + pulso-bet-ticket");
    await expect(element).toHaveAttribute("market", marketId);
    await expect(element).toHaveAttribute("option", second._id);
    const ticket = page.frameLocator("pulso-market-card + pulso-bet-ticket iframe");
    await expect(ticket.getByText(LOG_IN_HINT)).toBeVisible();
    // The reader asked for it: the ticket has the focus.
    await expect(element.locator("iframe")).toBeFocused();

    // A seeded trader no other journey bets with: the demo reader's $100 is other tests' to spend.
    await signInFromTicket(page, ticket, undefined, {
      email: "trader7@pulso.test",
      password: "Trader7pass",
    });
    await ticket.getByLabel("Importe (USD)").fill("20");
    await ticket.getByRole("button", { name: "Revisar apuesta" }).click();
    // The frame grows to show the quote, and the article reflows around it on a busy machine: the
    // reader's confirmation goes by the keyboard, which does not depend on where the button is
    // drawn at that instant (a pointer click there once landed beside it).
    await ticket.getByRole("button", { name: "Confirmar apuesta" }).press("Enter");
    await expect(ticket.getByText("Apuesta realizada")).toBeVisible();
    const after = (await (await request.get(`${API}/polls/${marketId}`)).json()).data.poll;
    const moved = after.options[1].price as number;
    expect(moved).toBeGreaterThan(second.price);
    await expect(card.getByText(`${moved}¢`).first()).toBeVisible({ timeout: 5_000 });
  });

  test("a hostile script on the newspaper gets no token, balance or bet request, and cannot bet", async ({
    page,
    request,
  }) => {
    await installSpy(page);
    await page.goto(NEWSPAPER);
    const ticket = await openTicket(page);
    await signInFromTicket(page, ticket);
    await expect(ticket.getByText(/Sesión iniciada como/)).toBeVisible();
    const shown = await shownBalance(ticket);
    const token = await demoToken(request);
    const bets = async () =>
      (
        await (
          await request.get(`${API}/bets/my-bets`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()
      ).data;
    const betsBefore = JSON.stringify(await bets());
    const balanceBefore = await demoBalance(request, token);

    const attempts = await page.evaluate(async (api) => {
      const host = document.querySelector("pulso-bet-ticket");
      const frame = host?.shadowRoot?.querySelector("iframe") ?? null;
      const result: Record<string, unknown> = {};
      result.cookie = document.cookie;
      result.storage = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
      result.contentDocument = frame?.contentDocument === null ? "null" : "readable";
      try {
        result.frameDocument = frame?.contentWindow?.document.body.innerHTML ?? "none";
      } catch (error) {
        result.frameDocument = (error as Error).name;
      }
      try {
        const button = frame?.contentWindow?.document.querySelector("button");
        button?.click();
        result.click = button ? "clicked" : "no button";
      } catch (error) {
        result.click = (error as Error).name;
      }
      // Forged messages: a sign-in code, a theme carrying CSS, a "bet" request.
      const target = frame?.contentWindow;
      for (const message of [
        {
          protocol: "pulso-frame/1",
          type: "embed-code",
          code: "x".repeat(40),
          nonce: "0".repeat(32),
        },
        {
          protocol: "pulso-frame/1",
          type: "theme",
          theme: "dark",
          vars: { "--pulso-color-bg": "red;background:url(//evil)" },
        },
        { protocol: "pulso-frame/1", type: "place-bet", amount: 100 },
      ]) {
        target?.postMessage(message, "*");
      }
      (window as unknown as { __spy: { mute: boolean } }).__spy.mute = true;
      // Reading the account with the page's credentials (the frame's cookie shares its partition).
      try {
        const me = await fetch(`${api}/users/me`, { credentials: "include" });
        result.me = `${me.status} ${await me.text()}`;
      } catch (error) {
        result.me = (error as Error).name;
      }
      // A "simple" cross-site POST needs no preflight, so it does reach the server.
      try {
        await fetch(`${api}/bets`, {
          method: "POST",
          mode: "no-cors",
          credentials: "include",
          headers: { "content-type": "text/plain" },
          body: JSON.stringify({ pollId: host?.getAttribute("market"), optionId: "x", amount: 50 }),
        });
        result.bet = "sent";
      } catch (error) {
        result.bet = (error as Error).name;
      }
      (window as unknown as { __spy: { mute: boolean } }).__spy.mute = false;
      return result;
    }, API);

    expect(attempts.cookie).not.toMatch(/pulso/);
    expect(String(attempts.storage)).not.toMatch(/token|pulso_embed/i);
    expect(attempts.contentDocument).toBe("null");
    expect(attempts.frameDocument).toBe("SecurityError");
    expect(attempts.click).toBe("SecurityError");
    expect(String(attempts.me)).not.toContain("balance");
    expect(String(attempts.me)).not.toContain(DEMO.email);

    await page.waitForTimeout(1_000);
    expect(JSON.stringify(await bets())).toBe(betsBefore);
    expect(await demoBalance(request, token)).toBeCloseTo(balanceBefore, 2);
    expect(await shownBalance(ticket)).toBeCloseTo(shown, 2);
    await expect(ticket.getByText(/Sesión iniciada como/)).toBeVisible();

    const spy = await spied(page);
    // The page's own widgets asked for public data only: never the account or a bet.
    const widgetCalls = spy.requests.filter((url) => url.startsWith(API));
    expect(widgetCalls.length).toBeGreaterThan(0);
    expect(widgetCalls.filter((url) => /\/users\/me|\/bets|\/notifications/.test(url))).toEqual([]);
    for (const message of spy.messages) {
      expect(message).not.toMatch(/balance|token|"code"|Bearer|email/i);
    }
    expect(spy.messages.some((message) => message.includes('"type":"resize"'))).toBe(true);
  });

  test("the bell signs in, tells the other frames, and opens its panel over the article without moving it", async ({
    page,
  }) => {
    await page.goto(NEWSPAPER);
    const bell = page.frameLocator("pulso-notification-bell iframe");
    const signIn = bell.getByRole("button", { name: LOG_IN_HINT });
    await expect(signIn).toBeVisible();
    await signInFromTicket(page, bell, signIn);
    const button = bell.getByRole("button", { name: /^Notificaciones/ });
    await expect(button).toBeVisible();

    // The ticket's frame shares the session (same site, same partition) and follows at once.
    await expect((await openTicket(page)).getByText(/Sesión iniciada como/)).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    const host = page.locator("pulso-notification-bell");
    const frame = host.locator("iframe");
    const headline = page.locator("article h1");
    const hostBefore = await host.boundingBox();
    const headlineBefore = await headline.boundingBox();
    expect((await frame.boundingBox())?.width).toBe(40);

    await button.click();
    await expect(bell.getByRole("dialog", { name: "Notificaciones" })).toBeVisible();
    await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    expect(await host.boundingBox()).toEqual(hostBefore);
    expect(await headline.boundingBox()).toEqual(headlineBefore);

    await page.keyboard.press("Escape");
    await expect(bell.getByRole("dialog")).toHaveCount(0);
    await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBe(40);
  });

  test("a reader joins the article's comments from their frame", async ({ page }) => {
    await page.goto(NEWSPAPER);
    await page.locator("pulso-comments").scrollIntoViewIfNeeded();
    const comments = page.frameLocator("pulso-comments iframe");
    await expect(comments.getByRole("heading", { name: /^Comentarios/ })).toBeVisible();
    await signInFromTicket(
      page,
      comments,
      comments.getByRole("button", { name: "Iniciar sesión" }).first(),
    );
    const text = `Desde El Diario Austral, ${Date.now()}`;
    await comments.getByLabel("Escribe un comentario").fill(text);
    await comments.getByRole("button", { name: "Publicar comentario" }).click();
    // The comment joins the list (it may show before the composer empties, through realtime).
    await expect(comments.getByRole("listitem").filter({ hasText: text })).toBeVisible();
    await expect(comments.getByText("Publicamos tu comentario.")).toBeAttached();
    await expect(comments.getByLabel("Escribe un comentario")).toHaveValue("");
  });

  test("a script on the newspaper can neither reach nor navigate the sign-in popup, which names the site the browser verified", async ({
    page,
  }) => {
    await page.goto(NEWSPAPER);
    const ticket = await openTicket(page);
    const popupOpened = page.waitForEvent("popup");
    await ticket.getByRole("button", { name: "Iniciar sesión" }).first().click();
    const popup = await popupOpened;
    const heading = popup.getByRole("heading", { name: "Conectar 127.0.0.1:8180 con Pulso" });
    await expect(heading).toBeVisible();
    const popupUrl = popup.url();

    // The newspaper's script looks the popup up by the names it knows or could guess, then tries
    // to send it to a form of its own and to a popup naming another site.
    const opened: Page[] = [];
    page.on("popup", (window) => opened.push(window));
    const names = [
      "pulso-sign-in",
      "pulso",
      "pulso-signin",
      "pulso-sign-in-0",
      "pulso-auth",
      "sign-in",
      "pulso:sign-in",
    ];
    const reached = await page.evaluate(
      ({ names, platform }) => {
        const results: string[] = [];
        for (const name of names) {
          const found = window.open("", name);
          try {
            // A window of its own is readable (about:blank); the platform's popup would not be.
            results.push(found ? found.location.href : "blocked");
          } catch (error) {
            results.push(`reached ${name}: ${(error as Error).name}`);
          }
          found?.close();
        }
        window.open(`${location.origin}/#fake-password-form`, "pulso-sign-in");
        const claim = new URLSearchParams({
          origin: "http://127.0.0.1:8181",
          nonce: "0".repeat(32),
          lang: "es",
        });
        window.open(`${platform}/embed/authorize?${claim.toString()}`, "pulso-sign-in-attack");
        return results;
      },
      { names, platform: PLATFORM },
    );
    expect(reached).toEqual(names.map(() => "about:blank"));

    // Each attempt got a window of its own; the reader's popup stayed where it was.
    await expect.poll(() => opened.length).toBe(names.length + 2);
    // Popup events need not arrive in the order the windows were opened: find the claim by address.
    const isClaim = (window: Page) => window.url().includes("/embed/authorize");
    await expect.poll(() => opened.filter(isClaim).length).toBe(1);
    const claimed = opened.find(isClaim)!;
    await claimed.waitForLoadState();
    expect(popup.url()).toBe(popupUrl);
    await expect(heading).toBeVisible();
    // A popup the news page opened names no site, whatever the page claims.
    await expect(claimed.getByText("Este sitio no se puede conectar con Pulso.")).toBeVisible();
    await expect(claimed.getByText(/127\.0\.0\.1:818/)).toHaveCount(0);
    for (const window of opened) await window.close();

    // The reader's popup still works: it signs in and connects the newspaper.
    await popup.getByLabel("Correo electrónico").fill(DEMO.email);
    await popup.getByLabel("Contraseña").fill(DEMO.password);
    await popup.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(popup.getByText(/127\.0\.0\.1:8180 podrán/)).toBeVisible();
    const closed = popup.waitForEvent("close");
    await popup.getByRole("button", { name: "Permitir" }).click();
    await closed;
    await expect(ticket.getByText(/Sesión iniciada como/)).toBeVisible();
  });

  test("a theme message from the newspaper cannot hide the ticket's confirmation text", async ({
    page,
  }) => {
    await page.goto(NEWSPAPER);
    const ticket = await openTicket(page);
    await signInFromTicket(page, ticket);
    await ticket.getByLabel("Importe (USD)").fill("5");
    await ticket.getByRole("button", { name: "Revisar apuesta" }).click();
    const confirm = ticket.getByRole("button", { name: "Confirmar apuesta" });
    await expect(confirm).toBeVisible();
    await page.mouse.move(0, 0);
    const frame = page
      .frames()
      .find((candidate) => candidate.url().includes("/embed/frame/bet-ticket"));
    if (!frame) throw new Error("the ticket's frame is missing");
    const colours = () =>
      frame.evaluate(() =>
        [...document.querySelectorAll("body *")].map((node) => {
          const style = getComputedStyle(node);
          return `${node.tagName}.${node.className}: ${style.color} on ${style.backgroundColor}`;
        }),
      );
    const radius = () =>
      frame.evaluate(() => document.documentElement.style.getPropertyValue("--pulso-radius"));
    const before = await colours();
    expect(before.length).toBeGreaterThan(3);

    await page.evaluate((platform) => {
      const target = document
        .querySelector("pulso-bet-ticket")
        ?.shadowRoot?.querySelector("iframe");
      target?.contentWindow?.postMessage(
        {
          protocol: "pulso-frame/1",
          type: "theme",
          theme: "light",
          vars: {
            "--pulso-color-text": "transparent",
            "--pulso-color-muted": "rgba(255, 255, 255, 0)",
            "--pulso-color-bg": "rgba(0, 0, 0, 0.01)",
            "--pulso-color-down": "#ffffff00",
            "--pulso-color-up": "hsla(0, 0%, 100%, 0.5)",
            "--pulso-color-on-accent": "#1d4ed8",
            // Readable, so kept: it tells the test the message arrived.
            "--pulso-radius": "3px",
          },
        },
        platform,
      );
    }, PLATFORM);
    await expect.poll(radius).toBe("3px");
    expect(await colours()).toEqual(before);
    await expect(confirm).toBeVisible();
  });

  test("a site EMBED_ORIGINS does not allow gets a localized explanation at once", async ({
    page,
  }) => {
    // The same article, served from an origin the platform was not told about.
    await page.goto(OTHER_SITE);
    const element = page.locator("pulso-bet-ticket");
    await openTicket(page);
    // At once: the element asks the platform beside mounting its frame, instead of waiting out
    // the frame's 15 s ready timeout behind the browser's broken-frame icon.
    await expect(element.getByRole("alert")).toHaveText(
      "Este sitio no está autorizado para mostrar el ticket de Pulso.",
      { timeout: 5_000 },
    );
    await expect(element.locator("iframe")).toHaveCount(0);
    await expect(element.getByRole("link", { name: "Abrir en Pulso" })).toHaveAttribute(
      "href",
      new RegExp(`^${PLATFORM}/market/`),
    );
    // Public widgets still work there: they need no frame.
    await expect(page.locator("pulso-market-card").first().getByRole("heading")).toBeVisible();
  });
});
