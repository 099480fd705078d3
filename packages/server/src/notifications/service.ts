import { randomUUID } from "node:crypto";
import type { Language, Notification, NotificationType } from "@pulso/core";
import type { RealtimePublisher } from "../context";
import type { Queryable } from "../db/database";

/** Texts of a notification in one language. */
export interface NotificationTexts {
  title: string;
  message: string;
  actionLabel?: string;
}

/** Which setting (notification settings page) lets a user turn a kind of notification off. */
export type NotificationTopic =
  | "marketResolved"
  | "payouts"
  | "balanceChanges"
  | "tickets"
  | "suggestions"
  | "marketing"
  | "always";

const TOPIC_COLUMNS: Record<Exclude<NotificationTopic, "always">, string> = {
  marketResolved: "market_resolved",
  payouts: "payouts",
  balanceChanges: "balance_changes",
  tickets: "tickets",
  suggestions: "suggestions",
  marketing: "marketing",
};

/** A notification to create for one user, in both languages (spec §3 metadata.translations). */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  topic: NotificationTopic;
  es: NotificationTexts;
  en: NotificationTexts;
  /** Internal path (`/market/…`) or an external URL. */
  actionUrl?: string | null;
  metadata?: Record<string, unknown>;
}

/** A notification row as stored. */
export interface NotificationRow {
  id: string;
  user_id: string;
  type: NotificationType;
  title_es: string;
  message_es: string;
  title_en: string;
  message_en: string;
  action_url: string | null;
  action_label_es: string | null;
  action_label_en: string | null;
  metadata: Record<string, unknown>;
  read_at: Date | null;
  created_at: Date;
}

/** A stored notification as the API shows it, its main texts in `language`. */
export function toNotification(row: NotificationRow, language: Language): Notification {
  const es = {
    title: row.title_es,
    message: row.message_es,
    ...(row.action_label_es ? { actionLabel: row.action_label_es } : {}),
  };
  const en = {
    title: row.title_en,
    message: row.message_en,
    ...(row.action_label_en ? { actionLabel: row.action_label_en } : {}),
  };
  const main = language === "es" ? es : en;
  return {
    _id: row.id,
    type: row.type,
    title: main.title,
    message: main.message,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
    actionUrl: row.action_url,
    actionLabel: main.actionLabel ?? null,
    metadata: { ...row.metadata, translations: { es, en } },
  };
}

/**
 * Creates notifications for users who have not turned their topic off, and sends each as a
 * `notification_received` realtime event in the user's language. Call it after the money
 * movement it reports has committed, so no one is told about something that did not happen.
 */
export async function notifyUsers(
  db: Queryable,
  realtime: RealtimePublisher,
  notifications: readonly NewNotification[],
): Promise<void> {
  // Set-based, a thousand at a time: a resolution tells every bettor of a market, 100,000 of them.
  for (let start = 0; start < notifications.length; start += NOTIFY_BATCH) {
    await notifyBatch(db, realtime, notifications.slice(start, start + NOTIFY_BATCH));
  }
}

const NOTIFY_BATCH = 1_000;

async function notifyBatch(
  db: Queryable,
  realtime: RealtimePublisher,
  batch: readonly NewNotification[],
): Promise<void> {
  const topics = [...new Set(batch.map((n) => n.topic))].filter(
    (topic): topic is Exclude<NotificationTopic, "always"> => topic !== "always",
  );
  const off = new Set<string>();
  if (topics.length > 0) {
    const settings = await db.query<Record<string, unknown> & { user_id: string }>(
      `SELECT user_id, ${topics.map((topic) => `${TOPIC_COLUMNS[topic]} AS "${topic}"`).join(", ")}
         FROM notification_settings WHERE user_id = ANY($1::text[])`,
      [[...new Set(batch.map((n) => n.userId))]],
    );
    for (const row of settings.rows) {
      for (const topic of topics) if (row[topic] === false) off.add(`${row.user_id}:${topic}`);
    }
  }
  const wanted = batch
    .filter((n) => !off.has(`${n.userId}:${n.topic}`))
    .map((notification) => ({ id: randomUUID(), notification }));
  if (wanted.length === 0) return;
  const column = <T>(pick: (n: NewNotification) => T) => wanted.map((w) => pick(w.notification));
  const inserted = await db.query<NotificationRow & { language: Language }>(
    `INSERT INTO notifications (id, user_id, type, title_es, message_es, title_en, message_en, action_url,
                                action_label_es, action_label_en, metadata)
     SELECT v.id, v.user_id, v.type, v.title_es, v.message_es, v.title_en, v.message_en, v.action_url,
            v.action_label_es, v.action_label_en, v.metadata::jsonb
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::text[], $9::text[], $10::text[], $11::text[])
            AS v(id, user_id, type, title_es, message_es, title_en, message_en, action_url,
                 action_label_es, action_label_en, metadata)
     RETURNING *, (SELECT language FROM users WHERE users.id = notifications.user_id) AS language`,
    [
      wanted.map((w) => w.id),
      column((n) => n.userId),
      column((n) => n.type),
      column((n) => n.es.title),
      column((n) => n.es.message),
      column((n) => n.en.title),
      column((n) => n.en.message),
      column((n) => n.actionUrl ?? null),
      column((n) => n.es.actionLabel ?? null),
      column((n) => n.en.actionLabel ?? null),
      column((n) => JSON.stringify(n.metadata ?? {})),
    ],
  );
  const rowOf = new Map(inserted.rows.map((row) => [row.id, row]));
  // In the order asked for, whatever order the database returned the rows in.
  for (const { id, notification } of wanted) {
    const row = rowOf.get(id);
    if (!row) continue;
    const shown = toNotification(row, row.language ?? "es");
    realtime.toUser(notification.userId, {
      event: "notification_received",
      userId: notification.userId,
      notification: {
        _id: shown._id,
        title: shown.title,
        message: shown.message,
        type: shown.type,
        actionUrl: shown.actionUrl,
      },
    });
  }
}
