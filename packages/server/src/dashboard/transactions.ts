import { centsToDollars } from "@pulso/core";
import type { Language, Transaction } from "@pulso/core";
import type { Queryable } from "../db/database";
import { userAccount } from "../ledger/accounts";
import { inLanguage } from "../bets/tradableMarket";
import { describeDeposit } from "../payments/depositDescription";
import { offsetOf } from "./pagination";
import { describeTransaction, transactionKindOf } from "./transactionText";

interface TransactionRow {
  id: number;
  amount_cents: number;
  balance_after_cents: number;
  kind: string;
  description: string;
  market_id: string | null;
  created_at: Date;
  title_es: string | null;
  title_en: string | null;
}

/**
 * One page of the user's money movements, newest first: each entry of the ledger account
 * `user:<id>` with its transaction's kind, the signed amount in dollars, the balance right
 * after it (a running sum over the account's entries in entry order), a description in the
 * reader's language and the market it concerns.
 */
export async function listTransactions(
  db: Queryable,
  userId: string,
  language: Language,
  page: number,
  limit: number,
): Promise<{ transactions: Transaction[]; total: number }> {
  const account = userAccount(userId);
  const count = await db.query<{ total: number }>(
    "SELECT count(*)::int AS total FROM ledger_entries WHERE account = $1",
    [account],
  );
  const rows = await db.query<TransactionRow>(
    `SELECT r.id, r.amount_cents, r.balance_after_cents, t.kind, t.description, t.market_id, t.created_at,
            m.title_es, m.title_en
       FROM (SELECT e.id, e.transaction_id, e.amount_cents,
                    (sum(e.amount_cents) OVER (ORDER BY e.id))::bigint AS balance_after_cents
               FROM ledger_entries e WHERE e.account = $1) r
       JOIN ledger_transactions t ON t.id = r.transaction_id
       LEFT JOIN markets m ON m.id = t.market_id
      ORDER BY r.id DESC
      LIMIT $2 OFFSET $3`,
    [account, limit, offsetOf(page, limit)],
  );
  const transactions = rows.rows.map((row): Transaction => {
    const kind = transactionKindOf(row.kind);
    const title = row.title_es === null ? null : inLanguage(language, row.title_es, row.title_en);
    return {
      _id: String(row.id),
      kind,
      amount: centsToDollars(row.amount_cents),
      balanceAfter: centsToDollars(row.balance_after_cents),
      // A deposit names its card or network; any other kind is described by kind and market.
      description:
        (kind === "deposit" ? describeDeposit(row.description, language) : null) ??
        describeTransaction(kind, title, language),
      pollId: row.market_id,
      createdAt: row.created_at.toISOString(),
    };
  });
  return { transactions, total: count.rows[0]?.total ?? 0 };
}
