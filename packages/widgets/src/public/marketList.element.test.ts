import { success } from "@pulso/sdk/testing";
import { fireEvent, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  collectEvents,
  inShadow,
  mountElement,
  resetTestElementPage,
  useTestElementPage,
} from "../test-utils/elementHarness";
import { testMarket } from "../test-utils/testPulso";
import { defineMarketList, MARKET_LIST_TAG, MarketListCustomElement } from "./marketList.element";

beforeEach(() => {
  useTestElementPage((test) =>
    test.api.on(
      "GET",
      "/polls",
      success({
        polls: [testMarket()],
        pagination: { page: 1, limit: 12, total: 1, totalPages: 1, hasMore: false },
      }),
    ),
  );
  defineMarketList();
});

afterEach(resetTestElementPage);

describe("<pulso-market-list>", () => {
  it("defining it twice is harmless", () => {
    expect(() => defineMarketList()).not.toThrow();
    expect(customElements.get(MARKET_LIST_TAG)).toBe(MarketListCustomElement);
  });

  it("renders the cards in its shadow root; a Bet sends pulso-option-select", async () => {
    const selected = collectEvents("pulso-option-select");
    const element = await mountElement(
      `<pulso-market-list category="presidential" lang="en"></pulso-market-list>`,
    );
    const view = inShadow(element);
    expect(await view.findByRole("heading", { name: /Will candidate A/ })).toBeTruthy();
    expect(view.getByRole("tab", { name: "Presidential" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const css = element.shadowRoot?.querySelector("style")?.textContent ?? "";
    expect(css).toContain(".pulso-ml");
    expect(css).toContain(".pulso-mc");
    fireEvent.click(view.getByRole("button", { name: "Bet on Yes" }));
    expect(selected.events[0]?.detail).toEqual({ marketId: "m_1" });
    expect(selected.events[0]?.bubbles && selected.events[0]?.composed).toBe(true);
    expect(selected.events[0]?.target).toBe(element);
    selected.stop();
  });

  it("shows a localized error for an unknown category without throwing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors = collectEvents("pulso-error");
    const element = await mountElement(`<pulso-market-list category="sports"></pulso-market-list>`);
    expect((await inShadow(element).findByRole("alert")).textContent).toBe(
      "Este contenido de Pulso no se puede mostrar.",
    );
    await waitFor(() => expect(errors.events).toHaveLength(1));
    expect(errors.events[0]?.detail.message).toMatch(
      /^unsupported category "sports": use one of all, /,
    );
    expect(errors.events[0]?.detail).toMatchObject({ marketId: null, reason: "invalid-attribute" });
    errors.stop();
  });
});
