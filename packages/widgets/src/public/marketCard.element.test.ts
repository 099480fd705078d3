import { act, fireEvent, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestPublicClient, type TestPublicClient } from "../test-utils/testPulso";
import { setElementDefaults } from "./defaults";
import { defineMarketCard, MARKET_CARD_TAG, MarketCardCustomElement } from "./marketCard.element";
import { setSharedClientFactory } from "./sharedPublicClient";

let made: TestPublicClient[] = [];
let testNumber = 0;

beforeEach(() => {
  made = [];
  setSharedClientFactory((apiBase) => {
    const test = createTestPublicClient(undefined, apiBase);
    made.push(test);
    expect(apiBase).toMatch(/\/api\/v1$/);
    return test.client;
  });
  // A fresh API base per test: a fresh shared instance, nothing cached from the last test.
  testNumber += 1;
  setElementDefaults({
    apiBase: `http://api-${testNumber}.test/api/v1`,
    lang: "es",
    theme: "light",
  });
  defineMarketCard();
});

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = "";
    document.head.innerHTML = "";
  });
  setSharedClientFactory(null);
});

async function mount(html: string): Promise<HTMLElement> {
  const host = document.createElement("div");
  await act(async () => {
    host.innerHTML = html;
    document.body.append(host);
  });
  const element = host.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error("nothing mounted");
  return element;
}

function shadow(element: HTMLElement) {
  const root = element.shadowRoot;
  if (!root) throw new Error("no shadow root");
  return within(root as unknown as HTMLElement);
}

describe("<pulso-market-card>", () => {
  it("defining it twice is harmless", () => {
    expect(() => defineMarketCard()).not.toThrow();
    expect(customElements.get(MARKET_CARD_TAG)).toBe(MarketCardCustomElement);
  });

  it("renders the market inside its shadow root, with its own styles, in English", async () => {
    const ready = vi.fn();
    document.addEventListener("pulso-ready", ready);
    const element = await mount(`<pulso-market-card market="m_1" lang="en"></pulso-market-card>`);
    const card = shadow(element);

    expect(
      await card.findByRole("heading", { name: "Will candidate A win the presidency?" }),
    ).toBeTruthy();
    expect(card.getByRole("group", { name: "Yes, 62 cents, 62%" })).toBeTruthy();
    expect(element.shadowRoot?.querySelector("style")?.textContent).toContain(".pulso-mc");
    expect(element.shadowRoot?.querySelector(".pulso-mc")?.getAttribute("data-theme")).toBe(
      "light",
    );
    // Nothing rendered into the light DOM.
    expect(element.children).toHaveLength(0);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect((ready.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ marketId: "m_1" });
    document.removeEventListener("pulso-ready", ready);
  });

  it("keeps the host page's CSS out, and its own in", async () => {
    const hostStyle = document.createElement("style");
    hostStyle.textContent = "h3 { color: red; } .pulso-mc__title, article { color: red; }";
    document.head.append(hostStyle);
    const element = await mount(
      `<pulso-market-card market="m_1" theme="dark"></pulso-market-card>`,
    );
    const title = await shadow(element).findByRole("heading", { name: /¿Ganará/ });

    // jsdom's getComputedStyle applies every sheet to every node, shadow trees included, so it
    // cannot show scoping (Chromium e2e does). What scoping rests on can be checked: no host
    // selector selects a node of the shadow tree, and the card's styles live only in its root.
    const rules = [...(hostStyle.sheet?.cssRules ?? [])] as CSSStyleRule[];
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect([...document.querySelectorAll(rule.selectorText)]).not.toContain(title);
      expect(document.querySelectorAll(rule.selectorText)).toHaveLength(0);
    }
    expect(title.getRootNode()).toBe(element.shadowRoot);
    expect(element.shadowRoot?.querySelectorAll("style")).toHaveLength(1);
    expect(document.head.querySelectorAll("style")).toHaveLength(1);
  });

  it("shows a localized error and dispatches a composed pulso-error when market is missing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors: CustomEvent[] = [];
    const listener = (event: Event) => errors.push(event as CustomEvent);
    document.addEventListener("pulso-error", listener);

    const element = await mount(`<pulso-market-card lang="es"></pulso-market-card>`);
    const message = await shadow(element).findByRole("alert");
    expect(message.textContent).toBe("Este contenido de Pulso no se puede mostrar.");
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]?.composed).toBe(true);
    expect(errors[0]?.bubbles).toBe(true);
    expect(errors[0]?.target).toBe(element);
    expect(errors[0]?.detail).toEqual({
      marketId: null,
      reason: "invalid-attribute",
      message: 'this widget needs a market: add its market="…" attribute.',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[pulso\] <pulso-market-card>/), "");
    expect(made).toHaveLength(0);
    document.removeEventListener("pulso-error", listener);
  });

  it("shows the error state for an unknown lang or theme, in the page's language", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    setElementDefaults({ lang: "en" });
    const badLang = await mount(`<pulso-market-card market="m_1" lang="fr"></pulso-market-card>`);
    expect((await shadow(badLang).findByRole("alert")).textContent).toBe(
      "This Pulso content can't be shown.",
    );
    // Reported after the paint, in an effect.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[pulso] <pulso-market-card>: unsupported lang "fr": use lang="es" or lang="en".',
        "",
      ),
    );
    const badTheme = await mount(
      `<pulso-market-card market="m_1" theme="neon"></pulso-market-card>`,
    );
    expect((await shadow(badTheme).findByRole("alert")).textContent).toBe(
      "This Pulso content can't be shown.",
    );
    // Reported after the paint, in an effect.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[pulso] <pulso-market-card>: unsupported theme "neon": use theme="light", "dark" or "auto".',
        "",
      ),
    );
  });

  it("sends pulso-option-select to a listener on document, without the option", async () => {
    const selected = vi.fn();
    document.addEventListener("pulso-option-select", selected);
    const element = await mount(`<pulso-market-card market="m_1"></pulso-market-card>`);
    fireEvent.click(await shadow(element).findByRole("button", { name: "Apostar por Sí" }));
    expect(selected).toHaveBeenCalledTimes(1);
    const event = selected.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ marketId: "m_1" });
    expect(event.target).toBe(element);
    document.removeEventListener("pulso-option-select", selected);
  });

  it("links its title and a Pulso mark to the market on the platform, in a new tab (es)", async () => {
    const element = await mount(`<pulso-market-card market="m_1"></pulso-market-card>`);
    const card = shadow(element);
    const title = await card.findByRole("link", { name: /^¿Ganará/ });
    const brand = card.getByRole("link", { name: /^Pulso: ver este mercado en la plataforma/ });
    const page = `http://api-${testNumber}.test/market/m_1`;
    for (const link of [title, brand]) {
      expect(link.getAttribute("href")).toBe(page);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener");
    }
    expect(brand.textContent).toBe("Pulso");
    const hint = element.shadowRoot?.getElementById(title.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Se abre en otra pestaña.");
  });

  it("opens the framed ticket for the pressed option right after itself, and moves it to another option", async () => {
    const element = await mount(
      `<pulso-market-card market="m_1" lang="en" theme="dark"></pulso-market-card>`,
    );
    const card = shadow(element);
    const selected = vi.fn();
    element.addEventListener("pulso-option-select", selected);
    fireEvent.click(await card.findByRole("button", { name: "Bet on Yes" }));
    const ticket = element.nextElementSibling;
    expect(ticket?.localName).toBe("pulso-bet-ticket");
    expect(Object.fromEntries([...ticket!.attributes].map((a) => [a.name, a.value]))).toEqual({
      market: "m_1",
      option: "o_yes",
      lang: "en",
      theme: "dark",
      loading: "eager",
      autofocus: "",
    });
    fireEvent.click(card.getByRole("button", { name: "Bet on No" }));
    expect(element.nextElementSibling).toBe(ticket);
    expect(ticket?.getAttribute("option")).toBe("o_no");
    expect(element.parentElement?.querySelectorAll("pulso-bet-ticket")).toHaveLength(1);
    // The page hears that something was chosen, never which option.
    expect(selected.mock.calls.map(([event]) => (event as CustomEvent).detail)).toEqual([
      { marketId: "m_1" },
      { marketId: "m_1" },
    ]);
  });

  it("leaves the ticket to the page when the page cancels pulso-option-select", async () => {
    const element = await mount(`<pulso-market-card market="m_1"></pulso-market-card>`);
    element.addEventListener("pulso-option-select", (event) => event.preventDefault());
    fireEvent.click(await shadow(element).findByRole("button", { name: "Apostar por Sí" }));
    expect(element.nextElementSibling).toBeNull();
  });

  it("shares one sdk instance, and one socket, between the cards of a page", async () => {
    await mount(`<pulso-market-card market="m_1"></pulso-market-card>`);
    const second = await mount(`<pulso-market-card market="m_1" lang="en"></pulso-market-card>`);
    await shadow(second).findByRole("heading", { name: /Will candidate A/ });
    expect(made).toHaveLength(1);
    await waitFor(() => expect(made[0]?.sockets.sockets).toHaveLength(1));
  });

  it("follows page settings changed after it rendered", async () => {
    const element = await mount(`<pulso-market-card market="m_1"></pulso-market-card>`);
    await shadow(element).findByRole("heading", { name: /¿Ganará/ });
    act(() => setElementDefaults({ lang: "en", theme: "dark" }));
    expect(await shadow(element).findByRole("heading", { name: /Will candidate A/ })).toBeTruthy();
    expect(element.shadowRoot?.querySelector(".pulso-mc")?.getAttribute("data-theme")).toBe("dark");
  });
});

describe("<pulso-market-card> attributes changed later", () => {
  it("shows the missing-market error when market is removed, and the new market when set", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const element = await mount(`<pulso-market-card market="m_1"></pulso-market-card>`);
    await shadow(element).findByRole("heading", { name: /¿Ganará/ });
    await act(async () => element.removeAttribute("market"));
    expect((await shadow(element).findByRole("alert")).textContent).toBe(
      "Este contenido de Pulso no se puede mostrar.",
    );
    await act(async () => element.setAttribute("market", "m_1"));
    expect(await shadow(element).findByRole("heading", { name: /¿Ganará/ })).toBeTruthy();
  });

  it("switches language when lang changes", async () => {
    const element = await mount(`<pulso-market-card market="m_1" lang="es"></pulso-market-card>`);
    await shadow(element).findByRole("heading", { name: /¿Ganará/ });
    await act(async () => element.setAttribute("lang", "en"));
    expect(await shadow(element).findByRole("heading", { name: /Will candidate A/ })).toBeTruthy();
  });
});
