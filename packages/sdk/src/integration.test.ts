import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiClient } from "@pulso/api-client";
import type { Market } from "@pulso/core";
import { QueryObserver } from "@tanstack/query-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pulsoKeys } from "./cache/queryKeys";
import { createPulso, type Pulso } from "./createPulso";
import type { RealtimeEventMessage } from "./realtime/createRealtimeClient";
import type { PulsoToast } from "./sink";
import {
  ensureServerBuild,
  freePort,
  startServerProcess,
  type ServerProcess,
} from "./test-utils/serverProcess";

/**
 * The sdk against the real Pulso server. By default the test builds the server if needed and runs
 * `packages/server/dist/main.js` on a free port with PGlite in a temporary folder (kept across
 * the restart). With PULSO_TEST_SERVER set (an origin or API base) it uses that server instead
 * and skips the restart.
 */

const EXTERNAL = process.env.PULSO_TEST_SERVER;
const DEMO_ADMIN = { email: "admin@pulso.test", password: "Admin12345" };
type PollUpdated = Extract<RealtimeEventMessage, { event: "poll_updated" }>;

const apiBaseOf = (url: string) =>
  /\/api\/v1\/?$/.test(url) ? url.replace(/\/$/, "") : `${url.replace(/\/$/, "")}/api/v1`;

/**
 * A market to trade: one the demo admin creates when the demo data is seeded, else any active
 * prediction market, else none (the bet steps are then skipped, saying why).
 */
async function findMarket(apiBase: string): Promise<{ market: Market; how: string } | null> {
  const anonymous = createApiClient({ baseURL: apiBase, timeoutMs: 30_000 });
  try {
    const { token } = await anonymous.login(DEMO_ADMIN);
    const admin = createApiClient({ baseURL: apiBase, token, timeoutMs: 30_000 });
    const market = await admin.createPoll({
      kind: "prediction",
      title: "¿Prueba de integración del sdk?",
      titleEn: "Sdk integration test?",
      description: "Mercado creado por la prueba de integración del sdk.",
      category: "other",
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      yesPrice: 50,
      noPrice: 50,
      options: [
        { text: "Sí", textEn: "Yes" },
        { text: "No", textEn: "No" },
      ],
    });
    if (market.status === "active") return { market, how: "created by the demo admin" };
  } catch {
    // No demo admin (seeding off or not wired): look for an existing market.
  }
  try {
    const { polls } = await anonymous.listPolls({ status: "active", kind: "prediction" });
    const market = polls.find((poll) => poll.options.some((option) => option.price !== null));
    if (market) return { market, how: "an existing active market" };
  } catch {
    // Markets are not served: nothing to trade.
  }
  return null;
}

describe("the sdk against the real server", () => {
  let server: ServerProcess | null = null;
  let entry = "";
  let port = 0;
  let dataDir = "";
  let apiBase = "";
  let pulso: Pulso;
  let market: Market | null = null;
  let noMarketReason = "";
  const toasts: PulsoToast[] = [];
  const requests: string[] = [];
  const updates: PollUpdated[] = [];
  const pollId = () => market?._id ?? "m_sdk_probe";

  beforeAll(async () => {
    if (EXTERNAL) {
      apiBase = apiBaseOf(EXTERNAL);
    } else {
      entry = ensureServerBuild();
      port = await freePort();
      dataDir = mkdtempSync(join(tmpdir(), "pulso-sdk-it-"));
      server = await startServerProcess({ entry, port, dataDir, seed: true });
      apiBase = server.apiBase;
    }
    pulso = createPulso({
      apiBase,
      lang: "es",
      auth: "bearer",
      timeoutMs: 30_000,
      sink: { toast: (toast) => toasts.push(toast) },
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        requests.push(`${init?.method ?? "GET"} ${url.pathname}`);
        return fetch(input, init);
      },
    });
    pulso.realtime.onEvent((message) => {
      if (message.event === "poll_updated") updates.push(message);
    });
  }, 180_000);

  afterAll(async () => {
    pulso?.stop();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("opens /ws at start, signs up through the sdk and has its subscription acknowledged", async ({
    annotate,
  }) => {
    await pulso.start();
    await vi.waitFor(() => expect(pulso.realtime.store.getState().status).toBe("open"), {
      timeout: 10_000,
    });

    const email = `sdk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const user = await pulso.session.signup({ name: "Lectora Sdk", email, password: "Secreto123" });
    expect(user.email).toBe(email);
    expect(user.balance).toBe(10);
    expect(pulso.session.store.getState()).toMatchObject({ status: "signed-in", isAdmin: false });
    expect(pulso.session.getToken()).toMatch(/.+/);

    const found = await findMarket(apiBase);
    market = found?.market ?? null;
    noMarketReason = found ? "" : "no admin to create a market and no active market to trade";
    await annotate(found ? `market: ${found.how}` : noMarketReason);

    pulso.realtime.subscribe(pollId());
    await vi.waitFor(
      () => expect(pulso.realtime.store.getState().subscribedPollIds).toContain(pollId()),
      { timeout: 10_000 },
    );
  });

  it("a bet moves the cached prices at once, then refreshes the market once after 500 ms", async (context) => {
    if (!market) context.skip(noMarketReason);
    const tradable = market as Market;
    const option = tradable.options[0]!;
    const observer = new QueryObserver(pulso.queryClient, pulso.queries.poll(tradable._id));
    const stopObserving = observer.subscribe(() => undefined);
    // The market is open on this "page": its update toasts (the sdk's toast policy).
    const unwatch = pulso.realtime.watch(tradable._id);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
    const detailPath = `GET /api/v1/polls/${tradable._id}`;
    const fetchesBefore = requests.filter((request) => request === detailPath).length;

    // When the event is delivered, the effects have already written its prices into the cache.
    let cachedAtEvent: number | null | undefined;
    const stopListening = pulso.realtime.onEvent((message) => {
      if (message.event !== "poll_updated" || message.pollId !== tradable._id) return;
      cachedAtEvent = pulso.queryClient
        .getQueryData<Market>(pulsoKeys.poll(tradable._id))
        ?.options.find((candidate) => candidate._id === option._id)?.price;
    });
    const placed = await pulso.api.placeBet({
      pollId: tradable._id,
      optionId: option._id,
      amount: 5,
      language: "es",
    });

    await vi.waitFor(() => expect(cachedAtEvent).toBeDefined(), { timeout: 10_000 });
    const event = updates.filter((update) => update.pollId === tradable._id).at(-1)!;
    expect(cachedAtEvent).toBe(event.prices[option._id]);
    expect(event.prices[option._id]).toBeGreaterThanOrEqual(option.price ?? 0);
    expect(event.volume).toBeGreaterThan(tradable.volume);
    expect(toasts.map((toast) => toast.title)).toContain("¡Mercado actualizado!");

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests.filter((request) => request === detailPath)).toHaveLength(fetchesBefore + 1);
    await vi.waitFor(() =>
      expect(pulso.session.store.getState().user?.balance).toBe(placed.balance),
    );
    // balance_updated refreshed the current user; the session stays signed in.
    await vi.waitFor(() => expect(requests).toContain("GET /api/v1/auth/session"));
    expect(pulso.session.store.getState().status).toBe("signed-in");
    expect(toasts.find((toast) => toast.source === "balance_updated")?.description).toBe(
      `Tu nuevo saldo es ${pulso.i18n.formatMoney(placed.balance)}`,
    );
    stopListening();
    stopObserving();
    unwatch();
  });

  it("reconnects and resubscribes after the server restarts", async (context) => {
    if (!server) context.skip("PULSO_TEST_SERVER is an external server: it cannot be restarted");
    const updatesBefore = updates.length;
    await server!.stop();
    await vi.waitFor(() => expect(pulso.realtime.store.getState().status).toBe("connecting"), {
      timeout: 10_000,
    });
    expect(pulso.realtime.store.getState().attempts).toBeGreaterThanOrEqual(1);

    server = await startServerProcess({ entry, port, dataDir, seed: true });
    await vi.waitFor(
      () => {
        const state = pulso.realtime.store.getState();
        expect(state).toMatchObject({ status: "open", attempts: 0, gaveUp: false });
        expect(state.subscribedPollIds).toContain(pollId());
      },
      { timeout: 40_000, interval: 100 },
    );

    if (!market) return;
    const option = market.options[0]!;
    const placed = await pulso.api.placeBet({
      pollId: market._id,
      optionId: option._id,
      amount: 5,
    });
    await vi.waitFor(() => expect(updates.length).toBeGreaterThan(updatesBefore), {
      timeout: 10_000,
    });
    const event = updates.at(-1)!;
    expect(event.pollId).toBe(market._id);
    const cached = pulso.queryClient.getQueryData<Market>(pulsoKeys.poll(market._id));
    expect(cached?.volume).toBe(event.volume);
    // The restarted server knows the bearer session: the socket's auth frame was accepted again.
    await vi.waitFor(() =>
      expect(pulso.session.store.getState()).toMatchObject({
        status: "signed-in",
        user: { balance: placed.balance },
      }),
    );
  }, 90_000);
});
