import { randomUUID } from "node:crypto";
import type { LmsrQuote, LmsrState } from "@pulso/core";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { recordEmbedSpend } from "../embed/sessions";
import { AppError, conflict, refused } from "../http/errors";
import { completeInTransaction, holdClaim } from "../http/idempotency";
import { predictionPrices } from "../markets/marketPrices";
import type { BatchOutcome } from "./batchQueue";
import { BET_SELECT, toBet, type BetRow } from "./betRow";
import {
  announceBet,
  quoteLockedBet,
  writeBets,
  type BetAnnouncement,
  type BetToWrite,
  type PlaceBetInput,
  type PlacedBet,
} from "./placeBet";
import { assertTradable, lockMarketsForBets, type MarketForBet } from "./tradableMarket";

/** One bet's fate inside the batch transaction, before the commit makes it final. */
type Applied =
  | { ok: true; betId: string; announcement: Omit<BetAnnouncement, "placed">; balanceCents: number }
  | { ok: false; error: unknown };

/** What a batch's bets did to one market: its state after them, and what to write once. */
interface MarketTally {
  market: MarketForBet;
  state: LmsrState;
  opening: number[];
  volumeCents: number;
  feesCents: number;
  /** One exact price vector per accepted bet, in bet order. */
  pricePoints: number[][];
}

/** Thrown inside the fast attempt when a bet's writes fail: the batch is run again, guarded. */
class WritesFailed extends Error {
  override name = "WritesFailed";
}

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
 * Writes the markets' q, totals and price history (one point per bet, in bet order) once for the
 * whole batch, and reads back its bets as the answers show them: one statement, whatever the
 * number of markets.
 */
async function finishBatch(
  tx: Queryable,
  tallies: readonly MarketTally[],
  betIds: readonly string[],
): Promise<BetRow[]> {
  const optionIds: string[] = [];
  const deltas: number[] = [];
  const marketIds: string[] = [];
  const volumes: number[] = [];
  const fees: number[] = [];
  const counts: number[] = [];
  const pointMarkets: string[] = [];
  const points: string[] = [];
  for (const tally of tallies) {
    tally.market.options.forEach((option, index) => {
      const delta = (tally.state.q[index] ?? 0) - (tally.opening[index] ?? 0);
      if (delta !== 0) {
        optionIds.push(option.id);
        deltas.push(delta);
      }
    });
    marketIds.push(tally.market.id);
    volumes.push(tally.volumeCents - tally.market.volume_cents);
    fees.push(tally.feesCents);
    counts.push(tally.pricePoints.length);
    for (const prices of tally.pricePoints) {
      pointMarkets.push(tally.market.id);
      points.push(JSON.stringify(prices));
    }
  }
  const rows = await tx.query<BetRow>(
    `WITH q AS (
       UPDATE market_options SET q_micro = q_micro + ($2::bigint[])[array_position($1::text[], id)]
        WHERE id = ANY($1::text[])
     ), totals AS (
       UPDATE markets
          SET volume_cents = volume_cents + ($4::bigint[])[array_position($3::text[], id)],
              fees_cents = fees_cents + ($5::bigint[])[array_position($3::text[], id)],
              bet_count = bet_count + ($6::int[])[array_position($3::text[], id)],
              updated_at = now()
        WHERE id = ANY($3::text[])
     ), points AS (
       INSERT INTO price_points (market_id, prices)
       SELECT p.market_id, ARRAY(SELECT json_array_elements_text(p.prices::json)::float8)
         FROM unnest($7::text[], $8::text[]) WITH ORDINALITY AS p(market_id, prices, n)
        ORDER BY p.n
     )
     ${BET_SELECT} WHERE b.id = ANY($9::text[])`,
    [optionIds, deltas, marketIds, volumes, fees, counts, pointMarkets, points, betIds],
  );
  return rows.rows;
}

/**
 * One attempt at a batch in ONE database transaction. Fast (`guarded` false): every accepted
 * bet's writes are one statement for the whole batch with no savepoint, and any failure of it
 * throws WritesFailed so the caller runs the batch again guarded, where each accepted bet's writes
 * run as their own statement under a savepoint and a failure (a database error) rolls back that
 * bet alone.
 */
async function attempt(
  ctx: Pick<AppContext, "db" | "now">,
  inputs: readonly PlaceBetInput[],
  guarded: boolean,
) {
  return ctx.db.transaction(async (tx) => {
    const { markets, balances } = await lockMarketsForBets(
      tx,
      inputs.map((input) => input.pollId),
      inputs.map((input) => input.userId),
    );
    const tallies = new Map<string, MarketTally | { error: unknown }>();
    const tallyOf = (pollId: string) => {
      let tally = tallies.get(pollId);
      if (!tally) {
        const market = markets.get(pollId);
        try {
          if (!market) throw new AppError(404, "NOT_FOUND");
          const state = assertTradable(market, ctx.now());
          tally = {
            market,
            state,
            opening: [...state.q],
            volumeCents: market.volume_cents,
            feesCents: 0,
            pricePoints: [],
          };
        } catch (error) {
          tally = { error };
        }
        tallies.set(pollId, tally);
      }
      return tally;
    };

    const applied: Applied[] = [];
    const toWrite: BetToWrite[] = [];
    for (const input of inputs) {
      const tally = tallyOf(input.pollId);
      if ("error" in tally) {
        // A market-wide refusal (NOT_FOUND, MARKET_NOT_ACTIVE, …): each of its bets gets it.
        applied.push({ ok: false, error: tally.error });
        continue;
      }
      const { market } = tally;
      let quote: LmsrQuote;
      try {
        if (input.embedSession !== undefined && market.blackout !== null) {
          throw refused("MARKET_IN_BLACKOUT");
        }
        quote = quoteLockedBet(market, tally.state, input);
      } catch (error) {
        applied.push({ ok: false, error });
        continue;
      }
      const balance = balances.get(input.userId);
      const betId = randomUUID();
      /**
       * The checks, each of which writes nothing when it refuses: the request's claim, the
       * bettor's locked balance, then an embed session's caps (spent with the bet when they hold).
       */
      const check = async () => {
        // A claim taken over by a retry (this request outlived its lease) must not bet: the retry
        // runs it. Held, the claim's row stays locked until COMMIT stores the answer below.
        if (input.idempotency && !(await holdClaim(tx, input.idempotency.claim))) {
          throw conflict("CONFLICT", { reason: "IN_PROGRESS" });
        }
        // The bettor's row is locked and its balance known: a short one is refused here (the
        // guarded debit in writeBet would refuse it the same way).
        if (!balance || balance.balanceCents < quote.amountCents) {
          throw refused("INSUFFICIENT_FUNDS");
        }
        // Through a news page's frame: the session's caps, checked and spent under the bettor's
        // lock (EMBED_LIMIT_EXCEEDED refuses this bet alone).
        if (input.embedSession !== undefined) {
          await recordEmbedSpend(tx, {
            tokenHash: input.embedSession,
            amountCents: quote.amountCents,
            betId,
            now: ctx.now(),
          });
        }
      };
      if (guarded) {
        const written = await inSavepoint(tx, async () => {
          await check();
          await writeBets(tx, [{ betId, input, quote }]);
        });
        if (!written.ok) {
          applied.push(written);
          continue;
        }
      } else {
        try {
          await check();
        } catch (error) {
          if (!(error instanceof AppError))
            throw new WritesFailed("a check failed", { cause: error });
          applied.push({ ok: false, error });
          continue;
        }
        // Written with the batch's other accepted bets in one statement once all are checked.
        toWrite.push({ betId, input, quote });
      }
      tally.state = quote.stateAfter;
      tally.volumeCents += quote.amountCents;
      tally.feesCents += quote.feeCents;
      const balanceCents = (balance?.balanceCents ?? 0) - quote.amountCents;
      if (balance) {
        balance.promoCents -= Math.min(balance.promoCents, quote.amountCents);
        balance.balanceCents = balanceCents;
      }
      const prices = predictionPrices(tally.state);
      tally.pricePoints.push(prices.exact);
      applied.push({
        ok: true,
        betId,
        balanceCents,
        announcement: {
          userId: input.userId,
          pollId: input.pollId,
          optionIds: market.options.map((option) => option.id),
          prices: prices.display,
          volumeCents: tally.volumeCents,
          inBlackout: market.blackout !== null,
        },
      });
    }
    const betIds = applied.flatMap((bet) => (bet.ok ? [bet.betId] : []));
    if (betIds.length === 0) return { applied, placed: new Map<string, PlacedBet>() };
    try {
      await writeBets(tx, toWrite);
    } catch (error) {
      throw new WritesFailed("the batch's writes failed", { cause: error });
    }

    const written = [...tallies.values()].filter(
      (tally): tally is MarketTally => !("error" in tally) && tally.pricePoints.length > 0,
    );
    const rows = await finishBatch(tx, written, betIds);
    const byId = new Map(rows.map((row) => [row.id, row]));
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
}

/**
 * Places a batch of bets, on one market or many, in ONE database transaction (DESIGN §3, §10):
 * group commit. The lock order is the single bet's, widened to a batch: the market rows in id
 * order (`FOR UPDATE`), then every bettor's row in id order, so concurrent batches that share
 * markets or bettors never deadlock. Each bet is then quoted on the state the bets before it
 * left on its market; a refusal (OPTION_NOT_AVAILABLE, AMOUNT_TOO_LARGE, PRICE_MOVED, a claim in
 * progress, INSUFFICIENT_FUNDS from the locked balance, an embed session's EMBED_LIMIT_EXCEEDED,
 * MARKET_IN_BLACKOUT through a frame) writes nothing, and a market-wide refusal
 * (NOT_FOUND, MARKET_NOT_ACTIVE, …) refuses that market's bets alone. The accepted bets' writes
 * are one statement for the batch; when it fails (a database error), the transaction is rolled
 * back and the batch runs again with a savepoint and a statement per bet, so that the failure
 * costs that bet alone. The
 * markets' q, totals and price history (one point per bet) are written once at the end. After
 * COMMIT every bet gets its own answer and realtime events, in order.
 */
export async function placeBetBatch(
  ctx: Pick<AppContext, "db" | "now" | "realtime">,
  inputs: readonly PlaceBetInput[],
): Promise<BatchOutcome<PlacedBet>[]> {
  let committed: Awaited<ReturnType<typeof attempt>>;
  try {
    committed = await attempt(ctx, inputs, false);
  } catch (error) {
    if (!(error instanceof WritesFailed)) throw error;
    committed = await attempt(ctx, inputs, true);
  }
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
