/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  toaster: {
    region: "Notifications (Alt+T)",
    dismiss: "Dismiss notification",
  },
};
