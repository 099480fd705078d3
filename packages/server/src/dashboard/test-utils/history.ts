import { randomUUID } from "node:crypto";
import type { ApiClient } from "@pulso/api-client";
import type { MarketCategory } from "@pulso/core";
import { userAccount } from "../../ledger/accounts";
import { postTransaction } from "../../ledger/ledger";
import { predictionBody } from "../../markets/test-utils/marketFixtures";
import type { TestServer } from "../../test-utils/testServer";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant `days` days before now (fractions allowed). */
export const daysAgo = (days: number): Date => new Date(Date.now() - days * DAY_MS);

/** A signed-in actor: an API client and the user's id. */
export interface Actor {
  api: ApiClient;
  userId: string;
}

/** A created binary market: its id and the ids of its Yes and No options. */
export interface HistoryMarket {
  id: string;
  yes: string;
  no: string;
}

/**
 * Runs `action` through the real API, then moves every row it wrote into the past, to `at`:
 * new ledger transactions and entries, bets placed or settled, positions settled, price points.
 * The ledger is append only, so the move happens with triggers off for one statement batch in
 * one transaction; amounts and balances never change, only timestamps, and the audit still
 * holds. Call it in chronological order so that ledger entry ids follow the dates.
 */
export async function atTime<T>(
  server: TestServer,
  at: Date,
  action: () => Promise<T>,
): Promise<T> {
  const before = await server.db.query<{ id: number }>(
    "SELECT coalesce(max(id), 0)::bigint AS id FROM ledger_transactions",
  );
  const lastId = before.rows[0]?.id ?? 0;
  // A little slack: the server's clock (ctx.now) and the database's are the same machine's.
  const start = new Date(Date.now() - 5);
  const result = await action();
  await server.db.transaction(async (tx) => {
    await tx.query("SET LOCAL session_replication_role = replica");
    await tx.query("UPDATE ledger_transactions SET created_at = $2 WHERE id > $1", [lastId, at]);
    await tx.query("UPDATE ledger_entries SET created_at = $2 WHERE transaction_id > $1", [
      lastId,
      at,
    ]);
    await tx.query("SET LOCAL session_replication_role = origin");
  });
  await server.db.query("UPDATE bets SET created_at = $2 WHERE created_at >= $1", [start, at]);
  await server.db.query("UPDATE bets SET settled_at = $2 WHERE settled_at >= $1", [start, at]);
  await server.db.query("UPDATE positions SET settled_at = $2 WHERE settled_at >= $1", [start, at]);
  await server.db.query("UPDATE price_points SET at = $2 WHERE at >= $1", [start, at]);
  return result;
}

/** Creates a binary prediction market through the admin API, open since a year ago. */
export async function createHistoryMarket(
  admin: Actor,
  options: { category?: MarketCategory; title?: string; titleEn?: string } = {},
): Promise<HistoryMarket> {
  const suffix = randomUUID().slice(0, 6);
  const poll = await admin.api.createPoll(
    predictionBody({
      title: options.title ?? `¿Ganará la fórmula ${suffix}?`,
      titleEn: options.titleEn ?? `Will ticket ${suffix} win?`,
      category: options.category ?? "presidential",
      startDate: daysAgo(400).toISOString(),
      yesPrice: 50,
      noPrice: 50,
    }),
  );
  const [yes, no] = poll.options;
  if (!yes || !no) throw new Error("a prediction market has two options");
  return { id: poll._id, yes: yes._id, no: no._id };
}

/** Credits a user with a card deposit posted to the ledger at `at`. */
export async function depositAt(
  server: TestServer,
  userId: string,
  cents: number,
  at: Date,
): Promise<void> {
  await atTime(server, at, () =>
    server.db.transaction((tx) =>
      postTransaction(tx, {
        kind: "deposit",
        reference: `test_deposit:${randomUUID()}`,
        userId,
        description: "Card deposit",
        entries: [
          { account: "external:card", amountCents: -cents },
          { account: userAccount(userId), amountCents: cents },
        ],
      }),
    ),
  );
}

/** Places a bet of `dollars` through the API as if it happened at `at`; returns the bet id. */
export async function betAt(
  server: TestServer,
  user: Actor,
  optionId: string,
  market: HistoryMarket,
  dollars: number,
  at: Date,
): Promise<string> {
  const placed = await atTime(server, at, () =>
    user.api.placeBet({ pollId: market.id, optionId, amount: dollars }),
  );
  return placed.bet._id;
}

/** Resolves a market through the admin API as if it happened at `at`. */
export async function resolveAt(
  server: TestServer,
  admin: Actor,
  market: HistoryMarket,
  winnerId: string,
  at: Date,
): Promise<void> {
  await atTime(server, at, () => admin.api.resolvePoll({ pollId: market.id, winnerId }));
}

/** Cancels a market (refunding every stake) through the admin API as if at `at`. */
export async function cancelAt(
  server: TestServer,
  admin: Actor,
  market: HistoryMarket,
  at: Date,
): Promise<void> {
  await atTime(server, at, () => admin.api.cancelPoll(market.id));
}

/** Moves a user's sign-up credit to `at`, so their history starts before their first bet. */
export async function backdateSignup(server: TestServer, userId: string, at: Date): Promise<void> {
  await server.db.transaction(async (tx) => {
    await tx.query("SET LOCAL session_replication_role = replica");
    await tx.query(
      `UPDATE ledger_entries SET created_at = $2
        WHERE transaction_id = (SELECT id FROM ledger_transactions WHERE reference = $1)`,
      [`signup_credit:${userId}`, at],
    );
    await tx.query("UPDATE ledger_transactions SET created_at = $2 WHERE reference = $1", [
      `signup_credit:${userId}`,
      at,
    ]);
    await tx.query("SET LOCAL session_replication_role = origin");
  });
}
