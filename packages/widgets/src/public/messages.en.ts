/** The English texts of this folder's widgets (see i18n/widgetMessages.ts). */
export const messages = {
  element: {
    missingMarket: 'This widget needs a market: add a market="…" attribute.',
    invalidLang: 'Unsupported language: use lang="es" or lang="en".',
    invalidTheme: 'Unsupported theme: use theme="light", "dark" or "auto".',
    missingApiBase: "This widget is not connected to Pulso: load embed.js or set api-base.",
    crashed: "Something went wrong showing this widget.",
  },
};
