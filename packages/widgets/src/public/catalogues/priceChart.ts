import type { CatalogueLoader } from "./index";

/** The price chart's texts. */
export const priceChartCatalogue: CatalogueLoader = {
  es: () => import("./priceChart-es"),
  en: () => import("./priceChart-en"),
};
