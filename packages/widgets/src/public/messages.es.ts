import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  element: {
    missingMarket: 'Este widget necesita un mercado: añade el atributo market="…".',
    invalidLang: 'Idioma no admitido: usa lang="es" o lang="en".',
    invalidTheme: 'Tema no admitido: usa theme="light", "dark" o "auto".',
    missingApiBase: "Este widget no está conectado a Pulso: carga embed.js o indica api-base.",
    crashed: "Algo salió mal al mostrar este widget.",
  },
};
