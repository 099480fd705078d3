import type { Language } from "./i18n";

/**
 * An election blackout rule (DESIGN §12): in a jurisdiction, forecasts may not be published from
 * `daysBefore` days before the election day until its polls close. Days are counted in the
 * jurisdiction's time zone; the window ends at the start of the day after the election.
 */
export interface BlackoutRule {
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** A region within it (ISO 3166-2 subdivision code), or "" for the whole country. */
  region: string;
  daysBefore: number;
  /** The law that sets the window, as readers see it named. */
  law: Record<Language, string>;
  /** The IANA time zone the days are counted in. */
  timeZone: string;
}

/** The rules Pulso ships with; admins edit them from there (the `blackout_rules` table). */
export const DEFAULT_BLACKOUT_RULES: readonly BlackoutRule[] = [
  {
    country: "ES",
    region: "",
    daysBefore: 5,
    law: {
      es: "Ley Orgánica del Régimen Electoral General (LOREG), art. 69.7",
      en: "Spain's Organic Law of the General Electoral Regime (LOREG), art. 69.7",
    },
    timeZone: "Europe/Madrid",
  },
  {
    country: "AR",
    region: "",
    daysBefore: 8,
    law: {
      es: "Ley 26.215 de Financiamiento de los Partidos Políticos, art. 44 quáter",
      en: "Argentina's Political Party Financing Law 26.215, art. 44 quáter",
    },
    timeZone: "America/Argentina/Buenos_Aires",
  },
  {
    country: "MX",
    region: "",
    daysBefore: 3,
    law: {
      es: "Ley General de Instituciones y Procedimientos Electorales (LGIPE), art. 213",
      en: "Mexico's General Law of Electoral Institutions and Procedures (LGIPE), art. 213",
    },
    timeZone: "America/Mexico_City",
  },
];

/** The longest blackout a rule may set, in days. */
export const MAX_BLACKOUT_DAYS = 30;
