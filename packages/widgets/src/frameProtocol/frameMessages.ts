import { messageLookup, type Language, type SameMessages } from "@pulso/core";

/**
 * The texts of the account widgets' host elements on a publisher's page (which ship without React
 * or the widget catalogue, to stay light): frame titles, the ticket's facade, and what a reader
 * sees when the widget cannot be shown (never a developer's instructions: those go to the console,
 * see ../framed/framedElement.ts).
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
    cannotShow: "This Pulso content can't be shown.",
    loadFailed: "We couldn't load this Pulso content.",
    retry: "Try again",
    notFound: "This market doesn't exist or is no longer available.",
    notAllowed: {
      "bet-ticket": "This site isn't authorized to show the Pulso bet ticket.",
      "notification-bell": "This site isn't authorized to show Pulso notifications.",
      poll: "This site isn't authorized to show the Pulso poll.",
      comments: "This site isn't authorized to show Pulso comments.",
    },
    openOnPulso: "Open in Pulso",
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
    cannotShow: "Este contenido de Pulso no se puede mostrar.",
    loadFailed: "No pudimos cargar este contenido de Pulso.",
    retry: "Reintentar",
    notFound: "Este mercado no existe o ya no está disponible.",
    notAllowed: {
      "bet-ticket": "Este sitio no está autorizado para mostrar el ticket de Pulso.",
      "notification-bell":
        "Este sitio no está autorizado para mostrar las notificaciones de Pulso.",
      poll: "Este sitio no está autorizado para mostrar la encuesta de Pulso.",
      comments: "Este sitio no está autorizado para mostrar los comentarios de Pulso.",
    },
    openOnPulso: "Abrir en Pulso",
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
