import type { ListNotificationsQuery, Notification, Pagination } from "@pulso/core";
import { buildPath } from "@pulso/core";
import type { CallContext, CallOptions } from "./callOptions";

/** GET /notifications: the page, the unread count and pagination. */
export interface NotificationPage {
  notifications: Notification[];
  unreadCount: number;
  pagination: Pagination;
}

/** The notification calls of spec §7. */
export function notificationCalls({ transport }: CallContext) {
  return {
    /** GET /notifications (page 1, limit 50 by default). */
    listNotifications: (query: ListNotificationsQuery = {}, options?: CallOptions) =>
      transport.request<NotificationPage>("GET", "/notifications", { ...options, query }),
    /** GET /notifications/unread-count. */
    getUnreadCount: (options?: CallOptions) =>
      transport
        .request<{ count: number }>("GET", "/notifications/unread-count", options)
        .then((data) => data.count),
    /** PATCH /notifications/:id/read. */
    markNotificationRead: (id: string, options?: CallOptions) =>
      transport
        .request<{ notification: Notification }>(
          "PATCH",
          buildPath("/notifications/:id/read", { id }),
          options,
        )
        .then((data) => data.notification),
    /** PATCH /notifications/mark-all-read: resolves how many changed. */
    markAllNotificationsRead: (options?: CallOptions) =>
      transport
        .request<{ count: number }>("PATCH", "/notifications/mark-all-read", options)
        .then((data) => data.count),
    /** DELETE /notifications/:id. */
    deleteNotification: (id: string, options?: CallOptions) =>
      transport
        .request("DELETE", buildPath("/notifications/:id", { id }), { ...options, envelope: false })
        .then(() => undefined),
    /** DELETE /notifications/clear-all: resolves how many were removed. */
    clearNotifications: (options?: CallOptions) =>
      transport
        .request<{ count: number }>("DELETE", "/notifications/clear-all", options)
        .then((data) => data.count),
  };
}
