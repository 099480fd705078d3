import type { Comment, ListCommentsQuery } from "@pulso/core";
import { sampleComment } from "@pulso/core/testing";
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
