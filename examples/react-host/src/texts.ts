/** The languages the widgets speak. */
export type Lang = "es" | "en";

/** This app's own texts; the widgets bring theirs. */
export const TEXTS = {
  es: {
    title: "Pulso en una app de React",
    intro: "Un mercado real de Pulso, con los widgets publicados como componentes de React.",
    language: "Idioma",
    finding: "Buscando un mercado…",
    noMarket: "Pulso no tiene mercados activos ahora mismo.",
    unreachable: "No se pudo contactar con Pulso. Comprueba la dirección de su API.",
  },
  en: {
    title: "Pulso in a React app",
    intro: "A real Pulso market, with the published widgets used as React components.",
    language: "Language",
    finding: "Finding a market…",
    noMarket: "Pulso has no active markets right now.",
    unreachable: "Could not reach Pulso. Check its API address.",
  },
} satisfies Record<Lang, Record<string, string>>;

/** The language switch's buttons, each named in its own language. */
export const LANGUAGE_NAMES: Record<Lang, string> = { es: "Español", en: "English" };
