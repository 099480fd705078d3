import type { CreatePollBody } from "@pulso/core";
import type { Queryable } from "../../db/database";

/** One hour in milliseconds. */
export const HOUR = 3600_000;
/** One day in milliseconds. */
export const DAY = 24 * HOUR;

/** An ISO instant `ms` from now (negative: in the past). */
export const fromNow = (ms: number): string => new Date(Date.now() + ms).toISOString();

/** A 1×1 transparent PNG: real image bytes, as a browser would upload them. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A binary prediction market body (yes 60 / no 40), running from an hour ago for 30 days. */
export function predictionBody(overrides: Partial<CreatePollBody> = {}): CreatePollBody {
  return {
    kind: "prediction",
    title: "¿Ganará la candidata del partido verde la elección presidencial?",
    titleEn: "Will the green party candidate win the presidential election?",
    description: "Se resuelve con el resultado oficial del tribunal electoral.",
    descriptionEn: "Resolves on the electoral court's official result.",
    category: "presidential",
    startDate: fromNow(-HOUR),
    endDate: fromNow(30 * DAY),
    resolutionSource: "https://tse.example/resultados",
    resolutionRules: "Sí si el tribunal la declara ganadora.",
    resolutionRulesEn: "Yes if the court declares her the winner.",
    yesPrice: 60,
    noPrice: 40,
    options: [
      { text: "Sí", textEn: "Yes" },
      { text: "No", textEn: "No" },
    ],
    ...overrides,
  };
}

/** A poll body with three options, running from an hour ago for 30 days. */
export function pollBody(overrides: Partial<CreatePollBody> = {}): CreatePollBody {
  return {
    kind: "poll",
    title: "¿Qué tema pesará más en la campaña?",
    titleEn: "Which issue will weigh most in the campaign?",
    description: "Encuesta rápida para lectores.",
    descriptionEn: "A quick reader poll.",
    category: "local",
    startDate: fromNow(-HOUR),
    endDate: fromNow(30 * DAY),
    options: [
      { text: "Economía", textEn: "Economy" },
      { text: "Seguridad", textEn: "Security" },
      { text: "Educación" },
    ],
    ...overrides,
  };
}

/** How many rows a table holds: for "nothing changed" checks. */
export async function countRows(db: Queryable, table: string): Promise<number> {
  const result = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return result.rows[0]?.count ?? 0;
}

/** Row counts of every table a market call may touch. */
export async function marketTableCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = [
    "markets",
    "market_options",
    "price_points",
    "votes",
    "uploads",
    "ledger_transactions",
    "ledger_entries",
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(db, table);
  return counts;
}

/**
 * Inserts a bet row directly (no money moves): for lists and counts that only need bets to
 * exist, priced in cents like real bets. Bet placement itself belongs to the bets domain.
 */
export async function insertBet(
  db: Queryable,
  bet: { marketId: string; optionId: string; userId: string; amountCents?: number; at?: Date },
): Promise<string> {
  const id = `bet-${Math.random().toString(36).slice(2)}`;
  const amount = bet.amountCents ?? 1000;
  const fee = Math.round(amount * 0.02);
  await db.query(
    `INSERT INTO bets (id, market_id, option_id, user_id, amount_cents, fee_cents, net_cents,
       shares_micro, price_before, price_after, average_price, language, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 50, 51, 50.5, 'es', $9)`,
    [
      id,
      bet.marketId,
      bet.optionId,
      bet.userId,
      amount,
      fee,
      amount - fee,
      Math.round(((amount - fee) / 0.505) * 10_000),
      bet.at ?? new Date(),
    ],
  );
  return id;
}
