import {
  pollElectionBodySchema,
  validate,
  type FieldIssue,
  type Market,
  type PollElectionBody,
} from "@pulso/core";
import { fromLocalInput, toLocalInput } from "../adminUi";

/**
 * The election editor's values, as typed. Each key is the path the API names the field by in a
 * validation issue, so the server's issues land under their own field.
 */
export interface ElectionFormValues extends Record<string, string | boolean> {
  "jurisdiction.country": string;
  "jurisdiction.region": string;
  electionDate: string;
  "blackoutWindow.startsAt": string;
  "blackoutWindow.endsAt": string;
  tradingOpen: boolean;
}

/** The editor's typed fields (all but the trading switch). */
export type ElectionTextField =
  | "jurisdiction.country"
  | "jurisdiction.region"
  | "electionDate"
  | "blackoutWindow.startsAt"
  | "blackoutWindow.endsAt";

/** The countries offered first; any other ISO code may be typed. */
export const SUGGESTED_COUNTRIES = ["ES", "AR", "MX"] as const;

/** The editor filled from a market's election as stored (`market.election`). */
export function electionFormOf(market: Market): ElectionFormValues {
  const { jurisdiction, electionDate, blackoutWindow, tradingOpen } = market.election;
  return {
    "jurisdiction.country": jurisdiction?.country ?? "",
    "jurisdiction.region": jurisdiction?.region ?? "",
    electionDate: electionDate ?? "",
    "blackoutWindow.startsAt": toLocalInput(blackoutWindow?.startsAt),
    "blackoutWindow.endsAt": toLocalInput(blackoutWindow?.endsAt),
    tradingOpen,
  };
}

/**
 * PATCH /polls/:id/election's body for the values: codes upper-cased, an empty field as null (no
 * country: no jurisdiction), the window as ISO instants when both ends are given.
 */
export function electionBody(values: ElectionFormValues): PollElectionBody {
  const country = values["jurisdiction.country"].trim().toUpperCase();
  const region = values["jurisdiction.region"].trim().toUpperCase();
  const startsAt = values["blackoutWindow.startsAt"];
  const endsAt = values["blackoutWindow.endsAt"];
  return {
    jurisdiction: country ? { country, region: region || null } : null,
    electionDate: values.electionDate || null,
    blackoutWindow:
      startsAt && endsAt
        ? { startsAt: fromLocalInput(startsAt), endsAt: fromLocalInput(endsAt) }
        : null,
    tradingOpen: values.tradingOpen,
  };
}

/**
 * Checks the values with core's rules for the call, plus what the body cannot say: a region needs
 * its country, and a window needs both ends.
 */
export function checkElectionForm(
  values: ElectionFormValues,
): { ok: true } | { ok: false; issues: FieldIssue[] } {
  const result = validate(pollElectionBodySchema, electionBody(values));
  const issues = result.ok ? [] : [...result.issues];
  if (!values["jurisdiction.country"].trim() && values["jurisdiction.region"].trim()) {
    issues.push({ path: "jurisdiction.country", code: "INVALID_COUNTRY" });
  }
  const startsAt = values["blackoutWindow.startsAt"];
  const endsAt = values["blackoutWindow.endsAt"];
  if (Boolean(startsAt) !== Boolean(endsAt)) {
    issues.push({ path: `blackoutWindow.${startsAt ? "endsAt" : "startsAt"}`, code: "REQUIRED" });
  }
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}
