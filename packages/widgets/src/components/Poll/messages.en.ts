/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  poll: {
    loading: "Loading poll…",
    loadFailed: "We couldn't load this poll.",
    retry: "Try again",
    notFound: "We couldn't find this poll.",
    notAPoll: "This market is not a poll.",
    results: "Results",
    total_one: "{{votes}} vote",
    total_other: "{{votes}} votes",
    optionLabel_one: "{{option}}: {{votes}} vote, {{percent}}",
    optionLabel_other: "{{option}}: {{votes}} votes, {{percent}}",
    vote: "Vote",
    voteFor: "Vote for {{option}}",
    voting: "Sending vote…",
    yourVote: "Your vote",
    voted: "Thanks, your vote was counted.",
  },
};
