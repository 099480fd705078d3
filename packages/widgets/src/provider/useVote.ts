import { isApiError } from "@pulso/api-client";
import type { TranslationKey } from "@pulso/sdk";
import { useCallback, useState } from "react";
import { warnUnlessAnswered } from "./logFailure";
import { usePulso } from "./usePulso";
import { useSession } from "./useSession";

/** Where a vote stands: idle, sending, counted, or refused with a spec §8 message key. */
export type VoteState =
  { status: "idle" | "sending" | "voted" } | { status: "refused"; messageKey: TranslationKey };

/** The spec §8 message for a vote the server refused. */
function refusal(error: unknown): TranslationKey {
  if (isApiError(error)) {
    if (error.status === 401) return "errors.LOGIN_REQUIRED_TO_VOTE";
    if (error.code === "POLL_NOT_ACTIVE") return "errors.POLL_NOT_ACTIVE";
    if (error.code === "OPTION_REQUIRED") return "errors.OPTION_REQUIRED";
  }
  return "errors.VOTE_FAILED";
}

/**
 * Voting on a poll (spec §5: signed in, poll active, an option chosen). `vote(optionId)` checks
 * the rules first, then casts the vote through the sdk (`pulso.votes.castVote`), which caches the
 * returned poll and refetches the results.
 */
export function useVote(pollId: string, active: boolean) {
  const pulso = usePulso();
  const session = useSession();
  const [state, setState] = useState<VoteState>({ status: "idle" });
  const signedIn = session.status === "signed-in";
  const vote = useCallback(
    async (optionId: string) => {
      if (!signedIn)
        return setState({ status: "refused", messageKey: "errors.LOGIN_REQUIRED_TO_VOTE" });
      if (!active) return setState({ status: "refused", messageKey: "errors.POLL_NOT_ACTIVE" });
      if (!optionId) return setState({ status: "refused", messageKey: "errors.OPTION_REQUIRED" });
      setState({ status: "sending" });
      try {
        await pulso.votes.castVote({ pollId, optionId });
        setState({ status: "voted" });
      } catch (error) {
        warnUnlessAnswered(`voting on ${pollId} failed`, error);
        setState({ status: "refused", messageKey: refusal(error) });
      }
    },
    [pulso, pollId, signedIn, active],
  );
  return { state, vote };
}
