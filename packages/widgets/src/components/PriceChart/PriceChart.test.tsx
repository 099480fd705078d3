import type { Market, PricePoint } from "@pulso/core";
import { formatDate } from "@pulso/sdk";
import { failure, held, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Component as PreactComponent } from "preact";
import { Component } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTranslator } from "../../i18n/sdkTranslator";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { createTestPulso, testMarket } from "../../test-utils/testPulso";
import { chartData, dayFormat, POINT_DATE_FORMAT, readoutFormat } from "./chartPoints";
import { PriceChartPlot } from "./PriceChartPlot";
import { PriceChart } from "./PriceChart";
import { priceChartCss } from "./PriceChart.css";

/** Whether `react` is preact/compat here (the widgets-preact project, as the embed renders). */
const rendersWithPreact = (Component as unknown) === PreactComponent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.querySelector("style[data-test-chart]")?.remove();
});

/** The chart's own styles in the page, as the portal and the element put them. */
function addChartStyles() {
  const style = document.createElement("style");
  style.dataset.testChart = "";
  style.textContent = priceChartCss;
  document.head.append(style);
}

function setup(
  lang: "es" | "en",
  {
    market,
    points,
    prepare,
  }: {
    market?: Market;
    points?: PricePoint[];
    /** More answers (or other settings) before the chart renders. */
    prepare?: (test: ReturnType<typeof createTestPulso>) => void;
  } = {},
) {
  const test = createTestPulso(lang, market);
  test.pulso.queryClient.setDefaultOptions({
    queries: { ...test.pulso.queryClient.getDefaultOptions().queries, retry: false },
  });
  if (points) {
    const optionIds = (market ?? testMarket()).options.map((option) => option._id);
    test.api.on(
      "GET",
      "/polls/m_1/price-history",
      success({ history: { pollId: "m_1", range: "1w", optionIds, points } }),
    );
  }
  prepare?.(test);
  const calls = vi.spyOn(test.pulso.api, "getPriceHistory");
  render(
    <PulsoProvider pulso={test.pulso}>
      <PriceChart marketId="m_1" />
    </PulsoProvider>,
  );
  return { ...test, calls };
}

const day = (n: number) => `2026-11-${String(20 + n).padStart(2, "0")}T12:00:00.000Z`;
/** A point's date as the table and the plot's value text say it. */
const when = (iso: string, lang: "es" | "en") => formatDate(iso, lang, POINT_DATE_FORMAT);
/** A point's date as the readout shows it. */
const shownDate = (iso: string, lang: "es" | "en") =>
  formatDate(iso, lang, readoutFormat(new Date(iso)));

/** What the readout above the plot says: its heading, then each option and value. */
function readout() {
  const box = document.querySelector(".pulso-pc__readout")!;
  return {
    heading: box.querySelector(".pulso-pc__when")?.textContent,
    values: [...box.querySelectorAll("li")].map((item) => item.textContent),
  };
}

const crosshair = () => document.querySelector(".pulso-pc__crosshair");
const dateLabels = () =>
  [...document.querySelectorAll(".pulso-pc__x text")].map((label) => label.textContent);

/** The plot's inner box, read from the drawing: its left edge and its width. */
function plotArea() {
  const group = document.querySelector(".pulso-pc__svg > g")!;
  const left = Number(/translate\(([\d.]+),/.exec(group.getAttribute("transform") ?? "")?.[1]);
  const width = Number(document.querySelector(".pulso-pc__axis-line")?.getAttribute("x2"));
  return { left, width };
}

describe("PriceChart", () => {
  it("shows a skeleton, then the latest prices, the lines and a data table of every point (es)", async () => {
    setup("es");
    expect(screen.getByRole("status").textContent).toBe("Cargando historial de precios…");
    const table = await screen.findByRole("table", { name: "Precios por fecha, en centavos" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(5);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Fecha", "Sí", "No"]);
    expect(rows[1]?.textContent).toBe(`${when(day(0), "es")}55¢45¢`);
    expect(document.querySelectorAll("path.pulso-pc__line")).toHaveLength(2);
    expect(readout()).toEqual({ heading: shownDate(day(3), "es"), values: ["Sí 60¢", "No 40¢"] });
    expect(crosshair()).toBeNull();
  });

  it("the arrow keys, Home and End move the crosshair and the readout, and the plot says each point (en)", async () => {
    setup("en");
    const plot = await screen.findByRole("slider", { name: "Price chart" });
    expect(plot.tabIndex).toBe(0);
    const hint = document.getElementById(plot.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toMatch(/^Left and right arrows move between points/);
    expect(plot.getAttribute("aria-valuetext")).toBe(`${when(day(3), "en")}: Yes 60¢, No 40¢`);

    fireEvent.keyDown(plot, { key: "ArrowLeft" });
    expect(readout()).toEqual({ heading: shownDate(day(2), "en"), values: ["Yes 64¢", "No 36¢"] });
    expect(plot.getAttribute("aria-valuetext")).toBe(`${when(day(2), "en")}: Yes 64¢, No 36¢`);
    expect(plot.getAttribute("aria-valuenow")).toBe("2");
    expect(crosshair()?.querySelectorAll("circle")).toHaveLength(2);

    fireEvent.keyDown(plot, { key: "Home" });
    expect(readout().values).toEqual(["Yes 55¢", "No 45¢"]);
    fireEvent.keyDown(plot, { key: "ArrowLeft" });
    expect(readout().heading).toBe(shownDate(day(0), "en"));
    fireEvent.keyDown(plot, { key: "ArrowRight" });
    expect(readout().values).toEqual(["Yes 50¢", "No 50¢"]);
    fireEvent.keyDown(plot, { key: "End" });
    expect(plot.getAttribute("aria-valuetext")).toBe(`${when(day(3), "en")}: Yes 60¢, No 40¢`);
    expect(crosshair()).not.toBeNull();

    fireEvent.keyDown(plot, { key: "Escape" });
    expect(crosshair()).toBeNull();
  });

  it("a history that arrives before its market waits for it: no line is named by its option's id (en)", async () => {
    const market = held(success({ poll: testMarket() }));
    const { calls } = setup("en", {
      prepare: ({ api }) => api.on("GET", "/polls/m_1", market.handler),
    });
    await vi.waitFor(() => expect(calls).toHaveBeenCalled());
    await act(async () => {
      await calls.mock.results[0]?.value;
    });
    expect(screen.getByRole("status").textContent).toBe("Loading price history…");
    expect(screen.queryByRole("slider")).toBeNull();
    expect(document.body.textContent).not.toContain("o_yes");

    market.answer();
    const plot = await screen.findByRole("slider", { name: "Price chart" });
    expect(plot.getAttribute("aria-valuetext")).toBe(`${when(day(3), "en")}: Yes 60¢, No 40¢`);
    expect(readout().values).toEqual(["Yes 60¢", "No 40¢"]);
  });

  it("a market that fails to load shows the chart's error, and its retry asks for the market again (es)", async () => {
    const { api } = setup("es", {
      prepare: ({ pulso, api }) => {
        pulso.queryClient.setQueryDefaults(["polls"], { retry: false });
        api.on("GET", "/polls/m_1", failure(500, "INTERNAL_ERROR"));
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No pudimos cargar el historial de precios.",
    );
    api.on("GET", "/polls/m_1", success({ poll: testMarket() }));
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    const plot = await screen.findByRole("slider", { name: "Gráfico de precios" });
    expect(plot.getAttribute("aria-valuetext")).toBe(`${when(day(3), "es")}: Sí 60¢, No 40¢`);
  });

  it("hovering puts the crosshair on the nearest point and shows its prices; leaving shows the latest again", async () => {
    setup("en");
    const plot = await screen.findByRole("slider");
    const { left, width } = plotArea();
    fireEvent.pointerMove(plot, { clientX: left + 3 });
    expect(readout()).toEqual({ heading: shownDate(day(0), "en"), values: ["Yes 55¢", "No 45¢"] });
    expect(crosshair()?.querySelector("line")?.getAttribute("x1")).toBe("0");

    // Four days a day apart: the third sits two thirds of the way across.
    fireEvent.pointerMove(plot, { clientX: left + (width * 2) / 3 - 10 });
    expect(readout().values).toEqual(["Yes 64¢", "No 36¢"]);
    expect(Number(crosshair()?.querySelector("line")?.getAttribute("x1"))).toBeCloseTo(
      (width * 2) / 3,
    );

    fireEvent.pointerLeave(plot);
    expect(crosshair()).toBeNull();
    expect(readout().values).toEqual(["Yes 60¢", "No 40¢"]);
  });

  it("draws at the box's real width with 12 px axis text (no viewBox to shrink it), fewer dates on a phone", async () => {
    addChartStyles();
    setup("en", {
      points: Array.from({ length: 8 }, (_, index) => ({
        t: `2026-11-${String(19 + index).padStart(2, "0")}T15:30:00.000Z`,
        prices: [50 + index, 50 - index],
      })),
    });
    await screen.findByRole("slider");
    const svg = document.querySelector("svg.pulso-pc__svg")!;
    expect(svg.getAttribute("width")).toBe("600");
    expect(svg.hasAttribute("viewBox")).toBe(false);
    const wide = dateLabels().length;
    cleanup();

    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(340);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(150);
    setup("en", {
      points: Array.from({ length: 8 }, (_, index) => ({
        t: `2026-11-${String(19 + index).padStart(2, "0")}T15:30:00.000Z`,
        prices: [50 + index, 50 - index],
      })),
    });
    await screen.findByRole("slider");
    const phone = document.querySelector("svg.pulso-pc__svg")!;
    // Measured after its first paint.
    await vi.waitFor(() => expect(phone.getAttribute("width")).toBe("340"));
    expect(phone.hasAttribute("viewBox")).toBe(false);
    expect(dateLabels().length).toBeLessThan(wide);
    expect(dateLabels().length).toBeGreaterThanOrEqual(2);
    const label = phone.querySelector(".pulso-pc__x text")!;
    expect(getComputedStyle(label).fontSize).toBe("12px");
  });

  it("measures its box after its first paint: hidden at its default size in the commit that mounts it, then drawn at its size", async () => {
    addChartStyles();
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(340);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(150);
    const { pulso } = createTestPulso("en");
    const market = testMarket();
    const optionIds = market.options.map((option) => option._id);
    const data = chartData(
      {
        pollId: market._id,
        range: "1w",
        optionIds,
        points: [0, 1, 2].map((n) => ({ t: day(n), prices: [50 + n, 50 - n] })),
      },
      market,
      "en",
    );
    const container = document.body.appendChild(document.createElement("div"));
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    // Outside act, as in a browser: what one synchronous commit leaves.
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    try {
      flushSync(() =>
        root.render(
          <PriceChartPlot
            data={data}
            translator={createTranslator(pulso, "en")}
            formatValue={(value) => `${value}¢`}
          />,
        ),
      );
      // The commit and its layout effects are done: the drawing is still the default one, unseen
      // (drawn again in the same commit, the page's first commit was one long task). preact/compat
      // (the embed's renderer) renders nothing as a transition: it draws again before the paint.
      const svg = container.querySelector("svg.pulso-pc__svg")!;
      if (!rendersWithPreact) {
        expect(svg.getAttribute("width")).toBe("600");
        expect(svg.getAttribute("visibility")).toBe("hidden");
      }
      await vi.waitFor(() => expect(svg.getAttribute("width")).toBe("340"));
      expect(svg.getAttribute("height")).toBe("150");
      expect(svg.hasAttribute("visibility")).toBe(false);
    } finally {
      root.unmount();
      container.remove();
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it("never repeats a date label: a week is marked by day, a week with only hours of trading by time", async () => {
    const hourly = Array.from({ length: 7 * 24 }, (_, hour) => ({
      t: new Date(Date.UTC(2026, 10, 19, 15) + hour * 3_600_000).toISOString(),
      prices: [50, 50],
    }));
    setup("es", { points: hourly });
    await screen.findByRole("slider");
    const week = dateLabels();
    expect(week.length).toBeGreaterThanOrEqual(3);
    expect(new Set(week).size).toBe(week.length);
    for (const label of week) expect(label).toMatch(/^\d{1,2} [a-z]+\.?$/);
    cleanup();

    // The "1S" range of a market that opened this morning: six hours of points.
    const morning = Array.from({ length: 7 }, (_, hour) => ({
      t: new Date(2026, 10, 26, 8 + hour, 10).toISOString(),
      prices: [50, 50],
    }));
    setup("es", { points: morning });
    await screen.findByRole("slider");
    const hours = dateLabels();
    expect(hours.length).toBeGreaterThanOrEqual(3);
    expect(new Set(hours).size).toBe(hours.length);
    for (const label of hours) expect(label).toMatch(/^\d{1,2}:00/);
  });

  it("charts a poll in percent of the votes: readout, axis and table, never cents or volume (en)", async () => {
    const poll = testMarket({
      kind: "poll",
      options: testMarket().options.map((option) => ({ ...option, price: null, votes: 10 })),
    });
    setup("en", {
      market: poll,
      points: [
        { t: day(0), prices: [40, 60] },
        { t: day(1), prices: [55.5, 44.5] },
      ],
    });
    const table = await screen.findByRole("table", {
      name: "Share of the votes by date, in percent",
    });
    expect(screen.getByRole("heading", { name: "Vote history" })).toBeTruthy();
    expect(screen.getByRole("slider", { name: "Vote share chart" })).toBeTruthy();
    expect(readout().values).toEqual(["Yes 55.5%", "No 44.5%"]);
    expect(within(table).getAllByRole("row")[1]?.textContent).toBe(`${when(day(0), "en")}40%60%`);
    const axis = [...document.querySelectorAll(".pulso-pc__axes > g > text")].map(
      (label) => label.textContent,
    );
    expect(axis).toContain("100%");
    const widget = document.querySelector(".pulso-pc")!;
    expect(widget.textContent).not.toContain("¢");
    expect(widget.textContent).not.toMatch(/volume|\$/i);
  });

  it("a resolved market's lines end at the resolution, the winner at 100¢ and the others at 0¢, and it says it closed (es)", async () => {
    const resolvedAt = "2026-11-23T18:00:00.000Z";
    const resolved = testMarket({ status: "resolved", winnerOptionId: "o_no", resolvedAt });
    const { calls } = setup("es", {
      market: resolved,
      points: [
        { t: day(0), prices: [55, 45] },
        { t: day(1), prices: [50, 50] },
        { t: day(3), prices: [60, 40] },
        // A point stamped after the resolution does not extend the line.
        { t: day(5), prices: [60, 40] },
      ],
    });
    const closing = formatDate(resolvedAt, "es", dayFormat(new Date(resolvedAt)));
    expect(await screen.findByText(`Cerró el ${closing} · Resultado: No`)).toBeTruthy();
    expect(readout().values).toEqual(["Sí 0¢", "No 100¢"]);
    // Its whole history by default.
    expect(calls).toHaveBeenLastCalledWith("m_1", { range: "all" }, expect.anything());
    expect(
      screen.getByRole("button", { name: "Todo, Desde que abrió el mercado" }).ariaPressed,
    ).toBe("true");

    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent).slice(1)).toEqual([
      `${when(day(0), "es")}55¢45¢`,
      `${when(day(1), "es")}50¢50¢`,
      `${when(day(3), "es")}60¢40¢`,
      `${when(resolvedAt, "es")}0¢100¢`,
    ]);
    // The winner's line ends at the top of the plot, the loser's at the bottom.
    const [yes, no] = [...document.querySelectorAll("path.pulso-pc__line")].map((line) =>
      line.getAttribute("d"),
    );
    const bottom = document.querySelector(".pulso-pc__axis-line")?.getAttribute("y1");
    expect(no).toMatch(/,0$/);
    expect(yes).toMatch(new RegExp(`,${bottom}$`));

    const plot = screen.getByRole("slider");
    fireEvent.keyDown(plot, { key: "ArrowLeft" });
    expect(readout().heading).toBe(shownDate(day(3), "es"));
  });

  it("keeps its table of every point in a clipped 1 px box, so it cannot widen the page", async () => {
    addChartStyles();
    setup("en");
    const table = await screen.findByRole("table", { name: "Prices by date, in cents" });
    const box = getComputedStyle(table.parentElement!);
    expect(box.position).toBe("absolute");
    expect(box.width).toBe("1px");
    expect(box.height).toBe("1px");
    expect(box.overflow).toBe("hidden");
    expect(box.whiteSpace).toBe("nowrap");
    expect(box.getPropertyValue("clip-path")).toBe("inset(50%)");
    // A table ignores a width below its content's, so it must not be the clipped box itself.
    expect(table.parentElement?.tagName).toBe("DIV");
  });

  it("the range buttons change the request", async () => {
    const { calls } = setup("en");
    await screen.findByRole("table");
    expect(calls).toHaveBeenLastCalledWith("m_1", { range: "1w" }, expect.anything());
    const month = screen.getByRole("button", { name: "1M, Last 30 days" });
    expect(month.textContent).toBe("1M");
    fireEvent.click(month);
    await screen.findByRole("table");
    expect(calls).toHaveBeenLastCalledWith("m_1", { range: "1m" }, expect.anything());
    expect(month.getAttribute("aria-pressed")).toBe("true");
  });

  it("says so when the range has no points", async () => {
    setup("en", { points: [] });
    expect(await screen.findByText("No price history for this range yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a localized error with a retry that fetches again", async () => {
    const { api } = setup("es", {
      prepare: ({ pulso, api }) => {
        pulso.queryClient.setQueryDefaults(["polls"], { retry: false });
        api.on("GET", "/polls/m_1/price-history", failure(500, "INTERNAL_ERROR"));
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No pudimos cargar el historial de precios.",
    );
    api.on(
      "GET",
      "/polls/m_1/price-history",
      success({
        history: {
          pollId: "m_1",
          range: "1w",
          optionIds: ["o_yes"],
          points: [{ t: day(0), prices: [40] }],
        },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("table")).toBeTruthy();
  });

  it("a range button's tooltip opens on focus and closes on Escape", async () => {
    setup("es");
    await screen.findByRole("table");
    const week = screen.getByRole("button", { name: "1S, Últimos 7 días" });
    act(() => week.focus());
    fireEvent.focus(week);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("Últimos 7 días");
    expect(week.getAttribute("aria-describedby")).toBe(tooltip.id);
    fireEvent.keyDown(week, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("marks its lines offline after the five reconnect tries, and clears the mark once back", async () => {
    const { pulso, sockets } = setup("en");
    await screen.findByRole("table", { name: "Prices by date, in cents" });
    const plot = screen.getByRole("slider");
    const hintOnly = plot.getAttribute("aria-describedby");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await act(async () => {
      void pulso.start();
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => sockets.latest().open());
    act(() => sockets.latest().drop());
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await act(() => vi.advanceTimersByTimeAsync(5000));
      act(() => sockets.latest().fail());
    }
    const mark = screen.getByRole("status");
    expect(mark.textContent).toMatch(/^Offline/);
    expect(plot.getAttribute("aria-describedby")?.split(" ")).toContain(mark.id);
    expect(plot.querySelector("svg")?.hasAttribute("data-pulso-stale")).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(10_001));
    act(() => sockets.latest().open());
    expect(screen.getByRole("status").textContent).toBe("");
    expect(plot.getAttribute("aria-describedby")).toBe(hintOnly);
    expect(plot.querySelector("svg")?.hasAttribute("data-pulso-stale")).toBe(false);
    pulso.stop();
  });
});
