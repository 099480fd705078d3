/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  notificationBell: {
    button: "Notifications",
    buttonUnread_one: "Notifications, {{count}} unread",
    buttonUnread_other: "Notifications, {{count}} unread",
    title: "Notifications",
    loading: "Loading notifications…",
    markRead: "Mark as read",
    remove: "Remove",
    markAllRead: "Mark all as read",
    clearAll: "Clear all",
    clearConfirm_one: "Delete your notification? This cannot be undone.",
    clearConfirm_other: "Delete all {{count}} notifications? This cannot be undone.",
    clearConfirmYes: "Yes, clear all",
    clearConfirmNo: "Cancel",
    allCaughtUp: "All caught up!",
    noneYet: "No notifications yet",
    unread: "Unread",
    defaultAction: "View",
    newTab: "(opens in a new tab)",
    signInHint: "Log in to see your notifications.",
  },
};
