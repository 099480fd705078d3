import { afterEach, describe, expect, it, vi } from "vitest";
import { FRAME_PROTOCOL } from "../frameProtocol/protocol";
import { betInPopup, type BetPopup, type PopupBetOptions } from "./betInPopup";

const PLATFORM = "https://pulso.example";
const NEWS = "https://news.example";

interface FakePopup {
  closed: boolean;
}

/** The frame's window as betInPopup uses it, with the window it opens (or null). */
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

const placed = (nonce: string) => ({ protocol: FRAME_PROTOCOL, type: "bet-placed", nonce });

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const opened: FakePopup[] = [];

function start(win: Window, overrides: Partial<PopupBetOptions> = {}) {
  const onPlaced = vi.fn();
  const popup = betInPopup({
    win,
    marketId: "m_1",
    optionId: "o_yes",
    siteOrigin: NEWS,
    lang: "es",
    onPlaced,
    pollMs: 5,
    ...overrides,
  });
  return { popup, onPlaced };
}

function openPopup(): FakePopup {
  const popup = { closed: false };
  opened.push(popup);
  return popup;
}

afterEach(() => {
  // Every window a test opened is closed, so no watch outlives its test.
  for (const popup of opened.splice(0)) popup.closed = true;
});

describe("betInPopup", () => {
  it("is null when the browser blocks the window", () => {
    const fake = frameWindow(null);
    expect(start(fake.win).popup).toBeNull();
  });

  it("opens /embed/bet on the platform origin with the market, option, site, language and a fresh nonce, under a fresh random name", async () => {
    const popup = openPopup();
    const fake = frameWindow(popup);
    const { popup: handle } = start(fake.win);
    expect(handle?.window).toBe(popup);
    const url = fake.openedUrl();
    expect(url.origin).toBe(PLATFORM);
    expect(url.pathname).toBe("/embed/bet");
    expect(url.searchParams.get("market")).toBe("m_1");
    expect(url.searchParams.get("option")).toBe("o_yes");
    expect(url.searchParams.get("origin")).toBe(NEWS);
    expect(url.searchParams.get("lang")).toBe("es");
    expect(fake.nonce()).toMatch(/^[0-9a-f]{32}$/);
    const name = String(fake.open.mock.calls[0]?.[1]);
    expect(name).toMatch(/^pulso-bet-[0-9a-f]{32}$/);
    expect(name).not.toContain(fake.nonce());
    expect(fake.open.mock.calls[0]?.[2]).toContain("popup");

    expect(url.searchParams.has("article")).toBe(false);

    const again = frameWindow(openPopup());
    start(again.win, { optionId: undefined, article: "/politica/nota" });
    expect(again.openedUrl().searchParams.has("option")).toBe(false);
    // The window's bets are credited to the article the frame sits in (DESIGN §12).
    expect(again.openedUrl().searchParams.get("article")).toBe("/politica/nota");
    expect(again.nonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(again.nonce()).not.toBe(fake.nonce());
    expect(again.open.mock.calls[0]?.[1]).not.toBe(name);
    popup.closed = true;
    await handle?.closed;
  });

  it("hears each bet the window says was placed", async () => {
    const popup = openPopup();
    const fake = frameWindow(popup);
    const { onPlaced } = start(fake.win);
    fake.receive(placed(fake.nonce()), PLATFORM, popup);
    expect(onPlaced).toHaveBeenCalledTimes(1);
    // "Place another bet" in the window: a second bet is a second event.
    fake.receive(placed(fake.nonce()), PLATFORM, popup);
    expect(onPlaced).toHaveBeenCalledTimes(2);
  });

  it("ignores another window, another origin, a wrong nonce and malformed messages", () => {
    const popup = openPopup();
    const fake = frameWindow(popup);
    const { onPlaced } = start(fake.win);
    const nonce = fake.nonce();
    fake.receive(placed(nonce), PLATFORM, { closed: false });
    fake.receive(placed(nonce), PLATFORM, null);
    fake.receive(placed(nonce), NEWS, popup);
    fake.receive(placed(nonce), "http://pulso.example", popup);
    fake.receive(placed("f".repeat(32)), PLATFORM, popup);
    fake.receive({ ...placed(nonce), optionId: "o_yes" }, PLATFORM, popup);
    fake.receive(
      { protocol: FRAME_PROTOCOL, type: "embed-code", code: "c".repeat(32), nonce },
      PLATFORM,
      popup,
    );
    fake.receive(nonce, PLATFORM, popup);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it("settles once the reader closes the window, and hears nothing after", async () => {
    const popup = openPopup();
    const fake = frameWindow(popup);
    const { popup: handle, onPlaced } = start(fake.win);
    let settled = false;
    void (handle as BetPopup).closed.then(() => (settled = true));
    await wait(20);
    expect(settled).toBe(false);
    popup.closed = true;
    await (handle as BetPopup).closed;
    fake.receive(placed(fake.nonce()), PLATFORM, popup);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it("still hears a bet posted as the window closed", async () => {
    const popup = openPopup();
    const fake = frameWindow(popup);
    const { popup: handle, onPlaced } = start(fake.win);
    popup.closed = true;
    await wait(20);
    fake.receive(placed(fake.nonce()), PLATFORM, popup);
    expect(onPlaced).toHaveBeenCalledTimes(1);
    await handle?.closed;
  });
});
