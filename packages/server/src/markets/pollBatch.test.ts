import { POLL_BATCH_MAX_IDS } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { pollBody, predictionBody } from "./test-utils/marketFixtures";

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

describe("GET /polls/batch: the markets of a page of embedded widgets in one call", () => {
  it("answers the markets in the order asked, in the reader's language, with each one's history", async () => {
    const first = await admin.api.createPoll(predictionBody());
    const second = await admin.api.createPoll(pollBody());
    const batch = await server
      .client(undefined, "en")
      .getPollBatch({ ids: `${second._id},${first._id}`, history: "1w" });
    expect(batch.polls.map((market) => market._id)).toEqual([second._id, first._id]);
    const single = await server.client(undefined, "en").getPoll(first._id);
    expect(batch.polls[1]).toEqual(single);
    const history = await server.client().getPriceHistory(first._id, { range: "1w" });
    expect(batch.histories[first._id]).toEqual(history);
    expect(Object.keys(batch.histories).sort()).toEqual([first._id, second._id].sort());
  });

  it("leaves out ids that name nothing the reader may see, and histories nobody asked for", async () => {
    const shown = await admin.api.createPoll(predictionBody());
    const hidden = await admin.api.createPoll(predictionBody());
    await server.db.query("UPDATE markets SET status = 'pending_review' WHERE id = $1", [
      hidden._id,
    ]);
    const batch = await server
      .client()
      .getPollBatch({ ids: `nothing-here,${hidden._id},${shown._id},${shown._id}` });
    expect(batch.polls.map((market) => market._id)).toEqual([shown._id]);
    expect(batch.histories).toEqual({});
    const asAdmin = await admin.api.getPollBatch({ ids: hidden._id });
    expect(asAdmin.polls.map((market) => market._id)).toEqual([hidden._id]);
  });

  it("refuses an empty list, a malformed id and more than the batch limit, in both languages", async () => {
    const tooMany = Array.from({ length: POLL_BATCH_MAX_IDS + 1 }, (_, index) => `m${index}`);
    for (const ids of ["", "a,,b", "a;b", "<script>", tooMany.join(",")]) {
      const error = await failureOf(server.client(undefined, "es").getPollBatch({ ids }));
      expect(error.status, ids).toBe(400);
      expect(error.code, ids).toBe("INVALID_ID_LIST");
      expect(error.message).toMatch(/identificadores de mercado/);
    }
    const english = await failureOf(server.client(undefined, "en").getPollBatch({ ids: "a,,b" }));
    expect(english.message).toMatch(/market ids/);
    const fifty = await server.client().getPollBatch({ ids: tooMany.slice(1).join(",") });
    expect(fifty.polls).toEqual([]);
  });
});
