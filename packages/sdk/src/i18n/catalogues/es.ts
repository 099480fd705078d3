import type { Catalogue } from "./catalogue";
import { errorCatalogue, errorWithoutParamsCatalogue } from "./errorCatalogue";

/** The Spanish catalogue: the default language. Its keys must match the English one's exactly. */
export const es: Catalogue = {
  common: {
    loading: "Cargando…",
    retry: "Intentar de nuevo",
    close: "Cerrar",
    dismiss: "Descartar",
  },
  errors: errorCatalogue("es"),
  withoutParams: { errors: errorWithoutParamsCatalogue("es") },
  realtime: {
    marketUpdated: {
      title: "¡Mercado actualizado!",
      description: "Los datos del mercado se actualizaron automáticamente",
    },
    marketResolved: {
      title: "¡Mercado resuelto!",
      description: "Se resolvió un mercado en el que participas. Consulta los resultados.",
    },
    balanceUpdated: {
      title: "¡Saldo actualizado!",
      description: "Tu nuevo saldo es {{balance}}",
    },
    status: {
      connecting: "Conectando…",
      open: "En vivo",
      closed: "Sin conexión",
    },
  },
  session: {
    signedOut: "Se cerró tu sesión.",
  },
  notifications: {
    cryptoDepositSuccessful: "Depósito cripto exitoso",
    walletDepositSuccessful: "Depósito desde billetera exitoso",
  },
  wallet: {
    userRejected: "Rechazaste la solicitud en tu billetera.",
    chainDisconnected: "Tu billetera no está conectada a la red solicitada (4901).",
    switchChain: "Cambia tu billetera a una red compatible (4902).",
    unsupportedCapability: "Tu billetera no admite esta acción (5700).",
  },
  developer: {
    useAuthOutsideProvider: "useAuth debe usarse dentro de un AuthProvider",
  },
  widgets: {
    notificationBell: {
      title: "Notificaciones",
      markAllRead: "Marcar todas como leídas",
      clearAll: "Borrar todas",
      allCaughtUp: "¡Estás al día!",
      noneYet: "Aún no tienes notificaciones",
    },
  },
  portal: {
    header: {
      markets: "Mercados",
      logIn: "Iniciar sesión",
      dashboard: "Panel",
      profile: "Perfil",
      suggestPoll: "Sugerir encuesta",
      supportTickets: "Tickets de soporte",
      logout: "Cerrar sesión",
    },
    footer: {
      loading: "Cargando pie de página...",
      contact: "Contacto",
      privacyPolicy: "Política de privacidad",
    },
  },
};
