import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  priceChart: {
    title: "Historial de precios",
    pollTitle: "Historial de votos",
    loading: "Cargando historial de precios…",
    loadFailed: "No pudimos cargar el historial de precios.",
    retry: "Reintentar",
    empty: "Aún no hay historial de precios en este rango.",
    rangeLabel: "Rango",
    range: { "1d": "1D", "1w": "1S", "1m": "1M", all: "Todo" },
    rangeHelp: {
      "1d": "Últimas 24 horas",
      "1w": "Últimos 7 días",
      "1m": "Últimos 30 días",
      all: "Desde que abrió el mercado",
    },
    chartLabel: "Gráfico de precios",
    pollChartLabel: "Gráfico del porcentaje de votos",
    keysHelp:
      "Las flechas izquierda y derecha recorren los puntos; Inicio y Fin van al primero y al último.",
    point: "{{date}}: {{prices}}",
    optionPrice: "{{option}} {{price}}",
    closed: "Cerró el {{date}}",
    closedWon: "Cerró el {{date}} · Resultado: {{option}}",
    tableCaption: "Precios por fecha, en centavos",
    pollTableCaption: "Porcentaje de los votos por fecha",
    date: "Fecha",
  },
};
