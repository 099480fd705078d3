import { randomUUID } from "node:crypto";
import { quoteBet } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket, type TestAdmin } from "../bets/test-utils/markets";
import { balanceOf, fundUser, moneySnapshot } from "../bets/test-utils/money";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { userAccount } from "./accounts";
import { postBets } from "./betPosting";

/**
 * The database's own guards on the ledger (DESIGN §3): every transaction sums to zero at COMMIT,
 * and no row is ever edited or deleted. For the bet's one-statement write path these triggers
 * are the only write-time check, so each test here writes what the application never would,
 * straight into the database, and sees it refused with nothing left behind. Each test fails
 * when its trigger is dropped (`DROP TRIGGER ledger_entries_balanced ON ledger_entries`, or the
 * two append-only triggers): tried on PGlite and PostgreSQL.
 */
let server: TestServer;
let admin: TestAdmin;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  const user = await server.signup();
  userId = user.userId;
  await fundUser(server, userId, 9_000);
});
afterAll(() => server.close());

/** The message the database refused `work` with, or null when it committed. */
async function refusal(
  work: Parameters<TestServer["db"]["transaction"]>[0],
): Promise<string | null> {
  try {
    await server.db.transaction(work);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The newest posted transaction's id and its entries. */
async function lastPosting() {
  const tx = await server.db.query<{ id: number }>(
    "SELECT id FROM ledger_transactions ORDER BY id DESC LIMIT 1",
  );
  const id = tx.rows[0]?.id;
  const entries = await server.db.query<{ id: number; amount_cents: number }>(
    "SELECT id, amount_cents FROM ledger_entries WHERE transaction_id = $1 ORDER BY id",
    [id],
  );
  return { id, entries: entries.rows };
}

describe("the ledger's database guards", () => {
  it("refuses at COMMIT a transaction written straight into the tables that does not sum to zero", async () => {
    const before = await moneySnapshot(server);
    const message = await refusal(async (tx) => {
      const posted = await tx.query<{ id: number }>(
        `INSERT INTO ledger_transactions (kind, reference, user_id, description)
         VALUES ('forged', 'forged:unbalanced', $1, 'Free money') RETURNING id`,
        [userId],
      );
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, account, amount_cents)
         VALUES ($1, $2, 100000), ($1, 'house:promo', -1)`,
        [posted.rows[0]?.id, userAccount(userId)],
      );
    });
    expect(message).toMatch(/does not sum to zero/);
    expect(await moneySnapshot(server)).toEqual(before);
    const forged = await server.db.query(
      "SELECT 1 FROM ledger_transactions WHERE reference = 'forged:unbalanced'",
    );
    expect(forged.rows).toHaveLength(0);
  });

  it("refuses a single one-sided entry added to a posted, balanced transaction", async () => {
    const { id } = await lastPosting();
    const before = await moneySnapshot(server);
    const message = await refusal(async (tx) => {
      await tx.query(
        "INSERT INTO ledger_entries (transaction_id, account, amount_cents) VALUES ($1, $2, 500)",
        [id, userAccount(userId)],
      );
    });
    expect(message).toMatch(/does not sum to zero/);
    expect(await moneySnapshot(server)).toEqual(before);
  });

  it("refuses editing or deleting a posted entry or transaction", async () => {
    const { id, entries } = await lastPosting();
    const entryId = entries[0]?.id;
    expect(entryId).toBeDefined();
    const before = await moneySnapshot(server);

    const edits = [
      ["UPDATE ledger_entries SET amount_cents = amount_cents * 10 WHERE id = $1", entryId],
      ["DELETE FROM ledger_entries WHERE id = $1", entryId],
      ["UPDATE ledger_transactions SET user_id = NULL WHERE id = $1", id],
      ["DELETE FROM ledger_transactions WHERE id = $1", id],
    ] as const;
    for (const [sql, target] of edits) {
      const message = await refusal((tx) => tx.query(sql, [target]));
      expect(message, sql).toMatch(/append only/);
    }
    expect(await moneySnapshot(server)).toEqual(before);
  });

  it("catches a bet whose written stake is not its net plus its fee: the bet's posting is held to zero-sum", async () => {
    const market = await createTestMarket(server, admin, { prices: [50, 50] });
    const fair = quoteBet(market.state, 0, 1_000);
    const balance = await balanceOf(server, userId);
    const before = await moneySnapshot(server);

    // The stake debited from the bettor (A) is larger than what escrow and fees receive (N + F):
    // a write path with this bug would create money out of the bettor's balance.
    const message = await refusal((tx) =>
      postBets(tx, [
        {
          betId: randomUUID(),
          userId,
          marketId: market.id,
          stakeCents: 1_000,
          feeCents: fair.feeCents,
          netCents: fair.netCents - 7,
        },
      ]),
    );
    expect(message).toMatch(/does not sum to zero/);
    expect(await balanceOf(server, userId)).toBe(balance);
    expect(await moneySnapshot(server)).toEqual(before);
    await server.expectLedgerSound();
  });
});
