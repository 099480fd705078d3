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
  for (const notification of notifications) {
    if (notification.topic !== "always") {
      const column = TOPIC_COLUMNS[notification.topic];
      const settings = await db.query<{ enabled: boolean }>(
        `SELECT ${column} AS enabled FROM notification_settings WHERE user_id = $1`,
        [notification.userId],
      );
      if (settings.rows[0]?.enabled === false) continue;
    }
    const inserted = await db.query<NotificationRow & { language: Language }>(
      `INSERT INTO notifications (id, user_id, type, title_es, message_es, title_en, message_en, action_url,
                                  action_label_es, action_label_en, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       RETURNING *, (SELECT language FROM users WHERE id = $2) AS language`,
      [
        randomUUID(),
        notification.userId,
        notification.type,
        notification.es.title,
        notification.es.message,
        notification.en.title,
        notification.en.message,
        notification.actionUrl ?? null,
        notification.es.actionLabel ?? null,
        notification.en.actionLabel ?? null,
        JSON.stringify(notification.metadata ?? {}),
      ],
    );
    const row = inserted.rows[0];
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
