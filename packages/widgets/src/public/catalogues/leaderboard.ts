import type { CatalogueLoader } from "./index";

/** The leaderboard's texts. */
export const leaderboardCatalogue: CatalogueLoader = {
  es: () => import("./leaderboard-es"),
  en: () => import("./leaderboard-en"),
};
