import { ApiError } from "@pulso/api-client";
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  LANGUAGES,
  errorMessage,
  signupBodySchema,
  validate,
  type ErrorCode,
  type Language,
} from "@pulso/core";
import { describe, expect, it } from "vitest";
import { createI18n } from "./createI18n";

/** A distinct value for each placeholder a code's message has, so each can be found in the text. */
function paramsFor(code: ErrorCode): Record<string, number> {
  const names = [...ERROR_MESSAGES[code].en.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(
    (match) => match[1] ?? "",
  );
  return Object.fromEntries(names.map((name, index) => [name, 9_871 + index]));
}

/** Every way a code gets worded: `t` (widgets), `translate` and `errorMessage` (the portal). */
function wordings(code: ErrorCode, language: Language, params?: Record<string, number>) {
  const i18n = createI18n(language);
  return [
    i18n.t(`errors.${code}`, params),
    i18n.translate(`errors.${code}`, params, { language }),
    i18n.errorMessage(code, params),
  ];
}

const CASES = LANGUAGES.flatMap((language) => ERROR_CODES.map((code) => [code, language] as const));
const NEEDING_VALUES = ERROR_CODES.filter((code) => Object.keys(paramsFor(code)).length > 0);

describe("error and field-issue messages", () => {
  it("cover codes whose message needs a value, so the checks below test something", () => {
    expect(NEEDING_VALUES).toEqual(
      expect.arrayContaining(["PASSWORD_TOO_SHORT", "DEPOSIT_BELOW_MINIMUM", "HTTP_ERROR"]),
    );
  });

  it.each(CASES)("%s in %s without its values reads as core's wording, no {{", (code, language) => {
    for (const text of wordings(code, language)) {
      expect(text).not.toContain("{{");
      expect(text).toBe(errorMessage(code, language));
    }
  });

  it.each(CASES)("%s in %s with its values shows them", (code, language) => {
    const params = paramsFor(code);
    for (const text of wordings(code, language, params)) {
      expect(text).toBe(errorMessage(code, language, params));
      expect(text).not.toContain("{{");
      for (const value of Object.values(params)) expect(text).toContain(String(value));
    }
  });

  it("words an ApiError without the status its message needs like core does", () => {
    for (const language of LANGUAGES) {
      const i18n = createI18n(language);
      const error = new ApiError({ status: 502, code: "HTTP_ERROR", path: "/x" });
      expect(i18n.errorMessage(error)).toBe(errorMessage("HTTP_ERROR", language, { status: 502 }));
      expect(i18n.errorMessage("POLLS_FETCH_FAILED")).toBe(
        errorMessage("POLLS_FETCH_FAILED", language),
      );
    }
  });

  it("words core's own field issues for a sign-up without a password, then a short one", () => {
    const result = validate(signupBodySchema, {
      name: "Ana Pérez",
      email: "ana@example.com",
      passwordConfirm: "x",
    });
    expect(result.ok).toBe(false);
    const issues = result.ok ? [] : result.issues;
    const password = issues.find((issue) => issue.path === "password");
    expect(password).toEqual({ path: "password", code: "PASSWORD_TOO_SHORT" });

    const es = createI18n("es");
    const en = createI18n("en");
    expect(es.errorMessage(password?.code, password?.params)).toBe(
      "La contraseña es demasiado corta.",
    );
    expect(en.errorMessage(password?.code, password?.params)).toBe("Password is too short.");
    for (const issue of issues) {
      expect(es.errorMessage(issue.code, issue.params), issue.path).not.toContain("{{");
      expect(en.errorMessage(issue.code, issue.params), issue.path).not.toContain("{{");
    }

    const short = validate(signupBodySchema, {
      name: "Ana Pérez",
      email: "ana@example.com",
      password: "abc",
      passwordConfirm: "abc",
    });
    const tooShort = short.ok ? undefined : short.issues.find((i) => i.path === "password");
    expect(en.errorMessage(tooShort?.code, tooShort?.params)).toMatch(
      /^Password must be at least \d+ characters\.$/,
    );
  });
});
