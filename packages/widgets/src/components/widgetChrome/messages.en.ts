/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  // The mark on live prices while the connection is down past the spec's five tries.
  connection: {
    offline: "Offline",
    offlineDetail: "Prices may be out of date until the connection returns.",
  },
  // An election blackout (DESIGN §12) in place of prices, odds and charts.
  blackout: {
    title: "Election blackout",
    hidden: "Forecasts are not published until {{date}}.",
    hiddenByLaw: "Forecasts are not published until {{date}}, under {{law}}.",
    members: "Election blackout until {{date}}: these prices are shown on Pulso only.",
    paused: "Betting is paused until then.",
  },
};
