import { messageLookup, type Language, type SameMessages } from "@pulso/core";

/**
 * The texts of the platform's frame pages and sign-in popup: the bar over a framed widget and the
 * popup's approval. Apart from the host element's texts (../frameProtocol/frameMessages.ts), so
 * that the framed shells on a publisher's page do not carry them. `en` defines the structure;
 * `es` is typed against it and a test checks both hold the same keys. `{{name}}` placeholders.
 */
export const enPlatformMessages = {
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
    cookiesBlocked: "Your browser won't let Pulso remember you on this site.",
    betInPopupNote:
      "Your browser won't let Pulso remember you here, so bets are confirmed in a Pulso window.",
    betInPopupBlocked:
      "Your browser blocked the Pulso window. Allow pop-ups for this site and try again.",
    betPlacedInPopup: "Bet placed in the Pulso window.",
  },
  authorize: {
    siteNamed: "{{name}} ({{domain}})",
    title: "Connect {{site}} with Pulso",
    signInIntro: "Log in to Pulso to bet and take part from {{site}}.",
    email: "Email",
    password: "Password",
    logIn: "Log in",
    loggingIn: "Logging in…",
    forgotPassword: "Forgot your password?",
    noAccount: "New to Pulso?",
    signUp: "Create an account",
    comeBack: "These open in a new tab. Come back to this window to connect the site.",
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
  betPopup: {
    open: "Bet in a Pulso window",
    title: "Bet from {{site}}",
    signInIntro:
      "Log in to Pulso to confirm your bet. {{site}} never sees your account or your bets.",
    comeBack: "These open in a new tab. Come back to this window to place your bet.",
    private: "{{site}} never sees your account, your balance or your bets.",
    placed: "Your bet is placed. You can close this window and go back to {{site}}.",
    close: "Close",
    cannotOpen: "Open this window from a Pulso bet ticket on a news site.",
    badMarket: "This window can't show that market.",
  },
};

/** The platform pages' texts in one language. */
export type PlatformMessages = SameMessages<typeof enPlatformMessages>;

export const esPlatformMessages: PlatformMessages = {
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
    cookiesBlocked: "Tu navegador no deja que Pulso te recuerde en este sitio.",
    betInPopupNote:
      "Tu navegador no deja que Pulso te recuerde aquí: las apuestas se confirman en una ventana de Pulso.",
    betInPopupBlocked:
      "Tu navegador bloqueó la ventana de Pulso. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.",
    betPlacedInPopup: "Apuesta hecha en la ventana de Pulso.",
  },
  authorize: {
    siteNamed: "{{name}} ({{domain}})",
    title: "Conectar {{site}} con Pulso",
    signInIntro: "Inicia sesión en Pulso para apostar y participar desde {{site}}.",
    email: "Correo electrónico",
    password: "Contraseña",
    logIn: "Iniciar sesión",
    loggingIn: "Iniciando sesión…",
    forgotPassword: "¿Olvidaste tu contraseña?",
    noAccount: "¿Aún no tienes cuenta?",
    signUp: "Crear una cuenta",
    comeBack: "Se abren en una pestaña nueva. Vuelve a esta ventana para conectar el sitio.",
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
  betPopup: {
    open: "Apostar en una ventana de Pulso",
    title: "Apostar desde {{site}}",
    signInIntro:
      "Inicia sesión en Pulso para confirmar tu apuesta. {{site}} nunca ve tu cuenta ni tus apuestas.",
    comeBack: "Se abren en una pestaña nueva. Vuelve a esta ventana para hacer tu apuesta.",
    private: "{{site}} nunca ve tu cuenta, tu saldo ni tus apuestas.",
    placed: "Tu apuesta está hecha. Puedes cerrar esta ventana y volver a {{site}}.",
    close: "Cerrar",
    cannotOpen: "Abre esta ventana desde un boleto de apuesta de Pulso en un sitio de noticias.",
    badMarket: "Esta ventana no puede mostrar ese mercado.",
  },
};

/** A platform page's text by its dotted key, `{{name}}` filled; unknown keys show as is. */
export const platformMessage = messageLookup<Language>(
  { en: enPlatformMessages, es: esPlatformMessages },
  "en",
);
