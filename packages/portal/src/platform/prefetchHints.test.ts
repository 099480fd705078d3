import type { ReadableStore, SessionState } from "@pulso/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { memoryStorage } from "../test-utils/renderPortal";
import { HOME_FEATURED_COUNT } from "@pulso/core";
import { sampleMarket } from "@pulso/core/testing";
import { createPulso } from "@pulso/sdk";
import { createFakeApi, FAKE_API_BASE, success } from "@pulso/sdk/testing";
import { featuredMarketsQuery } from "../market/featuredGrid";
import {
  addPrefetchHint,
  installPrefetchHints,
  PUBLIC_PREFETCH,
  SIGNED_IN_KEY,
} from "./prefetchHints";

/** A session store driven by hand. */
function fakeSession(status: SessionState["status"]) {
  let state: SessionState = { status, user: null, isAdmin: false };
  const listeners = new Set<(state: SessionState, previous: SessionState) => void>();
  const store: ReadableStore<SessionState> = {
    getState: () => state,
    getInitialState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: SessionState["status"]) => {
    const previous = state;
    state = { status: next, user: null, isAdmin: false };
    for (const listener of listeners) listener(state, previous);
  };
  return { store, set };
}

const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: link.getAttribute("href"),
    as: link.getAttribute("as"),
    crossorigin: link.getAttribute("crossorigin"),
  }));

afterEach(() => {
  document.head.innerHTML = "";
});

describe("prefetch hints", () => {
  it("hint exactly the call the home's featured grid makes first", async () => {
    const api = createFakeApi();
    const polls = Array.from({ length: HOME_FEATURED_COUNT }, (_, index) =>
      sampleMarket({ _id: `m_${index}`, status: "active" }),
    );
    api.on(
      "GET",
      "/polls",
      success({
        polls,
        pagination: { page: 1, limit: 6, total: 6, totalPages: 1, hasMore: false },
      }),
    );
    const asked: string[] = [];
    const pulso = createPulso({
      apiBase: FAKE_API_BASE,
      fetch: (input, init) => {
        asked.push(String(input));
        return api.fetch(input, init);
      },
      realtime: false,
    });
    await pulso.queryClient.fetchQuery(featuredMarketsQuery(pulso, HOME_FEATURED_COUNT));
    const first = new URL(asked[0] ?? "");
    expect(`${first.pathname}${first.search}`).toBe(PUBLIC_PREFETCH[0]);
  });

  it("hint the market list for a visitor once the page has loaded, with the cookie like the sdk's own calls", () => {
    const session = fakeSession("loading");
    let loaded = () => {};
    installPrefetchHints(document, memoryStorage(), session.store, (work) => {
      loaded = work;
    });
    expect(hints()).toEqual([]);
    loaded();
    expect(hints()).toEqual([
      {
        href: PUBLIC_PREFETCH[0],
        as: "fetch",
        crossorigin: "use-credentials",
      },
    ]);
  });

  it("leave out the market list when the page has already asked for it (the home)", () => {
    const session = fakeSession("loading");
    let loaded = () => {};
    installPrefetchHints(
      document,
      memoryStorage(),
      session.store,
      (work) => {
        loaded = work;
      },
      PUBLIC_PREFETCH,
    );
    loaded();
    expect(hints()).toEqual([]);
  });

  it("add the dashboard and the current user when this browser was signed in last time", () => {
    const session = fakeSession("loading");
    let loaded = () => {};
    installPrefetchHints(
      document,
      memoryStorage({ [SIGNED_IN_KEY]: "1" }),
      session.store,
      (work) => {
        loaded = work;
      },
    );
    // At once: the signed-in reader's first calls start with the page.
    expect(hints().map((hint) => hint.href)).toEqual(["/api/v1/dashboard", "/api/v1/auth/session"]);
    loaded();
    expect(hints().map((hint) => hint.href)).toEqual([
      "/api/v1/dashboard",
      "/api/v1/auth/session",
      PUBLIC_PREFETCH[0],
    ]);
  });

  it("remember signing in and out for the next visit", () => {
    const storage = memoryStorage();
    const session = fakeSession("loading");
    const stop = installPrefetchHints(document, storage, session.store, (work) => work());
    session.set("signed-in");
    expect(storage.getItem(SIGNED_IN_KEY)).toBe("1");
    session.set("signed-out");
    expect(storage.getItem(SIGNED_IN_KEY)).toBeNull();
    stop();
    session.set("signed-in");
    expect(storage.getItem(SIGNED_IN_KEY)).toBeNull();
  });

  it("add each hint once", () => {
    addPrefetchHint(document, "/api/v1/dashboard");
    addPrefetchHint(document, "/api/v1/dashboard");
    expect(hints()).toHaveLength(1);
  });
});
