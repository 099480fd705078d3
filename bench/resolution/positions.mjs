// Gives every bench user (bets/seed.mjs) one position on the market to resolve, in bulk SQL and
// one transaction, exactly as the bet path would have recorded it bet by bet: the bet row, its
// ledger posting `bet:<id>` (user −stake, escrow +net, house:fees +fee), the position, and the
// cached balance, escrow, volume, fees and q in step. Even users hold the first option, odd ones
// the second. The audit checks the ledger stays sound.

export const STAKE_CENTS = 1_000;
export const FEE_CENTS = 20;
const NET_CENTS = STAKE_CENTS - FEE_CENTS;
/** Bought at 50 cents a share: twice the net stake, in micro-shares. */
export const SHARES_MICRO = NET_CENTS * 2 * 10_000;

/** Adds the positions of users 1..`users` on `market` ({ id, optionIds }). */
export async function seedPositions(db, market, users) {
  const [first, second] = market.optionIds;
  const user = "'00000000-0000-4000-8000-' || lpad(g::text, 12, '0')";
  await db.query("BEGIN");
  await db.query(
    `INSERT INTO bets (id, market_id, option_id, user_id, amount_cents, fee_cents, net_cents,
                       shares_micro, price_before, price_after, average_price, language)
     SELECT 'bench-bet-' || g, $2, CASE WHEN g % 2 = 0 THEN $3 ELSE $4 END, ${user},
            ${STAKE_CENTS}, ${FEE_CENTS}, ${NET_CENTS}, ${SHARES_MICRO}, 0.5, 0.5, 0.5, 'es'
       FROM generate_series(1, $1::int) g`,
    [users, market.id, first, second],
  );
  await db.query(
    `INSERT INTO positions (market_id, user_id, option_id, shares_micro, cost_cents)
     SELECT market_id, user_id, option_id, shares_micro, amount_cents FROM bets WHERE market_id = $1`,
    [market.id],
  );
  await db.query(
    `WITH t AS (
       INSERT INTO ledger_transactions (kind, reference, user_id, market_id, description)
       SELECT 'bet', 'bet:' || id, user_id, market_id, 'Bet' FROM bets
        WHERE market_id = $1 ORDER BY id RETURNING id, user_id, market_id)
     INSERT INTO ledger_entries (transaction_id, account, amount_cents)
     SELECT id, 'user:' || user_id, -${STAKE_CENTS} FROM t
     UNION ALL SELECT id, 'market:' || market_id, ${NET_CENTS} FROM t
     UNION ALL SELECT id, 'house:fees', ${FEE_CENTS} FROM t`,
    [market.id],
  );
  await db.query(
    `UPDATE users SET balance_cents = balance_cents - ${STAKE_CENTS}
      WHERE id IN (SELECT user_id FROM bets WHERE market_id = $1)`,
    [market.id],
  );
  await db.query(
    `UPDATE markets SET escrow_cents = escrow_cents + $2::bigint * ${NET_CENTS},
            volume_cents = volume_cents + $2::bigint * ${STAKE_CENTS},
            fees_cents = fees_cents + $2::bigint * ${FEE_CENTS}
      WHERE id = $1`,
    [market.id, users],
  );
  await db.query(
    `UPDATE market_options o SET q_micro = o.q_micro + s.shares
       FROM (SELECT option_id, sum(shares_micro) AS shares FROM positions
              WHERE market_id = $1 GROUP BY option_id) s
      WHERE o.id = s.option_id`,
    [market.id],
  );
  await db.query("COMMIT");
  await db.query("ANALYZE bets; ANALYZE positions; ANALYZE users; ANALYZE ledger_transactions");
}
