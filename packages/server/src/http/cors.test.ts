import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ALLOWED_ORIGINS: "http://localhost:5173" } });
});
afterAll(() => server.close());

const preflight = (origin: string) =>
  fetch(`${server.baseURL}/bets`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type, x-requested-with, idempotency-key",
    },
  });

describe("cross-origin access (DESIGN §7)", () => {
  it("lets a news site read public data, without credentials", async () => {
    const response = await fetch(`${server.baseURL}/polls`, {
      headers: { origin: "https://diario.example" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("never grants credentials to a foreign origin's preflight", async () => {
    const response = await preflight("https://evil.example");
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("access-control-allow-headers")).toContain("x-requested-with");
  });

  it("grants credentials to the platform's trusted origins", async () => {
    const response = await preflight("http://localhost:5173");
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("vary")).toContain("Origin");
  });

  it("leaves same-origin and origin-less requests alone", async () => {
    const response = await fetch(`${server.baseURL}/polls`);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});
