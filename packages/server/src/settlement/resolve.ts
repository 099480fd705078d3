import type { Database, Queryable } from "../db/database";
import { refused } from "../http/errors";
import { postEscrowCredits, type EscrowCredit } from "../ledger/escrowCredits";
import { LedgerError } from "../ledger/ledger";
import { lockUsersInOrder } from "../ledger/lockUsers";
import { loadMarkets } from "../markets/loadMarket";
import { publishMarketUpdate } from "../markets/publishMarket";
import { loadMarketForBet, type MarketForBet } from "../bets/tradableMarket";
import { announceSettlement } from "./announce";
import { closeEscrow, splitPayout } from "./escrow";
import { promoShareOf } from "./promoShare";
import { payPublisherShares } from "./publisherShare";
import { announceProfitShare, payProfitShare } from "./suggesterShare";
import type { ResolutionHook, SettlementContext, SettlementOutcome } from "./types";

/**
 * What a resolution does once every payout is in, inside its closing transaction: the
 * suggester's profit share (DESIGN §2) and the publishers' shares (DESIGN §12).
 */
export const RESOLUTION_HOOKS: readonly ResolutionHook[] = [payProfitShare, payPublisherShares];

/** Statuses a market may be resolved from (DESIGN §2). */
const RESOLVABLE = new Set(["active", "closed"]);

/** Payouts per chunk: each chunk is one short transaction locking only its users' rows. */
export const PAYOUT_CHUNK = 1_000;

/** How a resolution runs its payouts; tests and the bench change these. */
export interface ResolutionOptions {
  /** Payouts per chunk transaction (default PAYOUT_CHUNK). */
  chunkSize?: number;
  /** Called after each chunk commits, with how many it paid; a rejection stops the run there. */
  afterChunk?: (paid: number) => Promise<void>;
  /** Where a failed announcement is reported (the money already moved). */
  log?: (error: unknown, message: string) => void;
}

interface RunRow {
  market_id: string;
  winner_option_id: string;
  settled_at: Date;
}

interface WinningBetRow {
  id: string;
  user_id: string;
  shares_micro: number;
  amount_cents: number;
  promo_cents: number;
}

/** The market as a resolution's announcement names it. */
function announcedMarket(market: MarketForBet): SettlementOutcome["market"] {
  return { id: market.id, kind: market.kind, title_es: market.title_es, title_en: market.title_en };
}

const defaultLog = (error: unknown, message: string) => console.error(`[pulso] ${message}:`, error);

/**
 * Begins a prediction market's resolution in one short transaction with the market row locked:
 * records the run (its primary key refuses a second one), closes the market to bets, writes what
 * each winning position is owed (floor(shares)/10,000 cents, DESIGN §2) into
 * `settlement_payouts`, and settles the losing side (positions and bets pay 0). No user row is
 * locked. Payouts above the escrow would be a bug (the escrow covers every outcome): it rolls back.
 */
async function beginRun(tx: Queryable, marketId: string, winnerId: string, now: Date) {
  const started = await tx.query(
    `INSERT INTO settlement_runs (market_id, winner_option_id, settled_at) VALUES ($1, $2, $3)
     ON CONFLICT (market_id) DO NOTHING RETURNING market_id`,
    [marketId, winnerId, now],
  );
  if (started.rows.length === 0) throw refused("INVALID_STATUS_TRANSITION");
  const closed = await tx.query(
    "UPDATE markets SET status = 'closed', updated_at = now() WHERE id = $1 AND status = 'active'",
    [marketId],
  );
  await tx.query(
    `INSERT INTO settlement_payouts (market_id, user_id, amount_cents)
     SELECT market_id, user_id, shares_micro / 10000 FROM positions
      WHERE market_id = $1 AND option_id = $2 AND shares_micro >= 10000`,
    [marketId, winnerId],
  );
  const owed = await tx.query<{ total: string; escrow: string }>(
    `SELECT coalesce(sum(amount_cents), 0)::text AS total,
            (SELECT escrow_cents FROM markets WHERE id = $1)::text AS escrow
       FROM settlement_payouts WHERE market_id = $1`,
    [marketId],
  );
  const { total = "0", escrow = "0" } = owed.rows[0] ?? {};
  if (BigInt(total) > BigInt(escrow)) {
    throw new LedgerError(`market:${marketId}: payouts of ${total} exceed the escrow of ${escrow}`);
  }
  // Positions worth less than a cent on the winner are settled here too: they are owed nothing.
  await tx.query(
    `UPDATE positions SET payout_cents = 0, settled_at = $3
      WHERE market_id = $1 AND (option_id <> $2 OR shares_micro < 10000)`,
    [marketId, winnerId, now],
  );
  await tx.query(
    `UPDATE bets SET status = 'lost', payout_cents = 0, settled_at = $3
      WHERE market_id = $1 AND option_id <> $2 AND status = 'active'`,
    [marketId, winnerId, now],
  );
  return { closedNow: closed.rowCount > 0 };
}

/**
 * Pays one chunk of a run's unpaid payouts in its own transaction, and returns how many it paid
 * (0 when none is left). The lock order is the bet's (DESIGN §3): the market row first — a bet
 * batch locks every market it names, this one too, before its bettors, so a chunk that took its
 * users first could deadlock with it — then only the chunk's users, in id order. Holding the
 * market row, a chunk has the run's unpaid payouts to itself: chunks of one market run one after
 * another, whichever processes run them (`SKIP LOCKED` on the claim would change nothing). Each
 * user's payout is split over their winning bets by shares, the part their promo credit staked
 * returning as promo credit, and posted through the ledger as `payout:<market>:<user>`: a
 * reference the ledger holds once, so no payout is ever posted twice.
 */
export async function payChunk(db: Database, run: RunRow, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT id FROM markets WHERE id = $1 FOR UPDATE", [run.market_id]);
    const claimed = await tx.query<{ user_id: string; amount_cents: number }>(
      `SELECT user_id, amount_cents FROM settlement_payouts
        WHERE market_id = $1 AND transaction_id IS NULL
        ORDER BY user_id LIMIT $2`,
      [run.market_id, limit],
    );
    if (claimed.rows.length === 0) return 0;
    const userIds = claimed.rows.map((row) => row.user_id);
    await lockUsersInOrder(tx, userIds);

    const winning = await tx.query<WinningBetRow>(
      `SELECT id, user_id, shares_micro, amount_cents, promo_cents FROM bets
        WHERE user_id = ANY($3::text[]) AND market_id = $1 AND option_id = $2 AND status = 'active'
        ORDER BY user_id, created_at, id`,
      [run.market_id, run.winner_option_id, userIds],
    );
    const betsOf = new Map<string, WinningBetRow[]>();
    for (const bet of winning.rows) {
      betsOf.set(bet.user_id, [...(betsOf.get(bet.user_id) ?? []), bet]);
    }
    const credits: EscrowCredit[] = [];
    const betIds: string[] = [];
    const betPayouts: number[] = [];
    for (const { user_id: userId, amount_cents: cents } of claimed.rows) {
      const bets = betsOf.get(userId) ?? [];
      const parts = splitPayout(
        cents,
        bets.map((bet) => bet.shares_micro),
      );
      let promoCents = 0;
      bets.forEach((bet, index) => {
        const part = parts[index] ?? 0;
        betIds.push(bet.id);
        betPayouts.push(part);
        promoCents += promoShareOf(part, bet.promo_cents, bet.amount_cents);
      });
      credits.push({ userId, reference: `payout:${run.market_id}:${userId}`, cents, promoCents });
    }
    const posted = await postEscrowCredits(tx, {
      kind: "payout",
      marketId: run.market_id,
      description: "Winnings",
      credits,
    });
    await tx.query(
      `UPDATE settlement_payouts SET transaction_id = v.id
         FROM unnest($2::text[], $3::bigint[]) AS v(user_id, id)
        WHERE settlement_payouts.market_id = $1 AND settlement_payouts.user_id = v.user_id`,
      [run.market_id, userIds, userIds.map((userId) => posted.get(userId))],
    );
    if (betIds.length > 0) {
      await tx.query(
        `UPDATE bets SET status = 'won', payout_cents = v.payout, settled_at = $3
           FROM unnest($1::text[], $2::bigint[]) AS v(id, payout)
          WHERE bets.id = v.id`,
        [betIds, betPayouts, run.settled_at],
      );
    }
    await tx.query(
      `UPDATE positions SET payout_cents = shares_micro / 10000, settled_at = $4
        WHERE market_id = $1 AND option_id = $2 AND user_id = ANY($3::text[])`,
      [run.market_id, run.winner_option_id, userIds, run.settled_at],
    );
    return claimed.rows.length;
  });
}

/**
 * Closes a run whose payouts are all in, in one transaction with the market row locked: settles
 * what is left (winning bets worth under a cent), returns the rest of the escrow to the house,
 * marks the market resolved, pays the suggester's and publishers' shares and records the run as
 * finished. Returns what to announce, or null when a payout is still unpaid (a chunk in flight
 * elsewhere) or another worker closed the run first: whoever closes it announces it, once.
 */
export async function finishRun(db: Database, marketId: string): Promise<SettlementOutcome | null> {
  return db.transaction(async (tx) => {
    const market = await loadMarketForBet(tx, marketId, true);
    const runs = await tx.query<RunRow>(
      `SELECT market_id, winner_option_id, settled_at FROM settlement_runs
        WHERE market_id = $1 AND finished_at IS NULL`,
      [marketId],
    );
    const run = runs.rows[0];
    if (!run) return null;
    const unpaid = await tx.query(
      "SELECT 1 FROM settlement_payouts WHERE market_id = $1 AND transaction_id IS NULL LIMIT 1",
      [marketId],
    );
    if (unpaid.rows.length > 0) return null;

    await tx.query(
      `UPDATE bets SET status = 'won', payout_cents = 0, settled_at = $2
        WHERE market_id = $1 AND status = 'active'`,
      [marketId, run.settled_at],
    );
    await closeEscrow(tx, marketId);
    await tx.query(
      `UPDATE markets SET status = 'resolved', winner_option_id = $2, resolved_at = $3, updated_at = now()
        WHERE id = $1`,
      [marketId, run.winner_option_id, run.settled_at],
    );
    for (const hook of RESOLUTION_HOOKS) await hook(tx, market);
    await tx.query("UPDATE settlement_runs SET finished_at = now() WHERE market_id = $1", [
      marketId,
    ]);

    const holders = await tx.query<{ user_id: string }>(
      "SELECT DISTINCT user_id FROM positions WHERE market_id = $1 ORDER BY user_id",
      [marketId],
    );
    const credits = await tx.query<{ user_id: string; cents: number; balance_cents: number }>(
      `SELECT p.user_id, p.amount_cents AS cents, u.balance_cents
         FROM settlement_payouts p JOIN users u ON u.id = p.user_id
        WHERE p.market_id = $1 ORDER BY p.user_id`,
      [marketId],
    );
    const winner = market.options.find((option) => option.id === run.winner_option_id);
    return {
      kind: "resolved",
      market: announcedMarket(market),
      winner: {
        id: run.winner_option_id,
        text_es: winner?.text_es ?? "",
        text_en: winner?.text_en ?? null,
      },
      participantIds: holders.rows.map((row) => row.user_id),
      credits: credits.rows.map((row) => ({
        userId: row.user_id,
        cents: Number(row.cents),
        newBalanceCents: Number(row.balance_cents),
      })),
    };
  });
}

/** Tells everyone about a committed resolution; failures are logged, the money already moved. */
async function announceResolution(
  ctx: SettlementContext,
  outcome: SettlementOutcome,
  log: NonNullable<ResolutionOptions["log"]>,
): Promise<void> {
  try {
    await announceSettlement(ctx, outcome);
  } catch (error) {
    log(error, `settlement announcement of ${outcome.market.id} failed`);
  }
  if (outcome.market.kind !== "prediction") return;
  try {
    await announceProfitShare(ctx, outcome.market.id);
  } catch (error) {
    log(error, `profit share announcement of ${outcome.market.id} failed`);
  }
}

/** The runs in progress in this process, per server, so a route and a resume share one. */
const running = new WeakMap<SettlementContext, Map<string, Promise<void>>>();

/**
 * Pays a started run's unpaid payouts chunk by chunk, then closes and announces it. Safe to run
 * in several processes at once (chunks are claimed, references are unique, the close checks
 * that nothing is unpaid); within one process a second call joins the first.
 */
export function runResolution(
  ctx: SettlementContext,
  marketId: string,
  options: ResolutionOptions = {},
): Promise<void> {
  const mine = running.get(ctx) ?? new Map<string, Promise<void>>();
  running.set(ctx, mine);
  const current = mine.get(marketId);
  if (current) return current;
  const work = (async () => {
    const found = await ctx.db.query<RunRow>(
      `SELECT market_id, winner_option_id, settled_at FROM settlement_runs
        WHERE market_id = $1 AND finished_at IS NULL`,
      [marketId],
    );
    const run = found.rows[0];
    if (!run) return;
    const chunkSize = options.chunkSize ?? PAYOUT_CHUNK;
    for (;;) {
      const paid = await payChunk(ctx.db, run, chunkSize);
      if (paid === 0) break;
      await options.afterChunk?.(paid);
    }
    const outcome = await finishRun(ctx.db, marketId);
    if (outcome) await announceResolution(ctx, outcome, options.log ?? defaultLog);
  })().finally(() => mine.delete(marketId));
  mine.set(marketId, work);
  return work;
}

/**
 * Resolves a market with a winner (POST /polls/resolve), allowed from active or closed only
 * (else 400 INVALID_STATUS_TRANSITION, which a market already resolving also gets, so a second
 * or concurrent resolution pays nothing). A prediction begins a run (beginRun) and pays it in
 * chunks (runResolution) before answering: the admin gets the resolved market, as before, while
 * no bettor's row is held longer than one chunk. A poll only records its winner.
 */
export async function resolveMarket(
  ctx: SettlementContext,
  input: { marketId: string; winnerId: string; now: Date },
  options: ResolutionOptions = {},
): Promise<void> {
  const begun = await ctx.db.transaction(async (tx) => {
    const market = await loadMarketForBet(tx, input.marketId, true);
    if (!RESOLVABLE.has(market.status)) throw refused("INVALID_STATUS_TRANSITION");
    const winner = market.options.find((option) => option.id === input.winnerId);
    if (!winner) throw refused("OPTION_NOT_AVAILABLE");
    if (market.kind === "prediction") {
      const { closedNow } = await beginRun(tx, market.id, winner.id, input.now);
      return { poll: null, closedNow };
    }
    const voters = await tx.query<{ user_id: string }>(
      "SELECT user_id FROM votes WHERE market_id = $1 ORDER BY user_id",
      [market.id],
    );
    await tx.query(
      `UPDATE markets SET status = 'resolved', winner_option_id = $2, resolved_at = $3, updated_at = now()
        WHERE id = $1`,
      [market.id, winner.id, input.now],
    );
    const outcome: SettlementOutcome = {
      kind: "resolved",
      market: announcedMarket(market),
      winner: { id: winner.id, text_es: winner.text_es, text_en: winner.text_en },
      participantIds: voters.rows.map((vote) => vote.user_id),
      credits: [],
    };
    return { poll: outcome, closedNow: false };
  });
  if (begun.poll) {
    await announceResolution(ctx, begun.poll, options.log ?? defaultLog);
    return;
  }
  if (begun.closedNow) {
    // Cards showing the market stop offering bets while it is being paid out.
    for (const market of await loadMarkets(ctx.db, [input.marketId], "es")) {
      publishMarketUpdate(ctx, market);
    }
  }
  await runResolution(ctx, input.marketId, options);
}

/**
 * Finishes every resolution a stopped server left half-paid (called when a server starts): each
 * pays the rest of its payouts, once, then closes and is announced.
 */
export async function resumeResolutions(
  ctx: SettlementContext,
  options: ResolutionOptions = {},
): Promise<string[]> {
  const open = await ctx.db.query<{ market_id: string }>(
    "SELECT market_id FROM settlement_runs WHERE finished_at IS NULL ORDER BY started_at",
  );
  const resumed: string[] = [];
  for (const { market_id: marketId } of open.rows) {
    await runResolution(ctx, marketId, options);
    resumed.push(marketId);
  }
  return resumed;
}
