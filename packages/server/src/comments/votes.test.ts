import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHistoryMarket, type Actor } from "../dashboard/test-utils/history";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let admin: Actor;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

/** The stored counts of a comment next to what its votes add up to. */
async function countsOf(commentId: string) {
  const result = await server.db.query<{
    upvotes: number;
    downvotes: number;
    ups: number;
    downs: number;
  }>(
    `SELECT c.upvotes, c.downvotes,
            count(v.user_id) FILTER (WHERE v.value = 1)::int AS ups,
            count(v.user_id) FILTER (WHERE v.value = -1)::int AS downs
       FROM comments c LEFT JOIN comment_votes v ON v.comment_id = c.id
      WHERE c.id = $1 GROUP BY c.id`,
    [commentId],
  );
  return result.rows[0];
}

async function newComment() {
  const market = await createHistoryMarket(admin);
  const author = await server.signup();
  return author.api.createComment(market.id, { content: "¿Quién gana?" });
}

describe("voting on a comment", () => {
  it("counts one vote per reader: up, again to undo, down, and a change of mind moves the count", async () => {
    const comment = await newComment();
    const reader = await server.signup();
    const other = await server.signup();

    expect(await reader.api.upvoteComment(comment._id)).toMatchObject({
      upvotes: 1,
      downvotes: 0,
      myVote: "up",
    });
    expect(await reader.api.upvoteComment(comment._id)).toMatchObject({
      upvotes: 0,
      downvotes: 0,
      myVote: null,
    });
    expect(await reader.api.downvoteComment(comment._id)).toMatchObject({
      upvotes: 0,
      downvotes: 1,
      myVote: "down",
    });
    expect(await reader.api.upvoteComment(comment._id)).toMatchObject({
      upvotes: 1,
      downvotes: 0,
      myVote: "up",
    });
    expect(await other.api.downvoteComment(comment._id)).toMatchObject({
      upvotes: 1,
      downvotes: 1,
      myVote: "down",
    });
    expect(await reader.api.downvoteComment(comment._id)).toMatchObject({
      upvotes: 0,
      downvotes: 2,
      myVote: "down",
    });

    // Each reader sees their own vote in the list; a signed-out reader sees none.
    const seenBy = async (api: typeof reader.api) =>
      (await api.listComments(comment.pollId)).comments[0]?.myVote;
    expect(await seenBy(reader.api)).toBe("down");
    expect(await seenBy(server.client())).toBeNull();
    expect(await countsOf(comment._id)).toEqual({ upvotes: 0, downvotes: 2, ups: 0, downs: 2 });
    // Votes are not edits.
    expect((await reader.api.listComments(comment.pollId)).comments[0]?.edited).toBe(false);
  });

  it("keeps exact counts under 10 concurrent votes by different readers", async () => {
    const comment = await newComment();
    const readers = await Promise.all(Array.from({ length: 10 }, () => server.signup()));
    await Promise.all(readers.map((reader) => reader.api.upvoteComment(comment._id)));
    expect(await countsOf(comment._id)).toEqual({ upvotes: 10, downvotes: 0, ups: 10, downs: 0 });

    // Everyone changes their mind at once: every vote moves from up to down.
    await Promise.all(readers.map((reader) => reader.api.downvoteComment(comment._id)));
    expect(await countsOf(comment._id)).toEqual({ upvotes: 0, downvotes: 10, ups: 0, downs: 10 });

    // Half take their vote back while the other half switch.
    await Promise.all(
      readers.map((reader, index) =>
        index % 2 === 0
          ? reader.api.downvoteComment(comment._id)
          : reader.api.upvoteComment(comment._id),
      ),
    );
    expect(await countsOf(comment._id)).toEqual({ upvotes: 5, downvotes: 0, ups: 5, downs: 0 });
  });

  it("keeps counts equal to the stored votes when one reader double-clicks", async () => {
    const comment = await newComment();
    const reader = await server.signup();
    await Promise.all(Array.from({ length: 6 }, () => reader.api.upvoteComment(comment._id)));
    // Six toggles in some order: an even number leaves no vote.
    expect(await countsOf(comment._id)).toEqual({ upvotes: 0, downvotes: 0, ups: 0, downs: 0 });
  });

  it("requires signing in and an existing comment, changing nothing otherwise", async () => {
    const comment = await newComment();
    const anonymous = await failureOf(server.client().upvoteComment(comment._id));
    expect(anonymous).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    const reader = await server.signup();
    expect((await failureOf(reader.api.downvoteComment("no-such-comment"))).status).toBe(404);
    expect((await failureOf(reader.api.upvoteComment("x".repeat(65)))).status).toBe(400);
    expect(await countsOf(comment._id)).toEqual({ upvotes: 0, downvotes: 0, ups: 0, downs: 0 });
  });
});
