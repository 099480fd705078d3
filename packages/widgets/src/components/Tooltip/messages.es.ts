import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  tooltip: {
    help: "Más información: {{topic}}",
  },
};
