import {
  ERROR_CODES,
  ERROR_MESSAGES,
  errorMessage,
  type ErrorCode,
  type Language,
} from "@pulso/core";

/** The `errors` section of a catalogue: core's message for every error code (spec §8). */
export function errorCatalogue(language: Language): Record<ErrorCode, string> {
  const section = {} as Record<ErrorCode, string>;
  for (const code of ERROR_CODES) section[code] = ERROR_MESSAGES[code][language];
  return section;
}

/** Whether a code's message needs a value (`{{min}}`) in either language. */
const needsValue = (code: ErrorCode) =>
  Object.values(ERROR_MESSAGES[code]).some((text) => text.includes("{{"));

/**
 * The `withoutParams.errors` section: for each code whose message needs a value, the wording core
 * itself shows when that value is unknown (`errorMessage` without params), so the sdk never keeps
 * a second copy of those texts. Keyed by code, like `errors`.
 */
export function errorWithoutParamsCatalogue(language: Language): Record<string, string> {
  const section: Record<string, string> = {};
  for (const code of ERROR_CODES.filter(needsValue)) section[code] = errorMessage(code, language);
  return section;
}
