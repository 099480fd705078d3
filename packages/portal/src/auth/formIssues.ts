import { isApiError } from "@pulso/api-client";
import type { FieldIssue } from "@pulso/core";
import type { PortalTranslator } from "../i18n/usePortalT";

/** Each field's first message, from core's validation issues (or the server's). */
export function fieldMessages(
  issues: readonly FieldIssue[],
  translator: PortalTranslator,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    messages[issue.path] ??= translator.error(issue.code, issue.params);
  }
  return messages;
}

/** The field issues a VALIDATION_FAILED answer carries in `details.issues`, if any. */
/** A list of issues (empty when the values pass) as the check a checked form's `validate` gives. */
export function checkOf(issues: FieldIssue[]): { ok: true } | { ok: false; issues: FieldIssue[] } {
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}

export function serverIssues(error: unknown): FieldIssue[] {
  if (!isApiError(error) || error.code !== "VALIDATION_FAILED") return [];
  const { details } = error;
  const issues =
    typeof details === "object" && details !== null && "issues" in details
      ? (details as { issues: unknown }).issues
      : null;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is FieldIssue =>
      typeof issue === "object" &&
      issue !== null &&
      typeof (issue as FieldIssue).path === "string" &&
      typeof (issue as FieldIssue).code === "string",
  );
}

/**
 * The message for a failed login or sign-up: the error's own for what the reader can act on
 * (wrong credentials, email taken, too many tries, no network), else spec §8's generic one.
 */
export function authFailureMessage(
  error: unknown,
  fallbackCode: "LOGIN_FAILED" | "REGISTRATION_FAILED",
  translator: PortalTranslator,
): string {
  if (isApiError(error) && error.status < 500 && error.code !== "VALIDATION_FAILED") {
    return translator.error(error);
  }
  return translator.error(fallbackCode);
}
