import type pg from "pg";
import type { BetAttempt } from "./betLoad";
import type { TestUser } from "./population";

interface BetRow {
  id: string;
  user_id: string;
  market_id: string;
  option_id: string;
  amount_cents: string;
}

/**
 * Compares the bets in the database with what the clients were told, and returns every
 * discrepancy as a sentence (none when all is well):
 *
 * - each acknowledged bet is there exactly once, with its user, market, option and amount;
 * - each bet row answers one request of its user (amounts are unique per user), so no request
 *   was applied twice, and none that was refused with a 4xx is there;
 * - each user's balance is its starting money minus exactly the bets that exist.
 */
export async function compareBetsWithDatabase(
  pool: pg.Pool,
  users: readonly TestUser[],
  attempts: readonly BetAttempt[],
): Promise<string[]> {
  const problems: string[] = [];
  const userIds = users.map((user) => user.id);
  const { rows } = await pool.query<BetRow>(
    "SELECT id, user_id, market_id, option_id, amount_cents FROM bets WHERE user_id = ANY($1)",
    [userIds],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const attemptOf = new Map(
    attempts.map((attempt) => [`${attempt.userId}:${attempt.amountCents}`, attempt]),
  );

  for (const attempt of attempts) {
    if (attempt.outcome.kind !== "acked") continue;
    const row = byId.get(attempt.outcome.betId);
    if (!row) {
      problems.push(`acknowledged bet ${attempt.outcome.betId} (${attempt.key}) is missing`);
      continue;
    }
    const expected = [attempt.userId, attempt.pollId, attempt.optionId, attempt.amountCents];
    const found = [row.user_id, row.market_id, row.option_id, Number(row.amount_cents)];
    if (JSON.stringify(expected) !== JSON.stringify(found)) {
      problems.push(
        `bet ${row.id} is ${JSON.stringify(found)}, acknowledged ${JSON.stringify(expected)}`,
      );
    }
  }

  const seen = new Set<string>();
  for (const row of rows) {
    const request = `${row.user_id}:${Number(row.amount_cents)}`;
    if (seen.has(request)) problems.push(`request ${request} was applied twice`);
    seen.add(request);
    const attempt = attemptOf.get(request);
    if (!attempt) problems.push(`bet ${row.id} answers no request of the test`);
    else if (attempt.outcome.kind === "refused" && attempt.outcome.status < 500) {
      problems.push(
        `bet ${row.id} exists although its request was refused with ${attempt.outcome.status}`,
      );
    }
  }

  const balances = await pool.query<{ id: string; balance_cents: string }>(
    "SELECT id, balance_cents FROM users WHERE id = ANY($1)",
    [userIds],
  );
  const spent = new Map<string, number>();
  for (const row of rows) {
    spent.set(row.user_id, (spent.get(row.user_id) ?? 0) + Number(row.amount_cents));
  }
  for (const user of users) {
    const balance = Number(balances.rows.find((row) => row.id === user.id)?.balance_cents);
    const expected = user.startCents - (spent.get(user.id) ?? 0);
    if (balance !== expected) {
      problems.push(`user ${user.id} holds ${balance} cents, expected ${expected}`);
    }
  }
  return problems;
}
