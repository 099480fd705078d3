import { describe, expect, it } from "vitest";
import { ERROR_CODES, isErrorCode } from "./codes";
import { ERROR_MESSAGES, errorMessage } from "./messages";
import { MESSAGES_WITHOUT_PARAMS } from "./messagesWithoutParams";

describe("error catalogue", () => {
  it("has a non-empty message in both languages for every code", () => {
    for (const code of ERROR_CODES) {
      const entry = ERROR_MESSAGES[code];
      expect(entry.es.trim(), `${code} es`).not.toBe("");
      expect(entry.en.trim(), `${code} en`).not.toBe("");
    }
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("uses the same placeholders in both languages", () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const code of ERROR_CODES) {
      expect(placeholders(ERROR_MESSAGES[code].es), code).toEqual(
        placeholders(ERROR_MESSAGES[code].en),
      );
    }
  });

  it("keeps spec §8 texts word for word in English", () => {
    expect(errorMessage("BET_BELOW_MINIMUM", "en")).toBe("Minimum bet amount is $5.");
    expect(errorMessage("OPTION_NOT_AVAILABLE", "en")).toBe("Option ID not available.");
    expect(errorMessage("MARKET_NOT_ACTIVE", "en")).toBe(
      "This market is not currently active for trading.",
    );
    expect(errorMessage("TOO_FEW_OPTIONS", "en")).toBe("At least 2 options are required");
    expect(errorMessage("TOO_MANY_OPTIONS", "en")).toBe("Maximum 4 options allowed");
    expect(errorMessage("REALTIME_RECONNECT_FAILED", "en")).toBe(
      "Could not reconnect to real-time service. Please refresh the page.",
    );
    expect(errorMessage("MARKET_LINKS_ERROR", "en")).toBe("Error loading links");
  });

  it("fills placeholders, and words the message without them when a value is missing", () => {
    expect(errorMessage("POLLS_FETCH_FAILED", "en", { status: 503 })).toBe(
      "API request failed with status 503",
    );
    expect(errorMessage("FOOTER_HTTP_ERROR", "es", { status: 500 })).toBe(
      "¡Error HTTP! estado: 500",
    );
    expect(errorMessage("POLLS_FETCH_FAILED", "en")).toBe("API request failed.");
    // A missing password fails its type check with no minimum (found by the server's fuzzer).
    expect(errorMessage("PASSWORD_TOO_SHORT", "es")).toBe("La contraseña es demasiado corta.");
    expect(errorMessage("PASSWORD_TOO_SHORT", "en", { min: 8 })).toBe(
      "Password must be at least 8 characters.",
    );
  });

  it("has a wording without values, in both languages, for every message that needs one", () => {
    for (const code of ERROR_CODES) {
      const needsValue = ERROR_MESSAGES[code].en.includes("{{");
      const fallback = MESSAGES_WITHOUT_PARAMS[code];
      expect(Boolean(fallback), code).toBe(needsValue);
      if (!fallback) continue;
      for (const language of ["es", "en"] as const) {
        expect(fallback[language], `${code} ${language}`).not.toMatch(/\{\{|^\s*$/);
        expect(errorMessage(code, language), `${code} ${language}`).toBe(fallback[language]);
      }
      expect(fallback.es, code).not.toBe(fallback.en);
    }
  });

  it("falls back to the internal error for a code it does not know", () => {
    expect(errorMessage("SOMETHING_NEW", "es")).toBe(ERROR_MESSAGES.INTERNAL_ERROR.es);
    expect(isErrorCode("SOMETHING_NEW")).toBe(false);
    expect(isErrorCode(42)).toBe(false);
    expect(isErrorCode("PRICE_MOVED")).toBe(true);
  });
});
