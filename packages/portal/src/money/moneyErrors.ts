import { isApiError } from "@pulso/api-client";
import {
  centsToDollars,
  MAX_CARD_DEPOSIT_CENTS,
  MIN_CARD_DEPOSIT_CENTS,
  type ErrorCode,
} from "@pulso/core";
import type { PortalTranslator } from "../i18n/usePortalT";

/** The card deposit limits as the messages' `{{min}}` and `{{max}}` show them. */
export const CARD_LIMIT_PARAMS = {
  min: centsToDollars(MIN_CARD_DEPOSIT_CENTS),
  max: centsToDollars(MAX_CARD_DEPOSIT_CENTS),
};

/**
 * The card limits as the limit messages' `${{min}}` / `${{max}}` want them: the shared money
 * format without its "$" ("2,000.00", not "2000"), so they read like every other amount.
 */
export function cardLimitText({ formatMoney }: Pick<PortalTranslator, "formatMoney">): {
  min: string;
  max: string;
} {
  const bare = (dollars: number) => formatMoney(dollars).replace(/^\$/, "");
  // e.g. { min: "10.00", max: "2,000.00" }
  return { min: bare(CARD_LIMIT_PARAMS.min), max: bare(CARD_LIMIT_PARAMS.max) };
}

/** Codes whose message the reader can act on; anything else reads as the call's own failure. */
const SPECIFIC: ReadonlySet<string> = new Set<ErrorCode>([
  "CARD_INVALID_NUMBER",
  "CARD_INVALID_CVV",
  "CARD_EXPIRED",
  "CARD_DECLINED",
  "CARD_INSUFFICIENT_FUNDS",
  "CARD_NETWORK_ERROR",
  "DEPOSIT_BELOW_MINIMUM",
  "DEPOSIT_ABOVE_MAXIMUM",
  "TRANSACTION_INVALID",
  "INVALID_WALLET_ADDRESS",
  "UNSUPPORTED_CHAIN",
  "UNSUPPORTED_TOKEN",
  "INSUFFICIENT_FUNDS",
  "WITHDRAWAL_EXCEEDS_BALANCE",
  "EMAIL_NOT_VERIFIED",
  "DEPOSIT_REQUIRED",
  "RATE_LIMITED",
  "SESSION_EXPIRED",
  "UNAUTHENTICATED",
]);

/** The placeholders a refusal's `details` carries (`{ min: "10.00" }`), as message params. */
function detailParams(details: unknown): Record<string, string | number> {
  if (typeof details !== "object" || details === null || Array.isArray(details)) return {};
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === "string" || typeof value === "number") params[key] = value;
  }
  return params;
}

/**
 * The message for a failed money call (spec §8): the code's own when the reader can act on it
 * (a card refusal, a limit, a bad address), the network error for a lost connection, else the
 * call's generic failure (`PAYMENT_FAILED`, `CRYPTO_PAYMENT_FAILED`, `WITHDRAWAL_FAILED`).
 */
export function moneyFailureMessage(
  error: unknown,
  fallback: "PAYMENT_FAILED" | "CRYPTO_PAYMENT_FAILED" | "WITHDRAWAL_FAILED",
  translator: PortalTranslator,
): string {
  if (!isApiError(error)) return translator.error(fallback);
  if (error.code === "NETWORK_ERROR" || error.code === "TIMEOUT") {
    return translator.error("CARD_NETWORK_ERROR");
  }
  // 503: the server has no node for the chosen network (CRYPTO_CHAINS); another may work.
  if (error.status === 503 && fallback !== "PAYMENT_FAILED") {
    return `${translator.error(fallback)} ${translator.t("money.networkUnavailable")}`;
  }
  if (!SPECIFIC.has(error.code)) return translator.error(fallback);
  // The server's own limits first (a crypto minimum), else the card's; in the shared money
  // format, whatever the details wrote them as.
  const params = { ...cardLimitText(translator), ...detailParams(error.details) };
  for (const key of ["min", "max"] as const) {
    const value = Number(params[key]);
    if (typeof params[key] !== "undefined" && Number.isFinite(value)) {
      params[key] = translator.formatMoney(value).replace(/^\$/, "");
    }
  }
  return translator.error(error.code, params);
}

/**
 * Whether a failed money call may have done its work all the same: no answer arrived (network,
 * timeout, abort), the server failed (5xx, possibly after the card was charged), or an earlier
 * try with the key is still running (409 CONFLICT). A retry of that attempt must reuse its
 * Idempotency-Key, so it gets the first result instead of charging or moving money again. A
 * refusal (any other 4xx) is final: the next try is a new attempt.
 */
export function answerMayBeLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500 || error.code === "CONFLICT";
}
