import { webVitalBodySchema } from "@pulso/core";
import { describe, expect, it, vi } from "vitest";
import { reportWebVital, toWebVitalBody } from "./webVitals";

const valid: unknown[] = [
  { name: "LCP", value: 2400.5, rating: "good", id: "v4-1", path: "/markets/all" },
  { name: "CLS", value: 0.12 },
  { name: "INP", value: 0, rating: "poor" },
  { name: "TTFB", value: 120_000, path: "  /  " },
  { name: "FCP", value: 800, id: "x".repeat(100), path: "/".repeat(500) },
];

const invalid: unknown[] = [
  null,
  "LCP",
  {},
  { name: "FID", value: 10 },
  { name: "LCP" },
  { name: "LCP", value: "2400" },
  { name: "LCP", value: -1 },
  { name: "LCP", value: Number.NaN },
  { name: "LCP", value: 120_001 },
  { name: "CLS", value: 101 },
  { name: "LCP", value: 1, rating: "great" },
  { name: "LCP", value: 1, id: "x".repeat(101) },
  { name: "LCP", value: 1, path: "/".repeat(501) },
];

describe("toWebVitalBody", () => {
  it.each(valid)("accepts what core's schema accepts: %j", (metric) => {
    const body = toWebVitalBody(metric);
    expect(body).not.toBeNull();
    expect(webVitalBodySchema.parse(body)).toEqual(body);
    expect(webVitalBodySchema.parse(metric)).toEqual(body);
  });

  it.each(invalid)("refuses what core's schema refuses: %j", (metric) => {
    expect(toWebVitalBody(metric)).toBeNull();
    expect(webVitalBodySchema.safeParse(metric).success).toBe(false);
  });

  it("keeps only the fields the server takes (the web-vitals library sends more)", () => {
    expect(
      toWebVitalBody({
        name: "LCP",
        value: 1,
        rating: "good",
        delta: 1,
        entries: [],
        navigationType: "navigate",
      }),
    ).toEqual({ name: "LCP", value: 1, rating: "good" });
  });
});

describe("reportWebVital", () => {
  it("posts a valid metric and resolves true", async () => {
    const api = { recordWebVital: vi.fn(async () => undefined) };
    await expect(reportWebVital(api, { name: "CLS", value: 0.1, delta: 0.1 })).resolves.toBe(true);
    expect(api.recordWebVital).toHaveBeenCalledWith({ name: "CLS", value: 0.1 });
  });

  it("sends nothing for an invalid metric and never rejects", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const api = { recordWebVital: vi.fn(async () => undefined) };
    await expect(reportWebVital(api, { name: "LCP", value: -5 })).resolves.toBe(false);
    expect(api.recordWebVital).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[pulso\] a web-vital report was not sent/);
  });

  it("logs a failed post instead of throwing into the page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const api = {
      recordWebVital: vi.fn(async () => {
        throw new Error("rate limited");
      }),
    };
    await expect(reportWebVital(api, { name: "LCP", value: 1 })).resolves.toBe(false);
    expect(warn.mock.calls[0]?.[0]).toBe("[pulso] a web-vital report could not be sent");
  });
});
