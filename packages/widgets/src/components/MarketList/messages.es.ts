import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  marketList: {
    searchLabel: "Buscar mercados",
    searchPlaceholder: "Buscar…",
    statusLabel: "Estado",
    anyStatus: "Todos los estados",
    sortLabel: "Ordenar por",
    sort: { volume: "Volumen", newest: "Más recientes", ending: "Cierran pronto" },
    hot: "Populares",
    new: "Nuevos",
    categoriesLabel: "Categorías",
    category: {
      all: "Todos",
      presidential: "Presidenciales",
      congressional: "Congreso",
      state: "Estatales",
      local: "Locales",
      international: "Internacionales",
      other: "Otros",
    },
    loading: "Cargando mercados…",
    loadFailed: "No pudimos cargar los mercados.",
    retry: "Reintentar",
    empty: "Ningún mercado coincide con estos filtros.",
    loadMore: "Cargar más",
    loadingMore: "Cargando más mercados…",
  },
  // The market list on a news page, inside the height its element reserves.
  marketListFit: {
    showMore: "Ver más",
    filters: "Filtros",
  },
};
