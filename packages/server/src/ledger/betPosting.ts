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
 * Writes that belong with a bet's posting and must commit only when its debit took, in the SAME
 * statement (the bet row, the position): comma-separated CTEs (`name AS (…)`) that select from
 * the CTE `debit`, which has one row when the debit took and none otherwise, with the column
 * `promo_part` (the promo credit the stake spent, in cents). `posted` holds the placeholders of
 * the posting's own fields; `param(value)` binds another value and returns its placeholder. They
 * must not write ledger rows or balances.
 */
export type AlongsideBetPosting = (
  posted: { readonly [field in keyof BetPosting]: string },
  param: (value: unknown) => string,
) => string;

/** The placeholders of a BetPosting's fields in POST_BET. */
const POSTED = {
  betId: "$1",
  marketId: "$2",
  userId: "$3",
  stakeCents: "$4",
  feeCents: "$5",
  netCents: "$6",
} as const;

/**
 * The posting's own CTEs, $1–$6 being the BetPosting's fields. The guarded debit of DESIGN §3
 * (`balance_cents >= A`) spends promo credit first (the promo-funded part, read before the
 * update in the same statement); then, only if it took, the ledger posting (user −A, escrow +N,
 * house fees +F, in that entry order, zero amounts left out) with the escrow's cached balance.
 * It keeps the contract of `postTransaction`: entries sum to zero (A = N + F, and the deferred
 * trigger checks it at COMMIT) and cached balances move with them.
 */
const POST_BET = `
WITH debit AS (
  UPDATE users SET balance_cents = users.balance_cents - $4::bigint,
         promo_cents = users.promo_cents - least(users.promo_cents, $4::bigint), updated_at = now()
    FROM (SELECT promo_cents FROM users WHERE id = $3::text) AS before
   WHERE users.id = $3::text AND users.balance_cents >= $4::bigint
  RETURNING users.id, least(before.promo_cents, $4::bigint) AS promo_part
), posting AS (
  INSERT INTO ledger_transactions (kind, reference, user_id, market_id, description, promo_cents)
  SELECT 'bet', 'bet:' || $1::text, $3::text, $2::text, 'Bet', -debit.promo_part FROM debit
  RETURNING id
), entries AS (
  INSERT INTO ledger_entries (transaction_id, account, amount_cents)
  SELECT posting.id, e.account, e.amount
    FROM posting,
         (VALUES (1, 'user:' || $3::text, -$4::bigint), (2, 'market:' || $2::text, $6::bigint),
                 (3, 'house:fees', $5::bigint)) AS e(n, account, amount)
   WHERE e.amount <> 0
   ORDER BY e.n
), escrow AS (
  UPDATE markets SET escrow_cents = escrow_cents + $6::bigint
   WHERE id = $2::text AND EXISTS (SELECT 1 FROM debit)
)`;

/**
 * Posts one bet inside the caller's transaction, which holds the market row lock, as ONE
 * statement together with `alongside` (one round trip per bet inside the lock, DESIGN §10).
 * Returns false when the bettor's balance is short of the stake: then nothing was written, the
 * alongside writes included.
 */
export async function postBet(
  tx: Queryable,
  posting: BetPosting,
  alongside?: AlongsideBetPosting,
): Promise<boolean> {
  const params: unknown[] = [
    posting.betId,
    posting.marketId,
    posting.userId,
    posting.stakeCents,
    posting.feeCents,
    posting.netCents,
  ];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const extra = alongside ? `, ${alongside(POSTED, param)}` : "";
  const written = await tx.query<{ debited: number }>(
    `${POST_BET}${extra}\nSELECT count(*)::int AS debited FROM debit`,
    params,
  );
  return written.rows[0]?.debited === 1;
}
