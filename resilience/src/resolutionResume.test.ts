import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { runLedgerAudit } from "./support/audit";
import { seedCrowd } from "./support/crowd";
import { createScratchDatabase, type ScratchDatabase } from "./support/database";
import { apiClient, createMarkets } from "./support/population";
import { startServerProcess, type ServerProcess } from "./support/serverProcess";
import { waitFor } from "./support/waitFor";

/**
 * Resolution at scale (issue 18): the built server resolves a market with many positions in
 * chunks; it is SIGKILLed half-way through the payouts. The half-paid ledger audits clean, and
 * the restarted server finds the run, pays the rest, and every position is paid exactly once.
 */
const PORT = 8345;
const POSITIONS = 8_000;

let database: ScratchDatabase;
let server: ServerProcess | undefined;
const env = () => ({
  DATABASE_URL: database.url,
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  CARD_PROCESSOR: "disabled",
});

beforeAll(async () => {
  database = await createScratchDatabase();
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** Paid and owed payouts of a market's resolution so far. */
async function progress(marketId: string): Promise<{ paid: number; owed: number }> {
  const found = await database.pool.query<{ paid: number; owed: number }>(
    `SELECT count(transaction_id)::int AS paid, count(*)::int AS owed
       FROM settlement_payouts WHERE market_id = $1`,
    [marketId],
  );
  return found.rows[0] ?? { paid: 0, owed: 0 };
}

describe("a resolution killed half-way", () => {
  it("resumes on restart and pays every position exactly once", async ({ annotate }) => {
    onTestFailed(() => {
      if (server) console.error(`[resilience] ${server.name}:\n${server.output()}`);
    });
    server = await startServerProcess({ name: "first run", port: PORT, env: env() });
    const baseURL = `${server.origin}/api/v1`;
    const [market] = await createMarkets(baseURL, database.pool, 1);
    const crowd = await seedCrowd(
      database.pool,
      market!,
      POSITIONS,
      randomBytes(3).toString("hex"),
    );
    const seeded = await runLedgerAudit(database.url);
    expect(seeded.report).toContain("Ledger sound");

    const session = await apiClient(baseURL).signup({
      name: "Admin Resolución",
      email: `resilience-resolver-${randomBytes(3).toString("hex")}@example.com`,
      password: "Secreto123",
    });
    await database.pool.query("UPDATE users SET role = 'admin' WHERE id = $1", [session.user._id]);
    // The admin's call never gets its answer: the server dies under it.
    const call = apiClient(baseURL, session.token)
      .resolvePoll({ pollId: market!.id, winnerId: market!.optionIds[0]! })
      .then(
        () => "answered" as const,
        () => "no answer" as const,
      );

    await waitFor("the first chunk of payouts", async () => (await progress(market!.id)).paid > 0, {
      timeoutMs: 60_000,
      intervalMs: 5,
    });
    await server.kill();
    expect(await call).toBe("no answer");
    const atKill = await progress(market!.id);
    expect(atKill.owed).toBe(POSITIONS / 2);
    // Half-way for real: some chunks committed, not all of them.
    expect(atKill.paid).toBeGreaterThan(0);
    expect(atKill.paid).toBeLessThan(atKill.owed);
    const halfway = await database.pool.query<{ status: string }>(
      "SELECT status FROM markets WHERE id = $1",
      [market!.id],
    );
    expect(halfway.rows[0]?.status).toBe("closed");
    // What was paid is paid; what is owed is still in the escrow: the ledger is sound mid-way.
    const midAudit = await runLedgerAudit(database.url);
    expect(midAudit.code, midAudit.report).toBe(0);

    server = await startServerProcess({ name: "restarted", port: PORT, env: env() });
    await waitFor(
      "the restarted server to finish the resolution",
      async () => {
        const found = await database.pool.query<{ status: string }>(
          "SELECT status FROM markets WHERE id = $1",
          [market!.id],
        );
        return found.rows[0]?.status === "resolved";
      },
      { timeoutMs: 120_000, intervalMs: 200 },
    );

    expect(await progress(market!.id)).toEqual({ paid: POSITIONS / 2, owed: POSITIONS / 2 });
    // Each winner has exactly one payout of what its shares are worth; losers none.
    const payouts = await database.pool.query<{ postings: number; users: number; cents: string }>(
      `SELECT count(*)::int AS postings, count(DISTINCT t.user_id)::int AS users,
              sum(e.amount_cents)::text AS cents
         FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'user:' || t.user_id
        WHERE t.market_id = $1 AND t.kind = 'payout'`,
      [market!.id],
    );
    expect(payouts.rows[0]).toEqual({
      postings: POSITIONS / 2,
      users: POSITIONS / 2,
      cents: String((POSITIONS / 2) * crowd.payoutCents),
    });
    const balances = await database.pool.query<{ balance: string; users: number }>(
      `SELECT b.option_id = $2 AS won, u.balance_cents::text AS balance, count(*)::int AS users
         FROM users u JOIN bets b ON b.user_id = u.id AND b.market_id = $1
        GROUP BY 1, 2 ORDER BY 1`,
      [market!.id, market!.optionIds[0]],
    );
    expect(balances.rows).toEqual([
      { won: false, balance: String(crowd.balanceCents), users: POSITIONS / 2 },
      { won: true, balance: String(crowd.balanceCents + crowd.payoutCents), users: POSITIONS / 2 },
    ]);
    const bets = await database.pool.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM bets WHERE market_id = $1 GROUP BY status ORDER BY status",
      [market!.id],
    );
    expect(bets.rows).toEqual([
      { status: "lost", n: POSITIONS / 2 },
      { status: "won", n: POSITIONS / 2 },
    ]);
    // Announced once, by the server that closed the run: one notification per bettor.
    await waitFor(
      "every bettor's notification",
      async () => {
        const notes = await database.pool.query<{ notes: number; users: number }>(
          `SELECT count(*)::int AS notes, count(DISTINCT user_id)::int AS users
             FROM notifications WHERE metadata->>'pollId' = $1`,
          [market!.id],
        );
        return notes.rows[0]?.users === POSITIONS && notes.rows[0];
      },
      { timeoutMs: 120_000, intervalMs: 500 },
    ).then((notes) => expect(notes).toEqual({ notes: POSITIONS, users: POSITIONS }));

    const audit = await runLedgerAudit(database.url);
    expect(audit.code, audit.report).toBe(0);
    await annotate(
      `${POSITIONS} positions; killed with ${atKill.paid} of ${atKill.owed} payouts made; the restart paid the other ${atKill.owed - atKill.paid}`,
    );
  });
});
