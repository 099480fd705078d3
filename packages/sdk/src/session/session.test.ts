import { isApiError } from "@pulso/api-client";
import type { User } from "@pulso/core";
import { sampleMarket, sampleUser } from "@pulso/core/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pulsoKeys } from "../cache/queryKeys";
import { createPulso, type PulsoOptions } from "../createPulso";
import {
  createFakeApi,
  FAKE_API_BASE,
  failure,
  serveSession,
  success,
  type FakeResponse,
} from "../test-utils/fakeApi";
import {
  sampleCryptoPayment,
  sampleDeposit,
  sampleSuggestion,
  sampleTicket,
  sampleWithdrawal,
} from "../test-utils/paymentSamples";

/** Caches one entry of every kind of private data Step 5 added, and public site settings. */
function cacheStep5Data(pulso: ReturnType<typeof createPulso>) {
  const set = (key: readonly unknown[], data: unknown) => pulso.queryClient.setQueryData(key, data);
  set(pulsoKeys.depositList(), { deposits: [sampleDeposit()] });
  set(pulsoKeys.withdrawalList("u_1"), [sampleWithdrawal()]);
  set(pulsoKeys.adminWithdrawalList(), [sampleWithdrawal()]);
  set(pulsoKeys.cryptoPayment("cp_1"), sampleCryptoPayment());
  set(pulsoKeys.myTicketList(), { tickets: [sampleTicket()] });
  set(pulsoKeys.allTicketList(), { tickets: [sampleTicket()] });
  set(pulsoKeys.ticket("t_1"), sampleTicket());
  set(pulsoKeys.mySuggestions, [sampleSuggestion()]);
  set(pulsoKeys.suggestionList(), { suggestions: [sampleSuggestion()] });
  set(pulsoKeys.adminBanners, []);
  set(pulsoKeys.webVitalList(), { vitals: [], summary: [] });
  set(pulsoKeys.banners("es"), []);
  set(pulsoKeys.marketLinks, []);
  set(pulsoKeys.footer, {});
}

const STEP5_PRIVATE_KEYS = [
  pulsoKeys.depositList(),
  pulsoKeys.withdrawalList("u_1"),
  pulsoKeys.adminWithdrawalList(),
  pulsoKeys.cryptoPayment("cp_1"),
  pulsoKeys.myTicketList(),
  pulsoKeys.allTicketList(),
  pulsoKeys.ticket("t_1"),
  pulsoKeys.mySuggestions,
  pulsoKeys.suggestionList(),
  pulsoKeys.adminBanners,
  pulsoKeys.webVitalList(),
];

const ana = sampleUser();
const admin = sampleUser({ _id: "u_admin", role: "admin", name: "Admin" });
const authAnswer = (user: User, token = "tok_1") => ({
  body: { status: "success", token, data: { user } },
});

function setup(options: Partial<PulsoOptions> = {}) {
  const api = createFakeApi();
  const navigate = vi.fn();
  const onTokenChange = vi.fn();
  api.on("POST", "/auth/login", authAnswer(ana));
  api.on("POST", "/auth/signup", authAnswer(ana, "tok_new"));
  api.on("GET", "/auth/logout", { body: { status: "success" } });
  serveSession(api, ana);
  const pulso = createPulso({
    apiBase: FAKE_API_BASE,
    fetch: api.fetch,
    realtime: false,
    navigate,
    onTokenChange,
    ...options,
  });
  const state = () => pulso.session.store.getState();
  return { api, pulso, navigate, onTokenChange, state };
}

describe("the session", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is signed out when there is no session, without asking the server", async () => {
    const { pulso, api, state } = setup();
    expect(pulso.session.mode).toBe("bearer");
    expect(state()).toEqual({ status: "signed-out", user: null, isAdmin: false });
    await pulso.start();
    expect(api.requests).toEqual([]);
    expect(state().status).toBe("signed-out");
  });

  it.each([
    ["signed in", ana, "signed-in"],
    ["signed out", null, "signed-out"],
  ] as const)(
    "probes a %s reader with GET /auth/session, answered 200",
    async (_, user, status) => {
      const api = createFakeApi();
      serveSession(api, user);
      const statuses: number[] = [];
      const pulso = createPulso({
        apiBase: FAKE_API_BASE,
        realtime: false,
        auth: "cookie",
        fetch: async (...args) => {
          const response = await api.fetch(...args);
          statuses.push(response.status);
          return response;
        },
      });
      await pulso.start();
      expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        "GET /auth/session",
      ]);
      expect(statuses).toEqual([200]);
      expect(pulso.session.store.getState().status).toBe(status);
      pulso.stop();
    },
  );

  it("signs out and forgets a bearer token the probe finds no session for", async () => {
    const { pulso, api, onTokenChange, state } = setup({ token: "tok_revoked" });
    serveSession(api, null);
    await expect(pulso.session.refresh()).resolves.toBeNull();
    expect(api.calls("GET", "/auth/session")[0]?.headers.get("authorization")).toBe(
      "Bearer tok_revoked",
    );
    expect(state()).toEqual({ status: "signed-out", user: null, isAdmin: false });
    expect(pulso.session.getToken()).toBeNull();
    expect(onTokenChange).toHaveBeenLastCalledWith(null);
  });

  it("a later probe that finds the session gone signs out and drops private data", async () => {
    const { pulso, api, state } = setup();
    await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    pulso.queryClient.setQueryData(pulsoKeys.activeBets, []);
    pulso.queryClient.setQueryData(pulsoKeys.poll("m_1"), sampleMarket());
    serveSession(api, null);
    await pulso.invalidation.invalidateNow("currentUser");
    expect(state().status).toBe("signed-out");
    expect(pulso.queryClient.getQueryData(pulsoKeys.activeBets)).toBeUndefined();
    expect(pulso.queryClient.getQueryData(pulsoKeys.poll("m_1"))).toBeDefined();
  });

  it("restores a cookie session on start, and a bearer token given at creation", async () => {
    const cookie = setup({ auth: "cookie" });
    expect(cookie.state().status).toBe("loading");
    await cookie.pulso.start();
    expect(cookie.state()).toEqual({ status: "signed-in", user: ana, isAdmin: false });
    expect(cookie.api.requests[0]?.headers.get("authorization")).toBeNull();
    cookie.pulso.stop();

    const bearer = setup({ token: "tok_saved" });
    await bearer.pulso.start();
    expect(bearer.state().status).toBe("signed-in");
    expect(bearer.api.requests[0]?.headers.get("authorization")).toBe("Bearer tok_saved");
    bearer.pulso.stop();
  });

  it("login caches the user, keeps the bearer token and navigates to /", async () => {
    const { pulso, api, navigate, onTokenChange, state } = setup();
    const user = await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    expect(user).toEqual(ana);
    expect(state()).toEqual({ status: "signed-in", user: ana, isAdmin: false });
    expect(pulso.queryClient.getQueryData(pulsoKeys.currentUser)).toEqual(ana);
    expect(pulso.session.getToken()).toBe("tok_1");
    expect(onTokenChange).toHaveBeenCalledWith("tok_1");
    expect(navigate).toHaveBeenCalledWith("/", "login");

    await pulso.session.refresh();
    expect(api.calls("GET", "/auth/session")[0]?.headers.get("authorization")).toBe("Bearer tok_1");
  });

  it("sign-up does the same and navigates to /", async () => {
    const { pulso, navigate, state } = setup();
    await pulso.session.signup({ name: "Ana", email: "ana@example.com", password: "Secreto123" });
    expect(state().status).toBe("signed-in");
    expect(pulso.session.getToken()).toBe("tok_new");
    expect(navigate).toHaveBeenCalledWith("/", "signup");
  });

  it("keeps no token in cookie mode: the cookie carries the session", async () => {
    const { pulso, onTokenChange } = setup({ auth: "cookie" });
    await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    expect(pulso.session.getToken()).toBeNull();
    expect(onTokenChange).not.toHaveBeenCalled();
  });

  it("a failed login rejects with the ApiError and changes nothing", async () => {
    const { pulso, api, navigate, state } = setup();
    api.on("POST", "/auth/login", failure(401, "LOGIN_FAILED", "Login failed: …"));
    const error = await pulso.session
      .login({ email: "ana@example.com", password: "nope12" })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.code).toBe("LOGIN_FAILED");
    expect(state().status).toBe("signed-out");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("logout revokes, clears the session and every cached query, and navigates to /login", async () => {
    const { pulso, api, navigate, onTokenChange, state } = setup();
    await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    pulso.queryClient.setQueryData(pulsoKeys.poll("m_1"), sampleMarket());

    await pulso.session.logout();
    expect(api.calls("GET", "/auth/logout")[0]?.headers.get("authorization")).toBe("Bearer tok_1");
    expect(state()).toEqual({ status: "signed-out", user: null, isAdmin: false });
    expect(pulso.session.getToken()).toBeNull();
    expect(onTokenChange).toHaveBeenLastCalledWith(null);
    expect(pulso.queryClient.getQueryCache().getAll()).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith("/login", "logout");
  });

  it("logout clears everything even when the server cannot be reached", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { pulso, api, navigate, state } = setup({ token: "tok_saved" });
    await pulso.start();
    api.on("GET", "/auth/logout", failure(500, "INTERNAL_ERROR"));
    await expect(pulso.session.logout()).resolves.toBeUndefined();
    expect(state().status).toBe("signed-out");
    expect(pulso.session.getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login", "logout");
    pulso.stop();
  });

  it("a 401 from any call signs out and drops private data, keeping public data", async () => {
    const { pulso, api, state, navigate } = setup();
    await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    navigate.mockClear();
    pulso.queryClient.setQueryData(pulsoKeys.poll("m_1"), sampleMarket());
    pulso.queryClient.setQueryData(pulsoKeys.activeBets, []);
    api.on("GET", "/dashboard", failure(401, "SESSION_EXPIRED"));

    await expect(pulso.api.getDashboard()).rejects.toMatchObject({ status: 401 });
    expect(state().status).toBe("signed-out");
    expect(pulso.session.getToken()).toBeNull();
    expect(pulso.queryClient.getQueryData(pulsoKeys.activeBets)).toBeUndefined();
    expect(pulso.queryClient.getQueryData(pulsoKeys.currentUser)).toBeUndefined();
    expect(pulso.queryClient.getQueryData(pulsoKeys.poll("m_1"))).toBeDefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("logout drops deposits, withdrawals, crypto payments, tickets, suggestions and admin lists", async () => {
    const { pulso } = setup();
    await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    cacheStep5Data(pulso);
    await pulso.session.logout();
    for (const key of STEP5_PRIVATE_KEYS) {
      expect(pulso.queryClient.getQueryData(key), JSON.stringify(key)).toBeUndefined();
    }
  });

  it("a 401 drops the same private data and keeps banners, market links and the footer", async () => {
    const { pulso, api } = setup();
    await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    cacheStep5Data(pulso);
    api.on("GET", "/deposits", failure(401, "SESSION_EXPIRED"));
    await expect(pulso.api.listDeposits()).rejects.toMatchObject({ status: 401 });
    for (const key of STEP5_PRIVATE_KEYS) {
      expect(pulso.queryClient.getQueryData(key), JSON.stringify(key)).toBeUndefined();
    }
    expect(pulso.queryClient.getQueryData(pulsoKeys.banners("es"))).toEqual([]);
    expect(pulso.queryClient.getQueryData(pulsoKeys.marketLinks)).toEqual([]);
    expect(pulso.queryClient.getQueryData(pulsoKeys.footer)).toEqual({});
  });

  it("a failing session probe signs out after its two retries", async () => {
    vi.useFakeTimers();
    const { pulso, api, state } = setup({ token: "tok_saved" });
    api.on("GET", "/auth/session", failure(500, "INTERNAL_ERROR"));
    const started = pulso.start();
    await vi.advanceTimersByTimeAsync(10_000);
    await started;
    expect(api.calls("GET", "/auth/session")).toHaveLength(3);
    expect(state().status).toBe("signed-out");
    expect(pulso.session.getToken()).toBeNull();
    pulso.stop();
  });

  it("a session probe answered with 401 (a proxy's) signs out at once, without retrying", async () => {
    const { pulso, api, state } = setup({ auth: "cookie" });
    api.on("GET", "/auth/session", failure(401, "UNAUTHENTICATED"));
    await pulso.start();
    expect(api.calls("GET", "/auth/session")).toHaveLength(1);
    expect(state().status).toBe("signed-out");
    pulso.stop();
  });

  it("isAdmin is true only when signed in with the admin role", async () => {
    const { pulso, api, state } = setup();
    expect(state().isAdmin).toBe(false);
    api.on("POST", "/auth/login", authAnswer(admin));
    await pulso.session.login({ email: "admin@pulso.test", password: "Admin12345" });
    expect(state()).toMatchObject({ status: "signed-in", isAdmin: true });
    await pulso.session.logout();
    expect(state().isAdmin).toBe(false);
  });

  it("follows the cached current user (a balance update reaches the session)", async () => {
    const { pulso, state } = setup();
    await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    pulso.queryClient.setQueryData<User>(pulsoKeys.currentUser, (user) =>
      user ? { ...user, balance: 42 } : user,
    );
    expect(state().user?.balance).toBe(42);
  });

  it("refreshes the user cached by login, staying signed in", async () => {
    const { pulso, api, state } = setup();
    await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    serveSession(api, { ...ana, balance: 77 });
    await pulso.invalidation.invalidateNow("currentUser");
    expect(api.calls("GET", "/auth/session")).toHaveLength(1);
    expect(state()).toMatchObject({ status: "signed-in", user: { balance: 77 } });
  });

  it("an answer that arrives after logout does not sign the user back in", async () => {
    const { pulso, api, state } = setup({ auth: "cookie" });
    let answer: (value: FakeResponse) => void = () => undefined;
    api.on("GET", "/auth/session", () => new Promise((resolve) => (answer = resolve)));
    const started = pulso.start();
    await vi.waitFor(() => expect(api.calls("GET", "/auth/session")).toHaveLength(1));
    await pulso.session.logout();
    answer(success({ user: ana }));
    await started;
    expect(state().status).toBe("signed-out");
    pulso.stop();
  });

  it("setToken restores a bearer session; null ends it", async () => {
    const { pulso, state } = setup();
    await expect(pulso.session.setToken("tok_saved")).resolves.toEqual(ana);
    expect(state().status).toBe("signed-in");
    await expect(pulso.session.setToken(null)).resolves.toBeNull();
    expect(state().status).toBe("signed-out");
  });

  it("survives a navigate hook that throws", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { pulso, state } = setup({
      navigate: () => {
        throw new Error("router gone");
      },
    });
    await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    await pulso.session.logout();
    expect(state().status).toBe("signed-out");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("[pulso]"), expect.any(Error));
  });
});
