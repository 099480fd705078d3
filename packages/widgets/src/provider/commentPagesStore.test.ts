import type { Comment, ListCommentsQuery } from "@pulso/core";
import { sampleComment } from "@pulso/core/testing";
import { ApiError } from "@pulso/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestPulso } from "../test-utils/testPulso";
import { createCommentPagesStore } from "./commentPagesStore";

afterEach(() => vi.restoreAllMocks());

/** A server holding `stored` newest first, answering pages as the real one does (by offset). */
function serve(stored: Comment[]) {
  const test = createTestPulso("es");
  const list = vi
    .spyOn(test.pulso.api, "listComments")
    .mockImplementation(async (_id: string, query: ListCommentsQuery = {}) => {
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? 20);
      const comments = stored.slice((page - 1) * limit, page * limit);
      const total = stored.length;
      return {
        comments,
        pagination: {
          page,
          limit,
          total,
          totalPages: Math.ceil(total / limit),
          hasMore: page * limit < total,
        },
      };
    });
  return { ...test, list };
}

async function settle(store: ReturnType<typeof createCommentPagesStore>) {
  await vi.waitFor(() => {
    const { status, loadingMore } = store.getSnapshot();
    expect(status !== "loading" && !loadingMore).toBe(true);
  });
}

const ids = (store: ReturnType<typeof createCommentPagesStore>) =>
  store.getSnapshot().comments.map((shown) => shown._id);

describe("createCommentPagesStore", () => {
  it("skips no comment when one shown was deleted before loading the next page", async () => {
    const stored = ["c_1", "c_2", "c_3", "c_4"].map((id) => sampleComment(id));
    const { pulso } = serve(stored);
    vi.spyOn(pulso.api, "deleteComment").mockImplementation(async (id: string) => {
      stored.splice(
        stored.findIndex((item) => item._id === id),
        1,
      );
    });
    const store = createCommentPagesStore(pulso, "m_1", 2);
    const stop = store.subscribe(() => {});
    await settle(store);
    expect(ids(store)).toEqual(["c_1", "c_2"]);

    await store.remove("c_1");
    expect(store.getSnapshot().total).toBe(3);
    store.loadMore();
    await settle(store);
    // c_3 moved up into page 1 on the server: it is fetched again rather than skipped.
    expect(ids(store)).toEqual(["c_2", "c_3", "c_4"]);
    expect(store.getSnapshot().hasMore).toBe(false);
    stop();
  });

  it("shows a posted comment first and never twice when later pages shift", async () => {
    const stored = ["c_1", "c_2", "c_3"].map((id) => sampleComment(id));
    const { pulso } = serve(stored);
    vi.spyOn(pulso.api, "createComment").mockImplementation(async () => {
      const posted = sampleComment("c_0");
      stored.unshift(posted);
      return posted;
    });
    const store = createCommentPagesStore(pulso, "m_1", 2);
    const stop = store.subscribe(() => {});
    await settle(store);
    await store.post("Hola");
    expect(ids(store)).toEqual(["c_0", "c_1", "c_2"]);
    store.loadMore();
    await settle(store);
    expect(ids(store)).toEqual(["c_0", "c_1", "c_2", "c_3"]);
    expect(store.getSnapshot().total).toBe(4);
    stop();
  });

  it("reads pages through the sdk cache until an action makes them stale", async () => {
    const { pulso, list } = serve(["c_1"].map((id) => sampleComment(id)));
    vi.spyOn(pulso.api, "upvoteComment").mockImplementation(async (id: string) => ({
      ...sampleComment(id),
      upvotes: 1,
      myVote: "up" as const,
    }));
    const first = createCommentPagesStore(pulso, "m_1", 20);
    const stopFirst = first.subscribe(() => {});
    await settle(first);
    stopFirst();
    const second = createCommentPagesStore(pulso, "m_1", 20);
    const stopSecond = second.subscribe(() => {});
    await settle(second);
    expect(list).toHaveBeenCalledTimes(1);

    await second.vote("c_1", "up");
    expect(second.getSnapshot().comments[0]?.myVote).toBe("up");
    stopSecond();
    const third = createCommentPagesStore(pulso, "m_1", 20);
    const stopThird = third.subscribe(() => {});
    await settle(third);
    expect(list).toHaveBeenCalledTimes(2);
    stopThird();
  });

  it("leaves the list as it was when an action is refused", async () => {
    const { pulso } = serve(["c_1"].map((id) => sampleComment(id)));
    const refusal = new Error("refused");
    vi.spyOn(pulso.api, "deleteComment").mockRejectedValue(refusal);
    const store = createCommentPagesStore(pulso, "m_1", 20);
    const stop = store.subscribe(() => {});
    await settle(store);
    await expect(store.remove("c_1")).rejects.toBe(refusal);
    expect(ids(store)).toEqual(["c_1"]);
    expect(store.getSnapshot().total).toBe(1);
    stop();
  });
});

describe("what a failed load says in the page's console", () => {
  const failWith = (error: ApiError, market = "m_gone") => {
    const test = createTestPulso("es");
    vi.spyOn(test.pulso.api, "listComments").mockRejectedValue(error);
    return createCommentPagesStore(test.pulso, market, 2);
  };

  it("nothing for a refusal the reader sees (no such market), an error state for the widget", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = failWith(
      new ApiError({ status: 404, code: "NOT_FOUND", path: "/comments/polls/m_gone/comments" }),
    );
    const stop = store.subscribe(() => {});
    await settle(store);
    expect(store.getSnapshot().status).toBe("error");
    expect(warn).not.toHaveBeenCalled();
    stop();
  });

  it("one [pulso] warning for a failure the reader was not answered about (a server error)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = failWith(
      new ApiError({ status: 500, code: "INTERNAL_ERROR", path: "/comments/polls/m_1/comments" }),
      "m_1",
    );
    vi.useFakeTimers();
    const stop = store.subscribe(() => {});
    // A server error is tried again (the sdk's policy) before the widget gives up.
    for (let tries = 0; tries < 10 && store.getSnapshot().status === "loading"; tries += 1) {
      await vi.advanceTimersByTimeAsync(10_000);
    }
    vi.useRealTimers();
    expect(store.getSnapshot().status).toBe("error");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("[pulso] loading the comments of m_1");
    stop();
  });
});
