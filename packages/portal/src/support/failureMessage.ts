import { isApiError } from "@pulso/api-client";
import { isErrorCode } from "@pulso/core";
import type { PortalTranslator } from "../i18n/usePortalT";

/** Refusals that say nothing the reader can act on beyond the generic failure. */
const UNSPECIFIC: readonly string[] = ["VALIDATION_FAILED", "ROUTE_NOT_FOUND", "NOT_FOUND"];

/**
 * The message of a failed send, `failure` (spec §8's 'Failed to create ticket', 'Failed to send
 * message'), followed by the reason when the server refused for one the reader can act on (a closed ticket,
 * a file whose content is not what its name says, too many tries).
 */
export function failureMessage(
  error: unknown,
  failure: string,
  translator: Pick<PortalTranslator, "t" | "error">,
): string {
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    isErrorCode(error.code) &&
    !UNSPECIFIC.includes(error.code)
  ) {
    return translator.t("support.failedBecause", {
      failure: failure.replace(/\.$/, ""),
      reason: translator.error(error),
    });
  }
  return failure;
}
