import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  element: {
    unavailable: "Este contenido de Pulso no se puede mostrar.",
    crashed: "Algo salió mal al mostrar este widget.",
  },
};
