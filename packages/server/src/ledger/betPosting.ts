import type { Queryable } from "../db/database";

/**
 * A bet's money movement (DESIGN §3): the stake A leaves the bettor, the net N goes into the
 * market's escrow and the fee F to the house, A = N + F. The promo move is the ledger's rule, not
 * the caller's: the stake spends the bettor's unconverted promo credit first (DESIGN §5).
 */
export interface BetPosting {
  /** The bet's id: the posting's reference is `bet:<id>`, so a bet is posted once. */
  betId: string;
  userId: string;
  marketId: string;
  stakeCents: number;
  feeCents: number;
  netCents: number;
}

/**
 * Writes that belong with a batch of bet postings and must commit only when every debit took, in
 * the SAME statement (the bet rows, the positions): comma-separated CTEs (`name AS (…)`) that
 * select from the CTE `posted`, which has one row per posting when every debit took and none
 * otherwise, with the columns `n` (the posting's 1-based place in the batch), `bet_id`,
 * `market_id`, `user_id`, `stake`, `fee`, `net` and `promo_part` (the promo credit that posting's
 * stake spent, in cents). `param(value)` binds a value and returns its placeholder: per-posting
 * values travel as arrays in posting order, read with `unnest(…) WITH ORDINALITY` joined on `n`.
 * They must not write ledger rows or balances.
 */
export type AlongsideBetPostings = (param: (value: unknown) => string) => string;

/**
 * The postings' own CTEs, $1–$6 being the postings' fields as arrays in posting order. Each
 * bettor is debited once for the sum of their stakes, guarded (`balance_cents >= A`, DESIGN §3),
 * spending promo credit first; each posting's promo part is what its bettor's credit still held
 * after that bettor's earlier postings in the batch (the same as posting them one by one). Only
 * if every debit took (`posted` is empty otherwise): one ledger posting per bet (user −A, escrow
 * +N, house fees +F, in that entry order, zero amounts left out) and each market's cached escrow
 * moved by its postings' N. It keeps the contract of `postTransaction`: every posting's entries
 * sum to zero (A = N + F, and the deferred trigger checks it at COMMIT) and cached balances move
 * with them.
 */
const POST_BETS = `
WITH batch AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[])
    WITH ORDINALITY AS b(bet_id, market_id, user_id, stake, fee, net, n)
), owed AS (
  SELECT user_id, sum(stake)::bigint AS stake FROM batch GROUP BY user_id
), debit AS (
  UPDATE users SET balance_cents = users.balance_cents - owed.stake,
         promo_cents = users.promo_cents - least(users.promo_cents, owed.stake), updated_at = now()
    FROM owed
   WHERE users.id = owed.user_id AND users.balance_cents >= owed.stake
  RETURNING users.id
), posted AS (
  SELECT batch.n, batch.bet_id, batch.market_id, batch.user_id, batch.stake, batch.fee, batch.net,
         least(batch.stake, greatest(0, before.promo_cents - coalesce(sum(batch.stake) OVER (
           PARTITION BY batch.user_id ORDER BY batch.n
           ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)))::bigint AS promo_part
    FROM batch JOIN users AS before ON before.id = batch.user_id
   WHERE (SELECT count(*) FROM debit) = (SELECT count(*) FROM owed)
), posting AS (
  INSERT INTO ledger_transactions (kind, reference, user_id, market_id, description, promo_cents)
  SELECT 'bet', 'bet:' || bet_id, user_id, market_id, 'Bet', -promo_part FROM posted ORDER BY n
  RETURNING id, reference
), entries AS (
  INSERT INTO ledger_entries (transaction_id, account, amount_cents)
  SELECT posting.id, e.account, e.amount
    FROM posted
    JOIN posting ON posting.reference = 'bet:' || posted.bet_id
   CROSS JOIN LATERAL (VALUES (1, 'user:' || posted.user_id, -posted.stake),
                              (2, 'market:' || posted.market_id, posted.net),
                              (3, 'house:fees', posted.fee)) AS e(k, account, amount)
   WHERE e.amount <> 0
   ORDER BY posted.n, e.k
), escrow AS (
  UPDATE markets SET escrow_cents = escrow_cents + moved.net
    FROM (SELECT market_id, sum(net)::bigint AS net FROM posted GROUP BY market_id) AS moved
   WHERE markets.id = moved.market_id
)`;

/**
 * Posts a batch of bets inside the caller's transaction, which holds their markets' row locks and
 * their bettors' (DESIGN §3), as ONE statement together with `alongside`: one round trip for the
 * whole batch inside the locks (DESIGN §10). Returns false when any bettor's balance is short of
 * their stakes' sum: then nothing was posted and no alongside write ran, but the debits that did
 * take stay, so the caller must roll the transaction (or its savepoint) back — a caller that
 * checked the balances under the lock never sees false.
 */
export async function postBets(
  tx: Queryable,
  postings: readonly BetPosting[],
  alongside?: AlongsideBetPostings,
): Promise<boolean> {
  if (postings.length === 0) return true;
  const params: unknown[] = [
    postings.map((posting) => posting.betId),
    postings.map((posting) => posting.marketId),
    postings.map((posting) => posting.userId),
    postings.map((posting) => posting.stakeCents),
    postings.map((posting) => posting.feeCents),
    postings.map((posting) => posting.netCents),
  ];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const extra = alongside ? `, ${alongside(param)}` : "";
  const written = await tx.query<{ posted: number }>(
    `${POST_BETS}${extra}\nSELECT count(*)::int AS posted FROM posted`,
    params,
  );
  return written.rows[0]?.posted === postings.length;
}
