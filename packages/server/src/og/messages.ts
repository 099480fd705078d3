import type { Language, MarketCategory } from "@pulso/core";

/** The words of a market's share image, in both languages. */
export interface OgMessages {
  locale: string;
  categories: Record<MarketCategory, string>;
  /** Under a prediction's leading price: what the number is. */
  chance: string;
  /** Under a poll's leading share. */
  ofVotes: string;
  /** The 24-hour change beside it; `{{points}}` is signed. */
  change24h: string;
  /** A resolved market: who won. */
  winner: string;
  resolved: string;
  closed: string;
  upcoming: string;
  /** The sparkline's span. */
  history: string;
  blackout: {
    title: string;
    hidden: string;
    hiddenByLaw: string;
  };
  tagline: string;
}

const es: OgMessages = {
  locale: "es-ES",
  categories: {
    presidential: "Presidenciales",
    congressional: "Legislativas",
    state: "Estatales",
    local: "Municipales",
    international: "Internacional",
    other: "Otros",
  },
  chance: "de probabilidad",
  ofVotes: "de los votos",
  change24h: "{{points}} pts en 24 h",
  winner: "Ganó",
  resolved: "Resuelto",
  closed: "Cerrado",
  upcoming: "Próximamente",
  history: "Evolución del precio",
  blackout: {
    title: "Veda electoral",
    hidden: "Los pronósticos no se publican hasta el {{date}}.",
    hiddenByLaw: "Los pronósticos no se publican hasta el {{date}}, según la {{law}}.",
  },
  tagline: "Mercados de predicción electoral",
};

const en: OgMessages = {
  locale: "en-US",
  categories: {
    presidential: "Presidential",
    congressional: "Congressional",
    state: "State",
    local: "Local",
    international: "International",
    other: "Other",
  },
  chance: "chance",
  ofVotes: "of the votes",
  change24h: "{{points}} pts in 24 h",
  winner: "Won",
  resolved: "Resolved",
  closed: "Closed",
  upcoming: "Coming soon",
  history: "Price history",
  blackout: {
    title: "Election blackout",
    hidden: "Forecasts are not published until {{date}}.",
    hiddenByLaw: "Forecasts are not published until {{date}}, under {{law}}.",
  },
  tagline: "Election prediction markets",
};

/** The share image's catalogue for a language. */
export const OG_MESSAGES: Record<Language, OgMessages> = { es, en };

/** A message with its `{{name}}` placeholders filled. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
