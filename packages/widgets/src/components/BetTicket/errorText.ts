import { isApiError } from "@pulso/api-client";
import type { TranslationKey } from "@pulso/sdk";
import type { Translator } from "../../i18n/translator";

/**
 * A failure as the reader sees it, in the widget's language: the message of the error's code
 * (core's ERROR_MESSAGES through the sdk catalogue), or the `fallback` code's message for codes
 * with no text of their own.
 */
export function errorText(translator: Translator, error: unknown, fallback: string): string {
  const code = typeof error === "string" ? error : isApiError(error) ? error.code : fallback;
  const key = `errors.${code}` as TranslationKey;
  const text = translator.t(key);
  return text && text !== key && text !== code
    ? text
    : translator.t(`errors.${fallback}` as TranslationKey);
}
