import { API_ENDPOINTS, API_ROUTES, type EndpointName } from "@pulso/core";

/** One request the fake API received. */
export interface FakeRequest {
  method: string;
  /** The path under `/api/v1`, e.g. `/users/me`. */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A route's answer: status (default 200) and a JSON body. */
export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/** A fake `/api/v1` behind a `fetch` function, for createPulso's `fetch` option. */
export interface FakeApi {
  fetch: typeof fetch;
  /** Answers `METHOD /path` (exact path under /api/v1); the latest registration wins. */
  on(method: string, path: string, handler: Handler | FakeResponse): void;
  /** Every request so far. */
  requests: FakeRequest[];
  /**
   * Every answer so far, as `METHOD /path STATUS` (e.g. `GET /auth/session 200`): what a browser
   * would log, since it reports each 4xx and 5xx answer in the console.
   */
  answers: string[];
  /** Answers a handler gave that broke their call's response schema (each also threw). */
  contractBreaks: string[];
  /** Requests to one path. */
  calls(method: string, path: string): FakeRequest[];
}

/** The API base the fake answers on. */
export const FAKE_API_BASE = "http://api.test/api/v1";

/** A Pulso error envelope. */
export function failure(status: number, code: string, message = code): FakeResponse {
  return { status, body: { status: status >= 500 ? "error" : "fail", code, message } };
}

/** A Pulso success envelope around `data`. */
export function success(data: unknown): FakeResponse {
  return { body: { status: "success", data } };
}

/**
 * An answer held in flight until the test gives it (`answer()`). The promise exists from the
 * start, so answering before the request has even been made still answers it when it comes.
 */
export function held(response: FakeResponse): {
  handler: () => Promise<FakeResponse>;
  answer: () => void;
} {
  let answer: () => void = () => {};
  const pending = new Promise<FakeResponse>((resolve) => {
    answer = () => resolve(response);
  });
  return { handler: () => pending, answer: () => answer() };
}

/**
 * Answers the session probe (`GET /auth/session`) as the server does: 200 with `user`, or with
 * `null` for a signed-out reader (never a 401).
 */
export function serveSession(api: FakeApi, user: unknown): void {
  api.on("GET", "/auth/session", success({ user }));
}

/** Each call of core's table as a matcher of concrete paths (`/polls/:id` → `/polls/[^/]+`). */
const ROUTE_MATCHERS = Object.entries(API_ROUTES).map(([name, route]) => ({
  name: name as EndpointName,
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, "[^/]+")}$`),
}));

/** The call of core's table that answers `method path`, if any (the most specific one wins). */
function endpointAt(method: string, path: string): EndpointName | undefined {
  // `/polls/batch` also matches `/polls/:id`: a path without parameters is the more specific.
  const matches = ROUTE_MATCHERS.filter(
    (route) => route.method === method && route.pattern.test(path),
  );
  matches.sort((a, b) => a.pattern.source.length - b.pattern.source.length);
  return matches.find((route) => !route.pattern.source.includes("[^/]+"))?.name ?? matches[0]?.name;
}

/**
 * Holds a fake success answer to its call's response schema in core (DESIGN §3's one contract):
 * a fake that serves what the server never could would let a test pass against a lie. Throws
 * naming the call and the fields.
 */
export function checkFakeAnswer(method: string, path: string, answer: FakeResponse): void {
  const status = answer.status ?? 200;
  if (status < 200 || status >= 300 || answer.body === undefined) return;
  const name = endpointAt(method.toUpperCase(), path);
  if (!name) return;
  const definition = API_ENDPOINTS[name];
  if ("responseType" in definition) return;
  const checked = definition.response.safeParse(answer.body);
  if (!checked.success) {
    const fields = checked.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
    throw new Error(
      `fake answer of ${name} (${method} ${path}) breaks its schema: ${fields.join("; ")}`,
    );
  }
}

/** Creates a fake API; unknown routes answer 404 ROUTE_NOT_FOUND. */
export function createFakeApi(): FakeApi {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const answers: string[] = [];
  const contractBreaks: string[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? "GET").toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, "");
    const text = typeof init?.body === "string" ? init.body : undefined;
    const request: FakeRequest = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(request);
    const handler = routes.get(`${method} ${path}`);
    const answer = handler
      ? await handler(request)
      : failure(404, "ROUTE_NOT_FOUND", `${method} ${path}`);
    try {
      checkFakeAnswer(method, path, answer);
    } catch (error) {
      contractBreaks.push(String(error));
      throw error;
    }
    answers.push(`${method} ${path} ${answer.status ?? 200}`);
    return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  };

  return {
    fetch: fakeFetch as typeof fetch,
    on(method, path, handler) {
      // A fixed answer is checked at once, so the test fails on the line that registers it.
      if (typeof handler !== "function") checkFakeAnswer(method, path, handler);
      routes.set(
        `${method.toUpperCase()} ${path}`,
        typeof handler === "function" ? handler : () => handler,
      );
    },
    requests,
    answers,
    contractBreaks,
    calls: (method, path) =>
      requests.filter((request) => request.method === method && request.path === path),
  };
}
