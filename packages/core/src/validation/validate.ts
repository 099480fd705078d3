import type { z } from "zod";
import { isErrorCode, type ErrorCode } from "../errors/codes";
import type { FieldIssue } from "../entities/common";

/** The outcome of validating input: the parsed value, or every field problem with its code. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

type ZodIssue = z.core.$ZodIssue;

/** The stable code for one zod issue: our own code when a rule set one, else a generic one. */
export function issueCode(issue: ZodIssue): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message;
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case "invalid_type":
    case "invalid_value":
    case "invalid_union":
      return missing ? "REQUIRED" : "INVALID_TYPE";
    case "unrecognized_keys":
      return "UNKNOWN_FIELD";
    case "too_big":
      return "TOO_LONG";
    case "too_small":
      return issue.origin === "string" ? "REQUIRED" : "INVALID_TYPE";
    case "invalid_format":
      return issue.format === "email"
        ? "INVALID_EMAIL"
        : issue.format === "url"
          ? "INVALID_URL"
          : issue.format === "datetime" || issue.format === "date"
            ? "INVALID_DATE"
            : "INVALID_TYPE";
    default:
      return "INVALID_TYPE";
  }
}

/** Turns zod issues into field issues; unknown keys are reported one per key. */
export function toFieldIssues(issues: readonly ZodIssue[]): FieldIssue[] {
  return issues.flatMap((issue) => {
    const base = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        path: base ? `${base}.${key}` : key,
        code: "UNKNOWN_FIELD",
      }));
    }
    const params: Record<string, string | number> = {};
    if (issue.code === "custom" && issue.params) {
      for (const [key, value] of Object.entries(issue.params)) {
        if (typeof value === "string" || typeof value === "number") params[key] = value;
      }
    }
    if (issue.code === "too_small" || issue.code === "too_big") {
      const bound = issue.code === "too_small" ? issue.minimum : issue.maximum;
      params[issue.code === "too_small" ? "min" : "max"] = Number(bound);
    }
    const fieldIssue: FieldIssue = { path: base, code: issueCode(issue) };
    if (Object.keys(params).length > 0) fieldIssue.params = params;
    return [fieldIssue];
  });
}

/**
 * Validates input against a schema without throwing. Forms show the codes' messages next to the
 * fields; the server answers VALIDATION_FAILED with the same issues.
 */
export function validate<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
): ValidationResult<z.output<TSchema>> {
  // reportInput: issues carry the offending value, so a missing field reads REQUIRED and a
  // wrong one INVALID_TYPE.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: toFieldIssues(result.error.issues) };
}

/** The first issue's code for a field, for showing one message under an input. */
export function firstIssueFor(issues: readonly FieldIssue[], path: string): string | undefined {
  return issues.find((issue) => issue.path === path)?.code;
}
