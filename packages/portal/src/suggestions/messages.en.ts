import type { MessageShape } from "../i18n/messageShape";
import type { esSuggestionsMessages } from "./messages";

/** The suggestions screens' texts in English. */
export const enSuggestionsMessages: MessageShape<typeof esSuggestionsMessages> = {
  title: "Suggest a poll",
  intro:
    "Have an idea for a market? Suggest it. If the team approves and publishes it, you earn a share of its fees ({{min}}–{{max}}%).",
  formTitle: "New suggestion",
  optional: "Optional",
  titleEn: "Title (English)",
  titleEs: "Title (Spanish)",
  descriptionEn: "Description (English)",
  descriptionEs: "Description (Spanish)",
  descriptionHint: "What is asked and how the result will be known.",
  category: "Category",
  chooseCategory: "Choose a category",
  estimatedEndDate: "Estimated end date",
  estimatedEndDateHint: "Optional. When you think the result will be known.",
  submit: "Send suggestion",
  sending: "Sending…",
  sent: "Thank you! Your suggestion is waiting for review.",
  sendFailed: "The suggestion could not be sent.",
  mineTitle: "My suggestions",
  loading: "Loading…",
  retry: "Retry",
  empty: "You have not suggested any polls yet.",
  status: "Status",
  submitted: "Sent",
  endsAround: "Estimated end",
  profitShare: "Your share of the fees",
  adminNotes: "Notes from the team",
  viewMarket: "View the market",
  statuses: {
    pending: "Pending",
    approved: "Approved",
    rejected: "Rejected",
    created: "Market created",
  },
};
