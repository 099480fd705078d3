import { describe, expect, it } from "vitest";
import { realtimeUrl } from "./realtimeUrl";

describe("realtimeUrl", () => {
  it("uses /ws on the API host, wss for an https API", () => {
    expect(realtimeUrl("https://pulso.example/api/v1")).toBe("wss://pulso.example/ws");
    expect(realtimeUrl("https://pulso.example:8443/api/v1/")).toBe("wss://pulso.example:8443/ws");
  });

  it("uses ws for an http API", () => {
    expect(realtimeUrl("http://127.0.0.1:8000/api/v1")).toBe("ws://127.0.0.1:8000/ws");
  });

  it("resolves a relative API base against the page", () => {
    expect(realtimeUrl("/api/v1", "https://portal.example/market/1")).toBe(
      "wss://portal.example/ws",
    );
  });

  it("falls back to the local port-8000 address when the base cannot be parsed", () => {
    expect(realtimeUrl("not a url")).toBe("ws://localhost:8000/ws");
    expect(realtimeUrl("/api/v1")).toBe("ws://localhost:8000/ws");
    expect(realtimeUrl("ftp://files.example/api/v1")).toBe("ws://localhost:8000/ws");
  });
});
