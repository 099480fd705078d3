import { ApiError, isApiError } from "@pulso/api-client";
import {
  createPublisherBodySchema,
  validate,
  type CreatePublisherBody,
  type FieldIssue,
  type Language,
  type Publisher,
  type WidgetTheme,
} from "@pulso/core";
import { serverIssues } from "../auth/formIssues";

/** A publisher form's values as its controls hold them (origins one per line). */
export interface PublisherValues extends Record<string, string> {
  name: string;
  contactEmail: string;
  defaultLanguage: Language;
  defaultTheme: WidgetTheme;
  origins: string;
  sharePercent: string;
}

/** A new publisher's form: Spanish, the reader's theme, no sites, no share. */
export const NEW_PUBLISHER: PublisherValues = {
  name: "",
  contactEmail: "",
  defaultLanguage: "es",
  defaultTheme: "auto",
  origins: "",
  sharePercent: "0",
};

/** The form's values for an existing publisher. */
export function publisherValues(publisher: Publisher): PublisherValues {
  return {
    name: publisher.name,
    contactEmail: publisher.contactEmail,
    defaultLanguage: publisher.defaultLanguage,
    defaultTheme: publisher.defaultTheme,
    origins: publisher.origins.join("\n"),
    sharePercent: String(publisher.sharePercent),
  };
}

/** The origins the textarea holds: one per non-empty line, trimmed. */
export const originLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** The body the create and edit calls send (both take every field). */
export function publisherBody(values: PublisherValues): Required<CreatePublisherBody> {
  const share = values.sharePercent.trim().replace(",", ".");
  return {
    name: values.name.trim(),
    contactEmail: values.contactEmail.trim(),
    defaultLanguage: values.defaultLanguage,
    defaultTheme: values.defaultTheme,
    origins: originLines(values.origins),
    // An empty or unreadable share is NaN, which core's rule answers with INVALID_SHARE.
    sharePercent: share === "" ? Number.NaN : Number(share),
  };
}

/**
 * Issues as a form shows them: an item of a list (`origins.2`) belongs to the list's field, with
 * its line kept in `params.line` (1-based) so the message can say which line.
 */
export function fieldIssuesOf(issues: readonly FieldIssue[]): FieldIssue[] {
  return issues.map((issue) => {
    const [field, index] = issue.path.split(".");
    if (field === undefined || index === undefined || !/^\d+$/.test(index)) return issue;
    return { ...issue, path: field, params: { ...issue.params, line: Number(index) + 1 } };
  });
}

/** Core's rules for a publisher's values, issues by field. */
export function checkPublisher(
  values: PublisherValues,
): { ok: true } | { ok: false; issues: FieldIssue[] } {
  const checked = validate(createPublisherBodySchema, publisherBody(values));
  return checked.ok ? { ok: true } : { ok: false, issues: fieldIssuesOf(checked.issues) };
}

/**
 * The field each refusal the server answers with a plain code (not VALIDATION_FAILED) is about,
 * so the message shows by that field: a site another publisher holds, an unknown member, a payout
 * above the balance.
 */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  NAME_REQUIRED: "name",
  INVALID_EMAIL: "contactEmail",
  INVALID_ORIGIN: "origins",
  TOO_MANY_ORIGINS: "origins",
  ORIGIN_TAKEN: "origins",
  INVALID_SHARE: "sharePercent",
  USER_NOT_FOUND: "email",
  PAYOUT_EXCEEDS_BALANCE: "amount",
  AMOUNT_INVALID: "amount",
};

/**
 * The field issues a failed call carries: VALIDATION_FAILED's list, or a field refusal's code on
 * its field (with the line, when the server names the origin by index in `details.path`).
 */
export function failureIssues(error: unknown, fields: readonly string[]): FieldIssue[] {
  const listed = fieldIssuesOf(serverIssues(error));
  if (listed.length > 0) return listed;
  if (!isApiError(error)) return [];
  const field = FIELD_OF_CODE[error.code];
  if (!field || !fields.includes(field)) return [];
  const details = error.details as { path?: unknown } | undefined;
  const path = typeof details?.path === "string" ? details.path : field;
  return fieldIssuesOf([{ path: path.startsWith(field) ? path : field, code: error.code }]);
}

/**
 * Runs a form's call and, when the server refuses a field, rethrows the refusal as the
 * VALIDATION_FAILED shape the portal's forms show by field (its own status and path kept).
 */
export async function withFieldIssues<T>(
  call: () => Promise<T>,
  fields: readonly string[],
  onIssues?: (issues: FieldIssue[]) => void,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const issues = failureIssues(error, fields);
    if (issues.length === 0 || !isApiError(error)) throw error;
    onIssues?.(issues);
    throw new ApiError({
      status: error.status,
      code: "VALIDATION_FAILED",
      path: error.path,
      message: error.message,
      details: { issues },
      cause: error,
    });
  }
}

/** Whether an error is a field refusal (shown by its fields; the form says only "check them"). */
export const isFieldRefusal = (error: unknown) =>
  isApiError(error) && error.code === "VALIDATION_FAILED";
