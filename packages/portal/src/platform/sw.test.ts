import { CARRIED_ANSWERS_ELEMENT_ID, PAINTED_END, PAINTED_START } from "@pulso/core";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";

const source = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public", "sw.js"),
  "utf8",
);
const ORIGIN = "https://pulso.example";

/** A Cache Storage kept in memory (keys are URL strings). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(
      typeof request === "string" ? request : "url" in request ? request.url : String(request),
      ORIGIN,
    ).href;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      put: async (request: RequestInfo, response: Response) =>
        void store.set(key(request), response),
      addAll: async (requests: string[]) => {
        for (const request of requests) store.set(key(request), new Response(`file ${request}`));
      },
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => store.delete(key(request)),
      match: async (request: RequestInfo) => store.get(key(request))?.clone(),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (request: RequestInfo) => {
        for (const store of stores.values()) {
          const hit = store.get(key(request));
          if (hit) return hit.clone();
        }
        return undefined;
      },
    },
  };
}

/** Runs public/sw.js in a stand-in worker scope and returns its event handlers. */
function loadWorker(network: (request: Request) => Promise<Response>) {
  const handlers = new Map<string, (event: unknown) => void>();
  const caches = fakeCaches();
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
    skipWaiting: vi.fn(() => Promise.resolve()),
    clients: { claim: vi.fn(() => Promise.resolve()) },
  };
  const fetch = vi.fn((input: RequestInfo) =>
    network(typeof input === "string" ? new Request(new URL(input, ORIGIN)) : input),
  );
  new Function("self", "caches", "fetch", "URL", "Response", source)(
    self,
    caches.api,
    fetch,
    URL,
    Response,
  );
  /** Dispatches an extendable event and waits for what it was extended with. */
  const extendable = async (type: string) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ waitUntil: (promise: Promise<unknown>) => void (work = promise) });
    await work;
  };
  /** A fetch event: the response the worker gave, or null when it left it to the browser. */
  const request = async (url: string, init: { mode?: RequestMode; method?: string } = {}) => {
    const req = new Request(new URL(url, ORIGIN), { method: init.method ?? "GET" });
    Object.defineProperty(req, "mode", { value: init.mode ?? "cors" });
    const given: { answer: Promise<Response> | null } = { answer: null };
    handlers.get("fetch")!({
      request: req,
      respondWith: (response: Promise<Response>) => void (given.answer = response),
    });
    return given.answer ? await given.answer : null;
  };
  return { self, caches, fetch, extendable, request };
}

/** The built index: what any page is, before the portal's router draws it. */
const INDEX_HTML =
  '<html lang="es"><head><script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index-def.css"></head><body><div id="root"></div></body></html>';
/**
 * The home as the server sends it at `/`: the index with the home painted in its root, and the
 * answers to its first calls in its head.
 */
const SHELL_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  `<div id="root" data-prerendered="/">${PAINTED_START}<main><h1>Predice el pulso</h1></main>${PAINTED_END}</div>`,
).replace(
  "</head>",
  `<script type="application/json" id="${CARRIED_ANSWERS_ELEMENT_ID}">[{"path":"/stats","lang":"es","body":{}}]</script>\n</head>`,
);

const online = async (request: Request) =>
  new URL(request.url).pathname === "/"
    ? new Response(SHELL_HTML, { headers: { "content-type": "text/html" } })
    : new Response(`network ${new URL(request.url).pathname}`);

describe("the service worker (public/sw.js)", () => {
  it("keeps the app shell and its build files on install, then takes over at once", async () => {
    const worker = loadWorker(online);
    await worker.extendable("install");
    const [name, store] = [...worker.caches.stores.entries()][0]!;
    expect(name).toMatch(/^pulso-shell-v\d+$/);
    expect([...store.keys()].map((url) => new URL(url).pathname).sort()).toEqual([
      "/",
      "/assets/index-abc.js",
      "/assets/index-def.css",
      "/favicon.svg",
      "/icons/icon-192.png",
      "/manifest.webmanifest",
    ]);
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.extendable("activate");
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it("drops an older version's cache on activate", async () => {
    const worker = loadWorker(online);
    await worker.caches.api.open("pulso-shell-v0");
    await worker.extendable("install");
    await worker.extendable("activate");
    expect([...worker.caches.stores.keys()]).not.toContain("pulso-shell-v0");
    expect(worker.caches.stores.size).toBe(1);
  });

  it("never answers API, socket, upload or embed requests, nor other sites' or non-GETs", async () => {
    const worker = loadWorker(online);
    await worker.extendable("install");
    for (const url of ["/api/v1/polls", "/api/v1/users/me", "/ws", "/uploads/a.png", "/embed/x"]) {
      expect(await worker.request(url), url).toBeNull();
    }
    expect(await worker.request("https://other.example/app.js")).toBeNull();
    expect(await worker.request("/", { mode: "navigate", method: "POST" })).toBeNull();
  });

  it("fetches pages from the network first, and serves the shell offline", async () => {
    let offline = false;
    const worker = loadWorker((request) =>
      offline ? Promise.reject(new TypeError("Failed to fetch")) : online(request),
    );
    await worker.extendable("install");
    const fresh = await worker.request("/markets/all", { mode: "navigate" });
    expect(await fresh?.text()).toBe("network /markets/all");

    offline = true;
    // The shell was fetched at `/`, painted as the home: offline it stands for any page, so it
    // comes without the home's markup (the router draws the page asked for).
    expect(SHELL_HTML).toContain("Predice el pulso");
    expect(SHELL_HTML).toContain(CARRIED_ANSWERS_ELEMENT_ID);
    for (const path of ["/account", "/"]) {
      const fallback = await worker.request(path, { mode: "navigate" });
      expect(await fallback?.text(), path).toBe(INDEX_HTML);
      expect(fallback?.headers.get("content-type"), path).toBe("text/html");
    }
  });

  it("serves build files from the cache, fetching and keeping a missing one", async () => {
    const worker = loadWorker(online);
    await worker.extendable("install");
    worker.fetch.mockClear();
    expect(await (await worker.request("/assets/index-abc.js"))?.text()).toBe(
      "file /assets/index-abc.js",
    );
    expect(worker.fetch).not.toHaveBeenCalled();
    expect(await (await worker.request("/assets/page-123.js"))?.text()).toBe(
      "network /assets/page-123.js",
    );
    expect(await (await worker.request("/assets/page-123.js"))?.text()).toBe(
      "network /assets/page-123.js",
    );
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });
});
