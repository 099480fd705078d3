import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  marketCard: {
    loading: "Cargando mercado…",
    loadFailed: "No pudimos cargar este mercado.",
    retry: "Reintentar",
    notFound: "No encontramos este mercado.",
    imageAlt: "Imagen del mercado: {{title}}",
    options: "Opciones",
    optionLabel_one: "{{option}}, {{cents}} centavo, {{percent}}",
    optionLabel_other: "{{option}}, {{cents}} centavos, {{percent}}",
    optionPercent: "{{option}}, {{percent}}",
    bet: "Apostar",
    betOn: "Apostar por {{option}}",
    vote: "Votar",
    voteOn: "Votar por {{option}}",
    winner: "Ganadora",
    volume: "Volumen",
    change24h: "24 h",
    changeUp: "Subió {{cents}} centavos en 24 horas",
    changeDown: "Bajó {{cents}} centavos en 24 horas",
    changeNone: "Sin cambios en 24 horas",
    endsOn: "Cierra el {{date}}",
    endedOn: "Cerró el {{date}}",
    priceHistory: "Historial de precios",
    sparklineSummary:
      "{{option}} en la última semana: de {{first}} a {{last}}, mínimo {{low}}, máximo {{high}}.",
    sparklineUnavailable: "Historial de precios no disponible.",
    brandLabel: "Pulso: ver este mercado en la plataforma (se abre en otra pestaña)",
    newTab: "Se abre en otra pestaña.",
    status: {
      pending_review: "En revisión",
      upcoming: "Próximamente",
      active: "Activo",
      closed: "Cerrado",
      resolved: "Resuelto",
      cancelled: "Cancelado",
    },
  },
};
