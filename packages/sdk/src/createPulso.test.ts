import type { Market } from "@pulso/core";
import { sampleBet, sampleMarket, sampleUser } from "@pulso/core/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPaymentActions } from "./actions/paymentActions";
import { pulsoKeys } from "./cache/queryKeys";
import { createPulso, type PulsoOptions } from "./createPulso";
import type { PulsoToast } from "./sink";
import { createFakeApi, FAKE_API_BASE, serveSession, success } from "./test-utils/fakeApi";
import { createFakeWebSocketServer } from "./test-utils/fakeWebSocket";
import { sampleWithdrawal } from "./test-utils/paymentSamples";

// Counts how often the payment actions are built; the real ones are built and run.
vi.mock(import("./actions/paymentActions"), async (importOriginal) => {
  const real = await importOriginal();
  return { ...real, createPaymentActions: vi.fn(real.createPaymentActions) };
});

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const AT = "2026-11-03T18:00:00.000Z";

function setup(options: Partial<PulsoOptions> = {}) {
  const api = createFakeApi();
  const server = createFakeWebSocketServer();
  const toasts: PulsoToast[] = [];
  serveSession(api, sampleUser());
  api.on("POST", "/auth/login", {
    body: { status: "success", token: "tok_1", data: { user: sampleUser() } },
  });
  api.on("GET", "/auth/logout", { body: { status: "success" } });
  const pulso = createPulso({
    apiBase: FAKE_API_BASE,
    fetch: api.fetch,
    WebSocket: server.WebSocket,
    sink: { toast: (toast) => toasts.push(toast) },
    ...options,
  });
  return { api, server, toasts, pulso };
}

describe("createPulso", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fails fast, naming the fix, without an API base", () => {
    expect(() => createPulso({} as PulsoOptions)).toThrow(/createPulso needs `apiBase`/);
    expect(() => createPulso({ apiBase: " " })).toThrow(TypeError);
  });

  it("has no side effects until start(), which opens /ws on the API host; stop() closes it", async () => {
    const { server, pulso, api } = setup();
    await tick(1000);
    expect(server.sockets).toEqual([]);
    expect(api.requests).toEqual([]);

    const started = pulso.start();
    await tick();
    await started;
    expect(server.latest().url).toBe("ws://api.test/ws");
    server.latest().open();
    expect(pulso.realtime.store.getState().status).toBe("open");

    pulso.stop();
    expect(server.latest().closedByClient).toBe(true);
    expect(pulso.realtime.store.getState().status).toBe("closed");
    await tick(60_000);
    expect(server.sockets).toHaveLength(1);
  });

  it("turns a poll_updated event into a toast in the current language and fresh cached prices", async () => {
    const { server, pulso, toasts } = setup({ lang: "en" });
    void pulso.start();
    await tick();
    server.latest().open();
    pulso.queryClient.setQueryData(pulsoKeys.poll("m_1"), sampleMarket());
    // The toast policy: a signed-in reader with the market open (a market page watching it).
    pulso.queryClient.setQueryData(pulsoKeys.currentUser, sampleUser());
    const unwatch = pulso.realtime.watch("m_1");

    server.latest().receive({
      event: "poll_updated",
      pollId: "m_1",
      prices: { o_yes: 70, o_no: 30 },
      volume: 2000,
      at: AT,
    });
    expect(toasts.map((toast) => toast.title)).toEqual(["Market Updated!"]);
    expect(pulso.queryClient.getQueryData<Market>(pulsoKeys.poll("m_1"))?.options[0]?.price).toBe(
      70,
    );
    unwatch();
    pulso.stop();
  });

  it("shows the reconnect error exactly once after 5 failures, in the current language", async () => {
    const { server, pulso, toasts } = setup();
    void pulso.start();
    await tick();
    server.latest().fail();
    pulso.i18n.setLanguage("en");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await tick(5000);
      server.latest().fail();
    }
    await tick(60_000);
    const errors = toasts.filter((toast) => toast.source === "realtime_reconnect_failed");
    expect(errors).toEqual([
      {
        id: "realtime_reconnect_failed",
        variant: "error",
        title: "Could not reconnect to real-time service. Please refresh the page.",
        durationMs: 4000,
        source: "realtime_reconnect_failed",
      },
    ]);
    pulso.stop();
  });

  it("authenticates the socket after a bearer login and reopens it after logout", async () => {
    const { server, pulso } = setup();
    void pulso.start();
    await tick();
    server.latest().open();
    await pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    expect(server.latest().frames()).toContainEqual({ type: "auth", token: "tok_1" });

    const before = server.latest();
    await pulso.session.logout();
    expect(before.closedByClient).toBe(true);
    await tick();
    expect(server.sockets).toHaveLength(2);
    pulso.stop();
  });

  it("sends the current language to the API", async () => {
    const { api, pulso } = setup({ realtime: false });
    await pulso.api.getSession();
    pulso.i18n.setLanguage("en");
    await pulso.api.getSession();
    expect(api.requests.map((request) => request.headers.get("accept-language"))).toEqual([
      "es",
      "en",
    ]);
  });

  it("keeps two instances on one page apart", async () => {
    const first = setup({ lang: "es" });
    const second = setup({ lang: "en" });
    void first.pulso.start();
    void second.pulso.start();
    await tick();
    first.server.latest().open();
    second.server.latest().open();

    await first.pulso.session.login({ email: "ana@example.com", password: "Secreto123" });
    expect(first.pulso.session.store.getState().status).toBe("signed-in");
    expect(second.pulso.session.store.getState().status).toBe("signed-out");

    first.pulso.queryClient.setQueryData(pulsoKeys.poll("m_1"), sampleMarket());
    expect(second.pulso.queryClient.getQueryData(pulsoKeys.poll("m_1"))).toBeUndefined();
    expect(first.pulso.queryClient).not.toBe(second.pulso.queryClient);

    first.pulso.i18n.setLanguage("en");
    second.pulso.i18n.setLanguage("es");
    expect(first.pulso.t("common.close")).toBe("Close");
    expect(second.pulso.t("common.close")).toBe("Cerrar");

    first.pulso.realtime.subscribe("m_1");
    expect(second.server.latest().frames()).toEqual([]);
    second.server.latest().receive({ event: "dashboard_updated", userId: "u_1" });
    second.server.latest().receive({ event: "balance_updated", userId: "u_1", newBalance: 3 });
    expect(first.toasts).toEqual([]);
    expect(second.toasts).toHaveLength(1);

    first.pulso.stop();
    expect(second.pulso.realtime.store.getState().status).toBe("open");
    second.pulso.stop();
  });

  it("builds a group of actions on its first use, once: a reader who only bets never builds the payment actions", async () => {
    vi.mocked(createPaymentActions).mockClear();
    const { api, pulso } = setup({ auth: "bearer", token: "tok_1", realtime: false });
    const started = pulso.start();
    await tick();
    await started;
    api.on("POST", "/bets", success({ bet: sampleBet(), balance: 5 }));
    await pulso.bets.placeBet({ pollId: "m_1", optionId: "o_yes", amount: 5 });
    void pulso.votes;
    void pulso.comments;
    expect(createPaymentActions).not.toHaveBeenCalled();

    const payments = pulso.payments;
    expect(pulso.payments).toBe(payments);
    expect(pulso.bets).toBe(pulso.bets);
    expect(createPaymentActions).toHaveBeenCalledTimes(1);
    // Built over this instance: its withdrawal reaches this instance's API and session.
    api.on(
      "POST",
      "/users/u_1/withdrawals",
      success({ withdrawal: sampleWithdrawal({ amount: 4 }), balance: 1 }),
    );
    await payments.requestWithdrawal({
      amount: 4,
      chainId: 8453,
      cryptocurrency: "USDC",
      walletAddress: "0x2222222222222222222222222222222222222222",
    });
    expect(pulso.session.store.getState().user?.balance).toBe(1);
    pulso.stop();
  });

  it("lets the UI swap the sink, and survives a sink that throws", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { server, pulso, toasts } = setup();
    void pulso.start();
    await tick();
    server.latest().open();
    pulso.setSink({
      toast: () => {
        throw new Error("toaster broke");
      },
    });
    server.latest().receive({ event: "balance_updated", userId: "u_1", newBalance: 3 });
    expect(warn).toHaveBeenCalledWith("[pulso] the toast sink threw", expect.any(Error));
    pulso.setSink(null);
    server.latest().receive({ event: "balance_updated", userId: "u_1", newBalance: 4 });
    expect(toasts).toEqual([]);
    pulso.stop();
  });
});
