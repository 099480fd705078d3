import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { offsetOf, paginationOf } from "../dashboard/pagination";
import { endpoint, ok } from "../http/endpoint";
import { notFound } from "../http/errors";
import { toNotification, type NotificationRow } from "./service";

/** How many of a user's notifications are unread. */
export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const result = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL",
    [userId],
  );
  return result.rows[0]?.count ?? 0;
}

/**
 * The notification bell's calls (spec §2, §7): the list (newest first, 50 a page, optionally
 * only unread with `unread=true` or only read with `unread=false`) with the unread count, the
 * count alone, marking one or all read, removing one or all. Every call sees only the caller's
 * own notifications: another user's id is a 404 and changes nothing. Texts come in the
 * request's language; both languages stay in `metadata.translations`.
 *
 * No realtime event follows a change here: the bell of another tab catches up when its query
 * goes stale or the next `notification_received` arrives (spec §9 cache times).
 */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  endpoint(app, ctx.endpoints, "listNotifications", async ({ query, session, language }) => {
    const userId = session.user.id;
    const filter =
      query.unread === undefined ? "" : ` AND read_at IS ${query.unread ? "" : "NOT "}NULL`;
    const total = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1${filter}`,
      [userId],
    );
    const rows = await db.query<NotificationRow>(
      `SELECT * FROM notifications WHERE user_id = $1${filter}
        ORDER BY created_at DESC, seq DESC LIMIT $2 OFFSET $3`,
      [userId, query.limit, offsetOf(query.page, query.limit)],
    );
    return ok({
      notifications: rows.rows.map((row) => toNotification(row, language)),
      unreadCount: await unreadCount(db, userId),
      pagination: paginationOf(query.page, query.limit, total.rows[0]?.count ?? 0),
    });
  });

  endpoint(app, ctx.endpoints, "getUnreadCount", async ({ session }) =>
    ok({ count: await unreadCount(db, session.user.id) }),
  );

  endpoint(app, ctx.endpoints, "markNotificationRead", async ({ params, session, language }) => {
    const updated = await db.query<NotificationRow>(
      `UPDATE notifications SET read_at = coalesce(read_at, now())
        WHERE id = $1 AND user_id = $2 RETURNING *`,
      [params.id, session.user.id],
    );
    const row = updated.rows[0];
    if (!row) throw notFound();
    return ok({ notification: toNotification(row, language) });
  });

  endpoint(app, ctx.endpoints, "markAllNotificationsRead", async ({ session }) => {
    const updated = await db.query(
      "UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL",
      [session.user.id],
    );
    return ok({ count: updated.rowCount });
  });

  endpoint(app, ctx.endpoints, "deleteNotification", async ({ params, session }) => {
    const deleted = await db.query("DELETE FROM notifications WHERE id = $1 AND user_id = $2", [
      params.id,
      session.user.id,
    ]);
    if (deleted.rowCount === 0) throw notFound();
    return { status: "success" as const, data: null };
  });

  endpoint(app, ctx.endpoints, "clearNotifications", async ({ session }) => {
    const deleted = await db.query("DELETE FROM notifications WHERE user_id = $1", [
      session.user.id,
    ]);
    return ok({ count: deleted.rowCount });
  });
}
