import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  // The mark on live prices while the connection is down past the spec's five tries.
  connection: {
    offline: "Sin conexión",
    offlineDetail: "Los precios pueden estar desactualizados hasta que vuelva la conexión.",
  },
};
