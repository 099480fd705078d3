import { MARKET_CARD_MIN_HEIGHT_PX } from "../components/MarketCard/layout";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SETTINGS_CHANGE_EVENT } from "./settings";
import { CHUNK_RETRY_DELAY_MS, startLoader, type StartLoaderOptions } from "./startLoader";
import type { PulsoQueue } from "./commandQueue";

const CARD_URL = "https://pulso.example/embed/pulso-market-card.js";
let stops: (() => void)[] = [];

/** Starts a loader with a recording chunk importer and a manual "near the viewport" switch. */
function start(options: Partial<StartLoaderOptions> = {}) {
  const near = new Map<Element, () => void>();
  const importChunk = vi.fn(
    options.importChunk ?? ((_url: string): Promise<unknown> => Promise.resolve({})),
  );
  const stop = startLoader({
    scriptUrl: "https://pulso.example/embed.js?v=3",
    observe: (element, onNear) => near.set(element, onNear),
    version: "test",
    ...options,
    importChunk,
  });
  stops.push(stop);
  const scrollTo = (element: Element | null) => near.get(element as Element)?.();
  return { importChunk, near, scrollTo };
}

function page(html: string): void {
  document.body.innerHTML = html;
}

const queue = () => window.Pulso as PulsoQueue;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const warnings = () => vi.spyOn(console, "warn").mockImplementation(() => {});
const errors = () => vi.spyOn(console, "error").mockImplementation(() => {});

afterEach(() => {
  vi.useRealTimers();
  stops.forEach((stop) => stop());
  stops = [];
  document.body.innerHTML = "";
  document.documentElement.lang = "";
  delete window.Pulso;
  delete window.__pulsoEmbed;
});

describe("window.Pulso command queue", () => {
  it("applies commands queued before the loader, then runs later pushes at once", () => {
    window.Pulso = [["set", { lang: "en", theme: "dark" }]];
    start();
    expect(window.__pulsoEmbed).toEqual({
      apiBase: "https://pulso.example/api/v1",
      lang: "en",
      theme: "dark",
      stats: true,
    });
    const changes: unknown[] = [];
    window.addEventListener(SETTINGS_CHANGE_EVENT, (event) =>
      changes.push((event as CustomEvent).detail),
    );
    queue().push(["set", { theme: "auto" }]);
    expect(window.__pulsoEmbed?.theme).toBe("auto");
    expect(changes).toEqual([window.__pulsoEmbed]);
    expect(queue().version).toBe("test");
  });

  it("defaults to the page's language when Pulso speaks it, else Spanish, and a light theme", () => {
    document.documentElement.lang = "en-GB";
    start();
    expect(window.__pulsoEmbed).toMatchObject({ lang: "en", theme: "light" });
    stops.forEach((stop) => stop());
    delete window.Pulso;
    document.documentElement.lang = "fr";
    start();
    expect(window.__pulsoEmbed?.lang).toBe("es");
  });

  it("ignores malformed and unknown commands with a [pulso] warning, never throwing", () => {
    const warn = warnings();
    window.Pulso = [42, [], ["dance"], ["set", "en"], ["set", { lang: "fr", colour: "red" }]];
    expect(() => start()).not.toThrow();
    expect(() => queue().push(null, { set: 1 }, ["set", { theme: "neon" }])).not.toThrow();
    expect(window.__pulsoEmbed).toMatchObject({ lang: "es", theme: "light" });
    expect(warn).toHaveBeenCalledTimes(9);
    for (const [message] of warn.mock.calls) expect(message).toMatch(/^\[pulso\] /);
    queue().push(["set", { lang: "en" }]);
    expect(window.__pulsoEmbed?.lang).toBe("en");
  });

  it("warns about a non-array window.Pulso and replaces it", () => {
    const warn = warnings();
    (window as { Pulso?: unknown }).Pulso = { lang: "en" };
    start();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not a command array/), {
      lang: "en",
    });
    expect(typeof queue().push).toBe("function");
  });

  it("stays out of the way when embed.js runs a second time", () => {
    const warn = warnings();
    page(`<pulso-market-card market="m1"></pulso-market-card>`);
    const first = start();
    const firstQueue = queue();
    const second = start();
    expect(queue()).toBe(firstQueue);
    expect(second.near.size).toBe(0);
    expect(first.near.size).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/twice/));
  });
});

describe("reserving space", () => {
  it("reserves each present element's height at once, before any code loads", () => {
    const warn = warnings();
    page(`
      <pulso-market-card id="card"></pulso-market-card>
      <pulso-market-card id="tall" height="320"></pulso-market-card>
      <pulso-market-card id="rem" height="20rem"></pulso-market-card>
      <pulso-market-card id="bad" height="huge"></pulso-market-card>
      <pulso-leaderboard id="styled" style="min-height: 90px; display: flex"></pulso-leaderboard>
      <pulso-notification-bell id="bell"></pulso-notification-bell>
      <pulso-unknown id="other"></pulso-unknown>`);
    const { importChunk } = start();
    const style = (id: string) => document.getElementById(id)!.style;
    expect(style("card")).toMatchObject({
      display: "block",
      minHeight: `${MARKET_CARD_MIN_HEIGHT_PX}px`,
    });
    expect(style("tall").minHeight).toBe("320px");
    expect(style("rem").minHeight).toBe("20rem");
    expect(style("bad").minHeight).toBe(`${MARKET_CARD_MIN_HEIGHT_PX}px`);
    expect(style("styled")).toMatchObject({ display: "flex", minHeight: "90px" });
    expect(style("bell")).toMatchObject({
      display: "inline-block",
      minHeight: "40px",
      minWidth: "40px",
    });
    expect(style("other").minHeight).toBe("");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[pulso\] ignored .*height="huge"/));
    expect(importChunk).not.toHaveBeenCalled();
  });

  it("puts the same reservations in a stylesheet first in <head>, for elements not yet parsed", () => {
    start();
    const sheet = document.head.firstElementChild;
    expect(sheet?.matches("style[data-pulso-embed]")).toBe(true);
    const text = sheet?.textContent ?? "";
    expect(text).toContain(
      `:where(pulso-market-card){display:block;min-height:${MARKET_CARD_MIN_HEIGHT_PX}px;}`,
    );
    expect(text).toContain(
      ":where(pulso-notification-bell){display:inline-block;min-height:40px;min-width:40px;}",
    );
    // An element parsed after the loader ran gets its height from the sheet before any script.
    const later = document.createElement("pulso-market-card");
    document.body.append(later);
    expect(getComputedStyle(later).minHeight).toBe(`${MARKET_CARD_MIN_HEIGHT_PX}px`);
    document.head.querySelectorAll("style[data-pulso-embed]").forEach((style) => style.remove());
  });

  it("reserves space for elements added later, including inside added subtrees", async () => {
    const { near } = start();
    const poll = document.createElement("pulso-poll");
    const wrapper = document.createElement("section");
    wrapper.innerHTML = `<div><pulso-price-chart market="m1"></pulso-price-chart></div>`;
    document.body.append(poll, wrapper);
    await settle();
    // The poll is framed on news sites (voting acts for the reader): its bar and a four-option poll.
    expect(poll.style.minHeight).toBe("440px");
    expect(wrapper.querySelector("pulso-price-chart")!.getAttribute("style")).toBe(
      "display: block; min-height: 280px;",
    );
    expect(near.size).toBe(2);
  });
});

describe("loading widget chunks", () => {
  it("imports a tag's chunk only when an element nears the viewport, once per tag", async () => {
    page(`
      <pulso-market-card id="a"></pulso-market-card>
      <pulso-market-card id="b"></pulso-market-card>
      <pulso-poll id="poll"></pulso-poll>`);
    const { importChunk, scrollTo } = start();
    const late = document.createElement("pulso-market-card");
    document.body.append(late);
    await settle();
    expect(importChunk).not.toHaveBeenCalled();

    scrollTo(document.getElementById("a"));
    scrollTo(document.getElementById("b"));
    scrollTo(late);
    await settle();
    expect(importChunk.mock.calls).toEqual([[CARD_URL]]);

    scrollTo(document.getElementById("poll"));
    await settle();
    expect(importChunk.mock.calls.map(([url]) => url)).toEqual([
      CARD_URL,
      "https://pulso.example/embed/pulso-poll.js",
    ]);
  });

  it("publishes the page settings before importing any chunk", async () => {
    window.Pulso = [["set", { lang: "en" }]];
    page(`<pulso-market-card></pulso-market-card>`);
    let seen: unknown;
    const { scrollTo } = start({
      importChunk: () => {
        seen = window.__pulsoEmbed;
        return Promise.resolve();
      },
    });
    scrollTo(document.querySelector("pulso-market-card"));
    await settle();
    expect(seen).toEqual({
      apiBase: "https://pulso.example/api/v1",
      lang: "en",
      theme: "light",
      stats: true,
    });
  });

  it("tries a failed chunk once more after a short delay, and shows the widget when that works", async () => {
    vi.useFakeTimers();
    const error = errors();
    page(`<pulso-market-card id="card" market="m_42"></pulso-market-card>`);
    let calls = 0;
    const { importChunk, scrollTo } = start({
      importChunk: () => (++calls === 1 ? Promise.reject(new Error("503")) : Promise.resolve()),
    });
    scrollTo(document.getElementById("card"));
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS - 1);
    expect(importChunk).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importChunk).toHaveBeenCalledTimes(2);
    expect(importChunk).toHaveBeenLastCalledWith(`${CARD_URL}?retry=1`);
    const card = document.getElementById("card")!;
    expect(card.hasAttribute("data-pulso-error")).toBe(false);
    expect(card.querySelector("a")).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it("after the retry fails, marks each element and links it to its market, in its language", async () => {
    vi.useFakeTimers();
    const error = errors();
    page(`<pulso-market-card id="es" market="m_42"></pulso-market-card>
      <pulso-market-card id="en" market="m 7" lang="en-US"></pulso-market-card>
      <pulso-market-card id="own" market="m_42"><a href="/elsewhere">Mercado</a></pulso-market-card>
      <pulso-leaderboard id="board"></pulso-leaderboard>`);
    const { importChunk, scrollTo } = start({
      importChunk: () => Promise.reject(new Error("404")),
    });
    for (const id of ["es", "en", "own", "board"]) {
      expect(() => scrollTo(document.getElementById(id))).not.toThrow();
    }
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);

    const link = (id: string) => document.getElementById(id)!.querySelector("a")!;
    expect(link("es").textContent).toBe("Ver en Pulso");
    expect(link("es").href).toBe("https://pulso.example/market/m_42");
    expect(link("es").target).toBe("_blank");
    expect(link("es").rel).toBe("noopener");
    expect(link("en").textContent).toBe("View on Pulso");
    expect(link("en").href).toBe("https://pulso.example/market/m%207");
    // Without a market, the platform's home.
    expect(link("board").textContent).toBe("Ver en Pulso");
    expect(link("board").href).toBe("https://pulso.example/");
    // What the publisher put inside stays as it is.
    expect(document.getElementById("own")!.innerHTML).toBe('<a href="/elsewhere">Mercado</a>');
    for (const id of ["es", "en", "own", "board"]) {
      expect(document.getElementById(id)!.getAttribute("data-pulso-error")).toBe("load");
    }
    // Two tags, each tried twice; one error each, after its retry.
    expect(importChunk).toHaveBeenCalledTimes(4);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(
      "[pulso] could not load https://pulso.example/embed/pulso-market-card.js",
      expect.any(Error),
    );
  });

  it("words the link in the page's language when the element names none", async () => {
    vi.useFakeTimers();
    errors();
    window.Pulso = [["set", { lang: "en" }]];
    page(`<pulso-price-chart id="chart" market="m_1"></pulso-price-chart>`);
    const { scrollTo } = start({ importChunk: () => Promise.reject(new Error("offline")) });
    scrollTo(document.getElementById("chart"));
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    const link = document.querySelector("#chart a")!;
    expect(link.textContent).toBe("View on Pulso");
    expect(link.getAttribute("lang")).toBe("en");
  });

  it("survives an importer that throws synchronously", async () => {
    vi.useFakeTimers();
    errors();
    page(`<pulso-market-list></pulso-market-list>`);
    const { scrollTo } = start({
      importChunk: () => {
        throw new TypeError("import() is not supported");
      },
    });
    expect(() => scrollTo(document.querySelector("pulso-market-list"))).not.toThrow();
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    const list = document.querySelector("pulso-market-list")!;
    expect(list.getAttribute("data-pulso-error")).toBe("load");
    expect(list.querySelector("a")?.textContent).toBe("Ver en Pulso");
  });

  it("does not import a chunk for an element the page already defined", async () => {
    customElements.define("pulso-bet-ticket", class extends HTMLElement {});
    page(`<pulso-bet-ticket></pulso-bet-ticket>`);
    const { importChunk, scrollTo } = start();
    scrollTo(document.querySelector("pulso-bet-ticket"));
    await settle();
    expect(importChunk).not.toHaveBeenCalled();
  });
});

describe("the views beacon", () => {
  const SECOND = 1000;
  const BEACON_URL = "https://pulso.example/api/v1/embed/beacon";
  const listeners: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
  let fetchSpy: ReturnType<typeof vi.fn>;
  let onScreen: (element: Element) => void;

  beforeEach(() => {
    vi.useFakeTimers();
    fetchSpy = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal("fetch", fetchSpy);
    // The beacon's IntersectionObserver: a watched element comes fully on screen when a test says.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        #watched = new Set<Element>();
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          onScreen = (target) => {
            if (this.#watched.has(target)) {
              callback([{ target, isIntersecting: true, intersectionRatio: 1 }]);
            }
          };
        }
        observe(element: Element) {
          this.#watched.add(element);
        }
        unobserve(element: Element) {
          this.#watched.delete(element);
        }
      },
    );
    // Each loader's beacon listens on the page; drop those listeners after each test.
    for (const target of [window, document]) {
      const add = target.addEventListener.bind(target);
      vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
        if (listener) listeners.push([target, type, listener]);
        add(type, listener, options);
      });
    }
  });

  afterEach(() => {
    vi.restoreAllMocks();
    for (const [target, type, listener] of listeners.splice(0)) {
      target.removeEventListener(type, listener);
    }
    vi.unstubAllGlobals();
  });

  /** The page goes to the background, then is left. */
  const leavePage = () => {
    Object.defineProperty(document, "hidden", { configurable: true, value: true });
    document.dispatchEvent(new Event("visibilitychange"));
    delete (document as { hidden?: boolean }).hidden;
    window.dispatchEvent(new Event("pagehide"));
  };

  it("counts every Pulso element, public and framed, even before its code loads, in one beacon", async () => {
    page(`<pulso-market-card id="card" market="m_1"></pulso-market-card>
      <pulso-bet-ticket id="ticket" market="m_1"></pulso-bet-ticket>
      <pulso-unknown id="other"></pulso-unknown>`);
    start();
    const added = document.createElement("pulso-leaderboard");
    document.body.append(added);
    await vi.advanceTimersByTimeAsync(0);
    for (const id of ["card", "ticket", "other"]) onScreen(document.getElementById(id)!);
    onScreen(added);
    await vi.advanceTimersByTimeAsync(SECOND);
    document.getElementById("ticket")!.dispatchEvent(new MouseEvent("click", { detail: 1 }));
    leavePage();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]![0]).toBe(BEACON_URL);
    expect(JSON.parse((fetchSpy.mock.calls[0]![1] as RequestInit).body as string)).toEqual({
      path: "/",
      views: [
        { widget: "market-card", market: "m_1" },
        { widget: "bet-ticket", market: "m_1" },
        { widget: "leaderboard" },
      ],
      interactions: 1,
    });
  });

  it('sends nothing once the page says ["set", { stats: false }], until it says true again', () => {
    window.Pulso = [["set", { stats: false }]];
    page(`<pulso-market-card id="card" market="m_1"></pulso-market-card>`);
    start();
    expect(window.__pulsoEmbed?.stats).toBe(false);
    onScreen(document.getElementById("card")!);
    vi.advanceTimersByTime(SECOND);
    leavePage();
    expect(fetchSpy).not.toHaveBeenCalled();

    queue().push(["set", { stats: true }]);
    leavePage();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    queue().push(["set", { stats: false }]);
    document.getElementById("card")!.dispatchEvent(new MouseEvent("click", { detail: 1 }));
    leavePage();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the script tag says data-stats="off"', () => {
    page(`<pulso-market-card id="card" market="m_1"></pulso-market-card>`);
    start({ stats: false });
    expect(window.__pulsoEmbed?.stats).toBe(false);
    onScreen(document.getElementById("card")!);
    vi.advanceTimersByTime(SECOND);
    document.getElementById("card")!.dispatchEvent(new MouseEvent("click", { detail: 1 }));
    leavePage();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("takes only true or false for stats, with a [pulso] warning otherwise", () => {
    const warn = warnings();
    window.Pulso = [["set", { stats: "off" }]];
    start();
    expect(window.__pulsoEmbed?.stats).toBe(true);
    expect(warn).toHaveBeenCalledWith("[pulso] ignored setting stats:", "off");
  });
});

describe("the platform origin", () => {
  it("comes from the script's own URL: API base and chunk URLs", async () => {
    page(`<pulso-market-card></pulso-market-card>`);
    const { importChunk, scrollTo } = start({
      scriptUrl: "https://widgets.diario.example:8443/embed.js?v=0.1.0#x",
    });
    expect(window.__pulsoEmbed?.apiBase).toBe("https://widgets.diario.example:8443/api/v1");
    scrollTo(document.querySelector("pulso-market-card"));
    await settle();
    expect(importChunk).toHaveBeenCalledWith(
      "https://widgets.diario.example:8443/embed/pulso-market-card.js",
    );
  });

  it("refuses a script URL that is not http(s), with a log instead of a throw", () => {
    const error = errors();
    window.Pulso = [];
    page(`<pulso-market-card></pulso-market-card>`);
    const { near } = start({ scriptUrl: "file:///tmp/embed.js" });
    expect(near.size).toBe(0);
    expect(window.__pulsoEmbed).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[pulso\] embed.js must be served/));
  });

  it("the entry never throws into the page, even when it cannot find its own URL", async () => {
    const error = errors();
    await expect(import("./loader")).resolves.toBeDefined();
    expect(error).toHaveBeenCalledWith(
      "[pulso] embed loader failed to start",
      expect.any(TypeError),
    );
  });

  it.each([
    ["off", false],
    ["on", true],
    [null, true],
  ] as const)(
    'the entry reads data-stats="%s" on its script tag: beacon on is %s',
    async (value, on) => {
      vi.resetModules();
      const script = document.createElement("script");
      if (value !== null) script.setAttribute("data-stats", value);
      script.src = "https://pulso.example/embed.js";
      document.head.append(script);
      try {
        await import("./loader");
        expect(window.__pulsoEmbed?.apiBase).toBe("https://pulso.example/api/v1");
        expect(window.__pulsoEmbed?.stats).toBe(on);
      } finally {
        script.remove();
        document.head
          .querySelectorAll("style[data-pulso-embed]")
          .forEach((style) => style.remove());
      }
    },
  );
});
