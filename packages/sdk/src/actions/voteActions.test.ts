import type { PollResults } from "@pulso/core";
import { sampleMarket } from "@pulso/core/testing";
import { describe, expect, it, vi } from "vitest";
import { pulsoKeys } from "../cache/queryKeys";
import { createFakeApi, failure, success } from "../test-utils/fakeApi";
import { startSignedIn } from "../test-utils/signedIn";

const results = (totalVotes: number, myVote: string | null) => ({
  pollId: "m_1",
  totalVotes,
  options: [],
  myVote,
});

async function setup() {
  const api = createFakeApi();
  const pulso = await startSignedIn(api);
  return { api, pulso };
}

describe("pulso.votes", () => {
  it("castVote caches the answered poll and resolves once the results on screen are fresh", async () => {
    const { api, pulso } = await setup();
    api.on("GET", "/polls/m_1/results", success({ results: results(3, null) }));
    let latest: PollResults | undefined;
    const stop = pulso.watch(pulso.queries.pollResults("m_1"), (result) => {
      latest = result.data;
    });
    await vi.waitFor(() => expect(latest).toBeDefined());
    const voted = sampleMarket({ totalVotes: 4 });
    api.on("POST", "/polls/vote", success({ poll: voted }));
    api.on("GET", "/polls/m_1/results", success({ results: results(4, "o_yes") }));

    const poll = await pulso.votes.castVote({ pollId: "m_1", optionId: "o_yes" });

    expect(api.calls("POST", "/polls/vote")[0]?.body).toEqual({ pollId: "m_1", optionId: "o_yes" });
    expect(poll.totalVotes).toBe(4);
    expect(pulso.queryClient.getQueryData(pulsoKeys.poll("m_1"))).toEqual(poll);
    // Already in the cache when the vote resolves, not on some later tick.
    expect(pulso.queryClient.getQueryData(pulsoKeys.pollResults("m_1"))).toEqual(
      results(4, "o_yes"),
    );
    expect(latest).toEqual(results(4, "o_yes"));
    stop();
  });

  it("a refused vote rejects with the server's code and caches nothing", async () => {
    const { api, pulso } = await setup();
    api.on("POST", "/polls/vote", failure(400, "POLL_NOT_ACTIVE"));

    await expect(pulso.votes.castVote({ pollId: "m_1", optionId: "o_yes" })).rejects.toMatchObject({
      code: "POLL_NOT_ACTIVE",
    });
    expect(pulso.queryClient.getQueryData(pulsoKeys.poll("m_1"))).toBeUndefined();
    expect(api.calls("GET", "/polls/m_1/results")).toEqual([]);
  });
});
