import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket, type TestAdmin } from "../bets/test-utils/markets";
import { balanceOf, fundUser } from "../bets/test-utils/money";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { profitShareCents, profitShareReference } from "./suggesterShare";

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(async () => {
  await server.expectLedgerSound();
  await server.close();
});

const houseFees = async () =>
  Number(
    (
      await server.db.query<{ total: number }>(
        "SELECT coalesce(sum(amount_cents), 0)::bigint AS total FROM ledger_entries WHERE account = 'house:fees'",
      )
    ).rows[0]?.total,
  );

/** A suggestion approved with `share`% and linked to a fresh market, plus two bettors. */
async function linkedMarket(share: number) {
  const suggester = await server.signup({ name: "Sofía Sugerente" });
  const { _id } = await suggester.api.createSuggestion({
    titleEn: "Will turnout pass 60%?",
    descriptionEn: "Turnout in the 2026 general election.",
    category: "presidential",
  });
  await admin.api.updateSuggestion(_id, { status: "approved", profitSharePercentage: share });
  const market = await createTestMarket(server, admin);
  await admin.api.updateSuggestion(_id, { linkedMarketId: market.id });
  const bettors = [await server.signup(), await server.signup()];
  for (const bettor of bettors) await fundUser(server, bettor.userId, 100_000);
  return { suggestionId: _id, suggester, market, bettors };
}

describe("profitShareCents", () => {
  it("rounds down in integers; the remainder stays with the house", () => {
    expect(profitShareCents(403, 750)).toBe(30); // 30.225
    expect(profitShareCents(199, 500)).toBe(9); // 9.95
    expect(profitShareCents(0, 1500)).toBe(0);
    expect(profitShareCents(9_007_199_254_740, 1500)).toBe(1_351_079_888_211);
  });
});

describe("the suggester's profit share", () => {
  it("is paid once at resolution from the fee account, exact to the cent", async () => {
    const { suggester, market, bettors } = await linkedMarket(7.5);
    const [a, b] = bettors;
    // Fees: round(2% × 12,345) = 247 and round(2% × 7,777) = 156 → 403 cents.
    await a!.api.placeBet({ pollId: market.id, optionId: market.optionIds[0]!, amount: 123.45 });
    await b!.api.placeBet({ pollId: market.id, optionId: market.optionIds[1]!, amount: 77.77 });
    const fees = await server.db.query<{ fees_cents: number }>(
      "SELECT fees_cents FROM markets WHERE id = $1",
      [market.id],
    );
    expect(Number(fees.rows[0]?.fees_cents)).toBe(403);
    const balanceBefore = await balanceOf(server, suggester.userId);
    const houseBefore = await houseFees();
    server.events.length = 0;

    await admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[0]! });

    // floor(403 × 7.5%) = floor(30.225) = 30 cents.
    expect(await balanceOf(server, suggester.userId)).toBe(balanceBefore + 30);
    expect(await houseFees()).toBe(houseBefore - 30);
    const postings = await server.db.query<{ kind: string; count: number }>(
      "SELECT kind, count(*)::int AS count FROM ledger_transactions WHERE reference = $1 GROUP BY kind",
      [profitShareReference(market.id)],
    );
    expect(postings.rows).toEqual([{ kind: "profit_share", count: 1 }]);
    expect(
      server.events.some(
        (event) =>
          event.event.event === "balance_updated" && event.event.userId === suggester.userId,
      ),
    ).toBe(true);
    const notices = await server.db.query<{ title_en: string }>(
      "SELECT title_en FROM notifications WHERE user_id = $1 ORDER BY created_at, id",
      [suggester.userId],
    );
    expect(notices.rows.map((row) => row.title_en)).toContain("Profit share credited");

    // A second resolution is refused and pays nothing more.
    expect(
      (
        await failureOf(
          admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[1]! }),
        )
      ).status,
    ).toBe(400);
    expect(await balanceOf(server, suggester.userId)).toBe(balanceBefore + 30);
    const transactions = await suggester.api.getTransactions();
    expect(transactions.transactions.map((transaction) => transaction.kind)).toContain(
      "profit_share",
    );
    await server.expectLedgerSound();
  });

  it("pays nothing for a cancelled market, whose fees are refunded", async () => {
    const { suggester, market, bettors } = await linkedMarket(15);
    await bettors[0]!.api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[0]!,
      amount: 50,
    });
    const before = await balanceOf(server, suggester.userId);
    await admin.api.cancelPoll(market.id);
    expect(await balanceOf(server, suggester.userId)).toBe(before);
    const postings = await server.db.query(
      "SELECT 1 FROM ledger_transactions WHERE reference = $1",
      [profitShareReference(market.id)],
    );
    expect(postings.rows).toEqual([]);
    // A settled market can no longer be linked.
    const late = await suggester.api.createSuggestion({
      titleEn: "Late",
      descriptionEn: "Too late",
      category: "other",
    });
    await admin.api.updateSuggestion(late._id, { status: "approved", profitSharePercentage: 5 });
    expect(
      await failureOf(admin.api.updateSuggestion(late._id, { linkedMarketId: market.id })),
    ).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
    await server.expectLedgerSound();
  });

  it("posts nothing when the share rounds to zero cents", async () => {
    const { suggester, market, bettors } = await linkedMarket(5);
    // Fee round(2% × 500) = 10 cents; 5% of it is 0.5 → 0.
    await bettors[0]!.api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[0]!,
      amount: 5,
    });
    const before = await balanceOf(server, suggester.userId);
    await admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[1]! });
    expect(await balanceOf(server, suggester.userId)).toBe(before);
    await server.expectLedgerSound();
  });
});
