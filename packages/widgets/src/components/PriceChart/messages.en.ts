/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  priceChart: {
    title: "Price history",
    pollTitle: "Vote history",
    loading: "Loading price history…",
    loadFailed: "We couldn't load the price history.",
    retry: "Try again",
    empty: "No price history for this range yet.",
    rangeLabel: "Range",
    range: { "1d": "1D", "1w": "1W", "1m": "1M", all: "All" },
    rangeHelp: {
      "1d": "Last 24 hours",
      "1w": "Last 7 days",
      "1m": "Last 30 days",
      all: "Since the market opened",
    },
    chartLabel: "Price chart",
    pollChartLabel: "Vote share chart",
    keysHelp: "Left and right arrows move between points; Home and End go to the first and last.",
    point: "{{date}}: {{prices}}",
    optionPrice: "{{option}} {{price}}",
    closed: "Closed {{date}}",
    closedWon: "Closed {{date}} · Result: {{option}}",
    tableCaption: "Prices by date, in cents",
    pollTableCaption: "Share of the votes by date, in percent",
    date: "Date",
  },
};
