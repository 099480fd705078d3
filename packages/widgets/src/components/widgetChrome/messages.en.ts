/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  // The mark on live prices while the connection is down past the spec's five tries.
  connection: {
    offline: "Offline",
    offlineDetail: "Prices may be out of date until the connection returns.",
  },
};
