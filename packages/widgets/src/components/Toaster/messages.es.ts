import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  toaster: {
    region: "Notificaciones (Alt+T)",
    dismiss: "Cerrar notificación",
  },
};
