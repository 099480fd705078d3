import type { AdminBanner, Suggestion, Ticket, Withdrawal } from "@pulso/core";
import { sampleSuggestion, sampleTicket, sampleWithdrawal } from "@pulso/sdk/testing";

const AT = "2026-11-20T10:00:00.000Z";

/** A requested withdrawal, for the admin screens' tests. */
export function adminWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return sampleWithdrawal({
    userId: "u_2",
    amount: 40,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  });
}

/** An open ticket with one reply from its owner. */
export function adminTicket(overrides: Partial<Ticket> = {}): Ticket {
  return sampleTicket({
    user: { _id: "u_2", name: "Luis Gómez" },
    description: "My card deposit of $25 does not show up in my balance.",
    messageCount: 1,
    createdAt: AT,
    updatedAt: AT,
    messages: [
      {
        _id: "tm_1",
        author: "user",
        authorName: "Luis Gómez",
        content: "It has been two days.",
        attachments: [],
        createdAt: AT,
      },
    ],
    ...overrides,
  });
}

/** A pending suggestion. */
export function adminSuggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return sampleSuggestion({
    user: { _id: "u_2", name: "Luis Gómez" },
    titleEs: "¿Superará la participación el 60 %?",
    descriptionEs: "Se resuelve con el conteo oficial.",
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  });
}

/** A banner as the admin list shows it. */
export function adminBanner(overrides: Partial<AdminBanner> = {}): AdminBanner {
  return {
    _id: "b_1",
    language: "en",
    title: "Election night live",
    subtitle: "Follow every count",
    imageUrl: null,
    linkUrl: "/markets/all",
    order: 0,
    active: true,
    startsAt: null,
    endsAt: null,
    views: 120,
    clicks: 7,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** A page object as the list calls answer it. */
export function adminPage(total: number, limit = 20) {
  return {
    page: 1,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
    hasMore: false,
  };
}
