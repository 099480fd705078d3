import type { Market } from "../entities/market";
import type { User } from "../entities/user";
import type { Bet } from "../entities/bet";
import type { Notification } from "../entities/notification";
import type { Comment } from "../entities/comment";

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
