// `node bench/resolution.mjs [--quick]`: resolution at scale (issue 18). One server process on
// PostgreSQL resolves a market holding 100,000 positions (5,000 with --quick), seeded in bulk SQL
// as proper ledger postings (bench/resolution/positions.mjs), while winners keep betting on
// another market. Reports the time the admin's resolve call took (payouts, close and
// announcements), the payouts per second of the chunked payout phase, and how long a bet on the
// other market waited at most during the resolution beside the same bets just before it; then the
// ledger audit. One JSON line per figure (bench/lib/report.mjs).
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import pg from "pg";
import { seed } from "./bets/seed.mjs";
import { createDatabase } from "./lib/database.mjs";
import { runAudit } from "./lib/audit.mjs";
import { percentile, quick, report, round } from "./lib/report.mjs";
import { buildServer, startServer } from "./lib/serverProcess.mjs";
import { SHARES_MICRO, seedPositions } from "./resolution/positions.mjs";

const PORT = 8310;
const settings = quick
  ? { positions: 5_000, bettors: 4, baselineSeconds: 2 }
  : { positions: 100_000, bettors: 4, baselineSeconds: 5 };

/** POSTs JSON to the API; resolves to the HTTP status and parsed body. */
async function post(origin, path, body, token) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * Bets of $5 on `market` by winners of the resolved market, from `clients` closed loops, until
 * `stop()`: each bet's start time and how long it took, and any refusal.
 */
function startBets(origin, tokens, market, clients) {
  const bets = [];
  const refusals = {};
  let running = true;
  const loop = async (client) => {
    for (let n = client; running; n += clients) {
      // Token i belongs to user i + 1: odd indexes are the even users, who hold the winner.
      const token = tokens[(2 * n + 1) % tokens.length];
      const started = performance.now();
      // A connection the server closed is counted, never fatal: the run still reports.
      const answer = await post(
        origin,
        "/bets",
        { pollId: market.id, optionId: market.optionIds[n % 2], amount: 5 },
        token,
      ).catch(() => ({ status: 0, body: { code: "NO_RESPONSE" } }));
      bets.push({ at: started, ms: performance.now() - started });
      if (answer.status !== 201 && answer.status !== 200) {
        const code = answer.body?.code ?? String(answer.status);
        refusals[code] = (refusals[code] ?? 0) + 1;
      }
    }
  };
  const loops = Array.from({ length: clients }, (_, client) => loop(client));
  return {
    bets,
    refusals,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Max, p99, p50 and count of the bets that started in [from, to), and when the longest one
 * started, in seconds after `from`.
 */
function waits(bets, from, to) {
  const window = bets.filter((bet) => bet.at >= from && bet.at < to);
  const ms = window.map((bet) => bet.ms);
  const longest = window.reduce((worst, bet) => (worst && worst.ms >= bet.ms ? worst : bet), null);
  return {
    bets: ms.length,
    maxMs: round(longest?.ms ?? null),
    longestStartedAtSecond: longest ? round((longest.at - from) / 1000, 2) : null,
    p99Ms: round(percentile(ms, 99)),
    p50Ms: round(percentile(ms, 50)),
  };
}

let server;
let database;
try {
  buildServer();
  database = await createDatabase("pulso_bench_resolution");
  server = await startServer({
    port: PORT,
    env: { DATABASE_URL: database.url, CARD_PROCESSOR: "disabled" },
  });
  const seedStarted = Date.now();
  const data = await seed({
    origin: server.origin,
    databaseUrl: database.url,
    users: settings.positions,
    spread: 1,
  });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await seedPositions(db, data.hot, settings.positions);
  const admin = await post(server.origin, "/auth/signup", {
    name: "Bench Admin",
    email: `bench-resolver-${randomBytes(4).toString("hex")}@example.com`,
    password: "BenchAdmin123",
  });
  await db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.body.data.user._id]);
  const seedSeconds = round((Date.now() - seedStarted) / 1000);
  const seededSound = runAudit(database.url);

  const other = data.spread[0];
  const load = startBets(server.origin, data.tokens, other, settings.bettors);
  await new Promise((resolve) => setTimeout(resolve, settings.baselineSeconds * 1000));
  const resolveFrom = performance.now();
  const resolveFromEpoch = Date.now() / 1000;
  const resolved = await post(
    server.origin,
    "/polls/resolve",
    { pollId: data.hot.id, winnerId: data.hot.optionIds[0] },
    admin.body.token,
  );
  const resolveTo = performance.now();
  await load.stop();
  if (resolved.status !== 200) throw new Error(`resolve answered ${resolved.status}`);

  const run = await db.query(
    `SELECT extract(epoch FROM finished_at - started_at)::float8 AS seconds,
            extract(epoch FROM started_at)::float8 AS started,
            (SELECT count(*)::int FROM settlement_payouts p
              WHERE p.market_id = r.market_id AND p.transaction_id IS NOT NULL) AS paid
       FROM settlement_runs r WHERE market_id = $1`,
    [data.hot.id],
  );
  await db.end();
  const { seconds: payoutSeconds, started: payoutStarted, paid } = run.rows[0];
  // The chunked payouts, in seconds after the resolve call was sent (the rest of the call is the
  // run's start before, the close and the announcements after).
  const payoutPhase = {
    fromSecond: round(payoutStarted - resolveFromEpoch, 2),
    toSecond: round(payoutStarted - resolveFromEpoch + payoutSeconds, 2),
  };
  const totalSeconds = (resolveTo - resolveFrom) / 1000;
  const during = waits(load.bets, resolveFrom, resolveTo);
  const before = waits(load.bets, resolveFrom - settings.baselineSeconds * 1000, resolveFrom);
  const auditPassed = runAudit(database.url);
  const common = {
    positions: settings.positions,
    winners: paid,
    payoutCents: Math.floor(SHARES_MICRO / 10_000),
    seedSeconds,
    seededSound,
    auditPassed,
    loadAverage: loadavg().map((value) => round(value, 2)),
  };
  report({
    bench: "resolution",
    metric: "resolve call",
    unit: "s",
    figure: round(totalSeconds, 2),
    details: { payoutPhaseSeconds: round(payoutSeconds, 2), payoutPhase, ...common },
  });
  report({
    bench: "resolution",
    metric: "payouts/s",
    unit: "payouts/s",
    figure: round(paid / payoutSeconds),
    details: common,
  });
  report({
    bench: "resolution",
    metric: "longest wait of a winner's bet on another market during the resolution",
    unit: "ms",
    figure: during.maxMs,
    baseline: { name: "the same bets just before the resolution", value: before.maxMs },
    details: { during, before, payoutPhase, refusals: load.refusals, ...common },
  });
} catch (error) {
  console.error("[pulso] bench:resolution failed", error);
  process.exitCode = 1;
} finally {
  await server?.kill();
  await database?.drop().catch(() => undefined);
}
