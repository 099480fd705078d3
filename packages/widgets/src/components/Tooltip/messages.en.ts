/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  tooltip: {
    help: "More information: {{topic}}",
  },
};
