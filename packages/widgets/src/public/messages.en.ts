/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  element: {
    unavailable: "This Pulso content can't be shown.",
    crashed: "Something went wrong showing this widget.",
  },
};
