import { randomBytes } from "node:crypto";
import { errorMessage, type RealtimeServerMessage } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { runLedgerAudit } from "./support/audit";
import { compareBetsWithDatabase } from "./support/betLedger";
import { sendBet, startBetLoad } from "./support/betLoad";
import { createScratchDatabase, type ScratchDatabase } from "./support/database";
import { createFundedUsers, createMarkets, type TestMarket } from "./support/population";
import { startPrivateCluster, type PrivateCluster } from "./support/privateCluster";
import { connectRealtime, type TestRealtimeClient } from "./support/realtimeClient";
import { startServerProcess, type ServerProcess } from "./support/serverProcess";
import { waitFor } from "./support/waitFor";

/**
 * PostgreSQL stopped and started again under bet load, on a cluster of the test's own: while it
 * is down every call answers at once with 503 SERVICE_UNAVAILABLE, the server keeps running and
 * its sockets stay up, and once it is back bets succeed again with no restart of the server,
 * nothing acknowledged lost and the ledger sound.
 */
const PORTS = { postgres: 5499, server: 8343 } as const;
const USERS = 8;

let cluster: PrivateCluster;
let database: ScratchDatabase;
let server: ServerProcess;
const sockets: { client: TestRealtimeClient; market: TestMarket }[] = [];

beforeAll(async () => {
  cluster = await startPrivateCluster(PORTS.postgres);
  database = await createScratchDatabase(cluster.adminUrl);
  server = await startServerProcess({
    name: "instance",
    port: PORTS.server,
    env: {
      DATABASE_URL: database.url,
      PUBLIC_URL: `http://127.0.0.1:${PORTS.server}`,
      CARD_SANDBOX_SECRET: randomBytes(24).toString("hex"),
      // The market jobs run every second, so they meet the outage too.
      JOBS_INTERVAL_MS: "1000",
    },
  });
});

afterAll(async () => {
  for (const { client } of sockets) client.disconnect();
  await server?.stop();
  await database?.drop().catch(() => undefined);
  await cluster?.destroy();
});

/** GET a path of the server; the status and JSON body. */
async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.origin}${path}`);
  return { status: response.status, body: await response.json() };
}

describe("PostgreSQL restarted under load", () => {
  it("answers 503 while it is down, then recovers without a server restart or a lost bet", async ({
    annotate,
  }) => {
    const baseURL = `${server.origin}/api/v1`;
    onTestFailed(() => {
      console.error(
        `[resilience] server (${JSON.stringify(server.exit() ?? "running")}):\n${server.output()}`,
      );
    });
    const users = await createFundedUsers(baseURL, USERS, 400);
    const markets = await createMarkets(baseURL, database.pool, 2);
    for (const market of markets) {
      for (let index = 0; index < 2; index += 1) {
        const client = connectRealtime({
          url: `${server.origin.replace(/^http/, "ws")}/ws`,
          pollIds: [market.id],
        });
        sockets.push({ client, market });
      }
    }
    await waitFor("every socket to subscribe", () =>
      sockets.every(({ client, market }) => client.state().subscribedPollIds.includes(market.id)),
    );

    // A user whose bet failed waits 200 ms before the next, as a client showing the error would.
    const load = startBetLoad({ baseURL, users, markets, maxBetsPerUser: 200, backoffMs: 200 });
    await waitFor("30 acknowledged bets", () => load.acked() >= 30, { timeoutMs: 60_000 });

    await cluster.stop();
    const outageFrom = load.attempts.length;
    const unavailable = () =>
      load.attempts
        .slice(outageFrom)
        .filter((attempt) => attempt.outcome.kind === "refused" && attempt.outcome.status === 503);
    await waitFor(
      "bets to be answered 503 while PostgreSQL is down",
      () => unavailable().length >= 8,
      {
        timeoutMs: 30_000,
      },
    );
    // Reads fail the same way, in the language asked for; the process is live but not ready.
    for (const lang of ["es", "en"] as const) {
      expect(await get(`/api/v1/polls?lang=${lang}`)).toEqual({
        status: 503,
        body: {
          status: "error",
          code: "SERVICE_UNAVAILABLE",
          message: errorMessage("SERVICE_UNAVAILABLE", lang),
        },
      });
    }
    expect(await get("/healthz")).toEqual({ status: 200, body: { status: "ok" } });
    expect(await get("/readyz")).toMatchObject({
      status: 503,
      body: { code: "SERVICE_UNAVAILABLE" },
    });
    const refusedWhileDown = unavailable().length;

    await cluster.start();
    const ackedAtRestart = load.acked();
    await waitFor(
      "30 more acknowledged bets after the restart",
      () => load.acked() >= ackedAtRestart + 30,
      {
        timeoutMs: 60_000,
      },
    );
    await load.stop();
    expect(await get("/readyz")).toMatchObject({ status: 200 });

    // Every failed bet was a 503 with the API's body in the user's language and a Retry-After;
    // none went unanswered (the process never went away) and none was blamed on the client.
    const failures = load.attempts.filter((attempt) => attempt.outcome.kind !== "acked");
    expect(failures.length).toBeGreaterThanOrEqual(refusedWhileDown);
    for (const attempt of failures) {
      expect(attempt.outcome).toEqual({
        kind: "refused",
        status: 503,
        retryAfter: "2",
        body: {
          status: "error",
          code: "SERVICE_UNAVAILABLE",
          message: errorMessage("SERVICE_UNAVAILABLE", attempt.lang),
        },
      });
    }
    expect(server.exit()).toBeUndefined();

    // The sockets never depended on the database: still open, on their first connection, and
    // a bet placed now reaches them.
    for (const { client } of sockets) {
      expect(client.state()).toMatchObject({ status: "open", opens: 1, drops: 0 });
    }
    const user = users[0]!;
    const market = markets[0]!;
    const final = {
      userId: user.id,
      key: `after-${user.id}`,
      pollId: market.id,
      optionId: market.optionIds[1]!,
      amountCents: 1_500,
      lang: user.lang,
    };
    const outcome = await sendBet(baseURL, user, final);
    expect(outcome).toMatchObject({ kind: "acked", status: 201 });
    load.attempts.push({ ...final, outcome });
    const volume = await database.pool.query<{ volume_cents: string }>(
      "SELECT volume_cents FROM markets WHERE id = $1",
      [market.id],
    );
    const finalVolume = Number(volume.rows[0]?.volume_cents) / 100;
    await waitFor("the market's sockets to receive the latest poll_updated", () =>
      sockets
        .filter((socket) => socket.market.id === market.id)
        .every(({ client }) =>
          client.frames.some(({ message }) => isLatestUpdate(message, market.id, finalVolume)),
        ),
    );

    expect(await compareBetsWithDatabase(database.pool, users, load.attempts)).toEqual([]);
    const audit = await runLedgerAudit(database.url);
    expect(audit.report).toContain("Ledger sound");
    expect(audit.code).toBe(0);

    const acked = load.attempts.filter((attempt) => attempt.outcome.kind === "acked").length;
    await annotate(
      `[resilience] postgres restart: ${acked} bets acknowledged, ${failures.length} answered 503 (${refusedWhileDown} while down); sockets kept: ${sockets.length}`,
    );
  });
});

function isLatestUpdate(message: RealtimeServerMessage, pollId: string, volume: number): boolean {
  return message.event === "poll_updated" && message.pollId === pollId && message.volume === volume;
}
