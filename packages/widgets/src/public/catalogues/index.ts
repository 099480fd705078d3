import type { Language } from "@pulso/core";
import type { MessageTree } from "@pulso/sdk/public";

/**
 * How a public element gets its texts: one module per language, imported when first needed, so
 * a news page loads its language's texts only, and only its widgets' (DESIGN §8).
 */
export type CatalogueLoader = Record<Language, () => Promise<{ messages: MessageTree }>>;

/** The market card's texts. */
export const marketCardCatalogue: CatalogueLoader = {
  es: () => import("./marketCard-es"),
  en: () => import("./marketCard-en"),
};

/** The price chart's texts. */
export const priceChartCatalogue: CatalogueLoader = {
  es: () => import("./priceChart-es"),
  en: () => import("./priceChart-en"),
};

/** The leaderboard's texts. */
export const leaderboardCatalogue: CatalogueLoader = {
  es: () => import("./leaderboard-es"),
  en: () => import("./leaderboard-en"),
};

/** The market list's texts. */
export const marketListCatalogue: CatalogueLoader = {
  es: () => import("./marketList-es"),
  en: () => import("./marketList-en"),
};
