import { afterEach, describe, expect, it, vi } from "vitest";
import { currentPageOrigin, isLocalDevOrigin } from "./localDevOrigin";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("isLocalDevOrigin", () => {
  it.each([
    ["http://localhost:5173", "http://localhost:8000/api/v1"],
    ["http://127.0.0.1:5173", "http://127.0.0.1:8000/api/v1"],
    ["http://[::1]:5173", "http://[::1]:8000/api/v1"],
    ["http://localhost:5173", "http://127.0.0.1:5173/api/v1"],
    ["http://localhost:5173", "https://api.pulso.example/api/v1"],
    ["http://localhost", "http://localhost:8000/api/v1"],
  ])("is true for the local page %s calling %s", (page, api) => {
    expect(isLocalDevOrigin(page, api)).toBe(true);
  });

  it.each([
    ["http://localhost:8000", "http://localhost:8000/api/v1", "same origin"],
    ["http://localhost:8000", "/api/v1", "a relative base is same origin"],
    ["https://news.example", "https://api.pulso.example/api/v1", "a publisher's page"],
    ["http://localhost.evil.example:5173", "http://localhost:8000/api/v1", "not a local hostname"],
    ["http://192.168.1.10:5173", "http://192.168.1.10:8000/api/v1", "a LAN address"],
  ])("is false for %s calling %s (%s)", (page, api) => {
    expect(isLocalDevOrigin(page, api)).toBe(false);
  });

  it("is false without a page origin (Node) or with unparsable input", () => {
    expect(isLocalDevOrigin(undefined, "http://localhost:8000/api/v1")).toBe(false);
    expect(isLocalDevOrigin("", "http://localhost:8000/api/v1")).toBe(false);
    expect(isLocalDevOrigin("not a url", "http://localhost:8000/api/v1")).toBe(false);
    expect(isLocalDevOrigin("null", "http://localhost:8000/api/v1")).toBe(false);
  });
});

describe("currentPageOrigin", () => {
  it("is undefined in Node and the location's origin in a browser", () => {
    expect(currentPageOrigin()).toBeUndefined();
    vi.stubGlobal("location", { origin: "http://localhost:5173" });
    expect(currentPageOrigin()).toBe("http://localhost:5173");
  });
});
