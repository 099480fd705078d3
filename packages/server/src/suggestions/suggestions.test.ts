import type { CreateSuggestionBody } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket, type TestAdmin } from "../bets/test-utils/markets";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

const body = (overrides: Partial<CreateSuggestionBody> = {}): CreateSuggestionBody => ({
  titleEn: "Who wins the Senate race?",
  descriptionEn: "A market on the 2026 Senate race in Nevada.",
  category: "congressional",
  ...overrides,
});

const suggestionRows = async () =>
  (await server.db.query("SELECT * FROM poll_suggestions ORDER BY id")).rows;

const noticesOf = async (userId: string) =>
  (
    await server.db.query<{ title_en: string; metadata: { status?: string } }>(
      "SELECT title_en, metadata FROM notifications WHERE user_id = $1 ORDER BY created_at, id",
      [userId],
    )
  ).rows;

describe("suggesting a poll", () => {
  it("stores it pending with Spanish optional, and lists only the user's own", async () => {
    const ana = await server.signup({ name: "Ana Suárez" });
    const luis = await server.signup();
    const created = await ana.api.createSuggestion(
      body({
        titleEs: "¿Quién gana el Senado?",
        descriptionEs: "",
        estimatedEndDate: "2026-11-03T18:00:00.000Z",
      }),
    );
    expect(created).toMatchObject({
      user: { _id: ana.userId, name: "Ana Suárez" },
      titleEn: "Who wins the Senate race?",
      titleEs: "¿Quién gana el Senado?",
      descriptionEs: null,
      category: "congressional",
      estimatedEndDate: "2026-11-03T18:00:00.000Z",
      status: "pending",
      adminNotes: null,
      profitSharePercentage: null,
      linkedMarketId: null,
    });
    await luis.api.createSuggestion(body({ titleEn: "Luis's idea" }));

    const mine = await ana.api.getMySuggestions();
    expect(mine.map((suggestion) => suggestion._id)).toEqual([created._id]);
    expect(await ana.api.getSuggestion(created._id)).toEqual(created);
    expect(await admin.api.getSuggestion(created._id)).toEqual(created);
  });

  it("hides a suggestion from everyone but its owner and admins (404, not 403)", async () => {
    const owner = await server.signup();
    const other = await server.signup();
    const { _id } = await owner.api.createSuggestion(body());
    const before = await suggestionRows();
    for (const call of [
      () => other.api.getSuggestion(_id),
      () => other.api.updateSuggestion(_id, { titleEn: "Mine now" }),
      () => other.api.deleteSuggestion(_id),
    ]) {
      expect((await failureOf(call())).status).toBe(404);
    }
    expect(await suggestionRows()).toEqual(before);
  });

  it("needs a signed-in user", async () => {
    expect((await failureOf(server.client().createSuggestion(body()))).status).toBe(401);
    expect((await failureOf(server.client().getMySuggestions())).status).toBe(401);
  });

  it("refuses bad input with a 4xx and stores nothing", async () => {
    const user = await server.signup();
    const before = await suggestionRows();
    const bad: unknown[] = [
      {},
      { ...body(), titleEn: "  " },
      { ...body(), descriptionEn: "" },
      { ...body(), category: "sports" },
      { ...body(), titleEn: "x".repeat(201) },
      { ...body(), estimatedEndDate: "tomorrow" },
      { ...body(), status: "approved" },
      { ...body(), titleEn: 42 },
      { ...body(), profitSharePercentage: 15 },
    ];
    for (const input of bad) {
      const failure = await failureOf(user.api.createSuggestion(input as CreateSuggestionBody));
      expect(failure.status, JSON.stringify(input)).toBe(400);
    }
    const response = await fetch(`${server.baseURL}/poll-suggestions`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "text/plain" },
      body: "titleEn=x",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await suggestionRows()).toEqual(before);
  });
});

describe("editing and deleting one's own", () => {
  it("lets the owner edit while pending, never review fields or a reviewed one", async () => {
    const owner = await server.signup();
    const { _id } = await owner.api.createSuggestion(body());
    const edited = await owner.api.updateSuggestion(_id, { titleEs: "¿Quién gana?" });
    expect(edited.titleEs).toBe("¿Quién gana?");
    for (const review of [
      { status: "approved" as const },
      { profitSharePercentage: 10 },
      { adminNotes: "ok" },
    ]) {
      expect((await failureOf(owner.api.updateSuggestion(_id, review))).status).toBe(403);
    }
    expect((await failureOf(owner.api.updateSuggestion(_id, { titleEn: " " }))).status).toBe(400);
    await admin.api.updateSuggestion(_id, { status: "rejected", adminNotes: "Duplicate" });
    const refusal = await failureOf(owner.api.updateSuggestion(_id, { titleEs: "Otra" }));
    expect(refusal).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
    expect((await failureOf(owner.api.deleteSuggestion(_id))).status).toBe(400);
  });

  it("lets the owner delete a pending one", async () => {
    const owner = await server.signup();
    const { _id } = await owner.api.createSuggestion(body());
    await owner.api.deleteSuggestion(_id);
    expect((await failureOf(owner.api.getSuggestion(_id))).status).toBe(404);
  });
});

describe("the admin's review", () => {
  it("lists every suggestion with filters and pagination; non-admins get 403", async () => {
    const user = await server.signup();
    for (let index = 0; index < 3; index += 1) {
      await user.api.createSuggestion(body({ category: "local", titleEn: `Local ${index}` }));
    }
    const page = await admin.api.listSuggestions({ category: "local", limit: 2 });
    expect(page.suggestions.map((suggestion) => suggestion.titleEn)).toEqual([
      "Local 2",
      "Local 1",
    ]);
    expect(page.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 3,
      totalPages: 2,
      hasMore: true,
    });
    const pending = await admin.api.listSuggestions({ status: "pending", limit: 100 });
    expect(pending.suggestions.every((suggestion) => suggestion.status === "pending")).toBe(true);
    expect((await failureOf(user.api.listSuggestions())).status).toBe(403);
    expect((await failureOf(server.client().listSuggestions())).status).toBe(401);
    for (const query of [{ status: "done" }, { limit: 0 }, { page: "x" }, { sort: "new" }]) {
      const failure = await failureOf(admin.api.listSuggestions(query as never));
      expect(failure.status, JSON.stringify(query)).toBe(400);
    }
  });

  it("approves with a 5–15% share, links the market (→ created) and notifies each change", async () => {
    const user = await server.signup();
    const { _id } = await user.api.createSuggestion(body());
    const before = await suggestionRows();
    for (const share of [4.99, 15.01, 0, -5, 100]) {
      const failure = await failureOf(
        admin.api.updateSuggestion(_id, { status: "approved", profitSharePercentage: share }),
      );
      expect(failure, String(share)).toMatchObject({
        status: 400,
        code: "PROFIT_SHARE_OUT_OF_RANGE",
      });
    }
    // Approval without a share, a third decimal, a jump to created: refused.
    expect(await failureOf(admin.api.updateSuggestion(_id, { status: "approved" }))).toMatchObject({
      status: 400,
      code: "PROFIT_SHARE_OUT_OF_RANGE",
    });
    expect(
      (
        await failureOf(
          admin.api.updateSuggestion(_id, { status: "approved", profitSharePercentage: 7.555 }),
        )
      ).status,
    ).toBe(400);
    const market = await createTestMarket(server, admin);
    expect(
      await failureOf(admin.api.updateSuggestion(_id, { linkedMarketId: market.id })),
    ).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
    expect(await suggestionRows()).toEqual(before);
    expect(await noticesOf(user.userId)).toEqual([]);

    const approved = await admin.api.updateSuggestion(_id, {
      status: "approved",
      profitSharePercentage: 7.5,
      adminNotes: "Buena idea",
    });
    expect(approved).toMatchObject({
      status: "approved",
      profitSharePercentage: 7.5,
      adminNotes: "Buena idea",
    });
    // A notes-only edit is no status change: no notification.
    await admin.api.updateSuggestion(_id, { adminNotes: "Buena idea, la publicamos pronto" });

    expect(
      (await failureOf(admin.api.updateSuggestion(_id, { linkedMarketId: "no-such-market" })))
        .status,
    ).toBe(400);
    const linked = await admin.api.updateSuggestion(_id, { linkedMarketId: market.id });
    expect(linked).toMatchObject({ status: "created", linkedMarketId: market.id });
    expect((await admin.api.getPoll(market.id)).suggestionId).toBe(_id);

    // Created is final: no relinking, no new share, no deletion.
    const other = await createTestMarket(server, admin);
    expect(
      (await failureOf(admin.api.updateSuggestion(_id, { linkedMarketId: other.id }))).status,
    ).toBe(400);
    expect(
      (await failureOf(admin.api.updateSuggestion(_id, { profitSharePercentage: 15 }))).status,
    ).toBe(400);
    expect((await failureOf(admin.api.deleteSuggestion(_id))).status).toBe(409);

    const notices = await noticesOf(user.userId);
    expect(notices.map((notice) => [notice.title_en, notice.metadata.status])).toEqual([
      ["Suggestion approved", "approved"],
      ["Your market is live!", "created"],
    ]);
    expect(
      server.events.filter(
        (event) =>
          "userId" in event.to &&
          event.to.userId === user.userId &&
          event.event.event === "notification_received",
      ),
    ).toHaveLength(2);
  });

  it("rejects with notes, notifies, and a rejection is final", async () => {
    const user = await server.signup();
    const { _id } = await user.api.createSuggestion(body());
    const rejected = await admin.api.updateSuggestion(_id, {
      status: "rejected",
      adminNotes: "Ya existe un mercado así.",
    });
    expect(rejected).toMatchObject({ status: "rejected", adminNotes: "Ya existe un mercado así." });
    const notices = await noticesOf(user.userId);
    expect(notices.map((notice) => notice.title_en)).toEqual(["Suggestion rejected"]);
    expect(
      await failureOf(
        admin.api.updateSuggestion(_id, { status: "approved", profitSharePercentage: 10 }),
      ),
    ).toMatchObject({ status: 400, code: "INVALID_STATUS_TRANSITION" });
  });

  it("refuses a market already linked to another suggestion (409)", async () => {
    const user = await server.signup();
    const market = await createTestMarket(server, admin);
    const first = await user.api.createSuggestion(body());
    const second = await user.api.createSuggestion(body({ titleEn: "Second" }));
    for (const { _id } of [first, second]) {
      await admin.api.updateSuggestion(_id, { status: "approved", profitSharePercentage: 10 });
    }
    await admin.api.updateSuggestion(first._id, { linkedMarketId: market.id });
    const failure = await failureOf(
      admin.api.updateSuggestion(second._id, { linkedMarketId: market.id }),
    );
    expect(failure.status).toBe(409);
    expect((await admin.api.getSuggestion(second._id)).status).toBe("approved");
  });

  it("lets admins delete any suggestion not yet linked", async () => {
    const user = await server.signup();
    const { _id } = await user.api.createSuggestion(body());
    await admin.api.updateSuggestion(_id, { status: "approved", profitSharePercentage: 5 });
    await admin.api.deleteSuggestion(_id);
    expect((await failureOf(admin.api.getSuggestion(_id))).status).toBe(404);
  });
});
