import type { NotificationPage } from "@pulso/api-client";
import { useQuery, type QueryState } from "./useQuery";
import { usePulso } from "./usePulso";

/**
 * The bell's first page of notifications (50) and unread count, through the sdk cache: realtime
 * `notification_received` invalidates it, so new ones arrive on their own. Signed-in users only.
 */
export function useNotifications(): QueryState<NotificationPage> {
  const pulso = usePulso();
  return useQuery("notifications", () => pulso.queries.notifications());
}
