import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, isApiError } from "./apiError";
import { createRecordingServer } from "./test-utils/recordingServer";
import { createTransport } from "./transport";

const server = createRecordingServer();

beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => server.reset());

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`, { cause: error });
  }
  throw new Error("expected the call to fail");
}

describe("createTransport: server error envelope", () => {
  it("carries the envelope's code, message and details with the status and path", async () => {
    server.respond("POST", "/bets", {
      status: 409,
      json: {
        status: "fail",
        code: "PRICE_MOVED",
        message: "The price moved",
        details: { price: 0.61 },
      },
    });
    const error = await failureOf(
      createTransport({ baseURL: server.baseURL }).request("POST", "/bets", { body: {} }),
    );
    expect(error).toMatchObject({
      name: "ApiError",
      status: 409,
      code: "PRICE_MOVED",
      message: "The price moved",
      path: "/bets",
      details: { price: 0.61 },
    });
    expect(isApiError(error)).toBe(true);
  });

  it("accepts status: error envelopes (5xx) and keeps the path without the query", async () => {
    server.respond("GET", "/dashboard", {
      status: 500,
      json: { status: "error", code: "INTERNAL", message: "Something broke" },
    });
    const error = await failureOf(
      createTransport({ baseURL: server.baseURL }).request("GET", "/dashboard", {
        query: { page: 1 },
      }),
    );
    expect(error).toMatchObject({ status: 500, code: "INTERNAL", path: "/dashboard" });
    expect(error.details).toBeUndefined();
  });

  it("maps a non-JSON error page to HTTP_ERROR naming the status and path", async () => {
    server.respond("GET", "/polls/p1", {
      status: 502,
      body: "<html><body>Bad gateway</body></html>",
      headers: { "content-type": "text/html" },
    });
    const error = await failureOf(
      createTransport({ baseURL: server.baseURL }).request("GET", "/polls/p1"),
    );
    expect(error).toMatchObject({ status: 502, code: "HTTP_ERROR", path: "/polls/p1" });
    expect(error.message).toContain("502");
    expect(error.message).toContain("/polls/p1");
  });

  it("maps JSON that is not the envelope to HTTP_ERROR", async () => {
    server.respond("GET", "/polls/p1", { status: 404, json: { error: "nope" } });
    const error = await failureOf(
      createTransport({ baseURL: server.baseURL }).request("GET", "/polls/p1"),
    );
    expect(error).toMatchObject({ status: 404, code: "HTTP_ERROR" });
  });

  it("turns an error envelope inside a 2xx into that error", async () => {
    server.respond("GET", "/polls/p1", {
      json: { status: "fail", code: "MARKET_NOT_ACTIVE", message: "Not active" },
    });
    const error = await failureOf(
      createTransport({ baseURL: server.baseURL }).request("GET", "/polls/p1"),
    );
    expect(error).toMatchObject({ status: 200, code: "MARKET_NOT_ACTIVE", message: "Not active" });
  });
});

describe("createTransport: invalid success bodies", () => {
  it("rejects a 2xx that is not JSON with INVALID_RESPONSE", async () => {
    server.respond("GET", "/users/me", {
      body: "<html>login page</html>",
      headers: { "content-type": "text/html" },
    });
    const transport = createTransport({ baseURL: server.baseURL });
    const error = await failureOf(transport.request("GET", "/users/me"));
    expect(error).toMatchObject({ status: 200, code: "INVALID_RESPONSE", path: "/users/me" });
    const raw = await failureOf(transport.request("GET", "/users/me", { envelope: false }));
    expect(raw.code).toBe("INVALID_RESPONSE");
  });

  it("rejects a 2xx JSON body without the success envelope with INVALID_RESPONSE", async () => {
    server.respond("GET", "/users/me", { json: { user: { name: "Ana" } } });
    const transport = createTransport({ baseURL: server.baseURL });
    const error = await failureOf(transport.request("GET", "/users/me"));
    expect(error).toMatchObject({ status: 200, code: "INVALID_RESPONSE" });
    await expect(transport.request("GET", "/users/me", { envelope: false })).resolves.toEqual({
      user: { name: "Ana" },
    });
  });
});

describe("createTransport: transport failures", () => {
  it("maps a destroyed connection to NETWORK_ERROR with status 0, keeping the cause", async () => {
    server.respond("GET", "/users/me", { destroy: true });
    const error = await failureOf(
      createTransport({ baseURL: server.baseURL }).request("GET", "/users/me"),
    );
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR", path: "/users/me" });
    expect(error.cause).toBeDefined();
    expect(error.cause).not.toBeInstanceOf(ApiError);
  });

  it("maps a refused connection to NETWORK_ERROR", async () => {
    const gone = createRecordingServer();
    await gone.start();
    const baseURL = gone.baseURL;
    await gone.close();
    const error = await failureOf(createTransport({ baseURL }).request("GET", "/users/me"));
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("maps a slow answer to TIMEOUT after timeoutMs", async () => {
    server.respond("GET", "/dashboard/stats", { delayMs: 1_000, json: { status: "success" } });
    const transport = createTransport({ baseURL: server.baseURL, timeoutMs: 50 });
    const error = await failureOf(transport.request("GET", "/dashboard/stats"));
    expect(error).toMatchObject({ status: 0, code: "TIMEOUT", path: "/dashboard/stats" });
    expect(error.message).toContain("50 ms");
  });

  it("maps the caller's abort to ABORTED", async () => {
    server.respond("GET", "/dashboard/stats", { delayMs: 1_000, json: { status: "success" } });
    const controller = new AbortController();
    const pending = createTransport({ baseURL: server.baseURL }).request(
      "GET",
      "/dashboard/stats",
      {
        signal: controller.signal,
      },
    );
    setTimeout(() => controller.abort(), 20);
    const error = await failureOf(pending);
    expect(error).toMatchObject({ status: 0, code: "ABORTED", path: "/dashboard/stats" });
  });

  it("rejects with ABORTED without sending when the signal already fired", async () => {
    server.respond("GET", "/users/me", { json: { status: "success", data: {} } });
    const error = await failureOf(
      createTransport({ baseURL: server.baseURL }).request("GET", "/users/me", {
        signal: AbortSignal.abort(),
      }),
    );
    expect(error.code).toBe("ABORTED");
    expect(server.requests).toHaveLength(0);
  });

  it("still honours the timeout when the caller passes a signal", async () => {
    server.respond("GET", "/dashboard/stats", { delayMs: 1_000, json: { status: "success" } });
    const transport = createTransport({ baseURL: server.baseURL, timeoutMs: 50 });
    const error = await failureOf(
      transport.request("GET", "/dashboard/stats", { signal: new AbortController().signal }),
    );
    expect(error.code).toBe("TIMEOUT");
  });
});

describe("createTransport: 401", () => {
  it("calls onUnauthorized exactly once with the error it rejects with", async () => {
    server.respond("GET", "/users/me", {
      status: 401,
      json: { status: "fail", code: "TOKEN_EXPIRED", message: "Session expired" },
    });
    const onUnauthorized = vi.fn();
    const transport = createTransport({ baseURL: server.baseURL, token: "t", onUnauthorized });
    const error = await failureOf(transport.request("GET", "/users/me"));
    expect(error).toMatchObject({ status: 401, code: "TOKEN_EXPIRED", message: "Session expired" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(server.requests).toHaveLength(1);
  });

  it("uses UNAUTHENTICATED for a 401 without the envelope", async () => {
    server.respond("GET", "/users/me", { status: 401, body: "Unauthorized" });
    const onUnauthorized = vi.fn();
    const error = await failureOf(
      createTransport({ baseURL: server.baseURL, onUnauthorized }).request("GET", "/users/me"),
    );
    expect(error).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not call onUnauthorized for other statuses", async () => {
    server.respond("GET", "/users", {
      status: 403,
      json: { status: "fail", code: "FORBIDDEN", message: "Admins only" },
    });
    const onUnauthorized = vi.fn();
    await failureOf(
      createTransport({ baseURL: server.baseURL, onUnauthorized }).request("GET", "/users"),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("rejects with the ApiError even when onUnauthorized throws", async () => {
    server.respond("GET", "/users/me", { status: 401, body: "" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const transport = createTransport({
      baseURL: server.baseURL,
      onUnauthorized: () => {
        throw new Error("callback bug");
      },
    });
    const error = await failureOf(transport.request("GET", "/users/me"));
    expect(error.code).toBe("UNAUTHENTICATED");
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe("createTransport: never retries", () => {
  it.each([
    ["GET", 500],
    ["GET", 503],
    ["GET", 408],
    ["GET", 429],
    ["GET", 404],
    ["POST", 500],
    ["POST", 409],
  ] as const)("%s answered %i is sent exactly once", async (method, status) => {
    server.respond(method, "/polls", { status, body: "no" });
    const error = await failureOf(
      createTransport({ baseURL: server.baseURL }).request(method, "/polls", {
        body: method === "POST" ? { title: "x" } : undefined,
      }),
    );
    expect(error.status).toBe(status);
    expect(server.requests).toHaveLength(1);
  });

  it("sends a GET whose connection is destroyed exactly once", async () => {
    server.respond("GET", "/users/me", { destroy: true });
    await failureOf(createTransport({ baseURL: server.baseURL }).request("GET", "/users/me"));
    expect(server.requests).toHaveLength(1);
  });
});
