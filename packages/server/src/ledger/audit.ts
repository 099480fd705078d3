import type { Queryable } from "../db/database";

/** One broken invariant, with the rows that show it. */
export interface AuditViolation {
  invariant: string;
  detail: unknown;
}

/** The result of a ledger audit. */
export interface AuditReport {
  ok: boolean;
  checked: string[];
  violations: AuditViolation[];
}

/**
 * The last ledger transaction recorded before the promo credit rules (migration 0012): older
 * movements followed the old rule, so the checks that a movement was made under the new one
 * (what house:promo paid is promo, withdrawals after a deposit) skip them.
 */
const PROMO_RULES_START = `(SELECT after_transaction_id FROM ledger_rule_starts WHERE rule = 'promo_credit')`;

const CHECKS: { invariant: string; sql: string }[] = [
  {
    invariant: "every ledger transaction sums to zero",
    sql: `SELECT transaction_id, sum(amount_cents) AS total FROM ledger_entries
           GROUP BY transaction_id HAVING sum(amount_cents) <> 0 LIMIT 20`,
  },
  {
    invariant: "all accounts together sum to zero",
    sql: `SELECT total FROM (SELECT coalesce(sum(amount_cents), 0) AS total FROM ledger_entries) t WHERE total <> 0`,
  },
  {
    invariant: "every ledger transaction has entries",
    sql: `SELECT t.id FROM ledger_transactions t
           WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id) LIMIT 20`,
  },
  {
    invariant: "each user's cached balance equals the sum of its entries",
    sql: `SELECT u.id, u.balance_cents, coalesce(e.total, 0) AS ledger_cents
            FROM users u
            LEFT JOIN (SELECT account, sum(amount_cents) AS total FROM ledger_entries
                        WHERE account LIKE 'user:%' GROUP BY account) e ON e.account = 'user:' || u.id
           WHERE u.balance_cents <> coalesce(e.total, 0) LIMIT 20`,
  },
  {
    invariant: "every ledger user account belongs to a user",
    sql: `SELECT DISTINCT account FROM ledger_entries
           WHERE account LIKE 'user:%' AND substring(account from 6) NOT IN (SELECT id FROM users) LIMIT 20`,
  },
  {
    invariant: "no balance below zero",
    sql: `SELECT account, sum(amount_cents) AS total FROM ledger_entries
           WHERE account LIKE 'user:%' OR account LIKE 'market:%' OR account LIKE 'publisher:%'
           GROUP BY account HAVING sum(amount_cents) < 0 LIMIT 20`,
  },
  // DESIGN §12: what the platform owes publishers.
  {
    invariant: "a publisher was never paid out more than it was credited before",
    // The running balance after each of its payouts, in the order they were recorded.
    sql: `SELECT account, transaction_id, running FROM (
            SELECT e.account, e.transaction_id,
                   sum(e.amount_cents) OVER (PARTITION BY e.account ORDER BY e.transaction_id, e.id) AS running
              FROM ledger_entries e WHERE e.account LIKE 'publisher:%') r
           WHERE r.running < 0 LIMIT 20`,
  },
  {
    invariant: "only publisher shares and payouts move a publisher's account",
    sql: `SELECT t.id, t.kind, e.account, e.amount_cents
            FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
           WHERE e.account LIKE 'publisher:%'
             AND NOT ((t.kind = 'publisher_share' AND e.amount_cents > 0)
                   OR (t.kind = 'publisher_payout' AND e.amount_cents < 0))
           LIMIT 20`,
  },
  {
    invariant: "every ledger publisher account belongs to a publisher",
    sql: `SELECT DISTINCT account FROM ledger_entries
           WHERE account LIKE 'publisher:%' AND substring(account from 11) NOT IN (SELECT id FROM publishers) LIMIT 20`,
  },
  {
    invariant:
      "each publisher share is its bets' fees times their recorded share, once, for a resolved market",
    sql: `SELECT t.reference, t.market_id, e.account, e.amount_cents, m.status, x.cents AS expected
            FROM ledger_transactions t
            JOIN ledger_entries e ON e.transaction_id = t.id AND e.account LIKE 'publisher:%'
            LEFT JOIN markets m ON m.id = t.market_id
            LEFT JOIN (SELECT market_id, publisher_id, div(sum(fee_cents * publisher_share_bps), 10000) AS cents
                         FROM bets WHERE publisher_id IS NOT NULL AND status <> 'refunded' GROUP BY market_id, publisher_id) x
              ON x.market_id = t.market_id AND e.account = 'publisher:' || x.publisher_id
           WHERE t.kind = 'publisher_share'
             AND (m.status IS DISTINCT FROM 'resolved' OR e.amount_cents <> coalesce(x.cents, 0)
                  OR t.reference <> 'publisher_share:' || t.market_id || ':' || substring(e.account from 11))
           LIMIT 20`,
  },
  {
    invariant: "every resolved market credited each publisher its share",
    sql: `SELECT x.market_id, x.publisher_id, x.cents
            FROM (SELECT market_id, publisher_id, div(sum(fee_cents * publisher_share_bps), 10000) AS cents
                    FROM bets WHERE publisher_id IS NOT NULL AND status <> 'refunded' GROUP BY market_id, publisher_id) x
            JOIN markets m ON m.id = x.market_id AND m.status = 'resolved' AND m.kind = 'prediction'
           WHERE x.cents > 0 AND NOT EXISTS (
                   SELECT 1 FROM ledger_transactions t
                    WHERE t.reference = 'publisher_share:' || x.market_id || ':' || x.publisher_id)
           LIMIT 20`,
  },
  {
    invariant: "each market's cached escrow equals the sum of its entries",
    sql: `SELECT m.id, m.escrow_cents, coalesce(e.total, 0) AS ledger_cents
            FROM markets m
            LEFT JOIN (SELECT account, sum(amount_cents) AS total FROM ledger_entries
                        WHERE account LIKE 'market:%' GROUP BY account) e ON e.account = 'market:' || m.id
           WHERE m.escrow_cents <> coalesce(e.total, 0) LIMIT 20`,
  },
  {
    invariant: "every open market's escrow covers the largest payout any outcome could demand",
    sql: `SELECT m.id, m.escrow_cents, max(p.owed) AS largest_payout
            FROM markets m
            JOIN (SELECT market_id, option_id, sum(shares_micro) / 10000 AS owed
                    FROM positions WHERE settled_at IS NULL
                   GROUP BY market_id, option_id) p ON p.market_id = m.id
           WHERE m.kind = 'prediction' AND m.status NOT IN ('resolved', 'cancelled')
           GROUP BY m.id, m.escrow_cents HAVING m.escrow_cents < max(p.owed) LIMIT 20`,
  },
  {
    invariant: "a resolved or cancelled market's escrow is empty",
    sql: `SELECT id, status, escrow_cents FROM markets
           WHERE status IN ('resolved', 'cancelled') AND escrow_cents <> 0 LIMIT 20`,
  },
  {
    invariant: "each position is paid at most once",
    sql: `SELECT reference, count(*) FROM ledger_transactions
           WHERE kind IN ('payout', 'refund') GROUP BY reference HAVING count(*) > 1 LIMIT 20`,
  },
  {
    invariant: "each settled bet's payout matches the ledger",
    sql: `SELECT b.market_id, b.user_id, sum(b.payout_cents) AS bets_paid, coalesce(max(l.total), 0) AS ledger_paid
            FROM bets b
            LEFT JOIN (SELECT t.market_id, t.user_id, sum(e.amount_cents) AS total
                         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
                        WHERE t.kind IN ('payout', 'refund') AND e.account = 'user:' || t.user_id
                        GROUP BY t.market_id, t.user_id) l
              ON l.market_id = b.market_id AND l.user_id = b.user_id
           WHERE b.status <> 'active'
           GROUP BY b.market_id, b.user_id HAVING sum(b.payout_cents) <> coalesce(max(l.total), 0) LIMIT 20`,
  },
  // DESIGN §5 "Promotional credit is not cash": each transaction records how much it moved the
  // user's unconverted promo credit, so the cached figure can be recomputed and replayed.
  {
    invariant: "each user's promo credit is between zero and the balance",
    sql: `SELECT id, balance_cents, promo_cents FROM users
           WHERE promo_cents < 0 OR promo_cents > balance_cents LIMIT 20`,
  },
  {
    invariant: "each user's cached promo credit equals the sum of its ledger movements",
    sql: `SELECT u.id, u.promo_cents, coalesce(t.total, 0) AS ledger_promo_cents
            FROM users u
            LEFT JOIN (SELECT user_id, sum(promo_cents) AS total FROM ledger_transactions
                        WHERE promo_cents <> 0 GROUP BY user_id) t ON t.user_id = u.id
           WHERE u.promo_cents <> coalesce(t.total, 0) LIMIT 20`,
  },
  {
    invariant: "what house:promo pays a user is promo credit",
    sql: `SELECT t.id, t.reference, t.promo_cents, -sum(e.amount_cents) AS from_promo
            FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
           WHERE e.account = 'house:promo' AND t.id > ${PROMO_RULES_START}
           GROUP BY t.id, t.reference, t.promo_cents
          HAVING t.promo_cents <> -sum(e.amount_cents) LIMIT 20`,
  },
  {
    invariant: "each bet and refund moves the promo credit its bet row records",
    sql: `(SELECT b.id, b.promo_cents, t.reference, t.promo_cents AS ledger_promo_cents
             FROM bets b JOIN ledger_transactions t ON t.reference = 'bet:' || b.id
            WHERE t.promo_cents <> -b.promo_cents LIMIT 20)
          UNION ALL
          (SELECT b.id, b.promo_cents, t.reference, t.promo_cents AS ledger_promo_cents
             FROM bets b JOIN ledger_transactions t ON t.reference = 'refund:' || b.id
            WHERE t.promo_cents <> b.promo_cents LIMIT 20)`,
  },
  {
    invariant: "each payout returns as promo credit what promo credit staked (rounded up)",
    sql: `SELECT t.reference, t.promo_cents, coalesce(w.promo, 0) AS expected
            FROM ledger_transactions t
            LEFT JOIN (SELECT market_id, user_id,
                              sum((payout_cents * promo_cents + amount_cents - 1) / amount_cents) AS promo
                         FROM bets WHERE status = 'won' AND promo_cents > 0
                        GROUP BY market_id, user_id) w
              ON w.market_id = t.market_id AND w.user_id = t.user_id
           WHERE t.kind = 'payout' AND t.promo_cents <> coalesce(w.promo, 0) LIMIT 20`,
  },
  {
    invariant: "no movement, and so no withdrawal, ever took more than the cash part",
    // Replays each user's balance and promo credit in ledger order: after every step the promo
    // credit stays between zero and the balance, so no debit ever spent promo credit as cash.
    sql: `WITH moves AS (
            SELECT substring(account from 6) AS user_id, transaction_id AS id, sum(amount_cents) AS amount
              FROM ledger_entries WHERE account LIKE 'user:%' GROUP BY account, transaction_id
          ), promo AS (
            SELECT user_id, id, promo_cents FROM ledger_transactions WHERE promo_cents <> 0
          ), steps AS (
            SELECT coalesce(m.user_id, p.user_id) AS user_id, coalesce(m.id, p.id) AS id,
                   coalesce(m.amount, 0) AS amount, coalesce(p.promo_cents, 0) AS promo
              FROM moves m FULL JOIN promo p ON p.user_id = m.user_id AND p.id = m.id
          )
          SELECT user_id, id AS transaction_id, balance_after, promo_after FROM (
            SELECT user_id, id, sum(amount) OVER w AS balance_after, sum(promo) OVER w AS promo_after
              FROM steps WINDOW w AS (PARTITION BY user_id ORDER BY id)
          ) running
           WHERE promo_after < 0 OR promo_after > balance_after LIMIT 20`,
  },
  {
    invariant: "no withdrawal spends promo credit",
    sql: `SELECT id, user_id, promo_cents FROM ledger_transactions
           WHERE kind = 'withdrawal' AND promo_cents <> 0 AND id > ${PROMO_RULES_START} LIMIT 20`,
  },
  {
    invariant: "every withdrawal follows a deposit of the user's own money",
    sql: `SELECT w.id, w.user_id FROM ledger_transactions w
           WHERE w.kind = 'withdrawal' AND w.id > ${PROMO_RULES_START}
             AND NOT EXISTS (SELECT 1 FROM ledger_transactions d
                              WHERE d.user_id = w.user_id AND d.kind = 'deposit' AND d.id < w.id)
           LIMIT 20`,
  },
];

/**
 * Checks every ledger invariant of DESIGN §3 against the database. The audit command exits
 * non-zero when any is broken; the tests run it after every money-moving scenario.
 */
export async function ledgerAudit(db: Queryable): Promise<AuditReport> {
  const violations: AuditViolation[] = [];
  for (const check of CHECKS) {
    const result = await db.query(check.sql);
    if (result.rows.length > 0)
      violations.push({ invariant: check.invariant, detail: result.rows });
  }
  return {
    ok: violations.length === 0,
    checked: CHECKS.map((check) => check.invariant),
    violations,
  };
}
