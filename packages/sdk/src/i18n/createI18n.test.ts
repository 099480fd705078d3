import { ApiError } from "@pulso/api-client";
import { describe, expect, it, vi } from "vitest";
import { createI18n, SDK_NAMESPACE } from "./createI18n";

describe("createI18n", () => {
  it("speaks Spanish by default", () => {
    const i18n = createI18n("es");
    expect(i18n.getLanguage()).toBe("es");
    expect(i18n.t("realtime.marketUpdated.title")).toBe("¡Mercado actualizado!");
  });

  it("fills placeholders without escaping (rendering escapes)", () => {
    const i18n = createI18n("en");
    expect(i18n.t("realtime.balanceUpdated.description", { balance: "<$5.00>" })).toBe(
      "Your new balance is <$5.00>",
    );
    expect(i18n.t("errors.PASSWORD_TOO_SHORT", { min: 8 })).toBe(
      "Password must be at least 8 characters.",
    );
  });

  it("switches language and tells subscribers, once per change", () => {
    const i18n = createI18n("es");
    const listener = vi.fn();
    const stop = i18n.onLanguageChange(listener);
    const watcher = vi.fn();
    i18n.store.subscribe(watcher);

    i18n.setLanguage("en");
    i18n.setLanguage("en");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith("en");
    expect(watcher).toHaveBeenCalledTimes(1);
    expect(i18n.getLanguage()).toBe("en");
    expect(i18n.t("errors.REALTIME_RECONNECT_FAILED")).toBe(
      "Could not reconnect to real-time service. Please refresh the page.",
    );
    expect(i18n.formatMoney(1234.5)).toBe("$1,234.50");

    stop();
    i18n.setLanguage("es");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t("errors.REALTIME_RECONNECT_FAILED")).toBe(
      "No se pudo reconectar al servicio en tiempo real. Actualiza la página.",
    );
  });

  it("refuses an unsupported language and keeps the current one", () => {
    const i18n = createI18n("es");
    expect(() => i18n.setLanguage("fr" as "es")).toThrow(/Unsupported language "fr".*es, en/);
    expect(i18n.getLanguage()).toBe("es");
    expect(() => createI18n("de" as "es")).toThrow(RangeError);
  });

  it("keeps instances apart", () => {
    const first = createI18n("es");
    const second = createI18n("es");
    second.setLanguage("en");
    expect(first.t("common.close")).toBe("Cerrar");
    expect(second.t("common.close")).toBe("Close");
    second.addMessages("es", "extra", { only: "Solo" });
    expect(second.hasMessages("es", "extra")).toBe(true);
    expect(first.hasMessages("es", "extra")).toBe(false);
    expect(first.translate("only", undefined, { namespaces: ["extra"] })).toBe("only");
  });

  it("falls back to English for a key a language lacks, and to the key itself", () => {
    const i18n = createI18n("es");
    i18n.addMessages("en", SDK_NAMESPACE, { common: { onlyEnglish: "Only English" } });
    expect(i18n.t("common.onlyEnglish" as "common.close")).toBe("Only English");
    expect(i18n.exists("common.onlyEnglish")).toBe(true);
    // Existing texts keep theirs when more are added
    expect(i18n.t("common.close")).toBe("Cerrar");
    expect(i18n.t("common.nowhere" as "common.close")).toBe("common.nowhere");
    expect(i18n.exists("common.nowhere")).toBe(false);
    // A key naming a section, not a text, is missing too
    expect(i18n.t("common" as "common.close")).toBe("common");
  });

  it("reads other namespaces in order, in any language, for bindings", () => {
    const i18n = createI18n("es");
    expect(i18n.hasMessages("es", "extra")).toBe(false);
    i18n.addMessages("es", "extra", { common: { close: "Cerrar (extra)" }, only: "Solo" });
    i18n.addMessages("en", "extra", { only: "Only", onlyEnglish: "English" });
    expect(i18n.hasMessages("es", "extra")).toBe(true);
    const namespaces = ["extra", SDK_NAMESPACE];
    expect(i18n.translate("only", undefined, { namespaces })).toBe("Solo");
    expect(i18n.translate("only", undefined, { namespaces, language: "en" })).toBe("Only");
    // The first namespace wins, in either language, before the next one is read
    expect(i18n.translate("common.close", undefined, { namespaces })).toBe("Cerrar (extra)");
    expect(i18n.translate("onlyEnglish", undefined, { namespaces })).toBe("English");
    expect(i18n.translate("common.retry", undefined, { namespaces })).toBe("Intentar de nuevo");
    // `t` reads the sdk's texts only
    expect(i18n.t("only" as "common.close")).toBe("only");
    expect(i18n.translate("common.close", undefined, { language: "en" })).toBe("Close");
  });

  it("words a message without the value it lacks, in the language asked", () => {
    const i18n = createI18n("en");
    expect(i18n.t("errors.PASSWORD_TOO_SHORT")).toBe("Password is too short.");
    expect(i18n.t("errors.PASSWORD_TOO_SHORT", { other: 1 })).toBe("Password is too short.");
    expect(i18n.translate("errors.PASSWORD_TOO_SHORT", undefined, { language: "es" })).toBe(
      "La contraseña es demasiado corta.",
    );
    // A binding's namespace may bring its own wording without values
    i18n.addMessages("en", "extra", {
      greeting: "Hello {{name}}!",
      withoutParams: { greeting: "Hello!" },
    });
    expect(i18n.translate("greeting", {}, { namespaces: ["extra"] })).toBe("Hello!");
    expect(i18n.translate("greeting", { name: "Ana" }, { namespaces: ["extra"] })).toBe(
      "Hello Ana!",
    );
  });

  it("drops a placeholder with no wording without it, warning once in development", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const i18n = createI18n("en");
    expect(i18n.t("realtime.balanceUpdated.description")).toBe("Your new balance is");
    expect(i18n.t("realtime.balanceUpdated.description", { other: 1 })).toBe("Your new balance is");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[pulso] the message "realtime.balanceUpdated.description" needs {{balance}}',
    );
    // A wording without values is expected, not a mistake: no warning
    i18n.t("errors.PASSWORD_TOO_SHORT");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("stays quiet about a missing value in production", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubEnv("NODE_ENV", "production");
    try {
      expect(createI18n("es").t("realtime.balanceUpdated.description")).not.toContain("{{");
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("turns errors into messages in the current language", () => {
    const i18n = createI18n("es");
    const priceMoved = new ApiError({ status: 409, code: "PRICE_MOVED", path: "/bets" });
    expect(i18n.errorMessage(priceMoved)).toBe(
      "El precio cambió antes de realizar tu apuesta. Revisa la nueva cotización.",
    );
    expect(i18n.errorMessage(new ApiError({ status: 502, code: "HTTP_ERROR", path: "/x" }))).toBe(
      "¡Error HTTP! estado: 502",
    );
    expect(i18n.errorMessage("LOGIN_FAILED")).toMatch(/^Error al iniciar sesión/);
    const unknown = new ApiError({
      status: 418,
      code: "TEAPOT",
      path: "/x",
      message: "Soy tetera",
    });
    expect(i18n.errorMessage(unknown)).toBe("Soy tetera");
    expect(i18n.errorMessage(new Error("boom"))).toBe(
      "Algo salió mal de nuestro lado. Inténtalo de nuevo.",
    );
  });
});
