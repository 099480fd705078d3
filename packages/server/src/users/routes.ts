import type { NotificationSettings } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import { revokeUserSessions } from "../auth/sessions";
import type { AppContext } from "../context";
import { endpoint, ok } from "../http/endpoint";
import { AppError, notFound } from "../http/errors";
import { storeImage } from "../uploads/uploads";
import { toUser, USER_COLUMNS, type UserRow } from "./userRow";

/** Profile fields and the columns they live in. */
const PROFILE_COLUMNS: Record<string, string> = {
  name: "name",
  language: "language",
  firstName: "first_name",
  lastName: "last_name",
  displayName: "display_name",
  dateOfBirth: "date_of_birth",
  gender: "gender",
  country: "country",
  state: "state",
  city: "city",
  cellPhone: "cell_phone",
  facebookUrl: "facebook_url",
  instagramUrl: "instagram_url",
  whatsappNumber: "whatsapp_number",
};

/** Names a profile may not clear (spec §5 "first and last name not empty"), with their codes. */
const REQUIRED_NAMES = [
  ["firstName", "FIRST_NAME_REQUIRED"],
  ["lastName", "LAST_NAME_REQUIRED"],
] as const;

/**
 * Refuses a body that empties a name: the schema reads a blank text as null (cleared), which
 * other profile fields allow but names do not. 400 with the first name's code (its message in the
 * requester's language) and an issue per name.
 */
function refuseEmptyNames(body: Record<string, unknown>): void {
  const issues = REQUIRED_NAMES.filter(
    ([field]) => field in body && (body[field] === null || body[field] === ""),
  ).map(([path, code]) => ({ path, code }));
  const first = issues[0];
  if (first) throw new AppError(400, first.code, { issues });
}

const SETTINGS_COLUMNS: Record<keyof NotificationSettings, string> = {
  marketResolved: "market_resolved",
  payouts: "payouts",
  balanceChanges: "balance_changes",
  tickets: "tickets",
  suggestions: "suggestions",
  marketing: "marketing",
  email: "email",
};

/** Builds `SET a = $2, b = $3` from the fields present in a body. */
function assignments(
  body: Record<string, unknown>,
  columns: Record<string, string>,
  firstParam: number,
) {
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const [field, column] of Object.entries(columns)) {
    if (body[field] === undefined) continue;
    values.push(body[field]);
    sets.push(`${column} = $${firstParam + values.length - 1}`);
  }
  return { sets, values };
}

/** The signed-in user's profile and settings, and admin user management (spec §7). */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const loadUser = async (id: string) => {
    const result = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    const row = result.rows[0];
    if (!row) throw notFound();
    return toUser(row, ctx.now());
  };
  const loadSettings = async (userId: string): Promise<NotificationSettings> => {
    await db.query(
      "INSERT INTO notification_settings (user_id) VALUES ($1) ON CONFLICT DO NOTHING",
      [userId],
    );
    const result = await db.query<Record<string, boolean>>(
      "SELECT * FROM notification_settings WHERE user_id = $1",
      [userId],
    );
    const row = result.rows[0] ?? {};
    return Object.fromEntries(
      Object.entries(SETTINGS_COLUMNS).map(([field, column]) => [field, Boolean(row[column])]),
    ) as unknown as NotificationSettings;
  };

  endpoint(app, ctx.endpoints, "getMe", async ({ session }) =>
    ok({ user: await loadUser(session.user.id) }),
  );

  endpoint(app, ctx.endpoints, "updateMe", async ({ session, body, files }) => {
    const unexpected = files.find((file) => file.field !== "photo");
    if (unexpected || files.length > 1) {
      throw new AppError(400, "VALIDATION_FAILED", {
        issues: [{ path: unexpected?.field ?? "photo", code: "UNKNOWN_FIELD" }],
      });
    }
    refuseEmptyNames(body as Record<string, unknown>);
    const { sets, values } = assignments(body as Record<string, unknown>, PROFILE_COLUMNS, 2);
    const photo = files[0];
    if (photo) {
      const url = await storeImage(db, photo, { ownerId: session.user.id, private: true });
      values.push(url);
      sets.push(`verification_photo_url = $${values.length + 1}`);
    }
    if (sets.length > 0) {
      await db.query(`UPDATE users SET ${sets.join(", ")}, updated_at = now() WHERE id = $1`, [
        session.user.id,
        ...values,
      ]);
    }
    return ok({ user: await loadUser(session.user.id) });
  });

  endpoint(app, ctx.endpoints, "getNotificationSettings", async ({ session }) =>
    ok({ settings: await loadSettings(session.user.id) }),
  );

  endpoint(app, ctx.endpoints, "updateNotificationSettings", async ({ session, body }) => {
    await loadSettings(session.user.id);
    const { sets, values } = assignments(body as Record<string, unknown>, SETTINGS_COLUMNS, 2);
    if (sets.length > 0) {
      await db.query(`UPDATE notification_settings SET ${sets.join(", ")} WHERE user_id = $1`, [
        session.user.id,
        ...values,
      ]);
    }
    return ok({ settings: await loadSettings(session.user.id) });
  });

  endpoint(app, ctx.endpoints, "listUsers", async ({ query }) => {
    const filters: string[] = [];
    const params: unknown[] = [];
    if (query.search) {
      params.push(`%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      filters.push(
        `(lower(name) LIKE $${params.length} OR email_normalized LIKE $${params.length})`,
      );
    }
    if (query.role) {
      params.push(query.role);
      filters.push(`role = $${params.length}`);
    }
    const where = filters.length ? `WHERE ${filters.join(" AND ")}` : "";
    const total = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users ${where}`,
      params,
    );
    const count = total.rows[0]?.count ?? 0;
    params.push(query.limit, (query.page - 1) * query.limit);
    const rows = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users ${where} ORDER BY created_at DESC, id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    const totalPages = Math.ceil(count / query.limit);
    return ok({
      users: rows.rows.map((row) => toUser(row, ctx.now())),
      pagination: {
        page: query.page,
        limit: query.limit,
        total: count,
        totalPages,
        hasMore: query.page < totalPages,
      },
    });
  });

  endpoint(app, ctx.endpoints, "getUser", async ({ params }) =>
    ok({ user: await loadUser(params.id) }),
  );

  endpoint(app, ctx.endpoints, "updateUser", async ({ params, body, session }) => {
    await loadUser(params.id);
    if (params.id === session.user.id && (body.role === "user" || body.disabled === true)) {
      throw new AppError(400, "CONFLICT", {
        reason: "An admin cannot demote or disable themselves.",
      });
    }
    const { sets, values } = assignments(
      body as Record<string, unknown>,
      { name: "name", role: "role", disabled: "disabled" },
      2,
    );
    if (sets.length > 0) {
      await db.query(`UPDATE users SET ${sets.join(", ")}, updated_at = now() WHERE id = $1`, [
        params.id,
        ...values,
      ]);
    }
    if (body.disabled) ctx.realtime.sessionsRevoked(await revokeUserSessions(db, params.id));
    return ok({ user: await loadUser(params.id) });
  });
}
