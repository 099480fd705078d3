import type { CatalogueLoader } from "./index";

/** The market card's texts. */
export const marketCardCatalogue: CatalogueLoader = {
  es: () => import("./marketCard-es"),
  en: () => import("./marketCard-en"),
};
