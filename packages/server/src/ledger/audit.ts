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
           WHERE account LIKE 'user:%' OR account LIKE 'market:%'
           GROUP BY account HAVING sum(amount_cents) < 0 LIMIT 20`,
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
                    FROM positions GROUP BY market_id, option_id) p ON p.market_id = m.id
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
