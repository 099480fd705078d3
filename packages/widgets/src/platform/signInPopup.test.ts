import { sampleUser } from "@pulso/core/testing";
import { failure, success } from "@pulso/sdk/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTestPulso, type TestPulso } from "../test-utils/testPulso";
import { FRAME_PROTOCOL } from "../frameProtocol/protocol";
import { signInThroughPopup, type PopupSignInOptions } from "./signInPopup";

const PLATFORM = "https://pulso.example";
const NEWS = "https://news.example";
const CODE = "embed-code-0123456789abcdef";
const EXCHANGE = "/embed/sessions/exchange";

interface FakePopup {
  closed: boolean;
}

/** The frame's window as signInThroughPopup uses it, with the popup it opens (or null). */
function frameWindow(popup: FakePopup | null) {
  const events = new EventTarget();
  const open = vi.fn((_url?: string, _target?: string, _features?: string) => popup);
  const win = {
    location: { origin: PLATFORM },
    open,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  const openedUrl = () => new URL(open.mock.calls[0]?.[0] ?? "about:blank");
  return {
    win: win as unknown as Window,
    open,
    openedUrl,
    nonce: () => openedUrl().searchParams.get("nonce") ?? "",
    receive(data: unknown, origin: string, source: unknown) {
      events.dispatchEvent(
        new MessageEvent("message", { data, origin, source: source as MessageEventSource }),
      );
    },
  };
}

const codeMessage = (nonce: string, code = CODE) => ({
  protocol: FRAME_PROTOCOL,
  type: "embed-code",
  code,
  nonce,
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let test: TestPulso;

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  test = createTestPulso("es");
  test.api.on(
    "POST",
    EXCHANGE,
    success({
      origin: NEWS,
      perBetLimit: 50,
      dailyLimit: 200,
      expiresAt: "2026-12-21T10:00:00.000Z",
    }),
  );
  test.api.on("GET", "/auth/session", success({ user: sampleUser() }));
});

function start(win: Window, overrides: Partial<PopupSignInOptions> = {}) {
  return signInThroughPopup({
    win,
    pulso: test.pulso,
    siteOrigin: NEWS,
    lang: "en",
    pollMs: 5,
    ...overrides,
  });
}

describe("signInThroughPopup", () => {
  it("says blocked when the browser blocks the popup, and calls nothing", async () => {
    const fake = frameWindow(null);
    await expect(start(fake.win)).resolves.toBe("blocked");
    expect(test.api.requests).toHaveLength(0);
  });

  it("opens /embed/authorize on the platform origin with the site, a fresh nonce and the language, under a fresh random name", async () => {
    const popup = { closed: false };
    const fake = frameWindow(popup);
    const result = start(fake.win);
    const url = fake.openedUrl();
    expect(url.origin).toBe(PLATFORM);
    expect(url.pathname).toBe("/embed/authorize");
    expect(url.searchParams.get("origin")).toBe(NEWS);
    expect(url.searchParams.get("lang")).toBe("en");
    expect(fake.nonce()).toMatch(/^[0-9a-f]{32}$/);
    // A name the news page could know or guess would let it reach the popup (DESIGN §7).
    const name = String(fake.open.mock.calls[0]?.[1]);
    expect(name).toMatch(/^pulso-sign-in-[0-9a-f]{32}$/);
    expect(name).not.toContain(fake.nonce());
    expect(fake.open.mock.calls[0]?.[2]).toContain("popup");
    popup.closed = true;
    await result;

    const secondPopup = { closed: false };
    const again = frameWindow(secondPopup);
    const second = start(again.win);
    expect(again.nonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(again.nonce()).not.toBe(fake.nonce());
    expect(again.open.mock.calls[0]?.[1]).toMatch(/^pulso-sign-in-[0-9a-f]{32}$/);
    expect(again.open.mock.calls[0]?.[1]).not.toBe(name);
    secondPopup.closed = true;
    await second;
  });

  it("exchanges the popup's code, refreshes the session and says connected", async () => {
    const popup = { closed: false };
    const fake = frameWindow(popup);
    const result = start(fake.win);
    fake.receive(codeMessage(fake.nonce()), PLATFORM, popup);
    await expect(result).resolves.toBe("connected");
    expect(test.api.calls("POST", EXCHANGE).map((call) => call.body)).toEqual([{ code: CODE }]);
    expect(test.api.calls("GET", "/auth/session").length).toBeGreaterThan(0);
    expect(test.pulso.session.store.getState()).toMatchObject({
      status: "signed-in",
      user: { name: "Ana Pérez" },
    });
  });

  it("ignores a wrong nonce, another window, another origin and malformed messages", async () => {
    const popup = { closed: false };
    const fake = frameWindow(popup);
    const result = start(fake.win);
    const nonce = fake.nonce();
    fake.receive(codeMessage("f".repeat(32)), PLATFORM, popup);
    fake.receive(codeMessage(nonce), PLATFORM, { closed: false });
    fake.receive(codeMessage(nonce), PLATFORM, null);
    fake.receive(codeMessage(nonce), NEWS, popup);
    fake.receive(codeMessage(nonce), "http://pulso.example", popup);
    fake.receive(codeMessage(nonce, "short"), PLATFORM, popup);
    fake.receive({ ...codeMessage(nonce), extra: 1 }, PLATFORM, popup);
    fake.receive(CODE, PLATFORM, popup);
    await wait(20);
    expect(test.api.calls("POST", EXCHANGE)).toHaveLength(0);
    popup.closed = true;
    await expect(result).resolves.toBe("cancelled");
    expect(test.api.calls("POST", EXCHANGE)).toHaveLength(0);
  });

  it("says cancelled when the reader closes the popup without a code", async () => {
    const popup = { closed: false };
    const fake = frameWindow(popup);
    const result = start(fake.win);
    await wait(20);
    popup.closed = true;
    await expect(result).resolves.toBe("cancelled");
    fake.receive(codeMessage(fake.nonce()), PLATFORM, popup);
    await wait(20);
    expect(test.api.calls("POST", EXCHANGE)).toHaveLength(0);
  });

  it("uses a code once: a replayed message exchanges nothing more", async () => {
    const popup = { closed: false };
    const fake = frameWindow(popup);
    const result = start(fake.win);
    fake.receive(codeMessage(fake.nonce()), PLATFORM, popup);
    fake.receive(codeMessage(fake.nonce()), PLATFORM, popup);
    await expect(result).resolves.toBe("connected");
    fake.receive(codeMessage(fake.nonce()), PLATFORM, popup);
    await wait(20);
    expect(test.api.calls("POST", EXCHANGE)).toHaveLength(1);
  });

  it("lets a code that arrives while the popup is closing win over the cancel", async () => {
    test.api.on("POST", EXCHANGE, async () => {
      await wait(400);
      return success({ origin: NEWS, perBetLimit: 50, dailyLimit: 200, expiresAt: "x" });
    });
    const popup = { closed: false };
    const fake = frameWindow(popup);
    const result = start(fake.win);
    popup.closed = true;
    await wait(30);
    fake.receive(codeMessage(fake.nonce()), PLATFORM, popup);
    await expect(result).resolves.toBe("connected");
  });

  it("says failed when the exchange is refused", async () => {
    test.api.on("POST", EXCHANGE, failure(400, "EMBED_CODE_INVALID"));
    const popup = { closed: false };
    const fake = frameWindow(popup);
    const result = start(fake.win);
    fake.receive(codeMessage(fake.nonce()), PLATFORM, popup);
    await expect(result).resolves.toBe("failed");
    expect(test.pulso.session.store.getState().status).not.toBe("signed-in");
  });

  it("says the cookie was dropped when the session is still not there after the exchange", async () => {
    test.api.on("GET", "/auth/session", success({ user: null }));
    const popup = { closed: false };
    const fake = frameWindow(popup);
    const result = start(fake.win);
    fake.receive(codeMessage(fake.nonce()), PLATFORM, popup);
    await expect(result).resolves.toBe("cookie-dropped");
    expect(test.api.calls("POST", EXCHANGE)).toHaveLength(1);
  });
});
