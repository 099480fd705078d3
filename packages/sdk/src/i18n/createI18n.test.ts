import { ApiError } from "@pulso/api-client";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "./createI18n";

describe("createI18n", () => {
  it("speaks Spanish by default through an instance of its own", () => {
    const before = i18next.isInitialized;
    const i18n = createI18n("es");
    expect(i18n.t("realtime.marketUpdated.title")).toBe("¡Mercado actualizado!");
    expect(i18n.i18next).not.toBe(i18next);
    expect(i18next.isInitialized).toBe(before);
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
  });

  it("falls back to English for a key a language lacks", () => {
    const i18n = createI18n("es");
    i18n.i18next.addResource("en", "translation", "common.onlyEnglish", "Only English");
    expect(i18n.t("common.onlyEnglish" as "common.close")).toBe("Only English");
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
