import { messageLookup, type Language, type SameMessages } from "@pulso/core";

/**
 * The texts of the account widgets' host elements on a publisher's page (which ship without React
 * or the widget catalogue, to stay light): frame titles, the ticket's facade, attribute errors.
 * The frame pages' own texts are in ../platform/platformMessages.ts. `en` defines the structure;
 * `es` is typed against it and a test checks both hold the same keys. `{{name}}` placeholders.
 */
export const enFrameMessages = {
  host: {
    title: {
      "bet-ticket": "Pulso bet ticket",
      "notification-bell": "Pulso notifications",
      poll: "Pulso poll",
      comments: "Pulso comments",
    },
    unavailable: "This Pulso widget can't be shown on this site.",
    openOnPulso: "Open in Pulso",
    missingMarket: "This widget needs a market: add its market attribute.",
    invalidLang: 'Unsupported language: use lang="es" or lang="en".',
    invalidTheme: 'Unsupported theme: use theme="light", "dark" or "auto".',
    missingApiBase: "Pulso isn't set up on this page: load embed.js or set api-base.",
    invalidLoading: 'Unsupported loading: use loading="interaction" or "eager".',
    facade: {
      "bet-ticket": {
        title: "Bet on this market",
        text: "Pick an option and an amount without leaving the article. Your balance and your bets stay with Pulso, never on this page.",
        cta: "Bet",
      },
    },
  },
} as const;

/** The frame texts in one language. */
export type FrameMessages = SameMessages<typeof enFrameMessages>;

export const esFrameMessages: FrameMessages = {
  host: {
    title: {
      "bet-ticket": "Boleto de apuesta de Pulso",
      "notification-bell": "Notificaciones de Pulso",
      poll: "Encuesta de Pulso",
      comments: "Comentarios de Pulso",
    },
    unavailable: "Este widget de Pulso no se puede mostrar en este sitio.",
    openOnPulso: "Abrir en Pulso",
    missingMarket: "Este widget necesita un mercado: añade su atributo market.",
    invalidLang: 'Idioma no admitido: usa lang="es" o lang="en".',
    invalidTheme: 'Tema no admitido: usa theme="light", "dark" o "auto".',
    missingApiBase: "Pulso no está configurado en esta página: carga embed.js o indica api-base.",
    invalidLoading: 'Carga no admitida: usa loading="interaction" o "eager".',
    facade: {
      "bet-ticket": {
        title: "Apuesta en este mercado",
        text: "Elige una opción y un importe sin salir de la noticia. Tu saldo y tus apuestas quedan en Pulso, nunca en esta página.",
        cta: "Apostar",
      },
    },
  },
};

/**
 * A host element's text by its dotted key, with `{{name}}` placeholders filled; unknown keys show
 * as is. Through core's lookup and interpolation: the framed shell carries no sdk.
 */
export const frameMessage = messageLookup<Language>(
  { en: enFrameMessages, es: esFrameMessages },
  "en",
);
