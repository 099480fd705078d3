import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createFramedElementClass, type FramedElementSpec } from "./framedElement";
import { forgetEmbedAccess } from "./embedAccess";
import { FRAME_MIN_HEIGHT_PX, FRAME_READY_TIMEOUT_MS } from "../frameProtocol/layout";
import { FRAME_PROTOCOL } from "../frameProtocol/protocol";

const PLATFORM = "https://pulso.example";
const P = FRAME_PROTOCOL;
const TICKET_MIN = FRAME_MIN_HEIGHT_PX["bet-ticket"];
const BELL_MIN = FRAME_MIN_HEIGHT_PX["notification-bell"];

type Settings = { apiBase?: unknown; lang?: unknown; theme?: unknown };
const page = window as unknown as { __pulsoEmbed?: Settings };

let testNumber = 0;

/** Defines a fresh element for one test (custom element names cannot be redefined). */
function defineTag(spec: Partial<Omit<FramedElementSpec, "tag">> = {}): string {
  testNumber += 1;
  const tag = `pulso-framed-test-${testNumber}`;
  customElements.define(
    tag,
    createFramedElementClass({
      tag,
      widget: "bet-ticket",
      params: ["market", "option"],
      needsMarket: true,
      overlay: false,
      ...spec,
    }),
  );
  return tag;
}

function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

function frameOf(element: HTMLElement): HTMLIFrameElement {
  const frame = element.shadowRoot?.querySelector("iframe");
  if (!frame) throw new Error("no iframe");
  return frame;
}

function frameWindow(element: HTMLElement): Window {
  const win = frameOf(element).contentWindow;
  if (!win) throw new Error("the iframe has no window");
  return win;
}

function alertOf(element: HTMLElement): HTMLElement | null {
  return element.shadowRoot?.querySelector<HTMLElement>('[role="alert"]') ?? null;
}

/** A message as the page's window receives it. */
function receive(
  data: unknown,
  from: { origin?: string; source?: Window | null } & { element?: HTMLElement } = {},
): void {
  const source =
    from.source !== undefined ? from.source : from.element ? frameWindow(from.element) : null;
  window.dispatchEvent(
    new MessageEvent("message", { data, origin: from.origin ?? PLATFORM, source }),
  );
}

/** Lets attribute changes (coalesced in a microtask) render. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function listen(type: string): CustomEvent[] {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  document.addEventListener(type, listener);
  cleanups.push(() => document.removeEventListener(type, listener));
  return events;
}

let cleanups: (() => void)[] = [];

/*
 * jsdom gives an iframe inside a shadow root no window of its own (browsers do). While connected,
 * each such iframe gets a stand-in: the window of a hidden iframe in the light DOM, so that
 * `contentWindow` identity, `postMessage` spies and `event.source` behave as in a browser.
 */
const nativeContentWindow = Object.getOwnPropertyDescriptor(
  HTMLIFrameElement.prototype,
  "contentWindow",
);
const standIns = new WeakMap<HTMLIFrameElement, Window>();

beforeAll(() => {
  const nativeGet = nativeContentWindow?.get;
  if (!nativeGet) throw new Error("jsdom changed: no contentWindow getter");
  Object.defineProperty(HTMLIFrameElement.prototype, "contentWindow", {
    configurable: true,
    get(this: HTMLIFrameElement): Window | null {
      const own = nativeGet.call(this) as Window | null;
      if (own || !this.isConnected) return own;
      let standIn = standIns.get(this);
      if (!standIn) {
        const holder = document.createElement("iframe");
        holder.hidden = true;
        document.body.append(holder);
        standIn = nativeGet.call(holder) as Window;
        standIns.set(this, standIn);
      }
      return standIn;
    },
  });
});

afterAll(() => {
  if (nativeContentWindow) {
    Object.defineProperty(HTMLIFrameElement.prototype, "contentWindow", nativeContentWindow);
  }
});

/** What the platform answers GET /api/v1/embed/access: by default, that this site may frame. */
let accessAnswer: () => Promise<Response>;
const allowedAnswer = (allowed: unknown) => () =>
  Promise.resolve(Response.json({ status: "success", data: { allowed } }));
let fetchSpy: ReturnType<typeof vi.fn>;
let warnSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  page.__pulsoEmbed = { apiBase: `${PLATFORM}/api/v1`, lang: "es", theme: "light" };
  warnSpy = vi.spyOn(console, "warn").mockImplementation(() => {});
  accessAnswer = allowedAnswer(true);
  fetchSpy = vi.fn(() => accessAnswer());
  vi.stubGlobal("fetch", fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetEmbedAccess();
  vi.useRealTimers();
  document.body.innerHTML = "";
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  delete page.__pulsoEmbed;
});

describe("a framed account element", () => {
  it("mounts its frame on the platform origin with the market, option, lang, theme and page origin", () => {
    const element = mount(defineTag(), { market: "m_1", option: "o_no" });
    const frame = frameOf(element);
    const src = new URL(frame.src);
    expect(src.origin).toBe(PLATFORM);
    expect(src.pathname).toBe("/embed/frame/bet-ticket");
    expect(Object.fromEntries(src.searchParams)).toEqual({
      market: "m_1",
      option: "o_no",
      lang: "es",
      theme: "light",
      origin: location.origin,
    });
    expect(alertOf(element)).toBeNull();
  });

  it("tells the bet ticket's frame the article it sits in: the page's path, no query string or fragment", () => {
    history.replaceState(null, "", "/politica/2026/elecciones?utm_source=portada&id=9#comentarios");
    try {
      const src = frameOf(mount(defineTag({ article: true }), { market: "m_1" })).src;
      expect(new URL(src).searchParams.get("article")).toBe("/politica/2026/elecciones");
      expect(src).not.toMatch(/utm_source|portada|comentarios/);
      // Frames whose actions record no article are not told it.
      const poll = frameOf(
        mount(defineTag({ widget: "poll", params: ["market"] }), { market: "m_1" }),
      );
      expect(new URL(poll.src).searchParams.has("article")).toBe(false);
    } finally {
      history.replaceState(null, "", "/");
    }
  });

  it("hands the frame only its declared attributes, and its own lang and theme", () => {
    const element = mount(defineTag(), {
      market: " m_1 ",
      token: "secret",
      lang: "en",
      theme: "dark",
    });
    const src = new URL(frameOf(element).src);
    expect(src.searchParams.get("market")).toBe("m_1");
    expect(src.searchParams.has("token")).toBe(false);
    expect(src.searchParams.has("option")).toBe(false);
    expect(src.searchParams.get("lang")).toBe("en");
    expect(src.searchParams.get("theme")).toBe("dark");
  });

  it("takes the API origin from api-base over the page settings", () => {
    const element = mount(defineTag(), {
      market: "m_1",
      "api-base": "https://other.example/api/v1",
    });
    expect(new URL(frameOf(element).src).origin).toBe("https://other.example");
  });

  it("titles the frame in the reader's language", () => {
    expect(frameOf(mount(defineTag(), { market: "m_1" })).title).toBe("Boleto de apuesta de Pulso");
    expect(frameOf(mount(defineTag(), { market: "m_1", lang: "en" })).title).toBe(
      "Pulso bet ticket",
    );
  });

  it("sandboxes the frame: scripts, popups and storage access on a click, never top navigation", () => {
    const sandbox = frameOf(mount(defineTag(), { market: "m_1" })).getAttribute("sandbox") ?? "";
    const tokens = sandbox.split(/\s+/);
    expect(tokens).toEqual(
      expect.arrayContaining([
        "allow-scripts",
        "allow-popups",
        // Without it a sandboxed frame's requestStorageAccess is always refused (DESIGN §7).
        "allow-storage-access-by-user-activation",
      ]),
    );
    expect(tokens.filter((token) => token.startsWith("allow-top-navigation"))).toEqual([]);
    expect(tokens).not.toContain("allow-modals");
  });

  it("reserves the widget's height before the frame loads", () => {
    const element = mount(defineTag(), { market: "m_1" });
    const css = element.shadowRoot?.querySelector("style")?.textContent ?? "";
    expect(css).toContain(`min-height: ${TICKET_MIN}px`);
    expect(css).toMatch(new RegExp(`iframe \\{[^}]*height: ${TICKET_MIN}px`));
  });
});

describe("messages from the frame", () => {
  it("resizes to the frame's height, never below the reserved minimum", () => {
    const element = mount(defineTag(), { market: "m_1" });
    receive({ protocol: P, type: "resize", height: TICKET_MIN + 137 }, { element });
    expect(frameOf(element).style.height).toBe(`${TICKET_MIN + 137}px`);
    receive({ protocol: P, type: "resize", height: 10 }, { element });
    expect(frameOf(element).style.height).toBe(`${TICKET_MIN}px`);
  });

  it("ignores a resize from another origin or another window", () => {
    const element = mount(defineTag(), { market: "m_1" });
    const resize = { protocol: P, type: "resize", height: 900 };
    receive(resize, { element, origin: "https://evil.example" });
    receive(resize, { element, origin: "http://pulso.example" });
    receive(resize, { element, origin: "https://pulso.example.evil.example" });
    receive(resize, { source: window });
    receive(resize, { source: null });
    const other = mount(defineTag(), { market: "m_2" });
    receive(resize, { element: other });
    expect(frameOf(element).style.height).toBe("");
    expect(frameOf(other).style.height).toBe("900px");
  });

  it("re-emits a bet as a bubbling, composed pulso-bet-placed naming the market only", () => {
    const placed = listen("pulso-bet-placed");
    const element = mount(defineTag(), { market: "m_1" });
    receive({ protocol: P, type: "bet-placed", marketId: "m_1" }, { element });
    expect(placed).toHaveLength(1);
    const event = placed[0]!;
    expect(event.target).toBe(element);
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ marketId: "m_1" });
  });

  it("re-emits nothing for a bet message that carries the reader's option or amount", () => {
    const placed = listen("pulso-bet-placed");
    const element = mount(defineTag(), { market: "m_1" });
    receive(
      { protocol: P, type: "bet-placed", marketId: "m_1", optionId: "o_no", amount: 10 },
      { element },
    );
    expect(placed).toHaveLength(0);
  });

  it("tells its own element, and only that element, of a press in its frame, from the frame's origin only", () => {
    const element = mount(defineTag(), { market: "m_1" });
    const other = mount(defineTag(), { market: "m_2" });
    const heard: EventTarget[] = [];
    for (const target of [element, other, document]) {
      target.addEventListener("pulso-interaction", (event) => heard.push(event.currentTarget!));
    }
    receive({ protocol: P, type: "interacted" }, { element });
    receive({ protocol: P, type: "interacted" }, { element, origin: "https://evil.example" });
    receive({ protocol: P, type: "interacted", optionId: "o_1" }, { element });
    // Only the element hears it: it neither bubbles nor leaves its shadow root's host.
    expect(heard).toEqual([element]);
  });

  it("ignores a bet from another origin", () => {
    const placed = listen("pulso-bet-placed");
    const element = mount(defineTag(), { market: "m_1" });
    receive(
      { protocol: P, type: "bet-placed", marketId: "m_1" },
      { element, origin: "https://evil.example" },
    );
    expect(placed).toHaveLength(0);
  });

  it("ignores malformed messages", () => {
    const placed = listen("pulso-bet-placed");
    const ready = listen("pulso-ready");
    const element = mount(defineTag(), { market: "m_1" });
    for (const data of [
      "resize",
      null,
      { type: "resize", height: 900 },
      { protocol: P, type: "resize", height: -1 },
      { protocol: P, type: "resize", height: Number.NaN },
      { protocol: P, type: "resize", height: 1e7 },
      { protocol: P, type: "ready", extra: true },
      { protocol: P, type: "bet-placed", marketId: "<x>" },
      { protocol: P, type: "bet-placed", marketId: "m_1", balance: 95 },
    ]) {
      receive(data, { element });
    }
    expect(frameOf(element).style.height).toBe("");
    expect(placed).toHaveLength(0);
    expect(ready).toHaveLength(0);
  });

  it("on ready, sends the theme and the page's --pulso-* values to the platform origin only", () => {
    const ready = listen("pulso-ready");
    const element = mount(defineTag(), { market: "m_1", theme: "dark" });
    element.style.setProperty("--pulso-color-accent", "#ff0066");
    const post = vi.spyOn(frameWindow(element), "postMessage");
    receive({ protocol: P, type: "ready" }, { element });
    expect(post).toHaveBeenCalledTimes(1);
    const [message, target] = post.mock.calls[0] as [unknown, string];
    expect(target).toBe(PLATFORM);
    expect(message).toMatchObject({ protocol: P, type: "theme", theme: "dark" });
    expect(Object.keys((message as { vars: object }).vars)).toEqual(
      expect.arrayContaining(["--pulso-color-accent"]),
    );
    expect(ready).toHaveLength(1);
    expect(ready[0]?.detail).toEqual({ marketId: "m_1" });
    expect(ready[0]?.bubbles && ready[0]?.composed).toBe(true);
  });

  it("does not call ready a ready from another origin", () => {
    const ready = listen("pulso-ready");
    const element = mount(defineTag(), { market: "m_1" });
    const post = vi.spyOn(frameWindow(element), "postMessage");
    receive({ protocol: P, type: "ready" }, { element, origin: "https://evil.example" });
    expect(post).not.toHaveBeenCalled();
    expect(ready).toHaveLength(0);
  });

  it("stops listening once removed from the page", () => {
    const placed = listen("pulso-bet-placed");
    const element = mount(defineTag(), { market: "m_1" });
    const source = frameWindow(element);
    element.remove();
    receive({ protocol: P, type: "bet-placed", marketId: "m_1" }, { source });
    expect(placed).toHaveLength(0);
  });
});

describe("attribute changes", () => {
  it("a theme change is posted to the ready frame instead of reloading it", async () => {
    const element = mount(defineTag(), { market: "m_1" });
    const frame = frameOf(element);
    const src = frame.src;
    const post = vi.spyOn(frameWindow(element), "postMessage");
    receive({ protocol: P, type: "ready" }, { element });
    post.mockClear();

    element.setAttribute("theme", "dark");
    await settle();
    expect(frameOf(element)).toBe(frame);
    expect(frame.src).toBe(src);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toMatchObject({ type: "theme", theme: "dark" });
    expect(post.mock.calls[0]?.[1]).toBe(PLATFORM);
  });

  it("a theme changed back to the frame's first one is posted too", async () => {
    const element = mount(defineTag(), { market: "m_1", theme: "light" });
    const post = vi.spyOn(frameWindow(element), "postMessage");
    receive({ protocol: P, type: "ready" }, { element });
    element.setAttribute("theme", "dark");
    await settle();
    element.setAttribute("theme", "light");
    await settle();
    const themes = post.mock.calls.map((call) => (call[0] as { theme: string }).theme);
    expect(themes).toEqual(["light", "dark", "light"]);
  });

  it("a theme set before ready is the one sent on ready", async () => {
    const element = mount(defineTag(), { market: "m_1" });
    const post = vi.spyOn(frameWindow(element), "postMessage");
    element.setAttribute("theme", "auto");
    await settle();
    expect(post).not.toHaveBeenCalled();
    receive({ protocol: P, type: "ready" }, { element });
    expect(post.mock.calls.map((call) => (call[0] as { theme: string }).theme)).toEqual(["auto"]);
  });

  it("a market change loads the new market's frame", async () => {
    const element = mount(defineTag(), { market: "m_1" });
    const first = frameOf(element);
    element.setAttribute("market", "m_2");
    await settle();
    const second = frameOf(element);
    expect(second).not.toBe(first);
    expect(new URL(second.src).searchParams.get("market")).toBe("m_2");
    expect(element.shadowRoot?.querySelectorAll("iframe")).toHaveLength(1);
  });
});

describe("bad attributes and setup", () => {
  const CANNOT_SHOW_ES = "Este contenido de Pulso no se puede mostrar.";
  const CANNOT_SHOW_EN = "This Pulso content can't be shown.";

  it.each([
    ["an unsupported lang", { market: "m_1", lang: "fr" }, 'lang="es" or lang="en"'],
    ["an unsupported theme", { market: "m_1", theme: "neon" }, 'theme="light", "dark" or "auto"'],
    ["a missing market", {}, 'add its market="…" attribute'],
    ["a blank market", { market: "  " }, 'add its market="…" attribute'],
    [
      "a script api-base",
      { market: "m_1", "api-base": "javascript:alert(1)" },
      "load embed.js or set the api-base attribute",
    ],
  ])(
    "shows the reader a short Spanish message, tells the developer in one warning, emits pulso-error and mounts no frame for %s",
    (_name, attributes, detail) => {
      const errors = listen("pulso-error");
      const element = mount(defineTag(), attributes);
      expect(alertOf(element)?.textContent).toBe(CANNOT_SHOW_ES);
      expect(element.shadowRoot?.querySelector("iframe")).toBeNull();
      expect(warnSpy).toHaveBeenCalledTimes(1);
      expect(String(warnSpy.mock.calls[0]?.[0])).toMatch(/^\[pulso\] <pulso-framed-test-\d+>: /);
      expect(String(warnSpy.mock.calls[0]?.[0])).toContain(detail);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.detail).toMatchObject({
        reason: "invalid-attribute",
        message: CANNOT_SHOW_ES,
      });
      expect(errors[0]?.bubbles && errors[0]?.composed).toBe(true);
    },
  );

  it.each([
    ["an unsupported theme", { theme: "neon", market: "m_1" }],
    ["a missing market", {}],
  ])("says so in English with lang=en for %s", (_name, attributes) => {
    const element = mount(defineTag(), { ...attributes, lang: "en" });
    expect(alertOf(element)?.textContent).toBe(CANNOT_SHOW_EN);
    expect(element.shadowRoot?.querySelector("iframe")).toBeNull();
  });

  it("says Pulso is not set up when the page has no API base, to the developer only", () => {
    page.__pulsoEmbed = { lang: "en" };
    const errors = listen("pulso-error");
    const element = mount(defineTag(), { market: "m_1" });
    expect(alertOf(element)?.textContent).toBe(CANNOT_SHOW_EN);
    expect(element.shadowRoot?.querySelector("iframe")).toBeNull();
    expect(errors[0]?.detail).toEqual({
      marketId: "m_1",
      reason: "invalid-attribute",
      message: CANNOT_SHOW_EN,
    });
    expect(warnSpy).toHaveBeenCalledWith(
      expect.stringContaining("Pulso isn't set up on this page: load embed.js or set the api-base"),
    );
  });

  it("mounts the frame once a bad attribute is fixed", async () => {
    const element = mount(defineTag(), { market: "m_1", lang: "fr" });
    expect(alertOf(element)).not.toBeNull();
    element.setAttribute("lang", "en");
    await settle();
    expect(alertOf(element)).toBeNull();
    expect(new URL(frameOf(element).src).searchParams.get("lang")).toBe("en");
  });
});

describe("a frame that never says ready", () => {
  it("shows a load failure with a retry and a link to the market on Pulso", () => {
    vi.useFakeTimers();
    const errors = listen("pulso-error");
    const element = mount(defineTag(), { market: "m_1" });
    vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS - 1);
    expect(alertOf(element)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(alertOf(element)?.textContent).toBe("No pudimos cargar este contenido de Pulso.");
    const link = element.shadowRoot?.querySelector("a");
    expect(link?.textContent).toBe("Abrir en Pulso");
    expect(link?.href).toBe(`${PLATFORM}/market/m_1`);
    expect(link?.rel).toContain("noopener");
    expect(element.shadowRoot?.querySelector("iframe")).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail).toMatchObject({ marketId: "m_1", reason: "load-failed" });
  });

  it("mounts the frame again when the reader presses Try again", () => {
    vi.useFakeTimers();
    const element = mount(defineTag(), { market: "m_1", lang: "en" });
    vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS);
    const retry = element.shadowRoot?.querySelector("button");
    expect(retry?.textContent).toBe("Try again");
    retry?.click();
    expect(alertOf(element)).toBeNull();
    expect(new URL(frameOf(element).src).searchParams.get("market")).toBe("m_1");
    receive({ protocol: P, type: "ready" }, { element });
    vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS);
    expect(alertOf(element)).toBeNull();
  });

  it("shows nothing when the frame said ready in time", () => {
    vi.useFakeTimers();
    const element = mount(defineTag(), { market: "m_1" });
    receive({ protocol: P, type: "ready" }, { element });
    vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS * 2);
    expect(alertOf(element)).toBeNull();
    expect(frameOf(element)).toBeTruthy();
  });
});

describe("a frame whose market does not exist", () => {
  it.each([
    ["es", "Este mercado no existe o ya no está disponible."],
    ["en", "This market doesn't exist or is no longer available."],
  ])(
    "emits pulso-error not-found, never pulso-ready, and tells the reader in %s with nothing to retry",
    (lang, text) => {
      vi.useFakeTimers();
      const ready = listen("pulso-ready");
      const errors = listen("pulso-error");
      const element = mount(defineTag(), { market: "m_gone", lang });
      receive({ protocol: P, type: "error", reason: "not-found" }, { element });
      expect(alertOf(element)?.textContent).toBe(text);
      expect(element.shadowRoot?.querySelector("iframe, button, a")).toBeNull();
      expect(errors.map((event) => event.detail)).toEqual([
        { marketId: "m_gone", reason: "not-found", message: text },
      ]);
      expect(warnSpy).toHaveBeenCalledTimes(1);
      expect(String(warnSpy.mock.calls[0]?.[0])).toContain('market "m_gone" does not exist');
      vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS * 2);
      expect(ready).toHaveLength(0);
      expect(errors).toHaveLength(1);
    },
  );

  it("ignores a not-found from another origin or window, and a malformed one", () => {
    const errors = listen("pulso-error");
    const element = mount(defineTag(), { market: "m_1" });
    receive(
      { protocol: P, type: "error", reason: "not-found" },
      { element, origin: "https://evil.example" },
    );
    receive({ protocol: P, type: "error", reason: "not-found" }, { source: window });
    receive({ protocol: P, type: "error", reason: "crashed" }, { element });
    receive({ protocol: P, type: "error", reason: "not-found", message: "Pay here" }, { element });
    expect(errors).toHaveLength(0);
    expect(frameOf(element)).toBeTruthy();
  });
});

describe("a site the platform does not allow to frame its widgets", () => {
  /** Lets the access answer (a few promise hops) arrive. */
  const answered = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  it("mounts the frame at once and asks the platform beside it, without credentials", () => {
    const element = mount(defineTag(), { market: "m_1" });
    expect(frameOf(element)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith(`${PLATFORM}/api/v1/embed/access`, {
      credentials: "omit",
    });
  });

  it.each([
    ["es", "Este sitio no está autorizado para mostrar el ticket de Pulso.", "Abrir en Pulso"],
    ["en", "This site isn't authorized to show the Pulso bet ticket.", "Open in Pulso"],
  ])(
    "replaces the frame at once with a %s explanation and a link to the market, and emits pulso-error not-allowed",
    async (lang, text, linkText) => {
      accessAnswer = allowedAnswer(false);
      const errors = listen("pulso-error");
      const element = mount(defineTag(), { market: "m_1", lang });
      await answered();
      expect(alertOf(element)?.textContent).toBe(text);
      expect(element.shadowRoot?.querySelector("iframe")).toBeNull();
      const link = element.shadowRoot?.querySelector("a");
      expect(link?.textContent).toBe(linkText);
      expect(link?.href).toBe(`${PLATFORM}/market/m_1`);
      expect(errors.map((event) => event.detail)).toEqual([
        { marketId: "m_1", reason: "not-allowed", message: text },
      ]);
      expect(warnSpy).toHaveBeenCalledTimes(1);
      expect(String(warnSpy.mock.calls[0]?.[0])).toContain(
        `${location.origin} may not show Pulso's account widgets`,
      );
    },
  );

  it("names each widget in its explanation", async () => {
    accessAnswer = allowedAnswer(false);
    const element = mount(defineTag({ widget: "poll", params: ["market"] }), { market: "m_1" });
    await answered();
    expect(alertOf(element)?.textContent).toBe(
      "Este sitio no está autorizado para mostrar la encuesta de Pulso.",
    );
  });

  it("keeps the frame when the site is allowed, when the answer has another shape, or when the check fails", async () => {
    for (const answer of [
      allowedAnswer(true),
      allowedAnswer("false"),
      () => Promise.resolve(Response.json({ allowed: false })),
      () => Promise.resolve(new Response("nope", { status: 500 })),
      () => Promise.reject(new TypeError("Failed to fetch")),
    ]) {
      forgetEmbedAccess();
      accessAnswer = answer;
      const element = mount(defineTag(), { market: "m_1" });
      await answered();
      expect(alertOf(element)).toBeNull();
      expect(frameOf(element)).toBeTruthy();
    }
  });

  it("asks once per page for all its elements", async () => {
    accessAnswer = allowedAnswer(false);
    const tag = defineTag();
    const first = mount(tag, { market: "m_1" });
    const second = mount(tag, { market: "m_2" });
    await answered();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(alertOf(first)).not.toBeNull();
    expect(alertOf(second)).not.toBeNull();
  });

  it("asks again after a check that failed, and keeps an answer", async () => {
    accessAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
    const tag = defineTag();
    mount(tag, { market: "m_1" });
    await answered();
    accessAnswer = allowedAnswer(false);
    const second = mount(tag, { market: "m_2" });
    await answered();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(alertOf(second)).not.toBeNull();
    mount(tag, { market: "m_3" });
    await answered();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it("believes the frame that already said ready over a late refusal", async () => {
    let refuse: (response: Response) => void = () => {};
    accessAnswer = () => new Promise<Response>((resolve) => (refuse = resolve));
    const element = mount(defineTag(), { market: "m_1" });
    receive({ protocol: P, type: "ready" }, { element });
    refuse(Response.json({ status: "success", data: { allowed: false } }));
    await answered();
    expect(alertOf(element)).toBeNull();
    expect(frameOf(element)).toBeTruthy();
  });
});

describe("an overlay element (the bell)", () => {
  const bell = {
    widget: "notification-bell",
    params: [],
    needsMarket: false,
    overlay: true,
  } as const;

  it("needs no market and takes its width and height from the frame", () => {
    const element = mount(defineTag(bell));
    expect(new URL(frameOf(element).src).pathname).toBe("/embed/frame/notification-bell");
    expect(element.hasAttribute("data-overlay")).toBe(true);
    receive({ protocol: P, type: "resize", height: 420, width: 360 }, { element });
    expect(frameOf(element).style.height).toBe("420px");
    expect(frameOf(element).style.width).toBe("360px");
    receive({ protocol: P, type: "resize", height: 0 }, { element });
    expect(frameOf(element).style.height).toBe(`${BELL_MIN}px`);
    expect(frameOf(element).style.width).toBe(`${BELL_MIN}px`);
  });

  it("has no link to a market when its frame never says ready", () => {
    vi.useFakeTimers();
    const element = mount(defineTag(bell));
    vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS);
    expect(alertOf(element)).not.toBeNull();
    expect(element.shadowRoot?.querySelector("a")).toBeNull();
  });
});

describe("a framed element that waits for the reader (the bet ticket)", () => {
  const waiting = () => defineTag({ loadOnInteraction: true });
  const facadeOf = (element: HTMLElement) =>
    element.shadowRoot?.querySelector<HTMLElement>(".facade") ?? null;

  it("shows a facade in its reserved box, with no frame and nothing asked of the platform", () => {
    const ready = listen("pulso-ready");
    const element = mount(waiting(), { market: "m_1" });
    expect(fetchSpy).not.toHaveBeenCalled();
    // Not ready: nothing has said yet that the market exists.
    expect(ready).toHaveLength(0);
    expect(element.shadowRoot?.querySelector("iframe")).toBeNull();
    const facade = facadeOf(element);
    expect(facade?.textContent).toContain("Apuesta en este mercado");
    expect(facade?.textContent).toContain("Pulso");
    expect(facade?.querySelector("button")?.textContent).toBe("Apostar");
  });

  it("says ready once its frame shows the market, and for a market that does not exist only pulso-error, with the reader's message", () => {
    const ready = listen("pulso-ready");
    const errors = listen("pulso-error");
    const shown = mount(waiting(), { market: "m_1" });
    facadeOf(shown)!.querySelector("button")!.click();
    expect(ready).toHaveLength(0);
    receive({ protocol: P, type: "ready" }, { element: shown });
    expect(ready.map((event) => event.detail)).toEqual([{ marketId: "m_1" }]);

    const gone = mount(waiting(), { market: "m_gone" });
    facadeOf(gone)!.querySelector("button")!.click();
    receive({ protocol: P, type: "error", reason: "not-found" }, { element: gone });
    expect(ready).toHaveLength(1);
    expect(errors.map((event) => event.detail)).toEqual([
      {
        marketId: "m_gone",
        reason: "not-found",
        message: "Este mercado no existe o ya no está disponible.",
      },
    ]);
    expect(alertOf(gone)?.textContent).toBe("Este mercado no existe o ya no está disponible.");
  });

  it("mounts the frame for its market and option on the reader's click, and moves focus into it once ready", () => {
    const element = mount(waiting(), { market: "m_1", option: "o_no" });
    facadeOf(element)!.querySelector("button")!.click();
    const frame = frameOf(element);
    expect(facadeOf(element)).toBeNull();
    const src = new URL(frame.src);
    expect(src.pathname).toBe("/embed/frame/bet-ticket");
    expect(src.searchParams.get("market")).toBe("m_1");
    expect(src.searchParams.get("option")).toBe("o_no");
    expect(element.shadowRoot?.activeElement ?? null).toBeNull();
    receive({ protocol: P, type: "ready" }, { element });
    expect(element.shadowRoot?.activeElement).toBe(frame);
  });

  it("keeps the frame once opened: a re-render or a return to the page does not bring the facade back", async () => {
    const element = mount(waiting(), { market: "m_1" });
    facadeOf(element)!.querySelector("button")!.click();
    element.setAttribute("option", "o_yes");
    await settle();
    expect(frameOf(element).src).toContain("option=o_yes");
    element.remove();
    document.body.append(element);
    expect(frameOf(element)).toBeTruthy();
    expect(facadeOf(element)).toBeNull();
  });

  it("draws its bar on its own background, as the frame does, so it reads on a dark page", () => {
    const element = mount(waiting(), { market: "m_1" });
    const css = element.shadowRoot?.querySelector("style")?.textContent ?? "";
    const bar = /\.facade__bar \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(bar).toMatch(/background: var\(--_bg\)/);
    expect(facadeOf(element)?.querySelector(".facade__bar")?.textContent).toBe("Pulso");
  });

  it('mounts at once with loading="eager"', () => {
    const element = mount(waiting(), { market: "m_1", loading: "eager" });
    expect(frameOf(element).src).toContain("/embed/frame/bet-ticket");
  });

  it("with autofocus, gives the frame the focus once ready; focus() before then waits for it", () => {
    const opened = mount(waiting(), { market: "m_1", loading: "eager", autofocus: "" });
    expect(opened.shadowRoot?.activeElement ?? null).toBeNull();
    receive({ protocol: P, type: "ready" }, { element: opened });
    expect(opened.shadowRoot?.activeElement).toBe(frameOf(opened));

    const plain = mount(waiting(), { market: "m_2", loading: "eager" });
    receive({ protocol: P, type: "ready" }, { element: plain });
    expect(plain.shadowRoot?.activeElement ?? null).toBeNull();
    plain.focus();
    expect(plain.shadowRoot?.activeElement).toBe(frameOf(plain));
  });

  it("speaks the element's language and theme, and follows a change", async () => {
    const element = mount(waiting(), { market: "m_1", lang: "en", theme: "dark" });
    expect(facadeOf(element)?.textContent).toContain("Bet on this market");
    expect(facadeOf(element)?.dataset.theme).toBe("dark");
    element.setAttribute("lang", "es");
    await settle();
    expect(facadeOf(element)?.querySelector("button")?.textContent).toBe("Apostar");
  });

  it("refuses an unknown loading value with a localized message, and mounts nothing", () => {
    const errors = listen("pulso-error");
    const element = mount(waiting(), { market: "m_1", loading: "lazy" });
    expect(alertOf(element)?.textContent).toBe("Este contenido de Pulso no se puede mostrar.");
    expect(String(warnSpy.mock.calls[0]?.[0])).toContain('loading="interaction" or "eager"');
    expect(element.shadowRoot?.querySelector("iframe, .facade")).toBeNull();
    expect(errors[0]?.detail.reason).toBe("invalid-attribute");
  });
});
