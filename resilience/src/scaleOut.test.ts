import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { RealtimeServerMessage } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { runLedgerAudit } from "./support/audit";
import { compareBetsWithDatabase } from "./support/betLedger";
import { sendBet, startBetLoad, type BetAttempt } from "./support/betLoad";
import { createScratchDatabase, type ScratchDatabase } from "./support/database";
import { startLoadBalancer, type LoadBalancer } from "./support/loadBalancer";
import { REDIS_URL } from "./support/paths";
import { createFundedUsers, createMarkets, type TestMarket } from "./support/population";
import { connectRealtime, type TestRealtimeClient } from "./support/realtimeClient";
import { startServerProcess, type ServerProcess } from "./support/serverProcess";
import { waitFor } from "./support/waitFor";

/**
 * DESIGN §4's scale-out path with real processes: two instances of the built server on one
 * PostgreSQL database and one Redis, behind a round-robin TCP balancer (no stickiness). One
 * instance is SIGKILLed under bet load; nothing acknowledged may be lost, its sockets must come
 * back through the balancer, and the ledger must stay sound.
 */
const PORTS = { balancer: 8340, first: 8341, second: 8342 } as const;
const USERS = 16;
const SOCKETS_PER_MARKET = 4;
const LEASE_SECONDS = 2;

let database: ScratchDatabase;
let balancer: LoadBalancer;
let first: ServerProcess;
let second: ServerProcess;
const sockets: { client: TestRealtimeClient; market: TestMarket }[] = [];

beforeAll(async () => {
  database = await createScratchDatabase();
  const origin = `http://127.0.0.1:${PORTS.balancer}`;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    PUBLIC_URL: origin,
    // Shared by every instance: a card record signed by one is verified by another.
    CARD_SANDBOX_SECRET: randomBytes(24).toString("hex"),
    CARD_PROCESSOR: "sandbox",
    // Short, so the claims the killed instance left unanswered are taken over within the test.
    IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS),
  };
  // Started together on the empty database: the migration lock lets one migrate at a time.
  [first, second] = await Promise.all([
    startServerProcess({ name: "instance 1", port: PORTS.first, env }),
    startServerProcess({ name: "instance 2", port: PORTS.second, env }),
  ]);
  balancer = await startLoadBalancer({
    port: PORTS.balancer,
    backends: [
      { host: "127.0.0.1", port: PORTS.first },
      { host: "127.0.0.1", port: PORTS.second },
    ],
  });
});

afterAll(async () => {
  for (const { client } of sockets) client.disconnect();
  await balancer?.close();
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
});

/** The body every 5xx must have (DESIGN §4). */
const errorShape = {
  status: "error",
  code: expect.stringMatching(/^[A-Z_]+$/),
  message: expect.stringMatching(/\S/),
};

describe("two instances behind a balancer, one killed under load", () => {
  it("loses no acknowledged bet, moves the sockets to the survivor, and keeps the ledger sound", async ({
    annotate,
  }) => {
    const baseURL = `${balancer.origin}/api/v1`;
    onTestFailed(() => {
      for (const instance of [first, second]) {
        console.error(
          `[resilience] ${instance.name} (${JSON.stringify(instance.exit() ?? "running")}):\n${instance.output()}`,
        );
      }
    });
    const users = await createFundedUsers(baseURL, USERS, 400);
    const markets = await createMarkets(baseURL, database.pool, 3);

    // Opened one after another while nothing else connects: the balancer alternates them.
    for (const market of markets) {
      for (let index = 0; index < SOCKETS_PER_MARKET; index += 1) {
        const client = connectRealtime({
          url: `${balancer.origin.replace(/^http/, "ws")}/ws`,
          pollIds: [market.id],
        });
        sockets.push({ client, market });
        await waitFor("a socket to subscribe", () =>
          client.state().subscribedPollIds.includes(market.id),
        );
      }
    }

    const load = startBetLoad({ baseURL, users, markets, maxBetsPerUser: 60 });
    await waitFor("60 acknowledged bets", () => load.acked() >= 60, { timeoutMs: 60_000 });
    const ackedBeforeKill = load.acked();
    await second.kill();
    await waitFor(
      "60 more acknowledged bets after the kill",
      () => load.acked() >= ackedBeforeKill + 60,
      { timeoutMs: 60_000 },
    );
    await load.stop();

    // Every failure is a clear one: no answer (the killed instance's connections were reset),
    // or a 5xx with the API's error body. Nothing was refused as the client's fault.
    const failures = load.attempts.filter((attempt) => attempt.outcome.kind !== "acked");
    for (const { outcome } of failures) {
      if (outcome.kind === "no-response") continue;
      expect(outcome).toMatchObject({ kind: "refused", status: expect.any(Number) });
      if (outcome.kind === "refused") {
        expect(outcome.status).toBeGreaterThanOrEqual(500);
        expect(outcome.body).toEqual(errorShape);
      }
    }

    // A client that got no answer asks again with the same Idempotency-Key until it settles: it
    // gets the first result, or hears the first try is still claimed (409 IN_PROGRESS: the
    // instance died between claim and answer) until the lease runs out and the retry runs the bet
    // itself; never a second bet, and no key stays stuck.
    const inDoubt: BetAttempt[] = failures.filter((a) => a.outcome.kind === "no-response");
    const userOf = new Map(users.map((user) => [user.id, user]));
    const settle = async (attempt: BetAttempt) => {
      for (let tries = 1; ; tries += 1) {
        const outcome = await sendBet(baseURL, userOf.get(attempt.userId)!, attempt);
        const unsettled =
          outcome.kind === "no-response" ||
          (outcome.kind === "refused" &&
            (outcome.status >= 500 ||
              (outcome.status === 409 && (outcome.body as { code?: string }).code === "CONFLICT")));
        if (!unsettled || tries >= 60) return { attempt, outcome };
        if (outcome.kind === "refused" && outcome.status === 409) {
          expect(outcome.body).toMatchObject({
            status: "fail",
            code: "CONFLICT",
            details: { reason: "IN_PROGRESS" },
          });
        }
        await sleep(500);
      }
    };
    const replays = await Promise.all(inDoubt.map(settle));
    for (const { attempt, outcome } of replays) {
      // Settled: a 2xx (checked below to be in the database once) or a clear refusal, which the
      // comparison below checks placed nothing.
      if (outcome.kind === "refused") {
        expect(outcome.status).toBeGreaterThanOrEqual(400);
        expect(outcome.status).toBeLessThan(500);
        expect(outcome.body).toMatchObject({ status: "fail" });
        expect(outcome.body).not.toMatchObject({ details: { reason: "IN_PROGRESS" } });
      } else {
        expect(outcome.kind).toBe("acked");
      }
      attempt.outcome = outcome;
    }
    const stuckKeys = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM idempotency_keys WHERE status_code IS NULL",
    );
    expect(stuckKeys.rows[0]?.n).toBe(0);

    // The sockets the killed instance held dropped; they came back through the balancer.
    const dropped = sockets.filter(({ client }) => client.state().drops > 0);
    const kept = sockets.filter(({ client }) => client.state().drops === 0);
    expect(dropped.length).toBeGreaterThan(0);
    expect(kept.length).toBeGreaterThan(0);
    await waitFor(
      "every socket to be open and subscribed again",
      () =>
        sockets.every(
          ({ client, market }) =>
            client.state().status === "open" &&
            client.state().subscribedPollIds.includes(market.id),
        ),
      { timeoutMs: 45_000 },
    );
    for (const { client } of dropped) {
      expect(client.state()).toMatchObject({ opens: 2, drops: 1, gaveUp: false });
    }
    for (const { client } of kept) expect(client.state()).toMatchObject({ opens: 1, drops: 0 });

    // A bet on each market now reaches every socket, on its current connection.
    for (const [index, market] of markets.entries()) {
      const user = users[index]!;
      const outcome = await sendBet(baseURL, user, {
        userId: user.id,
        key: `after-${user.id}`,
        pollId: market.id,
        optionId: market.optionIds[0]!,
        amountCents: 1_000,
        lang: user.lang,
      });
      expect(outcome).toMatchObject({ kind: "acked", status: 201 });
      if (outcome.kind === "acked") {
        load.attempts.push({
          userId: user.id,
          key: `after-${user.id}`,
          pollId: market.id,
          optionId: market.optionIds[0]!,
          amountCents: 1_000,
          lang: user.lang,
          outcome,
        });
      }
    }
    const volumes = await database.pool.query<{ id: string; volume_cents: string }>(
      "SELECT id, volume_cents FROM markets WHERE id = ANY($1)",
      [markets.map((market) => market.id)],
    );
    const finalVolume = new Map(
      volumes.rows.map((row) => [row.id, Number(row.volume_cents) / 100]),
    );
    await waitFor(
      "every socket to receive its market's latest poll_updated",
      () =>
        sockets.every(({ client, market }) =>
          client.frames.some(
            ({ opens, message }) =>
              opens === client.state().opens &&
              isPollUpdate(message) &&
              message.pollId === market.id &&
              message.volume === finalVolume.get(market.id),
          ),
        ),
      { timeoutMs: 20_000 },
    );

    expect(await compareBetsWithDatabase(database.pool, users, load.attempts)).toEqual([]);
    const audit = await runLedgerAudit(database.url);
    expect(audit.report).toContain("Ledger sound");
    expect(audit.code).toBe(0);
    expect(first.exit()).toBeUndefined();

    // A claim taken over by a retry has a later claimed_at than its creation.
    const tookOver = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM idempotency_keys WHERE key = ANY($1) AND claimed_at > created_at",
      [inDoubt.map((attempt) => attempt.key)],
    );
    const count = (kind: string) => load.attempts.filter((a) => a.outcome.kind === kind).length;
    await annotate(
      `[resilience] scale-out: ${count("acked")} bets acknowledged; ${inDoubt.length} got no answer at the kill, ` +
        `all settled by retrying their key (${tookOver.rows[0]?.n ?? 0} of them took over a claim the killed instance left, after ` +
        `the ${LEASE_SECONDS} s lease); ${dropped.length} of ${sockets.length} sockets moved; ` +
        `balancer connections ${JSON.stringify(balancer.assigned())}`,
    );
  });
});

function isPollUpdate(
  message: RealtimeServerMessage,
): message is Extract<RealtimeServerMessage, { event: "poll_updated" }> {
  return message.event === "poll_updated";
}
