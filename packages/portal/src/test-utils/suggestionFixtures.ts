import type { Suggestion } from "@pulso/core";

/** A pending poll suggestion of the test user (`u_1`), for tests only. */
export function sampleSuggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    _id: "sg_1",
    user: { _id: "u_1", name: "Ana Pérez" },
    titleEn: "Will turnout exceed 60% in the 2027 election?",
    titleEs: "¿Superará la participación el 60 % en las elecciones de 2027?",
    descriptionEn: "Resolves yes if the official turnout is above 60%.",
    descriptionEs: null,
    category: "presidential",
    estimatedEndDate: null,
    status: "pending",
    adminNotes: null,
    profitSharePercentage: null,
    linkedMarketId: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}
