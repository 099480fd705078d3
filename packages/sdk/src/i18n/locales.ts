import type { Language } from "@pulso/core";

/**
 * The `Intl` locale each language formats with. Spanish uses Latin American conventions
 * (`es-419`: `$1,234.50`, `42.5%`), English the US ones.
 */
export const FORMAT_LOCALES: Readonly<Record<Language, string>> = {
  es: "es-419",
  en: "en-US",
};
