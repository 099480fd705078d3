import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./apiError";
import { createManualClock } from "./test-utils/manualClock";
import { createRecordingServer } from "./test-utils/recordingServer";
import type { RouteResponse } from "./test-utils/recordingServer";
import { createTransport } from "./transport";
import type { TransportOptions } from "./transportOptions";

const server = createRecordingServer();
const pollsPage = (page: string | undefined) => ({
  json: { status: "success", data: { polls: [{ _id: `p-${page ?? "1"}` }] }, pagination: { page } },
});

beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.respond("GET", "/polls", (request) => pollsPage(request.query.page?.[0]));
});

function setup(options: Partial<TransportOptions> = {}) {
  const clock = createManualClock();
  const transport = createTransport({ baseURL: server.baseURL, throttle: { clock }, ...options });
  return { clock, transport };
}

// Lets real sockets deliver anything already sent, so "no request yet" is a real observation.
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error("expected the call to fail");
}

/** Answers with each response in turn, repeating the last. */
function sequence(...responses: RouteResponse[]) {
  let call = 0;
  return () => responses[Math.min(call++, responses.length - 1)] ?? {};
}

describe("throttledGet: one request per second per path", () => {
  it("shares one request between identical calls within a second", async () => {
    const { clock, transport } = setup();
    const first = transport.throttledGet("/polls", { page: 1 });
    clock.advance(500);
    const second = transport.throttledGet("/polls", { page: 1 });
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual({ polls: [{ _id: "p-1" }] });
    expect(b).toEqual(a);
    expect(server.requests).toHaveLength(1);
  });

  it("makes a new request for the same URL once a second has passed", async () => {
    const { clock, transport } = setup();
    await transport.throttledGet("/polls", { page: 1 });
    clock.advance(999);
    await transport.throttledGet("/polls", { page: 1 });
    expect(server.requests).toHaveLength(1);
    clock.advance(1);
    await transport.throttledGet("/polls", { page: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it("sends a different query only one second after the previous request started", async () => {
    const { clock, transport } = setup();
    await transport.throttledGet("/polls", { page: 1 });
    clock.advance(200);
    const second = transport.throttledGet("/polls", { page: 2 });
    await settle();
    expect(server.requests).toHaveLength(1);
    clock.advance(799);
    await settle();
    expect(server.requests).toHaveLength(1);
    clock.advance(1);
    await expect(second).resolves.toEqual({ polls: [{ _id: "p-2" }] });
    expect(server.requests.map((r) => r.query.page)).toEqual([["1"], ["2"]]);
  });

  it("lets several queued calls with the same URL share one request", async () => {
    const { clock, transport } = setup();
    await transport.throttledGet("/polls", { page: 1 });
    const queued = [
      transport.throttledGet("/polls", { page: 2 }),
      transport.throttledGet("/polls", { page: 2 }),
      transport.throttledGet("/polls", { page: 2 }),
    ];
    clock.advance(1_000);
    await Promise.all(queued);
    expect(server.requests).toHaveLength(2);
  });

  it("does not hold back a different path", async () => {
    server.respond("GET", "/polls/p1", { json: { status: "success", data: { poll: {} } } });
    const { transport } = setup();
    await transport.throttledGet("/polls");
    await transport.throttledGet("/polls/p1");
    expect(server.requests.map((r) => r.path)).toEqual(["/polls", "/polls/p1"]);
  });

  it("resolves the whole body with envelope: false, per caller", async () => {
    const { transport } = setup();
    const whole = transport.throttledGet("/polls", { page: 3 }, { envelope: false });
    const data = transport.throttledGet("/polls", { page: 3 });
    await expect(whole).resolves.toEqual(pollsPage("3").json);
    await expect(data).resolves.toEqual({ polls: [{ _id: "p-3" }] });
    expect(server.requests).toHaveLength(1);
  });

  it("sends the transport's headers", async () => {
    const { transport } = setup({ token: "tok", lang: "es" });
    await transport.throttledGet("/polls");
    expect(server.requests[0]?.headers).toMatchObject({
      authorization: "Bearer tok",
      "accept-language": "es",
      "x-requested-with": "XMLHttpRequest",
    });
  });
});

describe("throttledGet: plain-fetch fallback", () => {
  it("retries once with plain fetch when the connection is destroyed", async () => {
    server.respond("GET", "/polls", sequence({ destroy: true }, pollsPage("1")));
    const spy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    const { transport } = setup({ token: "tok", lang: "en", fetch: spy });
    await expect(transport.throttledGet("/polls", { page: 1 })).resolves.toEqual({
      polls: [{ _id: "p-1" }],
    });
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    expect(second?.url).toBe(first?.url);
    expect(second?.headers).toMatchObject({
      authorization: "Bearer tok",
      "accept-language": "en",
      "x-requested-with": "XMLHttpRequest",
      accept: "application/json",
    });
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls.map((call) => call[1]?.credentials)).toEqual(["include", "include"]);
  });

  it("rejects with POLLS_FETCH_FAILED when the fallback gets a non-OK status", async () => {
    server.respond(
      "GET",
      "/polls",
      sequence(
        { destroy: true },
        { status: 503, json: { status: "error", code: "DOWN", message: "Down" } },
      ),
    );
    const { transport } = setup();
    const error = await failureOf(transport.throttledGet("/polls"));
    expect(error).toMatchObject({
      name: "ApiError",
      status: 503,
      code: "POLLS_FETCH_FAILED",
      message: "API request failed with status 503",
      path: "/polls",
    });
    expect(server.requests).toHaveLength(2);
  });

  it("calls onUnauthorized once when the fallback gets a 401", async () => {
    server.respond("GET", "/polls", sequence({ destroy: true }, { status: 401, body: "" }));
    const onUnauthorized = vi.fn();
    const { transport } = setup({ onUnauthorized });
    const error = await failureOf(transport.throttledGet("/polls"));
    expect(error).toMatchObject({ status: 401, code: "POLLS_FETCH_FAILED" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it("reports NETWORK_ERROR when the fallback also gets no response", async () => {
    server.respond("GET", "/polls", { destroy: true });
    const { transport } = setup();
    const error = await failureOf(transport.throttledGet("/polls"));
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR", path: "/polls" });
    expect(server.requests).toHaveLength(2);
  });

  it("does not fall back on an HTTP error status", async () => {
    server.respond("GET", "/polls", {
      status: 500,
      json: { status: "error", code: "INTERNAL", message: "Broken" },
    });
    const { transport } = setup();
    const error = await failureOf(transport.throttledGet("/polls"));
    expect(error).toMatchObject({ status: 500, code: "INTERNAL" });
    expect(server.requests).toHaveLength(1);
  });

  it("does not fall back on a timeout", async () => {
    server.respond("GET", "/polls", { delayMs: 1_000, json: { status: "success" } });
    const { transport } = setup({ timeoutMs: 50 });
    const error = await failureOf(transport.throttledGet("/polls"));
    expect(error.code).toBe("TIMEOUT");
    expect(server.requests).toHaveLength(1);
  });
});

describe("throttledGet: caller signals", () => {
  it("rejects only the aborting caller; a caller sharing the request still gets it", async () => {
    server.respond("GET", "/polls", { delayMs: 100, ...pollsPage("1") });
    const { transport } = setup();
    const controller = new AbortController();
    const aborted = transport.throttledGet("/polls", {}, { signal: controller.signal });
    const kept = transport.throttledGet("/polls");
    controller.abort();
    const error = await failureOf(aborted);
    expect(error).toMatchObject({ status: 0, code: "ABORTED", path: "/polls" });
    await expect(kept).resolves.toEqual({ polls: [{ _id: "p-1" }] });
    expect(server.requests).toHaveLength(1);
  });

  it("rejects at once with ABORTED when the signal already fired", async () => {
    const { transport } = setup();
    const error = await failureOf(
      transport.throttledGet("/polls", {}, { signal: AbortSignal.abort() }),
    );
    expect(error.code).toBe("ABORTED");
    expect(server.requests).toHaveLength(0);
  });
});
