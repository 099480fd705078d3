import type { Market } from "../entities/market";
import type { User } from "../entities/user";
import type { Bet } from "../entities/bet";
import type { Notification } from "../entities/notification";
import type { Comment } from "../entities/comment";
import type { Pagination } from "../entities/common";
import type { Leaderboard, LeaderboardEntry } from "../entities/dashboard";
import type { AdminBanner, Banner, FooterConfig } from "../entities/siteSettings";
import type { PriceHistoryResponse } from "../api/responses";

/** A valid user, for tests only. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    _id: "u_1",
    name: "Ana Pérez",
    email: "ana@example.com",
    role: "user",
    balance: 10,
    language: "es",
    emailVerified: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    firstName: null,
    lastName: null,
    displayName: null,
    dateOfBirth: null,
    age: null,
    gender: null,
    verificationPhotoUrl: null,
    country: null,
    state: null,
    city: null,
    cellPhone: null,
    facebookUrl: null,
    instagramUrl: null,
    whatsappNumber: null,
    ...overrides,
  };
}

/** A valid active binary market, for tests only. */
export function sampleMarket(overrides: Partial<Market> = {}): Market {
  return {
    _id: "m_1",
    kind: "prediction",
    title: "¿Ganará la candidata A la presidencia?",
    description: "Se resuelve con el resultado oficial.",
    resolutionSource: "Consejo Nacional Electoral",
    resolutionRules: "Sí si la candidata A es declarada ganadora.",
    translations: {
      es: {
        title: "¿Ganará la candidata A la presidencia?",
        description: "Se resuelve con el resultado oficial.",
        resolutionSource: "Consejo Nacional Electoral",
        resolutionRules: "Sí si la candidata A es declarada ganadora.",
      },
    },
    image: null,
    category: "presidential",
    status: "active",
    startDate: "2026-11-01T00:00:00.000Z",
    endDate: "2026-12-01T00:00:00.000Z",
    yesPrice: 60,
    noPrice: 40,
    options: [
      {
        _id: "o_yes",
        text: "Sí",
        translations: { es: { text: "Sí" }, en: { text: "Yes" } },
        price: 60,
        votes: null,
        percentage: 60,
      },
      {
        _id: "o_no",
        text: "No",
        translations: { es: { text: "No" }, en: { text: "No" } },
        price: 40,
        votes: null,
        percentage: 40,
      },
    ],
    lmsr: { b: 930, q: [-475_000_000, -852_000_000] },
    volume: 1250.5,
    change24h: 2,
    betCount: 41,
    totalVotes: 0,
    participants: 30,
    commentCount: 3,
    winnerOptionId: null,
    resolvedAt: null,
    featured: true,
    suggestionId: null,
    election: { jurisdiction: null, electionDate: null, blackoutWindow: null, tradingOpen: false },
    blackout: null,
    createdAt: "2026-10-30T00:00:00.000Z",
    updatedAt: "2026-11-20T00:00:00.000Z",
    ...overrides,
  };
}

/** A valid bet, for tests only. */
export function sampleBet(overrides: Partial<Bet> = {}): Bet {
  return {
    _id: "b_1",
    poll: "m_1",
    option: "o_yes",
    optionText: "Sí",
    amount: 10,
    language: "es",
    price: 60.4,
    odds: 1.62,
    potentialReturn: 16.22,
    profit: 6.22,
    fee: 0.2,
    shares: 16.2251,
    status: "active",
    payout: null,
    createdAt: "2026-11-20T12:00:00.000Z",
    ...overrides,
  };
}

/** A valid notification, for tests only. */
export function sampleNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: "n_1",
    type: "success",
    title: "Market Resolved!",
    message: "A market you bet on has been resolved.",
    read: false,
    createdAt: "2026-11-21T08:00:00.000Z",
    actionUrl: "/polls/m_1",
    actionLabel: "View",
    metadata: {
      translations: {
        es: { title: "¡Mercado resuelto!", message: "Se resolvió un mercado en el que apostaste." },
        en: { title: "Market Resolved!", message: "A market you bet on has been resolved." },
      },
    },
    ...overrides,
  };
}

export { ATTACHMENT_SAMPLES, ATTACHMENT_IMPOSTORS, utf8, zipArchive } from "./attachmentSamples";

/** A valid comment, for tests only; its text names its id. */
export function sampleComment(id = "c_1", overrides: Partial<Comment> = {}): Comment {
  return {
    _id: id,
    pollId: "m_1",
    user: { _id: "u_1", name: "Ana Pérez" },
    content: `Comentario ${id}`,
    upvotes: 0,
    downvotes: 0,
    myVote: null,
    edited: false,
    createdAt: "2026-11-21T09:00:00.000Z",
    updatedAt: "2026-11-21T09:00:00.000Z",
    ...overrides,
  };
}

/**
 * The pagination object the server sends with one page of a list of `total` items (page 1 of 20
 * unless told), its page count and `hasMore` worked out as the server does.
 */
export function samplePagination(total = 0, overrides: Partial<Pagination> = {}): Pagination {
  const page = overrides.page ?? 1;
  const limit = overrides.limit ?? 20;
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasMore: page < totalPages, ...overrides };
}

/** A market's price history, for tests only. */
export type SamplePriceHistory = PriceHistoryResponse["data"]["history"];

/**
 * A market's price history for one range (`1w` unless told), for tests only: its option ids follow
 * the market's options, and each point's prices follow them too (none unless `points` says).
 */
export function samplePriceHistory(
  market: Market = sampleMarket(),
  overrides: Partial<SamplePriceHistory> = {},
): SamplePriceHistory {
  return {
    pollId: market._id,
    range: "1w",
    optionIds: market.options.map((option) => option._id),
    points: [],
    ...overrides,
  };
}

/** A valid leaderboard row, for tests only. */
export function sampleLeaderboardEntry(
  overrides: Partial<LeaderboardEntry> = {},
): LeaderboardEntry {
  return {
    rank: 1,
    userId: "u_1",
    name: "Ana Pérez",
    profit: 42.5,
    volume: 310,
    winRate: 62.5,
    bets: 16,
    ...overrides,
  };
}

/** A valid leaderboard (this week's profit, no rows, a signed-out reader), for tests only. */
export function sampleLeaderboard(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    period: "week",
    metric: "profit",
    entries: [],
    me: null,
    updatedAt: "2026-11-21T10:00:00.000Z",
    ...overrides,
  };
}

/** A valid active banner as every reader gets it, for tests only. */
export function sampleBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    _id: "bn_1",
    language: "es",
    title: "Elecciones 2026",
    subtitle: null,
    imageUrl: null,
    linkUrl: null,
    order: 0,
    active: true,
    ...overrides,
  };
}

/** A valid banner with its admin-only fields (no schedule, not yet seen), for tests only. */
export function sampleAdminBanner(overrides: Partial<AdminBanner> = {}): AdminBanner {
  return {
    ...sampleBanner(),
    startsAt: null,
    endsAt: null,
    views: 0,
    clicks: 0,
    createdAt: "2026-11-20T00:00:00.000Z",
    updatedAt: "2026-11-20T00:00:00.000Z",
    ...overrides,
  };
}

/** A valid footer configuration (one link group), for tests only. */
export function sampleFooterConfig(overrides: Partial<FooterConfig> = {}): FooterConfig {
  return {
    configKey: "main",
    platform: {
      defaultName: "Pulso",
      defaultDescription: "Prediction markets and polls on elections.",
      descriptionSpanish: "Mercados de predicción y encuestas sobre elecciones.",
    },
    socialMedia: { twitter: "https://twitter.com/pulso" },
    copyright: {
      localizedTexts: {
        en: "Pulso. All rights reserved.",
        es: "Pulso. Todos los derechos reservados.",
      },
      showYear: true,
    },
    linkGroups: [
      {
        id: "markets",
        localizedTitles: { en: "Markets", es: "Mercados" },
        links: [
          { id: "all", url: "/markets/all", localizedTexts: { en: "All markets", es: "Todos" } },
        ],
      },
    ],
    ...overrides,
  };
}
