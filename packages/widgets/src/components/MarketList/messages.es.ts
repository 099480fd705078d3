import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  marketList: {
    searchLabel: "Buscar mercados",
    searchPlaceholder: "Buscar…",
    statusLabel: "Estado",
    status: {
      active: "Abiertos",
      upcoming: "Próximos",
      closed: "Cerrados",
      resolved: "Resueltos",
      cancelled: "Cancelados",
      all: "Todos los estados",
    },
    sortLabel: "Ordenar por",
    sort: {
      popular: "Populares",
      trending: "Activos hoy",
      newest: "Nuevos",
      ending: "Cierre próximo",
    },
    categoriesLabel: "Categorías",
    category: {
      all: "Todos",
      presidential: "Presidenciales",
      congressional: "Legislativas",
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
