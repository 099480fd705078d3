import { centsToDollars, type Deposit, type PixelPayTransaction } from "@pulso/core";
import type { Queryable } from "../db/database";
import { offsetOf } from "../dashboard/pagination";

/** A deposits row as stored (migration 0006). */
export interface DepositRow {
  id: string;
  user_id: string;
  method: Deposit["method"];
  status: Deposit["status"];
  amount_cents: number;
  transaction_record: Partial<PixelPayTransaction> | null;
  error_message: string | null;
  created_at: Date;
}

const COLUMNS =
  "id, user_id, method, status, amount_cents, transaction_record, error_message, created_at";

/** A stored deposit as the API shows it (amount in dollars). */
export function toDeposit(row: DepositRow): Deposit {
  return {
    _id: row.id,
    userId: row.user_id,
    amount: centsToDollars(row.amount_cents),
    method: row.method,
    status: row.status,
    pixelPayTransaction: row.transaction_record,
    errorMessage: row.error_message,
    createdAt: row.created_at.toISOString(),
  };
}

/** One deposit by id, or null. */
export async function loadDeposit(db: Queryable, id: string): Promise<DepositRow | null> {
  const result = await db.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE id = $1`, [id]);
  return result.rows[0] ?? null;
}

/** The credited deposit of a processor's transaction id, or null when it was never credited. */
export async function findCreditedDeposit(
  db: Queryable,
  processor: string,
  transactionId: string,
): Promise<DepositRow | null> {
  const result = await db.query<DepositRow>(
    `SELECT ${COLUMNS} FROM deposits
      WHERE processor = $1 AND processor_transaction_id = $2 AND status = 'completed'`,
    [processor, transactionId],
  );
  return result.rows[0] ?? null;
}

/** One page of a user's deposits, newest first, and how many there are. */
export async function listUserDeposits(
  db: Queryable,
  userId: string,
  page: number,
  limit: number,
): Promise<{ rows: DepositRow[]; total: number }> {
  const rows = await db.query<DepositRow>(
    `SELECT ${COLUMNS} FROM deposits WHERE user_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offsetOf(page, limit)],
  );
  const count = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM deposits WHERE user_id = $1",
    [userId],
  );
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}
