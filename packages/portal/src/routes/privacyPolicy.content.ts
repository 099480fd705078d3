import type { Language } from "@pulso/core";

/** One section of the privacy policy: a heading, paragraphs and an optional list. */
export interface PolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/** The privacy policy in one language. */
export interface PolicyText {
  title: string;
  updated: string;
  intro: string;
  sections: readonly PolicySection[];
  contactLink: string;
}

/**
 * The privacy policy's text, written for Pulso (what it stores, where, for how long and why), in
 * both languages. Keep the two in step: a test checks they have the same sections.
 */
export const PRIVACY_POLICY: Record<Language, PolicyText> = {
  es: {
    title: "Política de privacidad",
    updated: "Última actualización: noviembre de 2026.",
    intro:
      "Pulso es un mercado de predicciones y encuestas sobre elecciones. Esta política explica qué datos tuyos guardamos, para qué, con quién los compartimos, cuánto tiempo los conservamos y qué puedes pedirnos. Solo tratamos lo que hace falta para que el servicio funcione y para cumplir la ley.",
    sections: [
      {
        id: "cuenta",
        title: "Tu cuenta",
        paragraphs: [
          "Al registrarte guardamos tu nombre, tu correo electrónico y tu contraseña, que nunca conservamos en claro: solo un resumen cifrado con argon2id. Si completas tu perfil, también los datos que decidas añadir (nombre y apellidos, fecha de nacimiento, país, ciudad, teléfono, redes sociales y la foto de verificación).",
          "Usamos el correo para confirmar tu dirección, restablecer tu contraseña y enviarte los avisos que elijas en tus preferencias de notificación.",
        ],
      },
      {
        id: "actividad",
        title: "Apuestas, votos y comentarios",
        paragraphs: [
          "Registramos cada apuesta, voto, comentario, sugerencia de mercado y ticket de soporte, con su fecha, porque son la base de tu saldo, de tus posiciones y de la resolución de cada mercado. Tu nombre visible aparece junto a tus comentarios y, si estás entre los primeros, en la clasificación.",
          "Cada movimiento de dinero queda en un libro contable de doble entrada que no se borra: es lo que nos permite demostrar que cada saldo es correcto.",
        ],
      },
      {
        id: "pagos",
        title: "Pagos",
        paragraphs: [
          "Los depósitos con tarjeta los procesa nuestro procesador de pagos: los datos de la tarjeta van a él y Pulso solo guarda el importe, el resultado, la marca y los cuatro últimos dígitos, y la referencia de la operación. Nunca guardamos el número completo ni el código de seguridad.",
          "En los depósitos y retiros con criptomonedas guardamos la red, la moneda, el importe, las direcciones y el hash de la transacción; esos datos son además públicos en la propia cadena de bloques.",
        ],
      },
      {
        id: "noticias",
        title: "Widgets en sitios de noticias",
        paragraphs: [
          "Los medios que insertan mercados de Pulso en sus artículos no ponen cookies nuestras en tu navegador mientras solo lees. Para contar cuántas personas distintas vieron un widget, cada página envía un único aviso con tu dirección IP y tu navegador resumidos con una sal aleatoria que cambia cada día; la dirección y el navegador no se guardan, y la sal de los días anteriores se borra, así que esos resúmenes no se pueden volver a relacionar contigo.",
          "Los medios solo ven cifras agregadas por artículo, y un artículo aparece únicamente cuando lo leyeron al menos cinco personas distintas. Si inicias sesión o apuestas desde un widget, esa actividad queda en tu cuenta como cualquier otra.",
        ],
      },
      {
        id: "cookies",
        title: "Cookies y almacenamiento",
        paragraphs: [
          "En Pulso usamos una cookie de sesión necesaria para mantenerte conectado, y guardamos en tu navegador tu idioma y tu tema. No usamos cookies de publicidad ni de seguimiento de terceros.",
        ],
      },
      {
        id: "conservacion",
        title: "Cuánto tiempo conservamos los datos",
        paragraphs: [],
        items: [
          "Cuenta y perfil: mientras tu cuenta exista. Al cerrarla borramos tu perfil y anonimizamos tu nombre en comentarios y clasificaciones.",
          "Movimientos de dinero, apuestas y pagos: el tiempo que exijan las normas contables y de prevención del fraude, aunque cierres la cuenta.",
          "Sesiones: hasta que cierras sesión, cambias la contraseña o caducan.",
          "Resúmenes diarios de los widgets: las cifras agregadas se conservan; la sal que permitiría recalcularlos se borra al día siguiente.",
        ],
      },
      {
        id: "derechos",
        title: "Tus derechos",
        paragraphs: [
          "Puedes pedirnos una copia de tus datos, corregirlos, borrarlos, limitar su uso u oponerte a él, y llevarlos a otro servicio. Muchos los cambias tú mismo en tu perfil y en tus preferencias de notificación. Respondemos en un plazo máximo de un mes. Si crees que no hemos atendido bien tu petición, puedes reclamar ante la autoridad de protección de datos de tu país.",
        ],
      },
      {
        id: "contacto",
        title: "Contacto",
        paragraphs: [
          "Para cualquier pregunta sobre esta política o para ejercer tus derechos, abre un ticket de soporte con la categoría «Cuenta».",
        ],
      },
    ],
    contactLink: "Abrir un ticket de soporte",
  },
  en: {
    title: "Privacy Policy",
    updated: "Last updated: November 2026.",
    intro:
      "Pulso is a prediction market and polling site about elections. This policy explains which of your data we keep, what for, who we share it with, how long we keep it and what you can ask of us. We only handle what the service needs to work and what the law requires.",
    sections: [
      {
        id: "cuenta",
        title: "Your account",
        paragraphs: [
          "When you sign up we keep your name, your e-mail address and your password, which we never store as typed: only an argon2id hash of it. If you fill in your profile, we also keep whatever you choose to add (first and last name, date of birth, country, city, phone, social links and the verification photo).",
          "We use your e-mail address to confirm it, to reset your password and to send the notices you choose in your notification settings.",
        ],
      },
      {
        id: "actividad",
        title: "Bets, votes and comments",
        paragraphs: [
          "We record every bet, vote, comment, market suggestion and support ticket, with its date, because they make up your balance, your positions and each market's resolution. Your display name appears next to your comments and, if you rank high enough, on the leaderboard.",
          "Every movement of money is written to a double-entry ledger that is never erased: it is how we can prove every balance is right.",
        ],
      },
      {
        id: "pagos",
        title: "Payments",
        paragraphs: [
          "Card deposits are handled by our payment processor: your card details go to it, and Pulso only keeps the amount, the outcome, the card brand and last four digits, and the transaction reference. We never keep the full number or the security code.",
          "For crypto deposits and withdrawals we keep the network, the token, the amount, the addresses and the transaction hash; these are also public on the blockchain itself.",
        ],
      },
      {
        id: "noticias",
        title: "Widgets on news sites",
        paragraphs: [
          "News sites that embed Pulso markets in their articles set no Pulso cookie in your browser while you only read. To count how many different people saw a widget, each page sends a single beacon in which your IP address and browser are hashed with a random salt that changes every day; the address and browser are not stored, and earlier days' salts are deleted, so those hashes can no longer be linked back to you.",
          "Publishers only see figures added up per article, and an article is shown only once at least five different people read it. If you sign in or bet from a widget, that activity belongs to your account like any other.",
        ],
      },
      {
        id: "cookies",
        title: "Cookies and storage",
        paragraphs: [
          "On Pulso we use one session cookie, needed to keep you signed in, and we keep your language and theme in your browser. We use no advertising cookies and no third-party tracking.",
        ],
      },
      {
        id: "conservacion",
        title: "How long we keep data",
        paragraphs: [],
        items: [
          "Account and profile: for as long as your account exists. When you close it we delete your profile and anonymise your name in comments and rankings.",
          "Money movements, bets and payments: as long as accounting and anti-fraud rules require, even after you close your account.",
          "Sessions: until you sign out, change your password or they expire.",
          "Widgets' daily hashes: the added-up figures are kept; the salt that could recompute them is deleted the next day.",
        ],
      },
      {
        id: "derechos",
        title: "Your rights",
        paragraphs: [
          "You can ask us for a copy of your data, and to correct it, delete it, restrict or object to its use, or move it to another service. Much of it you can change yourself in your profile and notification settings. We answer within one month at most. If you think we did not handle your request well, you can complain to your country's data protection authority.",
        ],
      },
      {
        id: "contacto",
        title: "Contact",
        paragraphs: [
          "For any question about this policy or to exercise your rights, open a support ticket with the category “Account”.",
        ],
      },
    ],
    contactLink: "Open a support ticket",
  },
};
