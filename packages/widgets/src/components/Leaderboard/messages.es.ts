import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  leaderboard: {
    title: "Clasificación",
    loading: "Cargando clasificación…",
    loadFailed: "No pudimos cargar la clasificación.",
    retry: "Reintentar",
    empty: "Aún no hay participantes en este periodo.",
    periodLabel: "Periodo",
    metricLabel: "Ordenar por",
    period: { week: "Semana", month: "Mes", all: "Histórico" },
    metric: { profit: "Ganancia", volume: "Volumen", winRate: "Aciertos" },
    metricHelp: {
      profit: "Ganancia neta de las apuestas resueltas en el periodo.",
      volume: "Monto total apostado en el periodo.",
      winRate: "Porcentaje de apuestas resueltas que ganaron.",
    },
    rank: "Puesto",
    trader: "Participante",
    bets: "Apuestas",
    you: "Tú",
    yourRow: "Tu posición",
    rowLabel: "Puesto {{rank}}: {{name}}, {{value}}",
    showMore: "Ver más",
    showFewer: "Ver menos",
    showing: "Mostrando {{shown}} de {{total}}",
  },
};
