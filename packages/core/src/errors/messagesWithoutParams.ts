import type { Language } from "../constants/i18n";
import type { ErrorCode } from "./codes";

/**
 * The message of each code whose text needs a value (`{{min}}`, `{{max}}`, `{{status}}`), for
 * when that value is not known: a field missing altogether fails its type check before its
 * length rule, so no bound comes with it. A user never reads a raw `{{min}}`.
 */
export const MESSAGES_WITHOUT_PARAMS: Partial<Record<ErrorCode, Record<Language, string>>> = {
  HTTP_ERROR: { en: "HTTP error!", es: "¡Error HTTP!" },
  POLLS_FETCH_FAILED: { en: "API request failed.", es: "La solicitud a la API falló." },
  PASSWORD_TOO_SHORT: {
    en: "Password is too short.",
    es: "La contraseña es demasiado corta.",
  },
  COMMENT_TOO_LONG: {
    en: "This comment is too long.",
    es: "Este comentario es demasiado largo.",
  },
  DEPOSIT_BELOW_MINIMUM: {
    en: "This amount is below the minimum deposit.",
    es: "Este monto está por debajo del depósito mínimo.",
  },
  DEPOSIT_ABOVE_MAXIMUM: {
    en: "This amount is above the maximum deposit.",
    es: "Este monto supera el depósito máximo.",
  },
  TOO_MANY_ATTACHMENTS: {
    en: "Too many files are attached.",
    es: "Hay demasiados archivos adjuntos.",
  },
  FOOTER_HTTP_ERROR: { en: "HTTP error!", es: "¡Error HTTP!" },
};
