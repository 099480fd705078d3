-- One bet per commit, as the server once ran a lone bet (packages/server/src/bets/): the same statements in
-- the same order, with the LMSR quote computed by pgbench instead of Node (core's closed form:
-- shares = N + b·ln(1 + e^r·(1 − e^{−N/b})), r = (q_other − q_i) / b, binary markets).
-- Run with -M extended (the protocol node-postgres uses) and -D users=… -D first=… -D last=…:
-- markets first..last of bench_targets (0 is the hot market), users 1..users.
\set uid random(1, :users)
\set m random(:first, :last)
\set side random(0, 1)
\set amount random(500, 2000)
\set betn random(1, 9223372036854775806)
-- The request's ids, looked up outside the transaction (the server has them from the body and
-- the session, which it also reads outside the transaction).
SELECT market_id, option_id, other_id,
       '00000000-0000-4000-8000-' || lpad(:uid::text, 12, '0') AS user_id,
       'pgbench-' || :betn::text AS bet_id
  FROM bench_targets WHERE n = :m AND side = :side \gset
BEGIN;
-- loadMarketForBet(tx, pollId, true): the market row locked, then its options.
SELECT id, kind, status, end_date, liquidity_b AS b, escrow_cents, volume_cents, title_es, title_en
  FROM markets WHERE id = :market_id FOR UPDATE \gset
SELECT max(q_micro) FILTER (WHERE id = :option_id) AS qi,
       max(q_micro) FILTER (WHERE id = :other_id) AS qo
  FROM market_options WHERE market_id = :market_id \gset
-- quoteBet: fee = round(2 % of A), net N = A − fee, shares in micro-shares, prices before/after.
\set fee (2 * :amount + 50) / 100
\set net :amount - :fee
\set debit -1 * :amount
\set scale :b * 1000000.0
\set shares :net * 10000 + int(:scale * ln(1.0 + exp((:qo - :qi) / :scale) * (1.0 - exp(-1.0 * :net / 100.0 / :b))))
\set pbefore 100.0 / (1.0 + exp((:qo - :qi) / :scale))
\set pafter 100.0 / (1.0 + exp((:qo - :qi - :shares) / :scale))
\set average 100.0 * :net * 10000.0 / :shares
\set p0 CASE WHEN :side = 0 THEN :pafter ELSE 100.0 - :pafter END
\set p1 100.0 - :p0
-- postTransaction: the ledger transaction, its entries, then the cached balances it touches.
-- ('house:' || 'fees' because pgbench would read :fees inside a literal as a variable.)
INSERT INTO ledger_transactions (kind, reference, user_id, market_id, description)
  VALUES ('bet', 'bet:' || :bet_id, :user_id, :market_id, 'Bet')
  ON CONFLICT (reference) DO NOTHING RETURNING id AS txid \gset
INSERT INTO ledger_entries (transaction_id, account, amount_cents)
  VALUES (:txid::bigint, 'user:' || :user_id, :debit::bigint),
         (:txid::bigint, 'market:' || :market_id, :net::bigint),
         (:txid::bigint, 'house:' || 'fees', :fee::bigint);
UPDATE users SET balance_cents = balance_cents + :debit, updated_at = now()
  WHERE id = :user_id AND balance_cents + :debit >= 0;
UPDATE markets SET escrow_cents = escrow_cents + :net
  WHERE id = :market_id AND escrow_cents + :net >= 0;
-- q, the market's totals, the bet row and the position.
UPDATE market_options SET q_micro = q_micro + :shares WHERE id = :option_id;
UPDATE markets SET volume_cents = volume_cents + :amount, fees_cents = fees_cents + :fee,
       bet_count = bet_count + 1, updated_at = now()
  WHERE id = :market_id RETURNING volume_cents;
INSERT INTO bets (id, market_id, option_id, user_id, amount_cents, fee_cents, net_cents,
                  shares_micro, price_before, price_after, average_price, language)
  VALUES (:bet_id, :market_id, :option_id, :user_id, :amount, :fee, :net, :shares, :pbefore,
          :pafter, :average, 'es');
INSERT INTO positions (market_id, user_id, option_id, shares_micro, cost_cents)
  VALUES (:market_id, :user_id, :option_id, :shares, :amount)
  ON CONFLICT (market_id, user_id, option_id) DO UPDATE
    SET shares_micro = positions.shares_micro + EXCLUDED.shares_micro,
        cost_cents = positions.cost_cents + EXCLUDED.cost_cents;
-- recordPricePoint: reads the market and its options again, stores the new prices.
SELECT kind, liquidity_b FROM markets WHERE id = :market_id;
SELECT q_micro, votes FROM market_options WHERE market_id = :market_id ORDER BY position;
INSERT INTO price_points (market_id, prices) VALUES (:market_id, ARRAY[:p0::float8, :p1::float8]);
-- The bettor's new balance and the stored bet as the response shows it.
SELECT balance_cents FROM users WHERE id = :user_id;
SELECT b.id, b.market_id, b.option_id, b.user_id, b.amount_cents, b.fee_cents, b.net_cents,
       b.shares_micro, b.price_before, b.price_after, b.average_price, b.language, b.status,
       b.payout_cents, b.created_at, m.title_es, m.title_en,
       o.text_es AS option_text_es, o.text_en AS option_text_en
  FROM bets b JOIN markets m ON m.id = b.market_id JOIN market_options o ON o.id = b.option_id
 WHERE b.id = :bet_id;
COMMIT;
