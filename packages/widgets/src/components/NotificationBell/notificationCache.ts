import type { NotificationPage } from "@pulso/api-client";
import type { Pulso } from "@pulso/sdk";

/** Rewrites the cached first page of notifications (after an action the server accepted). */
export function updateNotificationPage(
  pulso: Pulso,
  update: (page: NotificationPage) => NotificationPage,
): void {
  const { queryKey } = pulso.queries.notifications();
  pulso.queryClient.setQueryData<NotificationPage>(queryKey, (page) =>
    page ? update(page) : page,
  );
}

/** The page with one notification read. */
export function markOneRead(page: NotificationPage, id: string): NotificationPage {
  const target = page.notifications.find((item) => item._id === id);
  if (!target || target.read) return page;
  return {
    ...page,
    unreadCount: Math.max(0, page.unreadCount - 1),
    notifications: page.notifications.map((item) =>
      item._id === id ? { ...item, read: true } : item,
    ),
  };
}

/** The page with one notification removed. */
export function removeOne(page: NotificationPage, id: string): NotificationPage {
  const target = page.notifications.find((item) => item._id === id);
  if (!target) return page;
  return {
    ...page,
    unreadCount: target.read ? page.unreadCount : Math.max(0, page.unreadCount - 1),
    notifications: page.notifications.filter((item) => item._id !== id),
  };
}

/** The page with everything read. */
export function markAllRead(page: NotificationPage): NotificationPage {
  return {
    ...page,
    unreadCount: 0,
    notifications: page.notifications.map((item) => ({ ...item, read: true })),
  };
}

/** The page with nothing in it. */
export function clearAll(page: NotificationPage): NotificationPage {
  return { ...page, unreadCount: 0, notifications: [] };
}
