import type { Comment } from "@pulso/core";
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

const commentRows = async (marketId: string) =>
  (
    await server.db.query(
      "SELECT id, user_id, content, upvotes, downvotes, edited FROM comments WHERE market_id = $1 ORDER BY id",
      [marketId],
    )
  ).rows;

describe("listing comments", () => {
  it("pages newest first, 20 by default, with the pagination object, for anyone", async () => {
    const market = await createHistoryMarket(admin);
    const author = await server.signup({ name: "Rosa Martínez" });
    for (let index = 1; index <= 25; index += 1) {
      await author.api.createComment(market.id, { content: `Comentario ${index}` });
    }

    const first = await server.client().listComments(market.id);
    expect(first.comments).toHaveLength(20);
    expect(first.comments[0]?.content).toBe("Comentario 25");
    expect(first.comments[19]?.content).toBe("Comentario 6");
    expect(first.pagination).toEqual({
      page: 1,
      limit: 20,
      total: 25,
      totalPages: 2,
      hasMore: true,
    });
    expect(first.comments[0]).toMatchObject({
      pollId: market.id,
      user: { _id: author.userId, name: "Rosa Martínez" },
      upvotes: 0,
      downvotes: 0,
      myVote: null,
      edited: false,
    });
    expect(JSON.stringify(first)).not.toContain("@example.com");

    const second = await server.client().listComments(market.id, { page: 2 });
    expect(second.comments.map((comment) => comment.content)).toEqual([
      "Comentario 5",
      "Comentario 4",
      "Comentario 3",
      "Comentario 2",
      "Comentario 1",
    ]);
    expect(second.pagination.hasMore).toBe(false);

    const small = await server.client().listComments(market.id, { page: 3, limit: 4 });
    expect(small.comments.map((comment) => comment.content)).toEqual([
      "Comentario 17",
      "Comentario 16",
      "Comentario 15",
      "Comentario 14",
    ]);
    expect(small.pagination).toMatchObject({ page: 3, limit: 4, totalPages: 7, hasMore: true });

    const beyond = await server.client().listComments(market.id, { page: 9 });
    expect(beyond.comments).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 25, hasMore: false });
  });

  it("answers 404 for a market that does not exist, and 400 for bad paging", async () => {
    expect((await failureOf(server.client().listComments("no-such-market"))).status).toBe(404);
    const market = await createHistoryMarket(admin);
    for (const query of [{ page: 0 }, { limit: 101 }, { limit: "abc" }, { sort: "top" }]) {
      const failure = await failureOf(
        server.client().listComments(market.id, query as unknown as { page: number }),
      );
      expect(failure).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    }
  });
});

describe("posting a comment", () => {
  it("stores plain text exactly as typed (trimmed) and returns it byte for byte, never as HTML", async () => {
    const market = await createHistoryMarket(admin);
    const user = await server.signup();
    const script = "<script>alert(1)</script>";
    const posted = await user.api.createComment(market.id, { content: `  ${script}  ` });
    expect(posted.content).toBe(script);
    expect(posted.user._id).toBe(user.userId);

    const response = await fetch(`${server.baseURL}/comments/polls/${market.id}/comments`);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { data: { comments: Comment[] } };
    expect(body.data.comments[0]?.content).toBe(script);
    const stored = await commentRows(market.id);
    expect(stored).toMatchObject([{ content: script, user_id: user.userId }]);

    const mixed = "¡Qué debate! 🗳️ a < b && c > d \"comillas\" 'simples'\nsegunda línea";
    expect((await user.api.createComment(market.id, { content: mixed })).content).toBe(mixed);
  });

  it("accepts 2,000 characters and refuses 2,001, empty or non-text content, changing nothing", async () => {
    const market = await createHistoryMarket(admin);
    const user = await server.signup();
    const longest = "é".repeat(2000);
    expect((await user.api.createComment(market.id, { content: longest })).content).toBe(longest);

    const tooLong = await failureOf(
      user.api.createComment(market.id, { content: "a".repeat(2001) }),
    );
    expect(tooLong).toMatchObject({ status: 400, code: "COMMENT_TOO_LONG" });
    expect(tooLong.details).toEqual({
      issues: [expect.objectContaining({ path: "content", code: "COMMENT_TOO_LONG" })],
    });
    for (const [body, code] of [
      [{ content: "   " }, "COMMENT_EMPTY"],
      [{ content: 42 }, "COMMENT_EMPTY"],
      [{}, "COMMENT_EMPTY"],
      [{ content: "hola", extra: true }, "VALIDATION_FAILED"],
      [{ content: null }, "COMMENT_EMPTY"],
    ] as const) {
      const failure = await failureOf(
        user.api.createComment(market.id, body as unknown as { content: string }),
      );
      expect(failure).toMatchObject({ status: 400, code });
    }
    expect(await commentRows(market.id)).toHaveLength(1);
  });

  it("requires signing in, and an existing market", async () => {
    const market = await createHistoryMarket(admin);
    const anonymous = await failureOf(
      server.client().createComment(market.id, { content: "Sin cuenta" }),
    );
    expect(anonymous).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    const user = await server.signup();
    const missing = await failureOf(
      user.api.createComment("no-such-market", { content: "¿Dónde?" }),
    );
    expect(missing).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect(await commentRows(market.id)).toEqual([]);
    const count = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM comments WHERE market_id = 'no-such-market'",
    );
    expect(count.rows[0]?.n).toBe(0);
  });
});

describe("odd requests", () => {
  it("refuses oversized bodies, non-JSON content and bad ids with a 4xx, storing nothing", async () => {
    const market = await createHistoryMarket(admin);
    const user = await server.signup();
    const url = `${server.baseURL}/comments/polls/${market.id}/comments`;
    const post = (body: string, contentType: string) =>
      fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}`, "content-type": contentType },
        body,
      });
    const huge = await post(JSON.stringify({ content: "a".repeat(70_000) }), "application/json");
    expect(huge.status).toBe(413);
    const text = await post("content=hola", "application/x-www-form-urlencoded");
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    const broken = await post('{"content": "hola"', "application/json");
    expect(broken.status).toBe(400);
    const longId = await failureOf(user.api.createComment("m".repeat(65), { content: "hola" }));
    expect(longId.status).toBe(400);
    expect(await commentRows(market.id)).toEqual([]);
  });
});

describe("markets under review", () => {
  it("hides their comments from everyone but admins, as the market page does", async () => {
    const market = await createHistoryMarket(admin);
    await server.db.query("UPDATE markets SET status = 'pending_review' WHERE id = $1", [
      market.id,
    ]);
    const user = await server.signup();
    expect((await failureOf(user.api.listComments(market.id))).status).toBe(404);
    expect((await failureOf(server.client().listComments(market.id))).status).toBe(404);
    expect((await failureOf(user.api.createComment(market.id, { content: "¿Ya?" }))).status).toBe(
      404,
    );
    await admin.api.createComment(market.id, { content: "Nota de revisión" });
    expect((await admin.api.listComments(market.id)).comments).toHaveLength(1);
  });
});

describe("editing and deleting", () => {
  it("lets only the author edit, marking it edited; others get 403 and nothing changes", async () => {
    const market = await createHistoryMarket(admin);
    const author = await server.signup();
    const other = await server.signup();
    const comment = await author.api.createComment(market.id, { content: "Primera versión" });

    const same = await author.api.updateComment(comment._id, { content: "Primera versión" });
    expect(same.edited).toBe(false);
    const edited = await author.api.updateComment(comment._id, { content: " Segunda versión " });
    expect(edited).toMatchObject({ content: "Segunda versión", edited: true });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(comment.updatedAt));

    for (const api of [other.api, admin.api]) {
      const failure = await failureOf(api.updateComment(comment._id, { content: "Reescrito" }));
      expect(failure).toMatchObject({ status: 403, code: "FORBIDDEN" });
    }
    const invalid = await failureOf(
      author.api.updateComment(comment._id, { content: "x".repeat(2001) }),
    );
    expect(invalid.status).toBe(400);
    expect(
      (await failureOf(author.api.updateComment("no-such-comment", { content: "¿?" }))).status,
    ).toBe(404);
    expect(
      (await failureOf(server.client().updateComment(comment._id, { content: "anon" }))).status,
    ).toBe(401);
    expect(await commentRows(market.id)).toMatchObject([
      { content: "Segunda versión", edited: true },
    ]);
  });

  it("lets the author or an admin delete; others get 403; votes go with the comment", async () => {
    const market = await createHistoryMarket(admin);
    const author = await server.signup();
    const other = await server.signup();
    const mine = await author.api.createComment(market.id, { content: "Lo borro yo" });
    const moderated = await author.api.createComment(market.id, { content: "Lo borra un admin" });
    await other.api.upvoteComment(mine._id);

    expect((await failureOf(other.api.deleteComment(mine._id))).status).toBe(403);
    expect((await failureOf(server.client().deleteComment(mine._id))).status).toBe(401);
    expect(await commentRows(market.id)).toHaveLength(2);

    await author.api.deleteComment(mine._id);
    await admin.api.deleteComment(moderated._id);
    expect(await commentRows(market.id)).toEqual([]);
    const votes = await server.db.query("SELECT 1 FROM comment_votes WHERE comment_id = $1", [
      mine._id,
    ]);
    expect(votes.rows).toEqual([]);
    expect((await failureOf(author.api.deleteComment(mine._id))).status).toBe(404);
    expect((await failureOf(author.api.upvoteComment(mine._id))).status).toBe(404);
  });
});
