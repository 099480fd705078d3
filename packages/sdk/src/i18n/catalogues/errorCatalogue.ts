import { ERROR_CODES, ERROR_MESSAGES, type ErrorCode, type Language } from "@pulso/core";

/** The `errors` section of a catalogue: core's message for every error code (spec §8). */
export function errorCatalogue(language: Language): Record<ErrorCode, string> {
  const section = {} as Record<ErrorCode, string>;
  for (const code of ERROR_CODES) section[code] = ERROR_MESSAGES[code][language];
  return section;
}
