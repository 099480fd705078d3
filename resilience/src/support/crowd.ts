import type pg from "pg";
import type { TestMarket } from "./population";

/** What the crowd seeded: its size, and what each side's bettors hold and are owed. */
export interface Crowd {
  tag: string;
  users: number;
  /** Each user's balance after the seed: its deposit less its stake. */
  balanceCents: number;
  /** What each "Yes" bettor is owed when "Yes" wins: floor(shares / 10,000) cents. */
  payoutCents: number;
}

const DEPOSIT_CENTS = 2_000;
const STAKE_CENTS = 1_000;
const FEE_CENTS = 20;
const NET_CENTS = STAKE_CENTS - FEE_CENTS;
/** Bought at 50 cents a share: twice the net stake, in micro-shares. */
const SHARES_MICRO = NET_CENTS * 2 * 10_000;

/**
 * Seeds `count` users holding one position each on `market` (even users on its first option,
 * odd ones on the second) in bulk SQL, in one transaction, the way the ledger would have
 * recorded them one by one: a card deposit (`external:card` → user), then a bet (`bet:<id>`:
 * user −stake, escrow +net, `house:fees` +fee), with the bet, position, cached balances, escrow,
 * fees and q in step. Thousands of sign-ups through the API would hash as many passwords; the
 * audit checks the result is a sound ledger all the same.
 */
export async function seedCrowd(
  pool: pg.Pool,
  market: TestMarket,
  count: number,
  tag: string,
): Promise<Crowd> {
  const client = await pool.connect();
  const [yes, no] = market.optionIds;
  const user = `'crowd-${tag}-' || lpad(g::text, 6, '0')`;
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO users (id, name, email, email_normalized, password_hash)
       SELECT ${user}, 'Lectora ' || g, ${user} || '@example.com', ${user} || '@example.com', 'seeded'
         FROM generate_series(1, $1::int) g`,
      [count],
    );
    await client.query(
      `INSERT INTO bets (id, market_id, option_id, user_id, amount_cents, fee_cents, net_cents,
                         shares_micro, price_before, price_after, average_price, language)
       SELECT 'bet-' || ${user}, $2, CASE WHEN g % 2 = 0 THEN $3 ELSE $4 END, ${user},
              ${STAKE_CENTS}, ${FEE_CENTS}, ${NET_CENTS}, ${SHARES_MICRO}, 0.5, 0.5, 0.5, 'es'
         FROM generate_series(1, $1::int) g`,
      [count, market.id, yes, no],
    );
    await client.query(
      `INSERT INTO positions (market_id, user_id, option_id, shares_micro, cost_cents)
       SELECT market_id, user_id, option_id, shares_micro, amount_cents FROM bets
        WHERE market_id = $1 AND id LIKE $2`,
      [market.id, `bet-crowd-${tag}-%`],
    );
    // Deposits, then bets, each its own balanced ledger transaction.
    await client.query(
      `WITH t AS (
         INSERT INTO ledger_transactions (kind, reference, user_id, description)
         SELECT 'deposit', 'crowd_deposit:' || id, id, 'Card deposit' FROM users
          WHERE id LIKE $1 ORDER BY id RETURNING id, user_id)
       INSERT INTO ledger_entries (transaction_id, account, amount_cents)
       SELECT id, 'external:card', -${DEPOSIT_CENTS} FROM t
       UNION ALL SELECT id, 'user:' || user_id, ${DEPOSIT_CENTS} FROM t`,
      [`crowd-${tag}-%`],
    );
    await client.query(
      `WITH t AS (
         INSERT INTO ledger_transactions (kind, reference, user_id, market_id, description)
         SELECT 'bet', 'bet:' || id, user_id, market_id, 'Bet' FROM bets
          WHERE market_id = $1 AND id LIKE $2 ORDER BY id RETURNING id, user_id, market_id)
       INSERT INTO ledger_entries (transaction_id, account, amount_cents)
       SELECT id, 'user:' || user_id, -${STAKE_CENTS} FROM t
       UNION ALL SELECT id, 'market:' || market_id, ${NET_CENTS} FROM t
       UNION ALL SELECT id, 'house:fees', ${FEE_CENTS} FROM t`,
      [market.id, `bet-crowd-${tag}-%`],
    );
    await client.query(
      `UPDATE users SET balance_cents = ${DEPOSIT_CENTS - STAKE_CENTS} WHERE id LIKE $1`,
      [`crowd-${tag}-%`],
    );
    await client.query(
      `UPDATE markets SET escrow_cents = escrow_cents + $2::bigint * ${NET_CENTS},
              volume_cents = volume_cents + $2::bigint * ${STAKE_CENTS},
              fees_cents = fees_cents + $2::bigint * ${FEE_CENTS}
        WHERE id = $1`,
      [market.id, count],
    );
    await client.query(
      `UPDATE market_options o SET q_micro = o.q_micro + s.shares
         FROM (SELECT option_id, sum(shares_micro) AS shares FROM positions
                WHERE market_id = $1 GROUP BY option_id) s
        WHERE o.id = s.option_id`,
      [market.id],
    );
    await client.query("COMMIT");
    // As autovacuum would on a database that grew this much: plans fit the real sizes.
    await client.query("ANALYZE bets; ANALYZE positions; ANALYZE users");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
  return {
    tag,
    users: count,
    balanceCents: DEPOSIT_CENTS - STAKE_CENTS,
    payoutCents: Math.floor(SHARES_MICRO / 10_000),
  };
}
