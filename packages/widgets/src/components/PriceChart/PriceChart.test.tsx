import { formatDate } from "@pulso/sdk";
import { failure, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { createTestPulso } from "../../test-utils/testPulso";
import { POINT_DATE_FORMAT } from "./chartPoints";
import { PriceChart } from "./PriceChart";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(lang: "es" | "en") {
  const test = createTestPulso(lang);
  test.pulso.queryClient.setDefaultOptions({
    queries: { ...test.pulso.queryClient.getDefaultOptions().queries, retry: false },
  });
  const calls = vi.spyOn(test.pulso.api, "getPriceHistory");
  render(
    <PulsoProvider pulso={test.pulso}>
      <PriceChart marketId="m_1" />
    </PulsoProvider>,
  );
  return { ...test, calls };
}

const day = (n: number) => `2026-11-${String(20 + n).padStart(2, "0")}T12:00:00.000Z`;

describe("PriceChart", () => {
  it("shows a skeleton, then the lines and a data table of every point (es)", async () => {
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
    expect(rows[1]?.textContent).toBe(`${formatDate(day(0), "es", POINT_DATE_FORMAT)}55¢45¢`);
    expect(rows[3]?.textContent).toContain("64¢");
    expect(document.querySelectorAll("path.pulso-pc__line")).toHaveLength(2);
  });

  it("arrow keys move the announced point (en)", async () => {
    setup("en");
    const plot = await screen.findByRole("slider", { name: /^Price chart\./ });
    const live = document.querySelector("[aria-live='polite']");
    expect(live?.textContent).toBe("");
    fireEvent.keyDown(plot, { key: "ArrowRight" });
    expect(live?.textContent).toBe(
      `${formatDate(day(0), "en", POINT_DATE_FORMAT)}: Yes 55¢, No 45¢`,
    );
    fireEvent.keyDown(plot, { key: "ArrowRight" });
    fireEvent.keyDown(plot, { key: "ArrowRight" });
    expect(live?.textContent).toBe(
      `${formatDate(day(2), "en", POINT_DATE_FORMAT)}: Yes 64¢, No 36¢`,
    );
    fireEvent.keyDown(plot, { key: "ArrowLeft" });
    expect(live?.textContent).toContain("Yes 50¢");
    fireEvent.keyDown(plot, { key: "End" });
    expect(live?.textContent).toContain("Yes 60¢");
    expect(screen.getByTestId("focus-point")).toBeTruthy();
    expect(plot.getAttribute("aria-valuenow")).toBe("3");
    expect(plot.getAttribute("aria-valuetext")).toBe(formatDate(day(3), "en", POINT_DATE_FORMAT));
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
    const test = createTestPulso("en");
    test.api.on(
      "GET",
      "/polls/m_1/price-history",
      success({
        history: { pollId: "m_1", range: "1w", optionIds: ["o_yes", "o_no"], points: [] },
      }),
    );
    render(
      <PulsoProvider pulso={test.pulso}>
        <PriceChart marketId="m_1" />
      </PulsoProvider>,
    );
    expect(await screen.findByText("No price history for this range yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a localized error with a retry that fetches again", async () => {
    const test = createTestPulso("es");
    test.pulso.queryClient.setDefaultOptions({
      queries: { ...test.pulso.queryClient.getDefaultOptions().queries, retry: false },
    });
    test.pulso.queryClient.setQueryDefaults(["polls"], { retry: false });
    test.api.on("GET", "/polls/m_1/price-history", failure(500, "INTERNAL_ERROR"));
    render(
      <PulsoProvider pulso={test.pulso}>
        <PriceChart marketId="m_1" />
      </PulsoProvider>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No pudimos cargar el historial de precios.",
    );
    test.api.on(
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
    expect(plot.getAttribute("aria-describedby")).toBe(mark.id);
    expect(plot.querySelector("svg")?.hasAttribute("data-pulso-stale")).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(10_001));
    act(() => sockets.latest().open());
    expect(screen.getByRole("status").textContent).toBe("");
    expect(plot.getAttribute("aria-describedby")).toBeNull();
    expect(plot.querySelector("svg")?.hasAttribute("data-pulso-stale")).toBe(false);
    pulso.stop();
  });
});
