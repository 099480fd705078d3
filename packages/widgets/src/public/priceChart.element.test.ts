import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  collectEvents,
  inShadow,
  mountElement,
  resetTestElementPage,
  useTestElementPage,
} from "../test-utils/elementHarness";
import { definePriceChart, PRICE_CHART_TAG, PriceChartCustomElement } from "./priceChart.element";

beforeEach(() => {
  useTestElementPage();
  definePriceChart();
});

afterEach(resetTestElementPage);

describe("<pulso-price-chart>", () => {
  it("defining it twice is harmless", () => {
    expect(() => definePriceChart()).not.toThrow();
    expect(customElements.get(PRICE_CHART_TAG)).toBe(PriceChartCustomElement);
  });

  it("renders the chart and its table in its shadow root, and dispatches pulso-ready", async () => {
    const ready = collectEvents("pulso-ready");
    const element = await mountElement(
      `<pulso-price-chart market="m_1" range="1m" lang="en"></pulso-price-chart>`,
    );
    const view = inShadow(element);
    expect(await view.findByRole("table", { name: "Prices by date, in cents" })).toBeTruthy();
    expect(
      view.getByRole("button", { name: "1M, Last 30 days" }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(element.shadowRoot?.querySelector("style")?.textContent).toContain(".pulso-pc");
    await waitFor(() => expect(ready.events).toHaveLength(1));
    expect(ready.events[0]?.composed && ready.events[0]?.bubbles).toBe(true);
    ready.stop();
  });

  it("shows a localized error for a bad range without throwing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const errors = collectEvents("pulso-error");
    const element = await mountElement(
      `<pulso-price-chart market="m_1" range="5y"></pulso-price-chart>`,
    );
    expect((await inShadow(element).findByRole("alert")).textContent).toBe(
      "Este contenido de Pulso no se puede mostrar.",
    );
    await waitFor(() => expect(errors.events).toHaveLength(1));
    expect(errors.events[0]?.detail).toMatchObject({
      marketId: "m_1",
      reason: "invalid-attribute",
      message: 'unsupported range "5y": use range="1d", "1w", "1m" or "all".',
    });
    expect(errors.events[0]?.target).toBe(element);
    errors.stop();
  });
});
