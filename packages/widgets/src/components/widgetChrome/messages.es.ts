import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  // The mark on live prices while the connection is down past the spec's five tries.
  connection: {
    offline: "Sin conexión",
    offlineDetail: "Los precios pueden estar desactualizados hasta que vuelva la conexión.",
  },
  // An election blackout (veda electoral, DESIGN §12) in place of prices, odds and charts.
  blackout: {
    title: "Veda electoral",
    hidden: "Los pronósticos no se publican hasta el {{date}}.",
    hiddenByLaw: "Los pronósticos no se publican hasta el {{date}}, según la {{law}}.",
    members: "Veda electoral hasta el {{date}}: estos precios solo se ven en Pulso.",
    paused: "Las apuestas están en pausa hasta entonces.",
  },
};
