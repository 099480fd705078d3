import type { LmsrQuote } from "@pulso/core";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { conflict, refused } from "../http/errors";
import { completeInTransaction, holdClaim } from "../http/idempotency";
import { predictionPrices } from "../markets/marketPrices";
import type { BatchOutcome } from "./batchQueue";
import { BET_SELECT, toBet, type BetRow } from "./betRow";
import { lockBalances } from "./lockUsers";
import {
  announceBet,
  quoteLockedBet,
  writeBet,
  type BetAnnouncement,
  type PlaceBetInput,
  type PlacedBet,
} from "./placeBet";
import { assertTradable, loadMarketForBet } from "./tradableMarket";

/** One bet's fate inside the batch transaction, before the commit makes it final. */
type Applied =
  | { ok: true; betId: string; announcement: Omit<BetAnnouncement, "placed">; balanceCents: number }
  | { ok: false; error: unknown };

/**
 * Runs `work` under a savepoint: its writes stay when it resolves; when it throws, they are
 * rolled back and the error becomes its outcome. A failed rollback (the connection is gone)
 * throws: the whole transaction is lost then.
 */
async function inSavepoint<T>(tx: Queryable, work: () => Promise<T>): Promise<BatchOutcome<T>> {
  // Left open when it succeeds: the next bet's savepoint nests inside it and COMMIT ends them
  // all, which saves a round trip per bet over RELEASE.
  await tx.query("SAVEPOINT bet");
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    await tx.query("ROLLBACK TO SAVEPOINT bet");
    return { ok: false, error };
  }
}

/**
 * Places bets on one market, in order, in ONE database transaction (DESIGN §3, §10). The lock
 * order is the single bet's, widened to a batch: the market row (`FOR UPDATE`), then every
 * bettor's row in id order, so batches on different markets that share bettors never deadlock.
 * Each bet is then quoted on the state the bets before it left; a refusal (OPTION_NOT_AVAILABLE,
 * AMOUNT_TOO_LARGE, PRICE_MOVED) writes nothing, and each accepted bet's writes run under a
 * savepoint, so INSUFFICIENT_FUNDS from the guarded debit, or a database error, rolls back that
 * bet alone. The market's q, totals and price history (one point per bet) are written once at the
 * end. A market-wide refusal (NOT_FOUND, MARKET_NOT_ACTIVE, …) or a failure outside the savepoints
 * fails the whole batch, each bet with that error, as it would have failed each alone. After
 * COMMIT every bet gets its own answer and realtime events, in order.
 */
export async function placeBetBatch(
  ctx: Pick<AppContext, "db" | "now" | "realtime">,
  pollId: string,
  inputs: readonly PlaceBetInput[],
): Promise<BatchOutcome<PlacedBet>[]> {
  const committed = await ctx.db.transaction(async (tx) => {
    const market = await loadMarketForBet(tx, pollId, true);
    let state = assertTradable(market, ctx.now());
    const balances = await lockBalances(
      tx,
      inputs.map((input) => input.userId),
    );
    const optionIds = market.options.map((option) => option.id);
    const opening = state.q;
    let volumeCents = market.volume_cents;
    let feesCents = 0;
    const pricePoints: number[][] = [];

    const applied: Applied[] = [];
    for (const input of inputs) {
      let quote: LmsrQuote;
      try {
        if (input.fromEmbed && market.blackout !== null) throw refused("MARKET_IN_BLACKOUT");
        quote = quoteLockedBet(market, state, input);
      } catch (error) {
        applied.push({ ok: false, error });
        continue;
      }
      const written = await inSavepoint(tx, async () => {
        // A claim taken over by a retry (this request outlived its lease) must not bet: the retry
        // runs it. Held, the claim's row stays locked until COMMIT stores the answer below.
        if (input.idempotency && !(await holdClaim(tx, input.idempotency.claim))) {
          throw conflict("CONFLICT", { reason: "IN_PROGRESS" });
        }
        return writeBet(tx, input, quote);
      });
      if (!written.ok) {
        applied.push(written);
        continue;
      }
      state = quote.stateAfter;
      volumeCents += quote.amountCents;
      feesCents += quote.feeCents;
      const balanceCents = (balances.get(input.userId) ?? 0) - quote.amountCents;
      balances.set(input.userId, balanceCents);
      const prices = predictionPrices(state);
      pricePoints.push(prices.exact);
      applied.push({
        ok: true,
        betId: written.value,
        balanceCents,
        announcement: {
          userId: input.userId,
          pollId,
          optionIds,
          prices: prices.display,
          volumeCents,
          inBlackout: market.blackout !== null,
        },
      });
    }
    if (pricePoints.length === 0) return { applied, placed: new Map<string, PlacedBet>() };

    await tx.query(
      `UPDATE market_options o SET q_micro = o.q_micro + d.delta
         FROM unnest($1::text[], $2::bigint[]) AS d(id, delta)
        WHERE o.id = d.id AND d.delta <> 0`,
      [optionIds, state.q.map((q, index) => q - (opening[index] ?? 0))],
    );
    await tx.query(
      `UPDATE markets SET volume_cents = volume_cents + $2, fees_cents = fees_cents + $3,
              bet_count = bet_count + $4, updated_at = now()
        WHERE id = $1`,
      [pollId, volumeCents - market.volume_cents, feesCents, pricePoints.length],
    );
    // One price point per bet, in bet order (ids ascend with the rows' order).
    await tx.query(
      `INSERT INTO price_points (market_id, prices)
       SELECT $1, ($2::float8[])[(n - 1) * $3 + 1 : n * $3]
         FROM generate_series(1, $4::int) AS n ORDER BY n`,
      [pollId, pricePoints.flat(), optionIds.length, pricePoints.length],
    );
    const betIds = applied.flatMap((bet) => (bet.ok ? [bet.betId] : []));
    const rows = await tx.query<BetRow>(`${BET_SELECT} WHERE b.id = ANY($1::text[])`, [betIds]);
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    const placed = new Map<string, PlacedBet>();
    for (const [index, bet] of applied.entries()) {
      const row = bet.ok ? byId.get(bet.betId) : undefined;
      const input = inputs[index];
      if (!bet.ok || !row || !input) continue;
      const answer = { bet: toBet(row, input.language), balanceCents: bet.balanceCents };
      placed.set(bet.betId, answer);
      // The answer commits with the bet, so a replay finds it even if this process dies now.
      const key = input.idempotency;
      if (
        key &&
        !(await completeInTransaction(tx, key.claim, {
          statusCode: key.statusCode,
          body: key.answer(answer),
        }))
      ) {
        throw new Error(`idempotency claim of bet ${bet.betId} lost while held`);
      }
    }
    return { applied, placed };
  });

  return committed.applied.map((bet): BatchOutcome<PlacedBet> => {
    if (!bet.ok) return bet;
    const placed = committed.placed.get(bet.betId);
    if (!placed) {
      return { ok: false, error: new Error(`bet ${bet.betId} vanished inside its own batch`) };
    }
    announceBet(ctx, { ...bet.announcement, placed });
    return { ok: true, value: placed };
  });
}
