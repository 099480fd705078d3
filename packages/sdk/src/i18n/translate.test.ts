import { describe, expect, it, vi } from "vitest";
import type { Language } from "@pulso/core";
import { createMessageBook } from "./messageBook";
import { createTranslate } from "./translate";

/** A book with an `app` namespace in both languages, and its translator. */
function setUp(language: Language = "es") {
  const book = createMessageBook();
  book.add("es", "app", {
    close: "Cerrar",
    greeting: "Hola {{name}}",
    balance: "Tu saldo es {{balance}}",
    votes_one: "{{count}} voto",
    votes_other: "{{count}} votos",
    items_zero: "ninguno",
    items_one: "uno",
    items_other: "{{count}}",
    plain: "sin plural {{count}}",
    withoutParams: { greeting: "Hola" },
  });
  book.add("en", "app", {
    close: "Close",
    onlyEnglish: "Only English",
    greeting: "Hello {{name}}",
    votes_one: "{{count}} vote",
    votes_other: "{{count}} votes",
    withoutParams: { greeting: "Hello" },
  });
  let current = language;
  const translator = createTranslate(book, () => current, ["app"]);
  return { book, ...translator, switchTo: (next: Language) => (current = next) };
}

describe("createTranslate", () => {
  it("reads the current language, else English, else answers with the key", () => {
    const { translate, has, switchTo } = setUp("es");
    expect(translate("close")).toBe("Cerrar");
    expect(translate("onlyEnglish")).toBe("Only English");
    expect(translate("nowhere")).toBe("nowhere");
    expect(translate("withoutParams")).toBe("withoutParams");
    expect([has("onlyEnglish"), has("nowhere")]).toEqual([true, false]);
    switchTo("en");
    expect(translate("close")).toBe("Close");
    expect(translate("close", undefined, { language: "es" })).toBe("Cerrar");
  });

  it("keeps the texts already in a book when more are added", () => {
    const { book, translate } = setUp("es");
    book.add("es", "app", { close: "Otro", added: "Nuevo" });
    expect([translate("close"), translate("added")]).toEqual(["Cerrar", "Nuevo"]);
  });

  it("picks plural forms by count with the language's rules", () => {
    const { translate } = setUp("es");
    const votes = (count: number | string, language?: Language) =>
      translate("votes", { count }, language ? { language } : {});
    expect([votes(1), votes(2), votes(0), votes(1.5)]).toEqual([
      "1 voto",
      "2 votos",
      "0 votos",
      "1.5 votos",
    ]);
    expect([votes(1, "en"), votes(0, "en")]).toEqual(["1 vote", "0 votes"]);
    // Spanish `many` (1,000,000) is not in the book: `_other` of the same language serves.
    expect(votes(1_000_000)).toBe("1000000 votos");
    // A string count is a value, not a plural selector.
    expect(votes("1")).toBe("votes");
    expect([0, 1, 7].map((count) => translate("items", { count }))).toEqual([
      "ninguno",
      "uno",
      "7",
    ]);
    expect(translate("plain", { count: 3 })).toBe("sin plural 3");
  });

  it("words a message without the value it lacks, in the language asked, without a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { translate } = setUp("es");
    expect(translate("greeting")).toBe("Hola");
    expect(translate("greeting", { other: 1 }, { language: "en" })).toBe("Hello");
    expect(translate("greeting", { name: "Ana" })).toBe("Hola Ana");
    expect(warn).not.toHaveBeenCalled();
  });

  it("drops a value with no wording without it, and warns once per key in development", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { translate } = setUp("es");
    expect(translate("balance")).toBe("Tu saldo es");
    expect(translate("balance", { other: 1 })).toBe("Tu saldo es");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[pulso] the message "balance" needs {{balance}}');
  });
});
