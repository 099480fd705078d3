import type { Comment } from "@pulso/core";
import { sampleComment } from "@pulso/core/testing";
import { describe, expect, it } from "vitest";
import { createFakeApi, failure, success } from "../test-utils/fakeApi";
import { startSignedIn } from "../test-utils/signedIn";

const comment = (id: string, pollId = "m_1", overrides: Partial<Comment> = {}) =>
  sampleComment(id, { pollId, ...overrides });

const page = (comments: Comment[]) =>
  success({
    comments,
    pagination: { page: 1, limit: 20, total: comments.length, totalPages: 1, hasMore: false },
  });

async function setup() {
  const api = createFakeApi();
  for (const market of ["m_1", "m_2"]) {
    api.on("GET", `/comments/polls/${market}/comments`, page([comment("c_1", market)]));
  }
  const pulso = await startSignedIn(api);
  /** Reads a market's first page as the comment widget does: from the cache while it is fresh. */
  const readPage = (market: string) =>
    pulso.queryClient.fetchQuery(pulso.queries.comments(market, { page: 1, limit: 20 }));
  const pageReads = (market: string) =>
    api.calls("GET", `/comments/polls/${market}/comments`).length;
  return { api, pulso, readPage, pageReads };
}

describe("pulso.comments", () => {
  it("postComment posts plain text, and only that market's cached pages are read again", async () => {
    const { api, pulso, readPage, pageReads } = await setup();
    await readPage("m_1");
    await readPage("m_2");
    await readPage("m_1");
    expect(pageReads("m_1")).toBe(1);
    api.on("POST", "/comments/polls/m_1/comments", success({ comment: comment("c_2") }));

    await expect(pulso.comments.postComment("m_1", "¡Buena pregunta!")).resolves.toEqual(
      comment("c_2"),
    );

    expect(api.calls("POST", "/comments/polls/m_1/comments")[0]?.body).toEqual({
      content: "¡Buena pregunta!",
    });
    // Marked stale, not refetched: nothing is asked until someone reads the pages again.
    expect(pageReads("m_1")).toBe(1);
    await readPage("m_1");
    await readPage("m_2");
    expect(pageReads("m_1")).toBe(2);
    expect(pageReads("m_2")).toBe(1);
  });

  it("voteComment sends up or down, and resolves the comment as it now is", async () => {
    const { api, pulso, readPage, pageReads } = await setup();
    await readPage("m_1");
    const up = comment("c_1", "m_1", { upvotes: 1, myVote: "up" });
    const down = comment("c_1", "m_1", { downvotes: 1, myVote: "down" });
    api.on("POST", "/comments/c_1/upvote", success({ comment: up }));
    api.on("POST", "/comments/c_1/downvote", success({ comment: down }));

    await expect(pulso.comments.voteComment("m_1", "c_1", "up")).resolves.toEqual(up);
    await expect(pulso.comments.voteComment("m_1", "c_1", "down")).resolves.toEqual(down);

    expect(api.calls("POST", "/comments/c_1/upvote")).toHaveLength(1);
    expect(api.calls("POST", "/comments/c_1/downvote")).toHaveLength(1);
    await readPage("m_1");
    expect(pageReads("m_1")).toBe(2);
  });

  it("editComment sends the new text; deleteComment deletes; each makes the pages stale", async () => {
    const { api, pulso, readPage, pageReads } = await setup();
    await readPage("m_1");
    const edited = comment("c_1", "m_1", { content: "Corregido", edited: true });
    api.on("PATCH", "/comments/c_1", success({ comment: edited }));
    api.on("DELETE", "/comments/c_1", { body: { status: "success" } });

    await expect(pulso.comments.editComment("m_1", "c_1", "Corregido")).resolves.toEqual(edited);
    expect(api.calls("PATCH", "/comments/c_1")[0]?.body).toEqual({ content: "Corregido" });
    await readPage("m_1");
    expect(pageReads("m_1")).toBe(2);

    await expect(pulso.comments.deleteComment("m_1", "c_1")).resolves.toBeUndefined();
    expect(api.calls("DELETE", "/comments/c_1")).toHaveLength(1);
    await readPage("m_1");
    expect(pageReads("m_1")).toBe(3);
  });

  it("a refused action rejects with the server's code and leaves the cached pages fresh", async () => {
    const { api, pulso, readPage, pageReads } = await setup();
    await readPage("m_1");
    api.on("DELETE", "/comments/c_1", failure(403, "FORBIDDEN"));

    await expect(pulso.comments.deleteComment("m_1", "c_1")).rejects.toMatchObject({
      status: 403,
      code: "FORBIDDEN",
    });
    await readPage("m_1");
    expect(pageReads("m_1")).toBe(1);
  });
});
