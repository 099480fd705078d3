import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
/** Any site may frame (the dev default, EMBED_ORIGINS unset). */
let open: TestServer;

const DIARIO = "https://diario.example";

beforeAll(async () => {
  server = await startTestServer({ env: { EMBED_ORIGINS: DIARIO } });
  open = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await open.close();
});

/** The call a framed element makes from a news page: cross-site, no credentials. */
async function askAccess(headers: Record<string, string> = {}, on: TestServer = server) {
  const response = await fetch(`${on.baseURL}/embed/access`, { headers });
  return { response, body: (await response.json()) as unknown };
}

describe("GET /embed/access", () => {
  it("allows a registered site, readable by its page (CORS) and kept per origin", async () => {
    const { response, body } = await askAccess({ origin: DIARIO });
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: "success", data: { allowed: true } });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("vary")).toMatch(/origin/i);
  });

  it("refuses a site that is not registered, and one that only looks like it", async () => {
    for (const origin of ["https://otro.example", "https://diario.example.evil.example"]) {
      const { response, body } = await askAccess({ origin });
      expect(response.status, origin).toBe(200);
      expect(body, origin).toEqual({ status: "success", data: { allowed: false } });
    }
  });

  it("allows nothing without an Origin, or with an opaque one, even where any site may frame", async () => {
    for (const on of [server, open]) {
      for (const headers of [{}, { origin: "null" }] as Record<string, string>[]) {
        const { body } = await askAccess(headers, on);
        expect(body).toEqual({ status: "success", data: { allowed: false } });
      }
    }
    const { body } = await askAccess({ origin: "https://otro.example" }, open);
    expect(body).toEqual({ status: "success", data: { allowed: true } });
  });

  it("answers the typed client too", async () => {
    await expect(server.client().getEmbedAccess()).resolves.toEqual({ allowed: false });
  });
});
