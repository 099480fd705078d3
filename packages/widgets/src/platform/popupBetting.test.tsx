import type { Language } from "@pulso/core";
import { sampleUser } from "@pulso/core/testing";
import { success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FRAME_PROTOCOL } from "../frameProtocol/protocol";
import { createTestPulso, testHistory, testMarket } from "../test-utils/testPulso";
import { FrameApp, type FrameView } from "./FrameApp";
import type { ParentLink } from "./parentLink";
import { betTicketView } from "./views/betTicketView";
import { pollView } from "./views/pollView";

// The frame's half of DESIGN §7's fallback: where the browser keeps no cookie for the frame, the
// reader's click asks for storage access, and failing that the ticket confirms bets in a Pulso
// window (platform/betInPopup.ts), whose "a bet was placed" the frame forwards to its page.

const NEWS = "https://news.example";

/**
 * The frame document's cookies as the browser treats them: `keeps` says whether a write sticks;
 * `access` is what `requestStorageAccess` does (undefined: the browser has no such API).
 */
function browserCookies(options: {
  keeps: boolean;
  access?: "grant" | "refuse" | "grant-but-still-dropped";
}) {
  const state = { keeps: options.keeps };
  let jar = "";
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: () => jar,
    set: (text: string) => {
      if (!state.keeps) return;
      const pair = text.split(";")[0] ?? "";
      jar = /max-age=0/i.test(text) ? "" : pair;
    },
  });
  const ask = vi.fn(() => {
    if (options.access === "refuse") {
      return Promise.reject(new DOMException("Permission denied.", "NotAllowedError"));
    }
    if (options.access === "grant") state.keeps = true;
    return Promise.resolve();
  });
  if (options.access) {
    Object.defineProperty(document, "requestStorageAccess", { configurable: true, value: ask });
  }
  return { ask, state };
}

/** A ParentLink that records what the frame tells its page. */
function fakeLink(): { link: ParentLink; posts: unknown[] } {
  const posts: unknown[] = [];
  return {
    posts,
    link: { origin: NEWS, post: (message) => posts.push(message), onTheme: () => () => {} },
  };
}

async function setup(lang: Language, view: FrameView = betTicketView) {
  const market = testMarket();
  const test = createTestPulso(lang, market);
  test.pulso.queryClient.setDefaultOptions({
    queries: { ...test.pulso.queryClient.getDefaultOptions().queries, retry: false },
  });
  test.api.on("GET", "/auth/session", success({ user: null }));
  test.api.on(
    "GET",
    "/polls/m_1/results",
    success({ results: { pollId: "m_1", totalVotes: 0, options: [], myVote: null } }),
  );
  test.api.on("GET", "/polls/m_1/price-history", success(testHistory(market)));
  await act(() => test.pulso.session.refresh());
  const page = fakeLink();
  render(
    <FrameApp
      view={view}
      pulso={test.pulso}
      link={page.link}
      lang={lang}
      theme="light"
      marketId="m_1"
      optionId="o_no"
    />,
  );
  return { ...test, ...page };
}

function bar(): HTMLElement {
  const element = document.querySelector<HTMLElement>(".pulso-frame__bar");
  if (!element) throw new Error("no bar");
  return element;
}

/** The windows this test opened (each test's list is emptied after it). */
const popups: { closed: boolean }[] = [];

/** A window the frame opened, as a test plays it. */
function fakePopup() {
  const popup = { closed: false, focus: vi.fn() };
  popups.push(popup);
  return popup;
}

/** The frame notices a closed window within 500 ms and lets go of it 300 ms later. */
const POPUP_LET_GO_MS = 900;

function openedUrl(open: { mock: { calls: unknown[][] } }, index = 0): URL {
  return new URL(String(open.mock.calls[index]?.[0]));
}

beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(async () => {
  // A window a test closed is let go of on a timer: let it run while the page still exists, so
  // it never fires into a torn-down page after the file's last test.
  if (popups.some((popup) => popup.closed)) {
    await new Promise((resolve) => setTimeout(resolve, POPUP_LET_GO_MS));
  }
  popups.splice(0);
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Back to jsdom's own cookies, and no Storage Access API.
  delete (document as { cookie?: string }).cookie;
  delete (document as { requestStorageAccess?: unknown }).requestStorageAccess;
});

describe("a ticket's frame whose cookies the browser keeps", () => {
  it("signs in through the popup as before, asking for no storage access", async () => {
    const cookies = browserCookies({ keeps: true, access: "refuse" });
    const open = vi.spyOn(window, "open").mockReturnValue(fakePopup() as unknown as Window);
    await setup("es");
    fireEvent.click(within(bar()).getByRole("button", { name: "Iniciar sesión" }));
    expect(openedUrl(open).pathname).toBe("/embed/authorize");
    expect(cookies.ask).not.toHaveBeenCalled();
  });
});

describe("a ticket's frame whose cookies the browser drops", () => {
  it("asks for storage access in the click itself, and signs in as before once granted", async () => {
    const cookies = browserCookies({ keeps: false, access: "grant" });
    const open = vi.spyOn(window, "open").mockReturnValue(fakePopup() as unknown as Window);
    await setup("en");
    fireEvent.click(within(bar()).getByRole("button", { name: "Log in" }));
    // Within the click's own task: the browser honours the request only there.
    expect(cookies.ask).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(openedUrl(open).pathname).toBe("/embed/authorize");
    expect(screen.queryByRole("button", { name: "Bet in a Pulso window" })).toBeNull();
  });

  it.each([
    ["refused", "refuse"],
    ["granted but the cookie still does not stick", "grant-but-still-dropped"],
    ["not supported", undefined],
  ] as const)(
    "with storage access %s: explains, and the ticket offers to bet in a Pulso window (es)",
    async (_name, access) => {
      browserCookies({ keeps: false, ...(access ? { access } : {}) });
      const open = vi.spyOn(window, "open").mockReturnValue(null);
      await setup("es");
      fireEvent.click(within(bar()).getByRole("button", { name: "Iniciar sesión" }));
      const notice = await within(bar()).findByRole("status");
      expect(notice.textContent).toBe(
        "Tu navegador no deja que Pulso te recuerde aquí: las apuestas se confirman en una ventana de Pulso.",
      );
      // Logging in here could not last: the ticket's own button is the way in.
      expect(within(bar()).queryByRole("button")).toBeNull();
      // The ticket reads its market over the network: its button comes once that has loaded.
      expect(
        await screen.findByRole("button", { name: "Apostar en una ventana de Pulso" }),
      ).toBeTruthy();
      expect(open).not.toHaveBeenCalled();
    },
  );

  it("also switches when the exchange went through but the session cookie was dropped", async () => {
    // The probe passes (say, a browser that keeps script cookies), yet the session never comes.
    browserCookies({ keeps: true });
    const popup = fakePopup();
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const { api } = await setup("en");
    api.on(
      "POST",
      "/embed/sessions/exchange",
      success({
        origin: NEWS,
        perBetLimit: 50,
        dailyLimit: 200,
        expiresAt: "2026-12-01T00:00:00Z",
      }),
    );
    fireEvent.click(within(bar()).getByRole("button", { name: "Log in" }));
    const nonce = openedUrl(open).searchParams.get("nonce");
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { protocol: FRAME_PROTOCOL, type: "embed-code", code: "c".repeat(32), nonce },
          origin: location.origin,
          source: popup as unknown as Window,
        }),
      );
    });
    expect(await screen.findByRole("button", { name: "Bet in a Pulso window" })).toBeTruthy();
    expect(within(bar()).getByRole("status").textContent).toBe(
      "Your browser won't let Pulso remember you here, so bets are confirmed in a Pulso window.",
    );
    expect(within(bar()).queryByRole("alert")).toBeNull();
    popup.closed = true;
  });
});

describe("betting in a Pulso window", () => {
  /** A frame already switched to popup betting (the browser refused storage access). */
  async function cookieless(lang: Language) {
    browserCookies({ keeps: false, access: "refuse" });
    const popup = fakePopup();
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const frame = await setup(lang);
    fireEvent.click(
      within(bar()).getByRole("button", { name: lang === "es" ? "Iniciar sesión" : "Log in" }),
    );
    const action = await screen.findByRole("button", {
      name: lang === "es" ? "Apostar en una ventana de Pulso" : "Bet in a Pulso window",
    });
    return { ...frame, popup, open, action };
  }

  function fromPopup(data: unknown, source: unknown, origin = location.origin) {
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", { data, origin, source: source as MessageEventSource }),
      );
    });
  }

  it("opens /embed/bet for the frame's market and option, the site and language", async () => {
    const { open, action, popup } = await cookieless("es");
    fireEvent.click(action);
    expect(open).toHaveBeenCalledTimes(1);
    const url = openedUrl(open);
    expect(url.origin).toBe(location.origin);
    expect(url.pathname).toBe("/embed/bet");
    expect(url.searchParams.get("market")).toBe("m_1");
    expect(url.searchParams.get("option")).toBe("o_no");
    expect(url.searchParams.get("origin")).toBe(NEWS);
    expect(url.searchParams.get("lang")).toBe("es");
    expect(url.searchParams.get("nonce")).toMatch(/^[0-9a-f]{32}$/);
    expect(String(open.mock.calls[0]?.[1])).toMatch(/^pulso-bet-[0-9a-f]{32}$/);
    popup.closed = true;
  });

  it("brings the open window to the front instead of opening another", async () => {
    const { open, action, popup } = await cookieless("en");
    fireEvent.click(action);
    fireEvent.click(action);
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.focus).toHaveBeenCalledTimes(1);
    popup.closed = true;
  });

  it("tells the page a bet was placed on the market, no more, and refreshes the market", async () => {
    const { open, action, popup, posts, api } = await cookieless("en");
    fireEvent.click(action);
    const nonce = openedUrl(open).searchParams.get("nonce");
    const loads = api.calls("GET", "/polls/m_1").length;
    fromPopup({ protocol: FRAME_PROTOCOL, type: "bet-placed", nonce }, popup);
    expect(posts.filter((post) => (post as { type: string }).type === "bet-placed")).toEqual([
      { type: "bet-placed", marketId: "m_1" },
    ]);
    expect((await within(bar()).findByRole("status")).textContent).toBe(
      "Bet placed in the Pulso window.",
    );
    await waitFor(() => expect(api.calls("GET", "/polls/m_1").length).toBeGreaterThan(loads));
    popup.closed = true;
  });

  it("hears nothing from another window, another origin or with another nonce", async () => {
    const { open, action, popup, posts } = await cookieless("en");
    fireEvent.click(action);
    const nonce = openedUrl(open).searchParams.get("nonce");
    const placed = { protocol: FRAME_PROTOCOL, type: "bet-placed", nonce };
    fromPopup(placed, window.parent);
    fromPopup(placed, fakePopup());
    fromPopup(placed, popup, NEWS);
    fromPopup({ ...placed, nonce: "f".repeat(32) }, popup);
    expect(posts.filter((post) => (post as { type: string }).type === "bet-placed")).toEqual([]);
    expect(within(bar()).getByRole("status").textContent).not.toBe(
      "Bet placed in the Pulso window.",
    );
    popup.closed = true;
  });

  it("says how to allow the window when the browser blocks it", async () => {
    const { open, action } = await cookieless("es");
    open.mockReturnValue(null);
    fireEvent.click(action);
    expect((await within(bar()).findByRole("alert")).textContent).toBe(
      "Tu navegador bloqueó la ventana de Pulso. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.",
    );
  });
});

describe("another widget's frame whose cookies the browser drops", () => {
  it("says the browser won't keep the session, and keeps its Log in", async () => {
    browserCookies({ keeps: false, access: "refuse" });
    vi.spyOn(window, "open").mockReturnValue(null);
    await setup("en", pollView);
    fireEvent.click(within(bar()).getByRole("button", { name: "Log in" }));
    expect((await within(bar()).findByRole("status")).textContent).toBe(
      "Your browser won't let Pulso remember you on this site.",
    );
    expect(within(bar()).getByRole("button", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Bet in a Pulso window" })).toBeNull();
  });
});

// Where the frame keeps its session, nothing changes.
describe("a signed-in ticket's frame", () => {
  it("never offers to bet in a window", async () => {
    browserCookies({ keeps: true });
    const test = createTestPulso("en");
    test.api.on("GET", "/auth/session", success({ user: sampleUser({ balance: 100 }) }));
    await act(() => test.pulso.session.refresh());
    render(
      <FrameApp
        view={betTicketView}
        pulso={test.pulso}
        link={fakeLink().link}
        lang="en"
        theme="light"
        marketId="m_1"
      />,
    );
    expect(await screen.findByLabelText("Amount (USD)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Bet in a Pulso window" })).toBeNull();
    expect(bar().textContent).toContain("Signed in as Ana Pérez");
  });
});
