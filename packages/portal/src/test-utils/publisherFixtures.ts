import type { Publisher, PublisherDayFigures, PublisherFigures } from "@pulso/core";

const AT = "2026-11-20T10:00:00.000Z";

/** An active publisher with one site, one member and money owed, for the publisher screens. */
export function samplePublisher(overrides: Partial<Publisher> = {}): Publisher {
  return {
    id: "p1",
    name: "Diario Norte",
    contactEmail: "web@diarionorte.example",
    defaultLanguage: "es",
    defaultTheme: "dark",
    origins: ["https://www.diarionorte.example"],
    sharePercent: 12.5,
    status: "active",
    balance: 84.2,
    paidOut: 300,
    members: [{ userId: "u_7", username: "marta", email: "marta@diarionorte.example" }],
    createdAt: AT,
    ...overrides,
  };
}

/** One UTC day's figures. */
export function sampleDay(day: string, overrides: Partial<PublisherDayFigures> = {}) {
  return {
    day,
    views: 0,
    interactions: 0,
    signIns: 0,
    bets: 0,
    volume: 0,
    fees: 0,
    share: 0,
    ...overrides,
  };
}

/** Three days of figures, one article shown and two hidden. */
export function sampleFigures(overrides: Partial<PublisherFigures> = {}): PublisherFigures {
  return {
    from: "2026-11-18",
    to: "2026-11-20",
    days: [
      sampleDay("2026-11-18", {
        views: 120,
        interactions: 14,
        signIns: 2,
        bets: 3,
        volume: 45,
        fees: 0.9,
        share: 0.11,
      }),
      sampleDay("2026-11-19", {
        views: 480,
        interactions: 40,
        signIns: 5,
        bets: 9,
        volume: 210.5,
        fees: 4.21,
        share: 0.53,
      }),
      sampleDay("2026-11-20"),
    ],
    articles: [
      {
        path: "/politica/2026/debate",
        readers: 37,
        views: 410,
        interactions: 33,
        bets: 8,
        volume: 190,
        fees: 3.8,
        share: 0.48,
      },
    ],
    hiddenArticles: 2,
    totals: {
      views: 600,
      interactions: 54,
      signIns: 7,
      bets: 12,
      volume: 255.5,
      fees: 5.11,
      share: 0.64,
    },
    earned: 19.75,
    ...overrides,
  };
}
