import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createRecordingServer } from "./test-utils/recordingServer";
import { createTransport } from "./transport";

const server = createRecordingServer();
const ok = (data: unknown) => ({ json: { status: "success", data } });

beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => {
  vi.unstubAllGlobals();
});

function lastRequest() {
  const request = server.requests.at(-1);
  if (!request) throw new Error("the server received no request");
  return request;
}

describe("createTransport: URL and base", () => {
  it("sends to baseURL + path and tolerates a trailing slash on the base", async () => {
    server.respond("GET", "/users/me", ok({ user: { name: "Ana" } }));
    const transport = createTransport({ baseURL: `${server.baseURL}/` });
    await expect(transport.request("GET", "/users/me")).resolves.toEqual({ user: { name: "Ana" } });
    expect(lastRequest().url).toBe("/api/v1/users/me");
    expect(transport.getBaseURL()).toBe(server.baseURL);
  });

  it("does not append /api/v1 to a base that lacks it", async () => {
    const bare = createRecordingServer({ apiPrefix: "" });
    await bare.start();
    try {
      bare.respond("GET", "/health", ok("up"));
      const transport = createTransport({ baseURL: bare.origin });
      await expect(transport.request("GET", "/health")).resolves.toBe("up");
      expect(bare.requests[0]?.url).toBe("/health");
    } finally {
      await bare.close();
    }
  });

  it("adds a leading slash to a path given without one", async () => {
    server.respond("GET", "/market-links", ok({ links: [] }));
    await createTransport({ baseURL: server.baseURL }).request("GET", "market-links");
    expect(lastRequest().path).toBe("/market-links");
  });
});

describe("createTransport: headers", () => {
  it("sends Accept JSON, X-Requested-With in Node, and no Authorization without a token", async () => {
    server.respond("GET", "/polls/1", ok({ poll: {} }));
    await createTransport({ baseURL: server.baseURL }).request("GET", "/polls/1");
    const { headers } = lastRequest();
    expect(headers.accept).toBe("application/json");
    expect(headers["x-requested-with"]).toBe("XMLHttpRequest");
    expect(headers.authorization).toBeUndefined();
    // Without `lang` the transport sets none; Node's fetch then sends its own default ("*").
    expect(headers["accept-language"]).not.toMatch(/^(es|en)$/);
  });

  it("sends the bearer token when one exists", async () => {
    server.respond("GET", "/users/me", ok({}));
    await createTransport({ baseURL: server.baseURL, token: "tok-1" }).request("GET", "/users/me");
    expect(lastRequest().headers.authorization).toBe("Bearer tok-1");
  });

  it("treats a null or empty token as no token", async () => {
    server.respond("GET", "/users/me", ok({}));
    await createTransport({ baseURL: server.baseURL, token: null }).request("GET", "/users/me");
    await createTransport({ baseURL: server.baseURL, token: "" }).request("GET", "/users/me");
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
  });

  it("reads a token getter on every request", async () => {
    server.respond("GET", "/users/me", ok({}));
    let current: string | null = "first";
    const transport = createTransport({ baseURL: server.baseURL, token: () => current });
    await transport.request("GET", "/users/me");
    current = "second";
    await transport.request("GET", "/users/me");
    current = null;
    await transport.request("GET", "/users/me");
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      "Bearer first",
      "Bearer second",
      undefined,
    ]);
  });

  it("setToken replaces the token from the next request on", async () => {
    server.respond("GET", "/users/me", ok({}));
    const transport = createTransport({ baseURL: server.baseURL, token: "old" });
    await transport.request("GET", "/users/me");
    transport.setToken("new");
    await transport.request("GET", "/users/me");
    transport.setToken(null);
    await transport.request("GET", "/users/me");
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      "Bearer old",
      "Bearer new",
      undefined,
    ]);
  });

  it("sends Accept-Language from a fixed language or a getter", async () => {
    server.respond("GET", "/banners/active", ok({ banners: [] }));
    await createTransport({ baseURL: server.baseURL, lang: "es" }).request(
      "GET",
      "/banners/active",
    );
    let lang: "es" | "en" = "en";
    const transport = createTransport({ baseURL: server.baseURL, lang: () => lang });
    await transport.request("GET", "/banners/active");
    lang = "es";
    await transport.request("GET", "/banners/active");
    expect(server.requests.map((r) => r.headers["accept-language"])).toEqual(["es", "en", "es"]);
  });

  it("sends Idempotency-Key only when one is given", async () => {
    server.respond("POST", "/bets", ok({ bet: {} }));
    const transport = createTransport({ baseURL: server.baseURL });
    await transport.request("POST", "/bets", { body: { amount: 5 }, idempotencyKey: "key-123" });
    await transport.request("POST", "/bets", { body: { amount: 5 } });
    expect(server.requests.map((r) => r.headers["idempotency-key"])).toEqual([
      "key-123",
      undefined,
    ]);
  });

  it("lets per-call headers override the transport's", async () => {
    server.respond("GET", "/users/me", ok({}));
    await createTransport({ baseURL: server.baseURL, lang: "es" }).request("GET", "/users/me", {
      headers: { "accept-language": "en", "X-Trace": "t1" },
    });
    expect(lastRequest().headers["accept-language"]).toBe("en");
    expect(lastRequest().headers["x-trace"]).toBe("t1");
  });

  it("passes credentials: include to fetch on every request", async () => {
    server.respond("GET", "/users/me", ok({}));
    const spy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    await createTransport({ baseURL: server.baseURL, fetch: spy }).request("GET", "/users/me");
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]?.credentials).toBe("include");
  });

  it("omits credentials when asked, on requests and on the polls fallback alike", async () => {
    server.respond("GET", "/polls/m_1", ok({}));
    const spy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const transport = createTransport({ baseURL: server.baseURL, fetch: spy, credentials: "omit" });
    await transport.request("GET", "/polls/m_1");
    expect(spy.mock.calls[0]?.[1]?.credentials).toBe("omit");
  });
});

describe("createTransport: X-Requested-With and local dev", () => {
  it("omits the header on a local dev page calling the API cross-origin", async () => {
    vi.stubGlobal("location", { origin: "http://localhost:5173" });
    server.respond("GET", "/users/me", ok({}));
    await createTransport({ baseURL: server.baseURL }).request("GET", "/users/me");
    expect(lastRequest().headers["x-requested-with"]).toBeUndefined();
  });

  it("sends the header when the page shares the API's origin", async () => {
    vi.stubGlobal("location", { origin: server.origin });
    server.respond("GET", "/users/me", ok({}));
    await createTransport({ baseURL: server.baseURL }).request("GET", "/users/me");
    expect(lastRequest().headers["x-requested-with"]).toBe("XMLHttpRequest");
  });

  it("sends the header from a non-local page (a publisher's site)", async () => {
    vi.stubGlobal("location", { origin: "https://news.example" });
    server.respond("GET", "/users/me", ok({}));
    await createTransport({ baseURL: server.baseURL }).request("GET", "/users/me");
    expect(lastRequest().headers["x-requested-with"]).toBe("XMLHttpRequest");
  });

  it("obeys the requestedWith override either way", async () => {
    vi.stubGlobal("location", { origin: "http://localhost:5173" });
    server.respond("GET", "/users/me", ok({}));
    await createTransport({ baseURL: server.baseURL, requestedWith: true }).request(
      "GET",
      "/users/me",
    );
    vi.unstubAllGlobals();
    await createTransport({ baseURL: server.baseURL, requestedWith: false }).request(
      "GET",
      "/users/me",
    );
    expect(server.requests.map((r) => r.headers["x-requested-with"])).toEqual([
      "XMLHttpRequest",
      undefined,
    ]);
  });
});
