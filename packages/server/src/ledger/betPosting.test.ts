import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket, type TestAdmin } from "../bets/test-utils/markets";
import { balanceOf, depositCash, moneySnapshot } from "../bets/test-utils/money";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { postBet, type AlongsideBetPosting } from "./betPosting";

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

/** Alongside writes that keep what they saw of `debit` in a temporary table of the transaction. */
const keepPromoPart: AlongsideBetPosting = (posted, param) =>
  `seen AS (INSERT INTO seen_debit (bet_id, promo_part, note)
            SELECT ${posted.betId}::text, debit.promo_part, ${param("alongside")}::text FROM debit)`;

/** Posts a bet with `keepPromoPart` and answers whether it debited and what the alongside saw. */
async function postWithAlongside(posting: Parameters<typeof postBet>[1]) {
  return server.db.transaction(async (tx) => {
    await tx.query(
      "CREATE TEMP TABLE seen_debit (bet_id text, promo_part bigint, note text) ON COMMIT DROP",
    );
    const debited = await postBet(tx, posting, keepPromoPart);
    const seen = await tx.query<{ bet_id: string; promo_part: number; note: string }>(
      "SELECT bet_id, promo_part, note FROM seen_debit",
    );
    return { debited, seen: seen.rows };
  });
}

describe("postBet", () => {
  it("spends promo credit first, posts the three entries in order and runs the alongside writes", async () => {
    const market = await createTestMarket(server, admin, { prices: [50, 50] });
    const user = await server.signup(); // $10 of promo credit
    await depositCash(server, user.userId, 500);
    const escrowBefore = await server.db.query<{ escrow_cents: number }>(
      "SELECT escrow_cents FROM markets WHERE id = $1",
      [market.id],
    );
    const betId = randomUUID();

    const { debited, seen } = await postWithAlongside({
      betId,
      userId: user.userId,
      marketId: market.id,
      stakeCents: 1_200,
      feeCents: 24,
      netCents: 1_176,
    });

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

    const { debited, seen } = await postWithAlongside({
      betId: randomUUID(),
      userId: user.userId,
      marketId: market.id,
      stakeCents: balance + 1,
      feeCents: 1,
      netCents: balance,
    });

    expect(debited).toBe(false);
    expect(seen).toEqual([]);
    expect(await moneySnapshot(server)).toEqual(before);
    await server.expectLedgerSound();
  });
});
