import type { MarketStatus } from "@pulso/core";
import type { Queryable } from "../db/database";
import { AppError, notFound } from "../http/errors";

/** 400 INVALID_STATUS_TRANSITION, naming where the market is and where it was asked to go. */
export function invalidTransition(from: MarketStatus, to: MarketStatus): AppError {
  return new AppError(400, "INVALID_STATUS_TRANSITION", { from, to });
}

/** What an admin edit may set the status to, and what the market looks like after the edit. */
export interface StatusChange {
  from: MarketStatus;
  to: "upcoming" | "active";
  startDate: Date;
  endDate: Date;
  /** Bets and votes so far: a market people took part in cannot go back to upcoming. */
  participations: number;
  now: Date;
}

/**
 * Checks an admin's status edit against DESIGN §2: `pending_review` → upcoming (starts later)
 * or active (started, not ended); `upcoming` → active once its dates allow; `active` →
 * upcoming only before anyone took part and when it starts later. Anything else is refused.
 */
export function checkStatusChange(change: StatusChange): void {
  const { from, to, startDate, endDate, now } = change;
  if (from === to) return;
  const startsLater = startDate > now;
  const running = startDate <= now && endDate > now;
  const allowed =
    to === "active"
      ? (from === "pending_review" || from === "upcoming") && running
      : (from === "pending_review" || (from === "active" && change.participations === 0)) &&
        startsLater;
  if (!allowed) throw invalidTransition(from, to);
}

async function moveStatus(
  db: Queryable,
  id: string,
  from: MarketStatus,
  to: MarketStatus,
  extra: { sql: string; params: unknown[] } = { sql: "", params: [] },
): Promise<void> {
  const updated = await db.query(
    `UPDATE markets SET status = $3, updated_at = now()
      WHERE id = $1 AND status = $2 ${extra.sql}`,
    [id, from, to, ...extra.params],
  );
  if (updated.rowCount > 0) return;
  const found = await db.query<{ status: MarketStatus }>(
    "SELECT status FROM markets WHERE id = $1",
    [id],
  );
  const current = found.rows[0];
  if (!current) throw notFound();
  throw invalidTransition(current.status, to);
}

/** An admin stops trading: active → closed (spec §4 "stopped"). */
export function stopMarket(db: Queryable, id: string): Promise<void> {
  return moveStatus(db, id, "active", "closed");
}

/**
 * An admin resumes trading: closed → active, only before the end date (DESIGN §2), and never
 * while the market is being resolved (its payouts are under way, settlement/resolve.ts).
 */
export function playMarket(db: Queryable, id: string, now: Date): Promise<void> {
  return moveStatus(db, id, "closed", "active", {
    sql: "AND end_date > $4 AND NOT EXISTS (SELECT 1 FROM settlement_runs r WHERE r.market_id = markets.id)",
    params: [now],
  });
}
