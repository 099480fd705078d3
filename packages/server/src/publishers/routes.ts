import { randomUUID } from "node:crypto";
import { centsToDollars, type Publisher, type PublisherStatus } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { endpoint, ok } from "../http/endpoint";
import { AppError, conflict, notFound, refused } from "../http/errors";
import { completeInTransaction, holdClaim } from "../http/idempotency";
import { publisherAccount } from "../ledger/accounts";
import { postTransaction } from "../ledger/ledger";

interface PublisherRow {
  id: string;
  name: string;
  contact_email: string;
  default_language: "es" | "en";
  default_theme: "light" | "dark" | "auto";
  share_bps: number;
  status: PublisherStatus;
  created_at: Date;
  origins: string[] | null;
  balance_cents: string | number;
  paid_out_cents: string | number;
}

/**
 * Publishers as admins and members see them; `where` filters `p`. The balance is the ledger
 * account `publisher:<id>`; what was paid out is the sum of its payouts.
 */
async function loadPublishers(
  db: Queryable,
  where: string,
  params: unknown[],
): Promise<Publisher[]> {
  const found = await db.query<PublisherRow>(
    `SELECT p.*,
            (SELECT array_agg(o.origin ORDER BY o.origin) FROM publisher_origins o
              WHERE o.publisher_id = p.id) AS origins,
            (SELECT coalesce(sum(e.amount_cents), 0) FROM ledger_entries e
              WHERE e.account = 'publisher:' || p.id) AS balance_cents,
            (SELECT coalesce(-sum(e.amount_cents), 0) FROM ledger_entries e
               JOIN ledger_transactions t ON t.id = e.transaction_id
              WHERE e.account = 'publisher:' || p.id AND t.kind = 'publisher_payout') AS paid_out_cents
       FROM publishers p WHERE ${where} ORDER BY p.created_at DESC, p.id`,
    params,
  );
  const ids = found.rows.map((row) => row.id);
  const members = await db.query<{
    publisher_id: string;
    user_id: string;
    name: string;
    email: string;
  }>(
    `SELECT m.publisher_id, m.user_id, u.name, u.email FROM publisher_members m
       JOIN users u ON u.id = m.user_id
      WHERE m.publisher_id = ANY($1::text[]) ORDER BY m.added_at, m.user_id`,
    [ids],
  );
  return found.rows.map((row) => ({
    id: row.id,
    name: row.name,
    contactEmail: row.contact_email,
    defaultLanguage: row.default_language,
    defaultTheme: row.default_theme,
    origins: row.origins ?? [],
    sharePercent: row.share_bps / 100,
    status: row.status,
    balance: centsToDollars(Number(row.balance_cents)),
    paidOut: centsToDollars(Number(row.paid_out_cents)),
    members: members.rows
      .filter((member) => member.publisher_id === row.id)
      .map((member) => ({ userId: member.user_id, username: member.name, email: member.email })),
    createdAt: row.created_at.toISOString(),
  }));
}

async function loadPublisher(db: Queryable, id: string): Promise<Publisher> {
  const [publisher] = await loadPublishers(db, "p.id = $1", [id]);
  if (!publisher) throw notFound();
  return publisher;
}

/** The share an admin sets in percent, kept in basis points. */
export const shareBpsOf = (percent: number): number => Math.round(percent * 100);

/**
 * Replaces a publisher's origins with `origins` (a set). A site another publisher registered is
 * 409 ORIGIN_TAKEN on that line (`details.path` = `origins.<index>`), and nothing changes.
 */
async function replaceOrigins(tx: Queryable, publisherId: string, origins: string[]) {
  const unique = [...new Set(origins)];
  const taken = await tx.query<{ origin: string }>(
    "SELECT origin FROM publisher_origins WHERE origin = ANY($1::text[]) AND publisher_id <> $2",
    [unique, publisherId],
  );
  const first = taken.rows[0];
  if (first) throw originTaken(origins.indexOf(first.origin));
  await tx.query(
    "DELETE FROM publisher_origins WHERE publisher_id = $1 AND NOT (origin = ANY($2::text[]))",
    [publisherId, unique],
  );
  for (const origin of unique) {
    await tx.query(
      `INSERT INTO publisher_origins (origin, publisher_id) VALUES ($1, $2)
       ON CONFLICT (origin) DO NOTHING`,
      [origin, publisherId],
    );
  }
  // A concurrent admin that registered one of them first keeps it.
  const mine = await tx.query<{ origin: string }>(
    "SELECT origin FROM publisher_origins WHERE origin = ANY($1::text[]) AND publisher_id <> $2",
    [unique, publisherId],
  );
  const lost = mine.rows[0];
  if (lost) throw originTaken(origins.indexOf(lost.origin));
}

const originTaken = (index: number) =>
  new AppError(409, "ORIGIN_TAKEN", {
    path: `origins.${index}`,
    issues: [{ path: `origins.${index}`, code: "ORIGIN_TAKEN" }],
  });

/** Status moves an admin may make: approve, suspend, reinstate; never back to pending. */
function statusMoveAllowed(from: PublisherStatus, to: PublisherStatus): boolean {
  return from === to || to !== "pending";
}

/** The admin's publisher calls and the console's list of one's publishers (DESIGN §12). */
export function registerPublisherRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  endpoint(app, ctx.endpoints, "listPublishers", async () =>
    ok({ publishers: await loadPublishers(db, "true", []) }),
  );

  endpoint(app, ctx.endpoints, "listMyPublishers", async ({ session }) =>
    ok({
      publishers: await loadPublishers(
        db,
        "p.id IN (SELECT publisher_id FROM publisher_members WHERE user_id = $1)",
        [session.user.id],
      ),
    }),
  );

  endpoint(
    app,
    ctx.endpoints,
    "createPublisher",
    async ({ body }) => {
      const id = randomUUID();
      const publisher = await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO publishers (id, name, contact_email, default_language, default_theme, share_bps)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            id,
            body.name,
            body.contactEmail,
            body.defaultLanguage,
            body.defaultTheme,
            shareBpsOf(body.sharePercent),
          ],
        );
        await replaceOrigins(tx, id, body.origins);
        return loadPublisher(tx, id);
      });
      ctx.publishers.invalidate();
      return ok({ publisher });
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "updatePublisher", async ({ params, body }) => {
    const publisher = await db.transaction(async (tx) => {
      const current = await tx.query<{ status: PublisherStatus }>(
        "SELECT status FROM publishers WHERE id = $1 FOR UPDATE",
        [params.id],
      );
      const row = current.rows[0];
      if (!row) throw notFound();
      if (body.status && !statusMoveAllowed(row.status, body.status)) {
        throw refused("INVALID_STATUS_TRANSITION");
      }
      await tx.query(
        `UPDATE publishers SET name = coalesce($2, name), contact_email = coalesce($3, contact_email),
                default_language = coalesce($4, default_language),
                default_theme = coalesce($5, default_theme), share_bps = coalesce($6, share_bps),
                status = coalesce($7, status), updated_at = now()
          WHERE id = $1`,
        [
          params.id,
          body.name ?? null,
          body.contactEmail ?? null,
          body.defaultLanguage ?? null,
          body.defaultTheme ?? null,
          body.sharePercent === undefined ? null : shareBpsOf(body.sharePercent),
          body.status ?? null,
        ],
      );
      if (body.origins) await replaceOrigins(tx, params.id, body.origins);
      return loadPublisher(tx, params.id);
    });
    ctx.publishers.invalidate();
    return ok({ publisher });
  });

  endpoint(app, ctx.endpoints, "addPublisherMember", async ({ params, body }) => {
    const publisher = await db.transaction(async (tx) => {
      const exists = await tx.query("SELECT 1 FROM publishers WHERE id = $1", [params.id]);
      if (exists.rows.length === 0) throw notFound();
      const user = await tx.query<{ id: string }>(
        "SELECT id FROM users WHERE email_normalized = $1",
        [body.email.toLowerCase()],
      );
      const userId = user.rows[0]?.id;
      if (!userId) {
        throw new AppError(404, "USER_NOT_FOUND", {
          path: "email",
          issues: [{ path: "email", code: "USER_NOT_FOUND" }],
        });
      }
      await tx.query(
        `INSERT INTO publisher_members (publisher_id, user_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING`,
        [params.id, userId],
      );
      return loadPublisher(tx, params.id);
    });
    return ok({ publisher });
  });

  endpoint(app, ctx.endpoints, "removePublisherMember", async ({ params }) => {
    const publisher = await db.transaction(async (tx) => {
      const removed = await tx.query(
        "DELETE FROM publisher_members WHERE publisher_id = $1 AND user_id = $2 RETURNING user_id",
        [params.id, params.userId],
      );
      // Not a member of this publisher (or no such publisher): nothing to remove.
      if (removed.rows.length === 0) throw notFound();
      return loadPublisher(tx, params.id);
    });
    return ok({ publisher });
  });

  endpoint(
    app,
    ctx.endpoints,
    "payPublisher",
    async ({ params, body, idempotency }) => {
      const answer = await db.transaction(async (tx) => {
        const locked = await tx.query("SELECT 1 FROM publishers WHERE id = $1 FOR UPDATE", [
          params.id,
        ]);
        if (locked.rows.length === 0) throw notFound();
        // Taken over by a retry after the lease: the retry pays, this request must not.
        if (idempotency && !(await holdClaim(tx, idempotency))) {
          throw conflict("CONFLICT", { reason: "IN_PROGRESS" });
        }
        const account = publisherAccount(params.id);
        const balance = await tx.query<{ cents: string | number }>(
          "SELECT coalesce(sum(amount_cents), 0) AS cents FROM ledger_entries WHERE account = $1",
          [account],
        );
        const balanceCents = Number(balance.rows[0]?.cents ?? 0);
        if (body.amount > balanceCents) {
          throw conflict("PAYOUT_EXCEEDS_BALANCE", {
            path: "amount",
            issues: [{ path: "amount", code: "PAYOUT_EXCEEDS_BALANCE" }],
            balance: centsToDollars(balanceCents),
          });
        }
        await postTransaction(tx, {
          kind: "publisher_payout",
          reference: `publisher_payout:${params.id}:${randomUUID()}`,
          description: body.note ? `Publisher payout: ${body.note}` : "Publisher payout",
          entries: [
            { account, amountCents: -body.amount },
            { account: "external:withdrawals", amountCents: body.amount },
          ],
        });
        const result = ok({ publisher: await loadPublisher(tx, params.id) });
        // The answer commits with the payout, so a replay finds it even if this process dies now.
        if (
          idempotency &&
          !(await completeInTransaction(tx, idempotency, { statusCode: 200, body: result }))
        ) {
          throw new Error("the payout's idempotency claim was lost while held");
        }
        return result;
      });
      return answer;
    },
    { takesOverStaleClaims: true },
  );
}
