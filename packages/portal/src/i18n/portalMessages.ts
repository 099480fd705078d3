import type { esAccountMessages } from "../account/messages";
import type { esAdminMessages } from "../admin/messages";
import type { esDashboardMessages } from "../dashboard/messages";
import { esEmbedBuilderMessages } from "../embedBuilder/messages";
import { esMarketPageMessages } from "../market/messages";
import type { esMoneyMessages } from "../money/messages";
import type { esPublishersMessages } from "../publishers/messages";
import { esPlatformMessages } from "../platform/messages";
import type { esSuggestionsMessages } from "../suggestions/messages";
import type { esSupportMessages } from "../support/messages";
import type { MessageShape } from "./messageShape";

/** The portal's own texts in Spanish: the source of the keys (English must have the same ones). */
export const esPortalMessages = {
  app: {
    name: "Pulso",
    tagline: "Mercados de predicción electoral",
    skipToContent: "Saltar al contenido",
    loadingPage: "Cargando página…",
    loading: "Cargando…",
    loadError: "No se pudieron cargar los datos.",
    retry: "Reintentar",
    previous: "Anterior",
    next: "Siguiente",
    pageOf: "Página {{page}} de {{pages}}",
    pagination: "Páginas de {{list}}",
  },
  header: {
    home: "Pulso, inicio",
    mainNav: "Navegación principal",
    markets: "Mercados",
    allMarkets: "Todos los mercados",
    marketLinksError: "Error al cargar los enlaces",
    loadingLinks: "Cargando enlaces…",
    leaderboard: "Clasificación",
    language: "Idioma",
    languageEs: "Español",
    languageEn: "English",
    languageFailed: "No se pudo cambiar el idioma. Revisa tu conexión e inténtalo de nuevo.",
    logIn: "Iniciar sesión",
    signUp: "Registrarse",
    userMenu: "Menú de usuario",
    balance: "Saldo",
    logOut: "Cerrar sesión",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    mobileMenu: "Menú",
    howItWorks: "Cómo funciona",
    accountNav: "Tu cuenta",
    dashboard: "Panel",
    profile: "Perfil",
    deposit: "Depositar",
    cryptoDeposit: "Depósito cripto",
    withdraw: "Retirar",
    suggestPoll: "Sugerir encuesta",
    supportTickets: "Tickets de soporte",
    publisherConsole: "Consola del medio",
    admin: "Administración",
  },
  footer: {
    label: "Pie de página",
    loading: "Cargando pie de página...",
    social: "Redes sociales",
    twitter: "X (Twitter)",
    tiktok: "TikTok",
    facebook: "Facebook",
    instagram: "Instagram",
    whatsapp: "WhatsApp",
    privacy: "Política de privacidad",
    contact: "Contacto",
    copyright: "© {{year}} {{text}}",
    copyrightNoYear: "© {{text}}",
  },
  home: {
    title: "Predice el pulso de las elecciones",
    intro:
      "Apuesta por los resultados de las elecciones y vota en encuestas rápidas. Empieza con {{credit}} de crédito gratis al registrarte.",
    browse: "Ver mercados",
    join: "Crear cuenta",
    banners: "Destacados",
    bannersError: "No se pudieron cargar los banners promocionales",
    stats: "Pulso en cifras",
    statsActiveMarkets: "Mercados abiertos",
    statsVolume: "Volumen apostado",
    statsTraders: "Participantes",
    statsResolved: "Mercados resueltos",
    featured: "Mercados destacados",
    featuredEmpty: "No hay mercados destacados por ahora.",
    featuredError: "No se pudieron cargar los mercados destacados.",
    retry: "Reintentar",
    howItWorks: "Cómo funciona",
    step1Title: "Elige un mercado",
    step1Text:
      "Explora mercados y encuestas sobre elecciones presidenciales, legislativas y locales.",
    step2Title: "Compra participaciones",
    step2Text:
      "Cada opción tiene un precio entre 1 y 99 centavos que refleja su probabilidad. Apuesta desde {{minBet}}.",
    step3Title: "Cobra si aciertas",
    step3Text:
      "Al resolverse, cada participación ganadora paga 100 centavos, en menos de 24 horas.",
    ctaTitle: "¿Listo para participar?",
    ctaText: "Crea tu cuenta gratis y recibe {{credit}} para tus primeras predicciones.",
    ctaSignedIn: "Explora todos los mercados abiertos y sigue los precios en vivo.",
  },
  marketList: {
    title: "Mercados",
    titleCategory: "Mercados: {{category}}",
    results: "Lista de mercados",
    categories: {
      all: "Todos",
      presidential: "Presidenciales",
      congressional: "Legislativas",
      state: "Estatales",
      local: "Locales",
      international: "Internacionales",
      other: "Otros",
    },
  },
  market: {
    back: "Volver a los mercados",
    notFound: "Mercado no encontrado",
    notFoundText: "Este mercado no existe o ya no está disponible.",
    error: "No se pudo cargar el mercado.",
    retry: "Reintentar",
    status: "Estado",
    category: "Categoría",
    volume: "Volumen",
    priceHistory: "Historial de precios",
    placeBet: "Hacer una apuesta",
    vote: "Votar",
    rules: "Reglas y resolución",
    resolutionRules: "Reglas",
    resolutionSource: "Fuente de resolución",
    comments: "Comentarios",
    similar: "Mercados similares",
    similarLoading: "Cargando mercados similares…",
    similarEmpty: "No hay mercados similares.",
    similarError: "No se pudieron cargar los mercados similares.",
    statuses: {
      pending_review: "En revisión",
      upcoming: "Próximo",
      active: "Activo",
      closed: "Cerrado",
      resolved: "Resuelto",
      cancelled: "Cancelado",
    },
  },
  auth: {
    email: "Correo electrónico",
    password: "Contraseña",
    name: "Nombre",
    confirmPassword: "Confirmar contraseña",
    acceptTerms: "Acepto los términos y condiciones",
    loginTitle: "Iniciar sesión",
    loginSubmit: "Iniciar sesión",
    loggingIn: "Iniciando sesión…",
    noAccount: "¿No tienes cuenta?",
    forgotLink: "¿Olvidaste tu contraseña?",
    signupTitle: "Crear cuenta",
    signupIntro: "Recibe {{credit}} en créditos gratis al registrarte.",
    signupSubmit: "Crear cuenta",
    signingUp: "Creando cuenta…",
    haveAccount: "¿Ya tienes cuenta?",
    passwordHint: "Al menos 8 caracteres, con una mayúscula y un número.",
    forgotTitle: "Recuperar contraseña",
    forgotIntro: "Escribe tu correo y te enviaremos un enlace para restablecer tu contraseña.",
    forgotSubmit: "Enviar enlace",
    sending: "Enviando…",
    forgotSent:
      "Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.",
    backToLogin: "Volver a iniciar sesión",
    formErrors: "Revisa los campos marcados.",
    alreadySignedIn: "Ya has iniciado sesión como {{name}}.",
  },
  guard: {
    signInTitle: "Inicia sesión para continuar",
    signInText: "Esta página es parte de tu cuenta. Inicia sesión para verla.",
    adminTitle: "Acceso restringido",
    adminText: "Solo los administradores pueden ver esta página.",
  },
  withdrawable: {
    label: "Retirable",
    promo_credit:
      "{{promo}} de tu saldo es crédito promocional (el crédito de bienvenida y lo que ganó): puedes apostarlo, pero no retirarlo.",
    deposit_required:
      "Los retiros se habilitan después de tu primer depósito con tu propio dinero (tarjeta o cripto).",
    email_not_verified:
      "Verifica tu correo electrónico para poder retirar: abre el enlace que te enviamos.",
    verifyLink: "Verificar mi correo",
  },
  leaderboard: {
    title: "Clasificación",
    intro: "Los mejores pronosticadores por ganancias, volumen y tasa de aciertos.",
  },
  notFound: {
    title: "Página no encontrada",
    text: "La página que buscas no existe o se ha movido.",
    home: "Ir al inicio",
  },

  // The form controls every area shares (admin, support, account).
  fileField: {
    choose: "Elegir archivo",
    chooseMany: "Elegir archivos",
    none: "Ningún archivo elegido",
  },
  dateField: {
    dateFormat: "dd/mm/aaaa",
    dateTimeFormat: "dd/mm/aaaa hh:mm",
    hint: "Escríbela como {{format}} (hora de 0 a 23).",
  },
  // The layout's own features keep their texts beside their code.
  platform: esPlatformMessages,
  embedBuilder: esEmbedBuilderMessages,
  marketPage: esMarketPageMessages,
} as const;

/** The portal's texts loaded with its first chunk: the same keys in every language. */
export type PortalMessages = MessageShape<typeof esPortalMessages>;

/**
 * The areas whose texts travel with their screens' chunks (see `registerPortalMessages.ts`), by the key
 * their texts sit under.
 */
interface LazyPortalAreas {
  dashboard: typeof esDashboardMessages;
  account: typeof esAccountMessages;
  support: typeof esSupportMessages;
  suggestions: typeof esSuggestionsMessages;
  money: typeof esMoneyMessages;
  admin: typeof esAdminMessages;
  publishers: typeof esPublishersMessages;
}

/** An area whose texts load with its screens. */
export type LazyPortalArea = keyof LazyPortalAreas;

/** The namespace the portal's texts live in inside the sdk's translator. */
export const PORTAL_NAMESPACE = "pulsoPortal";

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A portal text's key, `header.logIn`. */
export type PortalMessageKey = Leaves<PortalMessages> | Leaves<LazyPortalAreas>;
