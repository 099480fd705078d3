import type { EndpointData, ListNotificationsQuery } from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions } from "./callOptions";

/** GET /notifications: the page, the unread count and pagination. */
export type NotificationPage = EndpointData<"listNotifications">;

/** The notification calls of spec §7. */
export function notificationCalls({ call, callBody }: CallContext) {
  return {
    /** GET /notifications (page 1, limit 50 by default). */
    listNotifications: (query: ListNotificationsQuery = {}, options?: CallOptions) =>
      call("listNotifications", { ...options, query: query as QueryParams }),
    /** GET /notifications/unread-count. */
    getUnreadCount: (options?: CallOptions) =>
      call("getUnreadCount", options).then((data) => data.count),
    /** PATCH /notifications/:id/read. */
    markNotificationRead: (id: string, options?: CallOptions) =>
      call("markNotificationRead", { ...options, params: { id } }).then(
        (data) => data.notification,
      ),
    /** PATCH /notifications/mark-all-read: resolves how many changed. */
    markAllNotificationsRead: (options?: CallOptions) =>
      call("markAllNotificationsRead", options).then((data) => data.count),
    /** DELETE /notifications/:id. */
    deleteNotification: (id: string, options?: CallOptions) =>
      callBody("deleteNotification", { ...options, params: { id } }).then(() => undefined),
    /** DELETE /notifications/clear-all: resolves how many were removed. */
    clearNotifications: (options?: CallOptions) =>
      call("clearNotifications", options).then((data) => data.count),
  };
}
