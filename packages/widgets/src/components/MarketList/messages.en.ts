/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  marketList: {
    searchLabel: "Search markets",
    searchPlaceholder: "Search…",
    statusLabel: "Status",
    status: {
      active: "Open",
      upcoming: "Upcoming",
      closed: "Closed",
      resolved: "Resolved",
      cancelled: "Cancelled",
      all: "All statuses",
    },
    sortLabel: "Sort by",
    sort: {
      popular: "Popular",
      trending: "Busy today",
      newest: "New",
      ending: "Closing soon",
    },
    categoriesLabel: "Categories",
    category: {
      all: "All",
      presidential: "Presidential",
      congressional: "Congressional",
      state: "State",
      local: "Local",
      international: "International",
      other: "Other",
    },
    loading: "Loading markets…",
    loadFailed: "We couldn't load the markets.",
    retry: "Try again",
    empty: "No markets match these filters.",
    loadMore: "Load more",
    loadingMore: "Loading more markets…",
  },
  // The market list on a news page, inside the height its element reserves.
  marketListFit: {
    showMore: "Show more",
    filters: "Filters",
  },
};
