import { embedBeaconBodySchema, MAX_BEACON_VIEWS } from "@pulso/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createViewBeacon } from "./beacon";

const API = "https://pulso.example/api/v1";
/** DESIGN §12: a view is a widget on screen for at least one second. */
const SECOND = 1000;

/** A fake IntersectionObserver: records what it watches and lets a test say how much shows. */
function fakeObserver() {
  const state = {
    options: {} as IntersectionObserverInit,
    observed: new Set<Element>(),
    callback: (() => {}) as (entries: Partial<IntersectionObserverEntry>[]) => void,
  };
  class FakeIntersectionObserver {
    constructor(
      callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
      options: IntersectionObserverInit,
    ) {
      state.callback = callback;
      state.options = options;
    }
    observe(element: Element) {
      state.observed.add(element);
    }
    unobserve(element: Element) {
      state.observed.delete(element);
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  /** The browser reports `share` of `element` on screen (only for elements still watched). */
  const show = (element: Element, share: number) => {
    if (!state.observed.has(element)) return;
    state.callback([{ target: element, isIntersecting: share > 0, intersectionRatio: share }]);
  };
  return { state, show };
}

let fetchSpy: ReturnType<typeof vi.fn>;
let stats = true;
const listeners: [EventTarget, string, EventListenerOrEventListenerObject][] = [];

beforeEach(() => {
  vi.useFakeTimers();
  fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
  vi.stubGlobal("fetch", fetchSpy);
  stats = true;
  // Each test's beacon listens on the page; drop those listeners afterwards.
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
      if (listener) listeners.push([target, type, listener]);
      add(type, listener, options);
    });
  }
  history.replaceState(null, "", "/politica/2026/elecciones?utm_source=portada#comentarios");
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const [target, type, listener] of listeners.splice(0)) {
    target.removeEventListener(type, listener);
  }
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = "";
  setVisibility("visible");
  history.replaceState(null, "", "/");
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
  Object.defineProperty(document, "hidden", { configurable: true, value: state === "hidden" });
}

/** The reader switches tabs: the page is hidden. */
function hidePage() {
  setVisibility("hidden");
  document.dispatchEvent(new Event("visibilitychange"));
}

function element(tag: string, market?: string): HTMLElement {
  const node = document.createElement(tag);
  if (market !== undefined) node.setAttribute("market", market);
  document.body.append(node);
  return node;
}

function start() {
  const observer = fakeObserver();
  const count = createViewBeacon(window, API, () => stats);
  return { ...observer, count };
}

/** The bodies the beacon sent, parsed. */
const sent = () =>
  fetchSpy.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe("the views beacon: what counts as a view", () => {
  it("counts an element as viewed only once it has been at least half visible for a second", () => {
    const { count, show, state } = start();
    expect(state.options).toEqual({ threshold: 0.5 });
    const card = element("pulso-market-card", "m_1");
    count(card);
    show(card, 0.6);
    vi.advanceTimersByTime(SECOND - 1);
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchSpy).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent()).toEqual([
      {
        path: "/politica/2026/elecciones",
        views: [{ widget: "market-card", market: "m_1" }],
        interactions: 0,
      },
    ]);
  });

  it("does not count an element scrolled out before its second, nor one less than half visible", () => {
    const { count, show } = start();
    const card = element("pulso-market-card", "m_1");
    const chart = element("pulso-price-chart", "m_2");
    count(card);
    count(chart);
    show(card, 0.9);
    show(chart, 0.49);
    vi.advanceTimersByTime(SECOND / 2);
    show(card, 0.3);
    vi.advanceTimersByTime(SECOND * 5);
    hidePage();
    expect(fetchSpy).not.toHaveBeenCalled();

    // Back on screen, its second starts again from nothing.
    setVisibility("visible");
    show(card, 1);
    vi.advanceTimersByTime(SECOND - 1);
    show(card, 0);
    show(card, 0.5);
    vi.advanceTimersByTime(SECOND);
    hidePage();
    expect(sent()).toEqual([
      expect.objectContaining({ views: [{ widget: "market-card", market: "m_1" }] }),
    ]);
  });

  it("counts no second while the page is in the background, and starts it again when it shows", () => {
    const { count, show } = start();
    const card = element("pulso-market-card", "m_1");
    count(card);
    // Opened in a background tab: on screen in it, seen by no one.
    setVisibility("hidden");
    show(card, 1);
    vi.advanceTimersByTime(SECOND * 5);
    setVisibility("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(SECOND - 1);
    // Away again before its second: the time shown so far does not carry over.
    hidePage();
    vi.advanceTimersByTime(SECOND * 5);
    setVisibility("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(SECOND - 1);
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchSpy).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    hidePage();
    expect(sent()).toEqual([
      expect.objectContaining({ views: [{ widget: "market-card", market: "m_1" }] }),
    ]);
  });

  it("counts each element once per page load, each element of a kind on its own", () => {
    const { count, show } = start();
    const first = element("pulso-market-card", "m_1");
    const second = element("pulso-market-card", "m_1");
    const board = element("pulso-leaderboard");
    for (const node of [first, second, board]) {
      count(node);
      show(node, 1);
    }
    vi.advanceTimersByTime(SECOND);
    // Scrolled away and back: no second view.
    show(first, 0);
    show(first, 1);
    vi.advanceTimersByTime(SECOND * 3);
    hidePage();
    expect(sent()[0].views).toEqual([
      { widget: "market-card", market: "m_1" },
      { widget: "market-card", market: "m_1" },
      { widget: "leaderboard" },
    ]);
  });

  it("records the element's market when it has one the server takes, and nothing else of it", () => {
    const { count, show } = start();
    const ticket = element("pulso-bet-ticket", " m_7 ");
    const odd = element("pulso-market-card", "m".repeat(65));
    const empty = element("pulso-poll", "");
    ticket.setAttribute("option", "o_yes");
    for (const node of [ticket, odd, empty]) {
      count(node);
      show(node, 1);
    }
    vi.advanceTimersByTime(SECOND);
    hidePage();
    expect(sent()[0].views).toEqual([
      { widget: "bet-ticket", market: "m_7" },
      { widget: "market-card" },
      { widget: "poll" },
    ]);
    expect(embedBeaconBodySchema.safeParse(sent()[0]).success).toBe(true);
  });
});

describe("the views beacon: sending", () => {
  it("sends one request per hide, with the batch, without cookies, and the article path only", () => {
    const { count, show } = start();
    const card = element("pulso-market-card", "m_1");
    count(card);
    show(card, 1);
    vi.advanceTimersByTime(SECOND);
    card.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 1 }));
    hidePage();
    window.dispatchEvent(new Event("pagehide"));

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${API}/embed/beacon`);
    expect(init).toEqual({
      method: "POST",
      keepalive: true,
      credentials: "omit",
      mode: "no-cors",
      body: expect.any(String),
    });
    // A string body is text/plain: no preflight, and no header of ours.
    expect(init.headers).toBeUndefined();
    const body: unknown = JSON.parse(init.body as string);
    expect(body).toEqual({
      path: "/politica/2026/elecciones",
      views: [{ widget: "market-card", market: "m_1" }],
      interactions: 1,
    });
    expect(embedBeaconBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends nothing when nothing is new, and only what is new the next time", () => {
    const { count, show } = start();
    hidePage();
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchSpy).not.toHaveBeenCalled();

    setVisibility("visible");
    const card = element("pulso-market-card", "m_1");
    count(card);
    show(card, 1);
    vi.advanceTimersByTime(SECOND);
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    // The reader comes back and clicks: the next hide carries that click alone.
    setVisibility("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    card.dispatchEvent(new MouseEvent("click", { detail: 1 }));
    hidePage();
    expect(sent()[1]).toEqual({ path: "/politica/2026/elecciones", views: [], interactions: 1 });
  });

  it("keeps within the beacon's limits: the views over them wait for the next beacon", () => {
    const { count, show } = start();
    const nodes = Array.from({ length: MAX_BEACON_VIEWS + 1 }, (_, index) =>
      element("pulso-market-card", `m_${index}`),
    );
    for (const node of nodes) {
      count(node);
      show(node, 1);
    }
    vi.advanceTimersByTime(SECOND);
    for (let index = 0; index < 1500; index += 1) {
      nodes[0]!.dispatchEvent(new MouseEvent("click", { detail: 1 }));
    }
    hidePage();
    window.dispatchEvent(new Event("pagehide"));
    const [first, second] = sent();
    expect(first.views).toHaveLength(MAX_BEACON_VIEWS);
    expect(first.interactions).toBe(1000);
    expect(second.views).toEqual([{ widget: "market-card", market: `m_${MAX_BEACON_VIEWS}` }]);
    expect(second.interactions).toBe(0);
    for (const body of sent()) expect(embedBeaconBodySchema.safeParse(body).success).toBe(true);
  });

  it("never lets a failed request reach the page", async () => {
    fetchSpy.mockImplementation(() => Promise.reject(new TypeError("blocked")));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    const { count } = start();
    const card = element("pulso-market-card", "m_1");
    count(card);
    card.dispatchEvent(new MouseEvent("click", { detail: 1 }));
    expect(() => hidePage()).not.toThrow();
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => process.nextTick(resolve));
    process.off("unhandledRejection", unhandled);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("sends nothing while the page's stats setting is off", () => {
    stats = false;
    const { count, show } = start();
    const card = element("pulso-market-card", "m_1");
    count(card);
    show(card, 1);
    vi.advanceTimersByTime(SECOND);
    card.dispatchEvent(new MouseEvent("click", { detail: 1 }));
    hidePage();
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("counts nothing and sends nothing without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const count = createViewBeacon(window, API, () => true);
    const card = element("pulso-market-card", "m_1");
    count(card);
    card.dispatchEvent(new MouseEvent("click", { detail: 1 }));
    hidePage();
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("the views beacon: interactions", () => {
  it("counts clicks and Enter/Space presses on the element, a key's own click once, nothing else", () => {
    const { count } = start();
    const card = element("pulso-market-card", "m_1");
    count(card);
    // Inside the widget's Shadow DOM: click and keydown are composed, so they reach the element.
    const root = card.attachShadow({ mode: "open" });
    const button = document.createElement("button");
    root.append(button);
    const press = (key: string) =>
      button.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, composed: true }));
    const click = (detail: number) =>
      button.dispatchEvent(new MouseEvent("click", { detail, bubbles: true, composed: true }));

    click(1); // a pointer
    press("Enter");
    click(0); // the click that Enter makes on a button: the same interaction
    press(" ");
    press("a");
    press("Tab");
    document.body.dispatchEvent(new MouseEvent("click", { detail: 1, bubbles: true }));
    hidePage();
    expect(sent()).toEqual([{ path: "/politica/2026/elecciones", views: [], interactions: 3 }]);
  });

  it("counts each press a framed widget's frame reports on its element, and no other element's", () => {
    const { count } = start();
    const ticket = element("pulso-bet-ticket", "m_1");
    const stranger = element("div");
    count(ticket);
    ticket.dispatchEvent(new Event("pulso-interaction"));
    ticket.dispatchEvent(new Event("pulso-interaction"));
    stranger.dispatchEvent(new Event("pulso-interaction"));
    hidePage();
    expect(sent()).toEqual([{ path: "/politica/2026/elecciones", views: [], interactions: 2 }]);
  });
});
