import { afterEach, describe, expect, it, vi } from "vitest";
import { startViewPage, wordpressSecret, type ViewPageWindow } from "./viewPage";

const MARKET = "https://pulso.example/market/m_1";

describe("WordPress's secret in a widget page's URL", () => {
  it("is read from the fragment WordPress writes, and only if it is alphanumeric", () => {
    expect(wordpressSecret("#?secret=Wp7x3Q9kLm")).toBe("Wp7x3Q9kLm");
    expect(wordpressSecret("#?lang=es&secret=abc123")).toBe("abc123");
    expect(wordpressSecret("#secret=abc")).toBe("abc");
    expect(wordpressSecret("#?secret=a-b")).toBeNull();
    expect(wordpressSecret("#?secret=")).toBeNull();
    expect(wordpressSecret("#?notsecret=abc")).toBeNull();
    expect(wordpressSecret("")).toBeNull();
  });
});

/** A widget page in a frame: its document, the parent's inbox, and what it opened. */
function framedPage(hash: string, { framed = true } = {}) {
  document.body.innerHTML = `<pulso-market-card market="m_1"></pulso-market-card>`;
  document.body.dataset.marketHref = MARKET;
  const posted: unknown[] = [];
  const opened: string[] = [];
  const resized: Array<() => void> = [];
  const win: ViewPageWindow = {
    document,
    location: { hash },
    parent: { postMessage: (message) => posted.push(message) },
    open: (url) => opened.push(url),
    ResizeObserver: class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver,
  };
  if (!framed) win.parent = win as unknown as ViewPageWindow["parent"];
  startViewPage(win);
  const card = document.querySelector("pulso-market-card")!;
  const selectOption = () =>
    card.dispatchEvent(
      new CustomEvent("pulso-option-select", { bubbles: true, composed: true, cancelable: true }),
    );
  return { posted, opened, resized, card, selectOption };
}

afterEach(() => {
  document.body.innerHTML = "";
  delete document.body.dataset.marketHref;
  vi.restoreAllMocks();
});

describe("a widget's own page", () => {
  it("sends Apostar to the market in a new tab instead of a ticket the fixed frame would cut", () => {
    const page = framedPage("");
    expect(page.selectOption()).toBe(false);
    expect(page.opened).toEqual([MARKET]);
    expect(page.posted).toEqual([]);
  });

  it("leaves links to the browser (they open in a new tab) when WordPress did not frame it", () => {
    const page = framedPage("");
    const link = document.createElement("a");
    link.href = MARKET;
    page.card.append(link);
    // What the page's script did, seen after it ran; then the test's document navigates nowhere.
    let prevented: boolean | null = null;
    document.addEventListener(
      "click",
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    link.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }),
    );
    expect(prevented).toBe(false);
    expect(page.posted).toEqual([]);
  });

  it("in WordPress's sandbox, asks WordPress to open links and the market, and to fit its height", () => {
    const page = framedPage("#?secret=Wp7x3Q9kLm");
    expect(page.posted).toEqual([{ secret: "Wp7x3Q9kLm", message: "height", value: 0 }]);

    // A link inside the card's shadow root: found on the event's composed path.
    const root = page.card.attachShadow({ mode: "open" });
    root.innerHTML = `<h3><a href="${MARKET}">Título</a></h3>`;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, composed: true });
    root.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(page.selectOption()).toBe(false);
    expect(page.opened).toEqual([]);
    expect(page.posted.slice(1)).toEqual([
      { secret: "Wp7x3Q9kLm", message: "link", value: MARKET },
      { secret: "Wp7x3Q9kLm", message: "link", value: MARKET },
    ]);

    // A new height is told once; the same height is not repeated.
    vi.spyOn(document.documentElement, "getBoundingClientRect").mockReturnValue({
      height: 281.4,
    } as DOMRect);
    page.resized[0]!();
    page.resized[0]!();
    expect(page.posted.at(-1)).toEqual({ secret: "Wp7x3Q9kLm", message: "height", value: 282 });
    expect(page.posted).toHaveLength(4);
  });

  it("talks to no parent when it is not framed, whatever its URL says", () => {
    const page = framedPage("#?secret=abc", { framed: false });
    page.selectOption();
    expect(page.posted).toEqual([]);
    expect(page.opened).toEqual([MARKET]);
  });
});
