import type { BlackoutRuleBody, BlackoutRuleEntry } from "@pulso/core";
import { buildPath } from "@pulso/core";
import type { CallContext, CallOptions } from "./callOptions";

/** The election blackout rules per jurisdiction (DESIGN §12): read by anyone, kept by admins. */
export function blackoutCalls({ transport }: CallContext) {
  const rules = (promise: Promise<{ rules: BlackoutRuleEntry[] }>) =>
    promise.then((data) => data.rules);
  const byJurisdiction = (jurisdiction: string) =>
    buildPath("/blackout-rules/:jurisdiction", { jurisdiction });
  return {
    /** GET /blackout-rules: every rule, by jurisdiction. */
    listBlackoutRules: (options?: CallOptions) =>
      rules(transport.request("GET", "/blackout-rules", options)),
    /** PATCH /blackout-rules/:jurisdiction (admin): creates or replaces a rule; returns them all. */
    saveBlackoutRule: (jurisdiction: string, body: BlackoutRuleBody, options?: CallOptions) =>
      rules(transport.request("PATCH", byJurisdiction(jurisdiction), { ...options, body })),
    /** DELETE /blackout-rules/:jurisdiction (admin): removes a rule; returns those left. */
    deleteBlackoutRule: (jurisdiction: string, options?: CallOptions) =>
      rules(transport.request("DELETE", byJurisdiction(jurisdiction), options)),
  };
}
