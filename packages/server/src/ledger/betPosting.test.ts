import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket, type TestAdmin } from "../bets/test-utils/markets";
import { balanceOf, depositCash, moneySnapshot } from "../bets/test-utils/money";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { postBets, type AlongsideBetPostings, type BetPosting } from "./betPosting";

/**
 * The bet's posting (DESIGN §3, §5), driven straight: one statement that debits the bettor
 * (promo credit first), posts user −A, escrow +N, fees +F and moves the escrow, and runs the
 * caller's writes only when the debit took.
 */
let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

/** Alongside writes that keep what they saw of `posted` in a temporary table of the transaction. */
const keepPromoPart: AlongsideBetPostings = (param) =>
  `seen AS (INSERT INTO seen_debit (n, bet_id, promo_part, note)
            SELECT posted.n, posted.bet_id, posted.promo_part, ${param("alongside")}::text FROM posted)`;

/**
 * Posts bets with `keepPromoPart` and answers whether they were posted and what the alongside saw.
 * A refused batch is rolled back, as its callers do (the debits that took would stay otherwise).
 */
async function postWithAlongside(postings: BetPosting[]) {
  let outcome: { debited: boolean; seen: { bet_id: string; promo_part: number; note: string }[] };
  await server.db
    .transaction(async (tx) => {
      await tx.query(
        "CREATE TEMP TABLE seen_debit (n int, bet_id text, promo_part bigint, note text) ON COMMIT DROP",
      );
      const debited = await postBets(tx, postings, keepPromoPart);
      const seen = await tx.query<{ bet_id: string; promo_part: number; note: string }>(
        "SELECT bet_id, promo_part, note FROM seen_debit ORDER BY n",
      );
      outcome = { debited, seen: seen.rows };
      if (!debited) throw new Error("refused");
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== "refused") throw error;
    });
  return outcome!;
}

describe("postBets", () => {
  it("spends promo credit first, posts the three entries in order and runs the alongside writes", async () => {
    const market = await createTestMarket(server, admin, { prices: [50, 50] });
    const user = await server.signup(); // $10 of promo credit
    await depositCash(server, user.userId, 500);
    const escrowBefore = await server.db.query<{ escrow_cents: number }>(
      "SELECT escrow_cents FROM markets WHERE id = $1",
      [market.id],
    );
    const betId = randomUUID();

    const { debited, seen } = await postWithAlongside([
      {
        betId,
        userId: user.userId,
        marketId: market.id,
        stakeCents: 1_200,
        feeCents: 24,
        netCents: 1_176,
      },
    ]);

    expect(debited).toBe(true);
    expect(seen).toEqual([{ bet_id: betId, promo_part: 1_000, note: "alongside" }]);
    const userRow = await server.db.query<{ balance_cents: number; promo_cents: number }>(
      "SELECT balance_cents, promo_cents FROM users WHERE id = $1",
      [user.userId],
    );
    expect(userRow.rows[0]).toEqual({ balance_cents: 300, promo_cents: 0 });
    const posting = await server.db.query<{
      kind: string;
      promo_cents: number;
      account: string;
      amount_cents: number;
    }>(
      `SELECT t.kind, t.promo_cents, e.account, e.amount_cents
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.reference = $1 ORDER BY e.id`,
      [`bet:${betId}`],
    );
    expect(posting.rows).toEqual([
      { kind: "bet", promo_cents: -1_000, account: `user:${user.userId}`, amount_cents: -1_200 },
      { kind: "bet", promo_cents: -1_000, account: `market:${market.id}`, amount_cents: 1_176 },
      { kind: "bet", promo_cents: -1_000, account: "house:fees", amount_cents: 24 },
    ]);
    const escrowAfter = await server.db.query<{ escrow_cents: number }>(
      "SELECT escrow_cents FROM markets WHERE id = $1",
      [market.id],
    );
    expect(escrowAfter.rows[0]?.escrow_cents).toBe(
      (escrowBefore.rows[0]?.escrow_cents ?? 0) + 1_176,
    );
  });

  it("writes nothing, the alongside writes included, when the balance is short of the stake", async () => {
    const market = await createTestMarket(server, admin, { prices: [50, 50] });
    const user = await server.signup();
    const balance = await balanceOf(server, user.userId);
    const before = await moneySnapshot(server);

    const { debited, seen } = await postWithAlongside([
      {
        betId: randomUUID(),
        userId: user.userId,
        marketId: market.id,
        stakeCents: balance + 1,
        feeCents: 1,
        netCents: balance,
      },
    ]);

    expect(debited).toBe(false);
    expect(seen).toEqual([]);
    expect(await moneySnapshot(server)).toEqual(before);
    await server.expectLedgerSound();
  });

  it("posts several bets of one bettor and another in one statement, the promo credit spent in bet order", async () => {
    const first = await createTestMarket(server, admin, { prices: [50, 50] });
    const second = await createTestMarket(server, admin, { prices: [50, 50] });
    const user = await server.signup(); // $10 of promo credit
    await depositCash(server, user.userId, 500);
    const other = await server.signup();
    const escrowOf = async (marketId: string) =>
      (
        await server.db.query<{ escrow_cents: number }>(
          "SELECT escrow_cents FROM markets WHERE id = $1",
          [marketId],
        )
      ).rows[0]?.escrow_cents ?? 0;
    const escrowBefore = [await escrowOf(first.id), await escrowOf(second.id)];
    const bet = (userId: string, marketId: string, stakeCents: number): BetPosting => ({
      betId: randomUUID(),
      userId,
      marketId,
      stakeCents,
      feeCents: stakeCents / 50,
      netCents: stakeCents - stakeCents / 50,
    });
    const postings = [
      bet(user.userId, first.id, 600),
      bet(other.userId, first.id, 100),
      bet(user.userId, second.id, 600),
      bet(user.userId, first.id, 300),
    ];

    const { debited, seen } = await postWithAlongside(postings);

    expect(debited).toBe(true);
    // $10 of promo: the first bet spends 6, the second bettor's own 1, then the rest 4 and 0.
    expect(seen.map((row) => [row.bet_id, row.promo_part])).toEqual([
      [postings[0]!.betId, 600],
      [postings[1]!.betId, 100],
      [postings[2]!.betId, 400],
      [postings[3]!.betId, 0],
    ]);
    const rows = await server.db.query<{ id: string; balance_cents: number; promo_cents: number }>(
      "SELECT id, balance_cents, promo_cents FROM users WHERE id = ANY($1::text[])",
      [[user.userId, other.userId]],
    );
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    expect(byId.get(user.userId)).toMatchObject({ balance_cents: 1_500 - 1_500, promo_cents: 0 });
    expect(byId.get(other.userId)).toMatchObject({ balance_cents: 900, promo_cents: 900 });
    const posted = await server.db.query<{
      reference: string;
      promo_cents: number;
      entries: number;
    }>(
      `SELECT t.reference, t.promo_cents, count(e.id)::int AS entries
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.reference = ANY($1::text[]) GROUP BY t.id ORDER BY t.id`,
      [postings.map((posting) => `bet:${posting.betId}`)],
    );
    expect(posted.rows).toEqual([
      { reference: `bet:${postings[0]!.betId}`, promo_cents: -600, entries: 3 },
      { reference: `bet:${postings[1]!.betId}`, promo_cents: -100, entries: 3 },
      { reference: `bet:${postings[2]!.betId}`, promo_cents: -400, entries: 3 },
      { reference: `bet:${postings[3]!.betId}`, promo_cents: 0, entries: 3 },
    ]);
    expect([await escrowOf(first.id), await escrowOf(second.id)]).toEqual([
      escrowBefore[0]! + 588 + 98 + 294,
      escrowBefore[1]! + 588,
    ]);
    await server.expectLedgerSound();
  });

  it("posts nothing for anyone when one bettor of the batch is short", async () => {
    const market = await createTestMarket(server, admin, { prices: [50, 50] });
    const rich = await server.signup();
    await depositCash(server, rich.userId, 500);
    const poor = await server.signup();
    const before = await moneySnapshot(server);

    const { debited, seen } = await postWithAlongside([
      {
        betId: randomUUID(),
        userId: rich.userId,
        marketId: market.id,
        stakeCents: 500,
        feeCents: 10,
        netCents: 490,
      },
      // Each stake alone fits the $10 balance; their sum does not.
      {
        betId: randomUUID(),
        userId: poor.userId,
        marketId: market.id,
        stakeCents: 600,
        feeCents: 12,
        netCents: 588,
      },
      {
        betId: randomUUID(),
        userId: poor.userId,
        marketId: market.id,
        stakeCents: 600,
        feeCents: 12,
        netCents: 588,
      },
    ]);

    expect(debited).toBe(false);
    expect(seen).toEqual([]);
    expect(await moneySnapshot(server)).toEqual(before);
    await server.expectLedgerSound();
  });
});
