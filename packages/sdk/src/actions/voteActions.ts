import type { Market, VotePollBody } from "@pulso/core";
import { pulsoKeys } from "../cache/queryKeys";
import type { ActionContext } from "./actionContext";

/** Voting on a poll (spec §5); each vote caches the answered poll and refreshes its results. */
export interface VoteActions {
  /**
   * Casts the reader's vote (POST /polls/vote), caches the poll the server answers and refetches
   * its results; resolves once the fresh results are in the cache. Rejects with the server's
   * ApiError (401, POLL_NOT_ACTIVE, OPTION_REQUIRED, …) and changes nothing.
   */
  castVote(body: VotePollBody): Promise<Market>;
}

/** Builds {@link VoteActions} over one instance's API client and cache. */
export function createVoteActions({ api, queryClient }: ActionContext): VoteActions {
  return {
    async castVote(body) {
      const poll = await api.votePoll(body);
      queryClient.setQueryData(pulsoKeys.poll(body.pollId), poll);
      await queryClient.refetchQueries({ queryKey: pulsoKeys.pollResults(body.pollId) });
      return poll;
    },
  };
}
