import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  notificationBell: {
    button: "Notificaciones",
    buttonUnread_one: "Notificaciones, {{count}} sin leer",
    buttonUnread_other: "Notificaciones, {{count}} sin leer",
    title: "Notificaciones",
    loading: "Cargando notificaciones…",
    markRead: "Marcar como leída",
    remove: "Eliminar",
    markAllRead: "Marcar todas como leídas",
    clearAll: "Borrar todas",
    clearConfirm_one: "¿Borrar tu notificación? No se puede deshacer.",
    clearConfirm_other: "¿Borrar las {{count}} notificaciones? No se puede deshacer.",
    clearConfirmYes: "Sí, borrar todas",
    clearConfirmNo: "Cancelar",
    allCaughtUp: "¡Todo al día!",
    noneYet: "Aún no tienes notificaciones",
    unread: "Sin leer",
    defaultAction: "Ver",
    newTab: "(se abre en una pestaña nueva)",
    signInHint: "Inicia sesión para ver tus notificaciones.",
  },
};
