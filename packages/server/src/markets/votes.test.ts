import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { DAY, fromNow, pollBody, predictionBody } from "./test-utils/marketFixtures";
import { failureOf } from "../test-utils/failureOf";

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

const voteCounts = async (pollId: string) => {
  const poll = await server.client().getPoll(pollId);
  return { total: poll.totalVotes, votes: poll.options.map((option) => option.votes) };
};

describe("voting", () => {
  it("counts one vote, answers with the poll and tells subscribers", async () => {
    const poll = await admin.api.createPoll(pollBody());
    const voter = await server.signup();
    const [economy, security, education] = poll.options.map((option) => option._id);
    const voted = await voter.api.votePoll({ pollId: poll._id, optionId: security ?? "" });
    expect(voted.totalVotes).toBe(1);
    expect(voted.participants).toBe(1);
    expect(voted.options.map((option) => [option.votes, option.percentage])).toEqual([
      [0, 0],
      [1, 100],
      [0, 0],
    ]);
    const event = server.events.find(
      (recorded) =>
        recorded.event.event === "poll_updated" &&
        "pollId" in recorded.to &&
        recorded.to.pollId === poll._id,
    );
    expect(event?.event).toMatchObject({
      event: "poll_updated",
      pollId: poll._id,
      prices: { [economy ?? ""]: 0, [security ?? ""]: 100, [education ?? ""]: 0 },
      volume: 0,
    });
  });

  it("lets each user vote once (409 ALREADY_VOTED), even when both votes race", async () => {
    const poll = await admin.api.createPoll(pollBody());
    const voter = await server.signup();
    const [first, second] = poll.options.map((option) => option._id);
    await voter.api.votePoll({ pollId: poll._id, optionId: first ?? "" });
    const again = await failureOf(voter.api.votePoll({ pollId: poll._id, optionId: second ?? "" }));
    expect(again).toMatchObject({ status: 409, code: "ALREADY_VOTED" });
    expect(await voteCounts(poll._id)).toEqual({ total: 1, votes: [1, 0, 0] });

    const racer = await server.signup();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        racer.api.votePoll({ pollId: poll._id, optionId: second ?? "" }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await voteCounts(poll._id)).toEqual({ total: 2, votes: [1, 1, 0] });
  });

  it("refuses prediction markets, closed or ended polls, foreign options and visitors", async () => {
    const voter = await server.signup();
    const market = await admin.api.createPoll(predictionBody());
    expect(
      await failureOf(
        voter.api.votePoll({ pollId: market._id, optionId: market.options[0]?._id ?? "" }),
      ),
    ).toMatchObject({ status: 400, code: "WRONG_MARKET_KIND" });

    const closed = await admin.api.createPoll(pollBody());
    await admin.api.stopPoll(closed._id);
    expect(
      await failureOf(
        voter.api.votePoll({ pollId: closed._id, optionId: closed.options[0]?._id ?? "" }),
      ),
    ).toMatchObject({ status: 400, code: "POLL_NOT_ACTIVE" });

    const upcoming = await admin.api.createPoll(
      pollBody({ startDate: fromNow(DAY), endDate: fromNow(2 * DAY) }),
    );
    expect(
      (
        await failureOf(
          voter.api.votePoll({ pollId: upcoming._id, optionId: upcoming.options[0]?._id ?? "" }),
        )
      ).code,
    ).toBe("POLL_NOT_ACTIVE");

    const ended = await admin.api.createPoll(pollBody());
    await server.db.query(
      "UPDATE markets SET start_date = now() - interval '2 days', end_date = now() - interval '1 second' WHERE id = $1",
      [ended._id],
    );
    expect(
      (
        await failureOf(
          voter.api.votePoll({ pollId: ended._id, optionId: ended.options[0]?._id ?? "" }),
        )
      ).code,
    ).toBe("POLL_NOT_ACTIVE");

    const open = await admin.api.createPoll(pollBody());
    expect(
      await failureOf(
        voter.api.votePoll({ pollId: open._id, optionId: closed.options[0]?._id ?? "" }),
      ),
    ).toMatchObject({ status: 400, code: "OPTION_NOT_AVAILABLE" });
    expect(
      await failureOf(
        server.client().votePoll({ pollId: open._id, optionId: open.options[0]?._id ?? "" }),
      ),
    ).toMatchObject({ status: 401, code: "LOGIN_REQUIRED_TO_VOTE" });
    expect(
      (await failureOf(voter.api.votePoll({ pollId: "no-such-poll", optionId: "x" }))).status,
    ).toBe(404);

    for (const id of [closed._id, upcoming._id, ended._id, open._id]) {
      expect((await voteCounts(id)).total).toBe(0);
    }
    const votes = await server.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM votes WHERE user_id = $1",
      [voter.userId],
    );
    expect(votes.rows[0]?.count).toBe(0);
  });
});

describe("poll results", () => {
  it("gives votes, percentages in the reader's language and the reader's own vote", async () => {
    const poll = await admin.api.createPoll(pollBody());
    const [economy, security] = poll.options.map((option) => option._id);
    const voters = [await server.signup(), await server.signup(), await server.signup()];
    await voters[0]?.api.votePoll({ pollId: poll._id, optionId: economy ?? "" });
    await voters[1]?.api.votePoll({ pollId: poll._id, optionId: economy ?? "" });
    await voters[2]?.api.votePoll({ pollId: poll._id, optionId: security ?? "" });

    const results = await server.client(voters[2]?.token, "en").getPollResults(poll._id);
    expect(results).toEqual({
      pollId: poll._id,
      totalVotes: 3,
      options: [
        { optionId: economy, text: "Economy", votes: 2, percentage: 66.7 },
        { optionId: security, text: "Security", votes: 1, percentage: 33.3 },
        { optionId: poll.options[2]?._id, text: "Educación", votes: 0, percentage: 0 },
      ],
      myVote: security,
    });
    const anonymous = await server.client().getPollResults(poll._id);
    expect(anonymous.myVote).toBeNull();
    expect(anonymous.options[0]?.text).toBe("Economía");

    const history = await server.client().getPriceHistory(poll._id, { range: "all" });
    expect(history.points.at(-1)?.prices).toEqual([66.7, 33.3, 0]);
  });
});
