import type { Language } from "../constants/i18n";
import { interpolate, type MessageParams } from "../i18n/interpolate";
import type { ErrorCode } from "./codes";
import { MESSAGES_WITHOUT_PARAMS } from "./messagesWithoutParams";

/**
 * The message for every error code in both languages. English texts of spec §8 are kept word for
 * word. Placeholders use `{{name}}` (i18next's syntax), filled by {@link errorMessage}.
 */
export const ERROR_MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  VALIDATION_FAILED: {
    en: "Some fields are not valid. Please check them and try again.",
    es: "Algunos campos no son válidos. Revísalos e inténtalo de nuevo.",
  },
  UNAUTHENTICATED: {
    en: "Please log in to continue.",
    es: "Inicia sesión para continuar.",
  },
  FORBIDDEN: {
    en: "You do not have permission to do this.",
    es: "No tienes permiso para hacer esto.",
  },
  NOT_FOUND: { en: "Not found.", es: "No encontrado." },
  ROUTE_NOT_FOUND: {
    en: "This API route does not exist.",
    es: "Esta ruta de la API no existe.",
  },
  METHOD_NOT_ALLOWED: {
    en: "This method is not allowed here.",
    es: "Este método no está permitido aquí.",
  },
  CONFLICT: {
    en: "This conflicts with the current state. Please refresh and try again.",
    es: "Esto choca con el estado actual. Actualiza e inténtalo de nuevo.",
  },
  IDEMPOTENCY_CONFLICT: {
    en: "This request key was already used for a different request.",
    es: "Esta clave de solicitud ya se usó para otra solicitud distinta.",
  },
  RATE_LIMITED: {
    en: "Too many attempts. Please wait a moment and try again.",
    es: "Demasiados intentos. Espera un momento e inténtalo de nuevo.",
  },
  PAYLOAD_TOO_LARGE: {
    en: "The request is too large.",
    es: "La solicitud es demasiado grande.",
  },
  REQUEST_TIMEOUT: {
    en: "The upload was too slow and was stopped. Please check your connection and try again.",
    es: "El envío fue demasiado lento y se detuvo. Revisa tu conexión e inténtalo de nuevo.",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: "This content type is not supported.",
    es: "Este tipo de contenido no es compatible.",
  },
  CSRF_REJECTED: {
    en: "The request was refused because it did not come from Pulso.",
    es: "La solicitud fue rechazada porque no proviene de Pulso.",
  },
  INTERNAL_ERROR: {
    en: "Something went wrong on our side. Please try again.",
    es: "Algo salió mal de nuestro lado. Inténtalo de nuevo.",
  },
  SERVICE_UNAVAILABLE: {
    en: "The service is temporarily unavailable. Please try again shortly.",
    es: "El servicio no está disponible por el momento. Inténtalo de nuevo en breve.",
  },
  NETWORK_ERROR: {
    en: "Network error. Please check your connection and try again.",
    es: "Error de red. Revisa tu conexión e inténtalo de nuevo.",
  },
  TIMEOUT: {
    en: "The server took too long to answer. Please try again.",
    es: "El servidor tardó demasiado en responder. Inténtalo de nuevo.",
  },
  ABORTED: { en: "The request was cancelled.", es: "La solicitud fue cancelada." },
  HTTP_ERROR: {
    en: "HTTP error! status: {{status}}",
    es: "¡Error HTTP! estado: {{status}}",
  },
  INVALID_RESPONSE: {
    en: "Invalid API response structure",
    es: "Estructura de respuesta de la API no válida",
  },
  POLLS_FETCH_FAILED: {
    en: "API request failed with status {{status}}",
    es: "La solicitud a la API falló con el estado {{status}}",
  },
  REQUIRED: { en: "This field is required.", es: "Este campo es obligatorio." },
  INVALID_TYPE: { en: "This value is not valid.", es: "Este valor no es válido." },
  INVALID_ID_LIST: {
    en: "Give between 1 and 50 market ids, separated by commas.",
    es: "Indica entre 1 y 50 identificadores de mercado, separados por comas.",
  },
  UNKNOWN_FIELD: {
    en: "This field is not accepted.",
    es: "Este campo no se acepta.",
  },
  TOO_LONG: { en: "This value is too long.", es: "Este valor es demasiado largo." },
  INVALID_EMAIL: {
    en: "Please enter a valid email address.",
    es: "Introduce un correo electrónico válido.",
  },
  PASSWORD_TOO_SHORT: {
    en: "Password must be at least {{min}} characters.",
    es: "La contraseña debe tener al menos {{min}} caracteres.",
  },
  PASSWORD_TOO_WEAK: {
    en: "Password must contain at least one uppercase letter and one number.",
    es: "La contraseña debe contener al menos una letra mayúscula y un número.",
  },
  PASSWORDS_DO_NOT_MATCH: {
    en: "Passwords do not match.",
    es: "Las contraseñas no coinciden.",
  },
  NAME_TOO_SHORT: {
    en: "Name must be at least 3 characters.",
    es: "El nombre debe tener al menos 3 caracteres.",
  },
  TERMS_NOT_ACCEPTED: {
    en: "You must accept the terms and conditions.",
    es: "Debes aceptar los términos y condiciones.",
  },
  FIRST_NAME_REQUIRED: {
    en: "First name is required.",
    es: "El nombre es obligatorio.",
  },
  LAST_NAME_REQUIRED: {
    en: "Last name is required.",
    es: "El apellido es obligatorio.",
  },
  INVALID_URL: { en: "Please enter a valid URL.", es: "Introduce una URL válida." },
  INVALID_DATE: { en: "Please enter a valid date.", es: "Introduce una fecha válida." },
  INVALID_COUNTRY: {
    en: "Enter the country as its two-letter ISO code (ES, AR, MX…).",
    es: "Indica el país con su código ISO de dos letras (ES, AR, MX…).",
  },
  INVALID_REGION: {
    en: "Enter the region as its ISO 3166-2 code (AR-B, MX-CMX…).",
    es: "Indica la región con su código ISO 3166-2 (AR-B, MX-CMX…).",
  },
  REGION_OF_ANOTHER_COUNTRY: {
    en: "That region is not in the country given.",
    es: "Esa región no pertenece al país indicado.",
  },
  INVALID_TIME_ZONE: {
    en: "Enter a time zone such as Europe/Madrid.",
    es: "Indica una zona horaria como Europe/Madrid.",
  },
  BLACKOUT_DAYS_OUT_OF_RANGE: {
    en: "The blackout lasts from 1 to 30 days.",
    es: "La veda dura de 1 a 30 días.",
  },
  END_BEFORE_START: {
    en: "The end date must be after the start date.",
    es: "La fecha de cierre debe ser posterior a la de inicio.",
  },
  AMOUNT_INVALID: {
    en: "Please enter a valid amount.",
    es: "Introduce un importe válido.",
  },
  AMOUNT_NEGATIVE: {
    en: "The amount cannot be negative.",
    es: "El importe no puede ser negativo.",
  },
  AMOUNT_TOO_PRECISE: {
    en: "Amounts can have at most two decimals.",
    es: "Los importes pueden tener como máximo dos decimales.",
  },
  AMOUNT_TOO_LARGE: {
    en: "The amount is too large.",
    es: "El importe es demasiado grande.",
  },
  PRICE_OUT_OF_RANGE: {
    en: "Prices must be between 1 and 99 cents.",
    es: "Los precios deben estar entre 1 y 99 centavos.",
  },
  TOO_FEW_OPTIONS: {
    en: "At least 2 options are required",
    es: "Se necesitan al menos 2 opciones",
  },
  TOO_MANY_OPTIONS: {
    en: "Maximum 4 options allowed",
    es: "Se permiten como máximo 4 opciones",
  },
  IMAGE_TOO_LARGE: {
    en: "The image must be 5MB or smaller.",
    es: "La imagen debe pesar 5 MB o menos.",
  },
  IMAGE_TYPE_NOT_ALLOWED: {
    en: "The image must be a JPEG, PNG, GIF or WebP file.",
    es: "La imagen debe ser un archivo JPEG, PNG, GIF o WebP.",
  },
  SUBJECT_TOO_SHORT: {
    en: "Subject must be at least 5 characters.",
    es: "El asunto debe tener al menos 5 caracteres.",
  },
  DESCRIPTION_TOO_SHORT: {
    en: "Description must be at least 20 characters.",
    es: "La descripción debe tener al menos 20 caracteres.",
  },
  CATEGORY_REQUIRED: {
    en: "Please choose a category.",
    es: "Elige una categoría.",
  },
  ATTACHMENT_TYPE_NOT_ALLOWED: {
    en: "Attachments must be PDF, DOC, DOCX, TXT, JPG, JPEG, PNG or GIF files.",
    es: "Los adjuntos deben ser archivos PDF, DOC, DOCX, TXT, JPG, JPEG, PNG o GIF.",
  },
  ATTACHMENT_TOO_LARGE: {
    en: "Each attachment must be 10MB or smaller.",
    es: "Cada adjunto debe pesar 10 MB o menos.",
  },
  TITLE_REQUIRED: {
    en: "The English title is required.",
    es: "El título en inglés es obligatorio.",
  },
  DESCRIPTION_REQUIRED: {
    en: "The English description is required.",
    es: "La descripción en inglés es obligatoria.",
  },
  PROFIT_SHARE_OUT_OF_RANGE: {
    en: "The profit share must be between 5% and 15%.",
    es: "La participación en beneficios debe estar entre el 5 % y el 15 %.",
  },
  COMMENT_EMPTY: {
    en: "The comment cannot be empty.",
    es: "El comentario no puede estar vacío.",
  },
  COMMENT_TOO_LONG: {
    en: "Comments can be at most {{max}} characters.",
    es: "Los comentarios pueden tener como máximo {{max}} caracteres.",
  },
  INVALID_WALLET_ADDRESS: {
    en: "Please enter a valid wallet address for this network.",
    es: "Introduce una dirección de billetera válida para esta red.",
  },
  UNSUPPORTED_CHAIN: {
    en: "This network is not supported.",
    es: "Esta red no es compatible.",
  },
  UNSUPPORTED_TOKEN: {
    en: "This currency is not supported on this network.",
    es: "Esta moneda no es compatible con esta red.",
  },
  LOGIN_FAILED: {
    en: "Login failed: Please check your credentials and try again.",
    es: "Error al iniciar sesión: revisa tus credenciales e inténtalo de nuevo.",
  },
  REGISTRATION_FAILED: {
    en: "Registration failed: There was a problem creating your account. Please try again.",
    es: "Error en el registro: hubo un problema al crear tu cuenta. Inténtalo de nuevo.",
  },
  EMAIL_TAKEN: {
    en: "An account with this email already exists.",
    es: "Ya existe una cuenta con este correo electrónico.",
  },
  SIGNUP_LIMIT_REACHED: {
    en: "Too many accounts were created from your network in the last hour. Please try again later.",
    es: "Se crearon demasiadas cuentas desde tu red en la última hora. Inténtalo más tarde.",
  },
  WRONG_PASSWORD: {
    en: "Your current password is wrong.",
    es: "Tu contraseña actual no es correcta.",
  },
  RESET_TOKEN_INVALID: {
    en: "This reset link is invalid or has expired.",
    es: "Este enlace de restablecimiento no es válido o ha caducado.",
  },
  VERIFICATION_TOKEN_INVALID: {
    en: "This verification link is invalid or has expired. Ask for a new one from your account.",
    es: "Este enlace de verificación no es válido o ha caducado. Pide uno nuevo desde tu cuenta.",
  },
  SESSION_EXPIRED: {
    en: "Your session has expired. Please log in again.",
    es: "Tu sesión ha caducado. Inicia sesión de nuevo.",
  },
  LOGIN_REQUIRED_TO_BET: {
    en: "Please log in to place bets.",
    es: "Inicia sesión para hacer apuestas.",
  },
  LOGIN_REQUIRED_TO_VOTE: {
    en: "Please log in to vote.",
    es: "Inicia sesión para votar.",
  },
  MARKET_NOT_ACTIVE: {
    en: "This market is not currently active for trading.",
    es: "Este mercado no está activo para operar en este momento.",
  },
  MARKET_IN_BLACKOUT: {
    en: "Trading is paused during the election blackout; it resumes when the polls close.",
    es: "Las operaciones están en pausa durante la veda electoral; vuelven al cerrar las urnas.",
  },
  POLL_NOT_ACTIVE: {
    en: "This poll is not currently active for voting.",
    es: "Esta encuesta no está activa para votar en este momento.",
  },
  OPTION_REQUIRED: {
    en: "Please select an option to vote.",
    es: "Selecciona una opción para votar.",
  },
  VOTE_FAILED: { en: "Failed to submit vote.", es: "No se pudo enviar el voto." },
  BET_BELOW_MINIMUM: {
    en: "Minimum bet amount is $5.",
    es: "El monto mínimo de apuesta es $5.",
  },
  OPTION_NOT_AVAILABLE: {
    en: "Option ID not available.",
    es: "El ID de la opción no está disponible.",
  },
  BET_FAILED: {
    en: "Error placing bet. Please try again.",
    es: "Error al realizar la apuesta. Inténtalo de nuevo.",
  },
  INSUFFICIENT_FUNDS: {
    en: "Your balance is too low for this amount.",
    es: "Tu saldo no alcanza para este importe.",
  },
  PRICE_MOVED: {
    en: "The price moved before your bet was placed. Please review the new quote.",
    es: "El precio cambió antes de realizar tu apuesta. Revisa la nueva cotización.",
  },
  ALREADY_VOTED: {
    en: "You have already voted in this poll.",
    es: "Ya votaste en esta encuesta.",
  },
  WRONG_MARKET_KIND: {
    en: "This action does not apply to this kind of market.",
    es: "Esta acción no se aplica a este tipo de mercado.",
  },
  INVALID_STATUS_TRANSITION: {
    en: "This market cannot change to that status now.",
    es: "Este mercado no puede pasar a ese estado ahora.",
  },
  MARKET_CREATE_FAILED: {
    en: "Failed to create market.",
    es: "No se pudo crear el mercado.",
  },
  PROFILE_UPDATE_FAILED: {
    en: "Failed to update profile.",
    es: "No se pudo actualizar el perfil.",
  },
  PASSWORD_CHANGE_FAILED: {
    en: "Failed to change password.",
    es: "No se pudo cambiar la contraseña.",
  },
  PAYMENT_FAILED: { en: "Payment failed.", es: "El pago falló." },
  CARD_INVALID_NUMBER: {
    en: "Invalid card number.",
    es: "Número de tarjeta no válido.",
  },
  CARD_INVALID_CVV: {
    en: "Invalid security code (CVV): 3 or 4 digits.",
    es: "Código de seguridad (CVV) no válido: 3 o 4 dígitos.",
  },
  CARD_EXPIRED: { en: "Card has expired.", es: "La tarjeta ha caducado." },
  CARD_DECLINED: {
    en: "Payment failed: the card was declined.",
    es: "El pago falló: la tarjeta fue rechazada.",
  },
  CARD_INSUFFICIENT_FUNDS: { en: "Insufficient funds.", es: "Fondos insuficientes." },
  CARD_NETWORK_ERROR: {
    en: "Network error. Please try again.",
    es: "Error de red. Inténtalo de nuevo.",
  },
  DEPOSIT_BELOW_MINIMUM: {
    en: "The minimum deposit is ${{min}}.",
    es: "El depósito mínimo es de ${{min}}.",
  },
  DEPOSIT_ABOVE_MAXIMUM: {
    en: "The maximum deposit is ${{max}}.",
    es: "El depósito máximo es de ${{max}}.",
  },
  TRANSACTION_INVALID: {
    en: "The payment record could not be verified.",
    es: "No se pudo verificar el registro del pago.",
  },
  CRYPTO_PAYMENT_FAILED: {
    en: "Failed to create crypto payment.",
    es: "No se pudo crear el pago con criptomonedas.",
  },
  COPY_ADDRESS_FAILED: {
    en: "Failed to copy address.",
    es: "No se pudo copiar la dirección.",
  },
  BALANCE_REFRESH_FAILED: {
    en: "Payment received but failed to refresh balance.",
    es: "Pago recibido, pero no se pudo actualizar el saldo.",
  },
  WITHDRAWAL_FAILED: { en: "Withdrawal failed.", es: "El retiro falló." },
  WITHDRAWAL_EXCEEDS_BALANCE: {
    en: "You cannot withdraw more than your withdrawable balance.",
    es: "No puedes retirar más que tu saldo retirable.",
  },
  EMAIL_NOT_VERIFIED: {
    en: "Verify your e-mail address before withdrawing: open the link we sent you.",
    es: "Verifica tu correo electrónico antes de retirar: abre el enlace que te enviamos.",
  },
  DEPOSIT_REQUIRED: {
    en: "Withdrawals open after your first deposit of your own money.",
    es: "Los retiros se habilitan después de tu primer depósito con tu propio dinero.",
  },
  NOTIFICATIONS_LOAD_FAILED: {
    en: "Failed to load notifications",
    es: "No se pudieron cargar las notificaciones",
  },
  NOTIFICATION_READ_FAILED: {
    en: "Failed to mark notification as read",
    es: "No se pudo marcar la notificación como leída",
  },
  NOTIFICATIONS_READ_ALL_FAILED: {
    en: "Failed to mark all notifications as read",
    es: "No se pudieron marcar todas las notificaciones como leídas",
  },
  NOTIFICATION_DELETE_FAILED: {
    en: "Failed to delete notification",
    es: "No se pudo eliminar la notificación",
  },
  SUGGESTIONS_LOAD_FAILED: {
    en: "Failed to load suggestions",
    es: "No se pudieron cargar las sugerencias",
  },
  TICKET_CREATE_FAILED: {
    en: "Failed to create ticket",
    es: "No se pudo crear el ticket",
  },
  TICKET_LOAD_FAILED: { en: "Failed to load ticket", es: "No se pudo cargar el ticket" },
  TICKET_MESSAGE_FAILED: {
    en: "Failed to send message",
    es: "No se pudo enviar el mensaje",
  },
  TICKET_NOT_FOUND: { en: "Ticket not found", es: "Ticket no encontrado" },
  TICKET_MESSAGE_EMPTY: {
    en: "Write a message before sending.",
    es: "Escribe un mensaje antes de enviarlo.",
  },
  TICKET_CLOSED: {
    en: "This ticket is closed. Open a new ticket if you still need help.",
    es: "Este ticket está cerrado. Abre un ticket nuevo si aún necesitas ayuda.",
  },
  TICKET_STATUS_TRANSITION_INVALID: {
    en: "This ticket cannot change to that status now.",
    es: "Este ticket no puede pasar a ese estado ahora.",
  },
  TICKET_ASSIGNEE_NOT_ADMIN: {
    en: "Tickets can only be assigned to an admin.",
    es: "Los tickets solo se pueden asignar a un administrador.",
  },
  TOO_MANY_ATTACHMENTS: {
    en: "You can attach at most {{max}} files.",
    es: "Puedes adjuntar como máximo {{max}} archivos.",
  },
  BANNERS_LOAD_FAILED: {
    en: "Unable to load promotional banners",
    es: "No se pudieron cargar los banners promocionales",
  },
  MARKET_LINKS_ERROR: { en: "Error loading links", es: "Error al cargar los enlaces" },
  MARKET_LINKS_FETCH_FAILED: {
    en: "Failed to fetch market links",
    es: "No se pudieron obtener los enlaces de mercados",
  },
  FOOTER_HTTP_ERROR: {
    en: "HTTP error! status: {{status}}",
    es: "¡Error HTTP! estado: {{status}}",
  },
  FOOTER_INVALID_RESPONSE: {
    en: "Invalid API response structure",
    es: "Estructura de respuesta de la API no válida",
  },
  FOOTER_UNKNOWN_ERROR: {
    en: "An unknown error occurred while fetching footer data.",
    es: "Se produjo un error desconocido al obtener los datos del pie de página.",
  },
  REALTIME_RECONNECT_FAILED: {
    en: "Could not reconnect to real-time service. Please refresh the page.",
    es: "No se pudo reconectar al servicio en tiempo real. Actualiza la página.",
  },
  EMBED_ORIGIN_NOT_ALLOWED: {
    en: "This site is not allowed to embed Pulso.",
    es: "Este sitio no tiene permiso para integrar Pulso.",
  },
  EMBED_CODE_INVALID: {
    en: "This sign-in code is invalid or has already been used.",
    es: "Este código de inicio de sesión no es válido o ya se usó.",
  },
  EMBED_LIMIT_EXCEEDED: {
    en: "This bet is above the limit you approved for this site.",
    es: "Esta apuesta supera el límite que aprobaste para este sitio.",
  },
  NAME_REQUIRED: { en: "Enter a name.", es: "Escribe un nombre." },
  INVALID_ORIGIN: {
    en: "Write each site as its origin only, like https://www.example.com (no path).",
    es: "Escribe cada sitio solo con su origen, como https://www.ejemplo.com (sin ruta).",
  },
  TOO_MANY_ORIGINS: {
    en: "A publisher may register up to 10 sites.",
    es: "Un medio puede registrar hasta 10 sitios.",
  },
  ORIGIN_TAKEN: {
    en: "Another publisher already registered this site.",
    es: "Otro medio ya registró este sitio.",
  },
  INVALID_SHARE: {
    en: "The revenue share must be between 0% and 50%, with at most two decimals.",
    es: "La participación debe estar entre el 0 % y el 50 %, con dos decimales como mucho.",
  },
  INVALID_ARTICLE: {
    en: "The article must be a page path such as /politics/story.",
    es: "El artículo debe ser una ruta de página como /politica/noticia.",
  },
  INVALID_PERIOD: {
    en: "The period must end on or after its first day, and cover at most 92 days.",
    es: "El periodo debe terminar el mismo día de inicio o después, y abarcar 92 días como mucho.",
  },
  USER_NOT_FOUND: {
    en: "No account uses that e-mail.",
    es: "Ninguna cuenta usa ese correo.",
  },
  PAYOUT_EXCEEDS_BALANCE: {
    en: "The payout is larger than what the publisher is owed.",
    es: "El pago supera lo que se le debe al medio.",
  },
};

/** Parameters a message template may use. */
export type ErrorMessageParams = MessageParams;

/**
 * The message for a code in a language, with `{{name}}` placeholders filled (or, when a value is
 * missing, the code's wording without it). Unknown codes fall back to the generic internal error
 * so a user never sees a bare code.
 */
export function errorMessage(
  code: string,
  language: Language,
  params: ErrorMessageParams = {},
): string {
  const entry = (ERROR_MESSAGES as Record<string, Record<Language, string> | undefined>)[code];
  const withoutParams = (
    MESSAGES_WITHOUT_PARAMS as Record<string, Record<Language, string> | undefined>
  )[code];
  return interpolate(
    (entry ?? ERROR_MESSAGES.INTERNAL_ERROR)[language],
    params,
    () => withoutParams?.[language],
  );
}
