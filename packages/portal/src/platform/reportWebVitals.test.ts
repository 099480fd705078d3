import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reportWebVitals, type VitalMetric, type VitalsSource } from "./reportWebVitals";

type Report = (metric: VitalMetric) => void;

/** A web-vitals stand-in: each observer's callback, to report metrics by hand. */
function fakeSource() {
  const observers: Record<string, Report> = {};
  const source: VitalsSource = {
    onCLS: (report) => void (observers.CLS = report),
    onFCP: (report) => void (observers.FCP = report),
    onINP: (report) => void (observers.INP = report),
    onLCP: (report) => void (observers.LCP = report),
    onTTFB: (report) => void (observers.TTFB = report),
  };
  const report = (name: string, value: number, id = `v5-${name}`) =>
    observers[name]!({ name, value, rating: "good", id });
  return { source, report, observers };
}

function setup({ loaded = false } = {}) {
  const api = { recordWebVital: vi.fn(() => Promise.resolve({})) };
  const page = new EventTarget();
  const { source, report, observers } = fakeSource();
  let path = "/";
  reportWebVitals({
    api: api as never,
    source,
    page: page as unknown as Window,
    loaded: () => loaded,
    path: () => path,
  });
  const sent = () =>
    api.recordWebVital.mock.calls.map((call) => (call as unknown[])[0] as Record<string, unknown>);
  return { api, page, report, observers, sent, goTo: (to: string) => void (path = to) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("web vitals", () => {
  it("observes the five metrics", () => {
    const { observers } = setup();
    expect(Object.keys(observers).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
  });

  it("sends nothing before 3 s after load, then what was collected", () => {
    const { page, report, sent } = setup();
    report("TTFB", 120);
    report("FCP", 800);
    vi.advanceTimersByTime(10_000);
    expect(sent()).toEqual([]);

    page.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(2999);
    expect(sent()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent()).toEqual([
      { name: "TTFB", value: 120, rating: "good", id: "v5-TTFB", path: "/" },
      { name: "FCP", value: 800, rating: "good", id: "v5-FCP", path: "/" },
    ]);
  });

  it("sends a later metric when it arrives, with the path it was measured on", () => {
    const { page, report, sent, goTo } = setup();
    page.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(3000);
    goTo("/markets/all");
    report("LCP", 1800);
    expect(sent()).toEqual([
      { name: "LCP", value: 1800, rating: "good", id: "v5-LCP", path: "/markets/all" },
    ]);
  });

  it("counts the 3 s from now when the page had already loaded", () => {
    const { report, sent } = setup({ loaded: true });
    report("FCP", 500);
    vi.advanceTimersByTime(2999);
    expect(sent()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent()).toHaveLength(1);
  });

  it("sends what is waiting when the page is hidden, each metric once with its last value", () => {
    const { page, report, sent } = setup();
    report("CLS", 0.05);
    report("CLS", 0.12);
    report("INP", 90);
    page.dispatchEvent(new Event("pagehide"));
    expect(sent().map((body) => [body.name, body.value])).toEqual([
      ["CLS", 0.12],
      ["INP", 90],
    ]);
    page.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(3000);
    expect(sent()).toHaveLength(2);
  });
});
