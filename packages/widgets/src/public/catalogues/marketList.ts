import type { CatalogueLoader } from "./index";

/** The market list's texts. */
export const marketListCatalogue: CatalogueLoader = {
  es: () => import("./marketList-es"),
  en: () => import("./marketList-en"),
};
