/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  leaderboard: {
    title: "Leaderboard",
    loading: "Loading leaderboard…",
    loadFailed: "We couldn't load the leaderboard.",
    retry: "Try again",
    empty: "No traders in this period yet.",
    periodLabel: "Period",
    metricLabel: "Rank by",
    period: { week: "Week", month: "Month", all: "All time" },
    metric: { profit: "Profit", volume: "Volume", winRate: "Win rate" },
    metricHelp: {
      profit: "Net profit from resolved bets in the period.",
      volume: "Total amount bet in the period.",
      winRate: "Share of resolved bets that won.",
    },
    rank: "Rank",
    trader: "Trader",
    bets: "Bets",
    you: "You",
    yourRow: "Your position",
    rowLabel: "Rank {{rank}}: {{name}}, {{value}}",
    showMore: "Show more",
    showFewer: "Show fewer",
    showing: "Showing {{shown}} of {{total}}",
  },
};
