import { interpolate, messageAt, type Language } from "@pulso/core";

/**
 * The texts of the account widgets' frames: the host element (which ships without React or the
 * widget catalogue, to stay light), the frame's own bar and the sign-in popup. `en` defines the
 * structure; `es` is typed against it and a test checks both hold the same keys. `{{name}}`
 * placeholders.
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
  bar: {
    signedInAs: "Signed in as {{name}}",
    balance: "Balance: {{amount}}",
    disconnect: "Disconnect this site",
    disconnected: "This site is disconnected from your account.",
    popupBlocked:
      "Your browser blocked the sign-in window. Allow pop-ups for this site and try again.",
    connecting: "Connecting…",
    connectFailed: "We couldn't connect this site. Try again.",
    logIn: "Log in",
    logInHint: "Log in to Pulso to take part from this page.",
  },
  authorize: {
    title: "Connect {{site}} with Pulso",
    signInIntro: "Log in to Pulso to bet and take part from {{site}}.",
    email: "Email",
    password: "Password",
    logIn: "Log in",
    loggingIn: "Logging in…",
    signedInAs: "Signed in as {{name}}",
    notYou: "Not you? Log out",
    approveIntro:
      "Pulso's widgets on {{site}} will be able to place bets for you, within these limits. The site itself never sees your account, balance or bets. You can disconnect it at any time.",
    perBetLimit: "Most per bet (US$)",
    dailyLimit: "Most per day (US$)",
    limitHint: "Up to {{max}}.",
    approve: "Allow",
    approving: "Allowing…",
    cancel: "Cancel",
    done: "Done: {{site}} is connected. This window closes by itself.",
    cancelled: "Nothing was connected. You can close this window.",
    badSite: "This site can't connect to Pulso.",
    noOpener: "Open this window from a Pulso widget on a news site.",
    limitsInvalid: "Enter limits above $0, the daily one at least the per-bet one.",
  },
} as const;

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The frame texts in one language. */
export type FrameMessages = Shape<typeof enFrameMessages>;

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
  bar: {
    signedInAs: "Sesión iniciada como {{name}}",
    balance: "Saldo: {{amount}}",
    disconnect: "Desconectar este sitio",
    disconnected: "Este sitio ya no está conectado con tu cuenta.",
    popupBlocked:
      "Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.",
    connecting: "Conectando…",
    connectFailed: "No pudimos conectar este sitio. Inténtalo de nuevo.",
    logIn: "Iniciar sesión",
    logInHint: "Inicia sesión en Pulso para participar desde esta página.",
  },
  authorize: {
    title: "Conectar {{site}} con Pulso",
    signInIntro: "Inicia sesión en Pulso para apostar y participar desde {{site}}.",
    email: "Correo electrónico",
    password: "Contraseña",
    logIn: "Iniciar sesión",
    loggingIn: "Iniciando sesión…",
    signedInAs: "Sesión iniciada como {{name}}",
    notYou: "¿No eres tú? Cerrar sesión",
    approveIntro:
      "Los widgets de Pulso en {{site}} podrán hacer apuestas por ti, dentro de estos límites. El sitio nunca ve tu cuenta, tu saldo ni tus apuestas. Puedes desconectarlo cuando quieras.",
    perBetLimit: "Máximo por apuesta (US$)",
    dailyLimit: "Máximo por día (US$)",
    limitHint: "Hasta {{max}}.",
    approve: "Permitir",
    approving: "Permitiendo…",
    cancel: "Cancelar",
    done: "Listo: {{site}} está conectado. Esta ventana se cierra sola.",
    cancelled: "No se conectó nada. Puedes cerrar esta ventana.",
    badSite: "Este sitio no se puede conectar con Pulso.",
    noOpener: "Abre esta ventana desde un widget de Pulso en un sitio de noticias.",
    limitsInvalid: "Indica límites mayores que $0, y el diario al menos igual al de cada apuesta.",
  },
};

const CATALOGUES: Readonly<Record<Language, FrameMessages>> = {
  en: enFrameMessages,
  es: esFrameMessages,
};

/**
 * A frame text by its dotted key, with `{{name}}` placeholders filled; unknown keys show as is. It
 * goes through core's lookup and interpolation (`messageAt`, `interpolate`), not the sdk's
 * translator: the framed shell on a publisher's page carries no sdk. A value the text needs but
 * `values` lacks is dropped, never shown as a raw `{{name}}`.
 */
export function frameMessage(
  lang: Language,
  key: string,
  values: Readonly<Record<string, string>> = {},
): string {
  const message = messageAt(CATALOGUES[lang] ?? enFrameMessages, key);
  return message === undefined ? key : interpolate(message, values);
}
