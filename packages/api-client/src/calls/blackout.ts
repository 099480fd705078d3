import type { BlackoutRuleBody } from "@pulso/core";
import type { CallContext, CallOptions } from "./callOptions";

/** The election blackout rules per jurisdiction (DESIGN §12): read by anyone, kept by admins. */
export function blackoutCalls({ call }: CallContext) {
  return {
    /** GET /blackout-rules: every rule, by jurisdiction. */
    listBlackoutRules: (options?: CallOptions) =>
      call("listBlackoutRules", options).then((data) => data.rules),
    /** PATCH /blackout-rules/:jurisdiction (admin): creates or replaces a rule; returns them all. */
    saveBlackoutRule: (jurisdiction: string, body: BlackoutRuleBody, options?: CallOptions) =>
      call("saveBlackoutRule", { ...options, params: { jurisdiction }, body }).then(
        (data) => data.rules,
      ),
    /** DELETE /blackout-rules/:jurisdiction (admin): removes a rule; returns those left. */
    deleteBlackoutRule: (jurisdiction: string, options?: CallOptions) =>
      call("deleteBlackoutRule", { ...options, params: { jurisdiction } }).then(
        (data) => data.rules,
      ),
  };
}
