/**
 * The widgets' own texts, registered into each sdk instance's i18next as the `pulsoWidgets`
 * namespace (see `translator.ts`). `en` defines the structure; `es` is typed against it and a test
 * fails when a key exists in one language and not the other. Placeholders use i18next's
 * `{{name}}`; `_one` / `_other` suffixes are i18next plurals (driven by `count`).
 */
export const enWidgetMessages = {
  marketCard: {
    loading: "Loading market…",
    loadFailed: "We couldn't load this market.",
    retry: "Try again",
    notFound: "We couldn't find this market.",
    imageAlt: "Image for the market: {{title}}",
    options: "Options",
    optionLabel_one: "{{option}}, {{cents}} cent, {{percent}}",
    optionLabel_other: "{{option}}, {{cents}} cents, {{percent}}",
    optionPercent: "{{option}}, {{percent}}",
    bet: "Bet",
    betOn: "Bet on {{option}}",
    vote: "Vote",
    voteOn: "Vote for {{option}}",
    winner: "Winner",
    volume: "Volume",
    change24h: "24 h",
    changeUp: "Up {{cents}} cents in 24 hours",
    changeDown: "Down {{cents}} cents in 24 hours",
    changeNone: "No change in 24 hours",
    endsOn: "Closes {{date}}",
    endedOn: "Closed {{date}}",
    priceHistory: "Price history",
    sparklineSummary:
      "{{option}} over the last week: from {{first}} to {{last}}, low {{low}}, high {{high}}.",
    sparklineUnavailable: "Price history unavailable.",
    status: {
      pending_review: "In review",
      upcoming: "Upcoming",
      active: "Active",
      closed: "Closed",
      resolved: "Resolved",
      cancelled: "Cancelled",
    },
  },
  element: {
    missingMarket: 'This widget needs a market: add a market="…" attribute.',
    invalidLang: 'Unsupported language: use lang="es" or lang="en".',
    invalidTheme: 'Unsupported theme: use theme="light", "dark" or "auto".',
    missingApiBase: "This widget is not connected to Pulso: load embed.js or set api-base.",
    crashed: "Something went wrong showing this widget.",
  },
};

/** The structure every language's widget texts must match. */
export type WidgetMessages = typeof enWidgetMessages;

/** Spanish widget texts (the default language). */
export const esWidgetMessages: WidgetMessages = {
  marketCard: {
    loading: "Cargando mercado…",
    loadFailed: "No pudimos cargar este mercado.",
    retry: "Reintentar",
    notFound: "No encontramos este mercado.",
    imageAlt: "Imagen del mercado: {{title}}",
    options: "Opciones",
    optionLabel_one: "{{option}}, {{cents}} centavo, {{percent}}",
    optionLabel_other: "{{option}}, {{cents}} centavos, {{percent}}",
    optionPercent: "{{option}}, {{percent}}",
    bet: "Apostar",
    betOn: "Apostar por {{option}}",
    vote: "Votar",
    voteOn: "Votar por {{option}}",
    winner: "Ganadora",
    volume: "Volumen",
    change24h: "24 h",
    changeUp: "Subió {{cents}} centavos en 24 horas",
    changeDown: "Bajó {{cents}} centavos en 24 horas",
    changeNone: "Sin cambios en 24 horas",
    endsOn: "Cierra el {{date}}",
    endedOn: "Cerró el {{date}}",
    priceHistory: "Historial de precios",
    sparklineSummary:
      "{{option}} en la última semana: de {{first}} a {{last}}, mínimo {{low}}, máximo {{high}}.",
    sparklineUnavailable: "Historial de precios no disponible.",
    status: {
      pending_review: "En revisión",
      upcoming: "Próximamente",
      active: "Activo",
      closed: "Cerrado",
      resolved: "Resuelto",
      cancelled: "Cancelado",
    },
  },
  element: {
    missingMarket: 'Este widget necesita un mercado: añade el atributo market="…".',
    invalidLang: 'Idioma no admitido: usa lang="es" o lang="en".',
    invalidTheme: 'Tema no admitido: usa theme="light", "dark" o "auto".',
    missingApiBase: "Este widget no está conectado a Pulso: carga embed.js o indica api-base.",
    crashed: "Algo salió mal al mostrar este widget.",
  },
};

/** Widget texts by language. */
export const WIDGET_MESSAGES = { es: esWidgetMessages, en: enWidgetMessages } as const;

/** The i18next namespace the widget texts live in, beside the sdk's `translation`. */
export const WIDGET_NAMESPACE = "pulsoWidgets";

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${StripPlural<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type StripPlural<K extends string> = K extends `${infer Base}_one`
  ? Base
  : K extends `${infer Base}_other`
    ? Base
    : K;

/** A dotted key of the widget texts (`marketCard.bet`); plural keys without their suffix. */
export type WidgetMessageKey = Leaves<WidgetMessages>;
