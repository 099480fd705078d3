import { isApiError } from "@pulso/api-client";
import { commentContentRefusal, MAX_COMMENT_LENGTH } from "@pulso/core";
import type { TranslationKey } from "@pulso/sdk";
import type { Translator } from "../../i18n/translator";
import type { WidgetMessageKey } from "../../i18n/widgetMessages";

/** A comment being typed, checked by core's rule before it is sent. */
export interface CommentDraft {
  /** Characters that count (spaces at either end do not: the server trims them). */
  length: number;
  /** Why it cannot be sent (`COMMENT_EMPTY`, `COMMENT_TOO_LONG`), or null when it can. */
  refusal: string | null;
}

/** Checks a draft with core's comment rule (not blank, at most 2,000 characters). */
export function checkCommentDraft(text: string): CommentDraft {
  return { length: text.trim().length, refusal: commentContentRefusal(text) };
}

/** Codes that say nothing a reader can act on: the action's own failure text reads better. */
const GENERIC_CODES: ReadonlySet<string> = new Set([
  "HTTP_ERROR",
  "INVALID_RESPONSE",
  "INTERNAL_ERROR",
  "ROUTE_NOT_FOUND",
]);

/**
 * A refusal as the reader sees it: the message of its code (core's catalogue through the sdk,
 * `{{max}}` filled), or `fallback` for server failures and codes with no text of their own.
 */
export function commentErrorText(
  translator: Translator,
  error: unknown,
  fallback: WidgetMessageKey,
): string {
  const code =
    typeof error === "string" ? error : isApiError(error) && error.status < 500 ? error.code : null;
  if (code && !GENERIC_CODES.has(code)) {
    const key = `errors.${code}` as TranslationKey;
    const text = translator.t(key, { max: translator.formatNumber(MAX_COMMENT_LENGTH) });
    if (text && text !== key && text !== code) return text;
  }
  return translator.t(fallback);
}
