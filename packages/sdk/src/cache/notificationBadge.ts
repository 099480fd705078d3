import { NOTIFICATION_BADGE_CAP } from "@pulso/core";

/**
 * The bell's unread badge text: the count, `99+` above 99 (spec §2), or null when there is
 * nothing unread (no badge).
 */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(Math.floor(count));
}
