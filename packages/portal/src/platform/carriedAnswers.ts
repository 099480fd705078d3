import type { CarriedAnswer } from "@pulso/api-client";
import { CARRIED_ANSWERS_ELEMENT_ID, isLanguage } from "@pulso/core";

const isCarriedAnswer = (value: unknown): value is CarriedAnswer => {
  const { path, lang, body } = (value ?? {}) as Partial<CarriedAnswer>;
  return (
    typeof path === "string" &&
    path.startsWith("/") &&
    isLanguage(lang) &&
    typeof body === "object" &&
    !!body
  );
};

/**
 * The answers the server wrote into the page for its first GETs (a market page's market, a
 * market list's first page, in each language; see `CARRIED_ANSWERS_ELEMENT_ID`), for the sdk to use instead of asking (issue 17).
 * The data block is removed once read. A page without one, or with one that cannot be read, has
 * none: the page asks as usual.
 */
export function readCarriedAnswers(document: Pick<Document, "getElementById">): CarriedAnswer[] {
  const element = document.getElementById(CARRIED_ANSWERS_ELEMENT_ID);
  if (!element) return [];
  element.remove();
  try {
    const answers: unknown = JSON.parse(element.textContent ?? "");
    return Array.isArray(answers) ? answers.filter(isCarriedAnswer) : [];
  } catch {
    return [];
  }
}
