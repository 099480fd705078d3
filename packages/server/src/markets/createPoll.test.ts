import { DEFAULT_LIQUIDITY_B, MAX_IMAGE_BYTES, worstCaseLossCents } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import {
  DAY,
  fromNow,
  marketTableCounts,
  pollBody,
  predictionBody,
  TINY_PNG,
} from "./test-utils/marketFixtures";
import { failureOf } from "../test-utils/failureOf";

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

describe("creating a prediction market", () => {
  it("opens at the admin's prices, answers in both languages and funds the subsidy", async () => {
    const created = await admin.api.createPoll(predictionBody());
    expect(created).toMatchObject({
      kind: "prediction",
      status: "active",
      title: "¿Ganará la candidata del partido verde la elección presidencial?",
      category: "presidential",
      yesPrice: 60,
      noPrice: 40,
      volume: 0,
      change24h: 0,
      betCount: 0,
      participants: 0,
      commentCount: 0,
      image: null,
    });
    expect(created.options.map((option) => option.price)).toEqual([60, 40]);
    expect(created.options.map((option) => option.text)).toEqual(["Sí", "No"]);
    expect(created.lmsr?.b).toBe(DEFAULT_LIQUIDITY_B);
    expect(created.lmsr?.q).toHaveLength(2);

    const english = await server.client(undefined, "en").getPoll(created._id);
    expect(english.title).toBe("Will the green party candidate win the presidential election?");
    expect(english.description).toBe("Resolves on the electoral court's official result.");
    expect(english.resolutionRules).toBe("Yes if the court declares her the winner.");
    expect(english.options.map((option) => option.text)).toEqual(["Yes", "No"]);
    expect(english.translations.es?.title).toBe(created.title);
    const spanish = await server.client().getPoll(created._id);
    expect(spanish.title).toBe(created.title);

    const worst = worstCaseLossCents(DEFAULT_LIQUIDITY_B, [60, 40]);
    const entries = await server.db.query<{ account: string; amount_cents: number }>(
      `SELECT e.account, e.amount_cents FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.reference = $1 ORDER BY e.amount_cents`,
      [`market_subsidy:${created._id}`],
    );
    expect(entries.rows).toEqual([
      { account: "house:subsidy", amount_cents: -worst },
      { account: `market:${created._id}`, amount_cents: worst },
    ]);
    const escrow = await server.db.query<{ escrow_cents: number }>(
      "SELECT escrow_cents FROM markets WHERE id = $1",
      [created._id],
    );
    expect(escrow.rows[0]?.escrow_cents).toBe(worst);
    await server.expectLedgerSound();

    const history = await server.client().getPriceHistory(created._id, { range: "all" });
    expect(history.points).toHaveLength(1);
    expect(history.points[0]?.prices).toEqual([60, 40]);
  });

  it("uses the admin's liquidity and equal opening prices for three options", async () => {
    const created = await admin.api.createPoll(
      predictionBody({
        liquidityB: 200,
        options: [{ text: "Ana" }, { text: "Beto" }, { text: "Carla", textEn: "Carla" }],
      }),
    );
    const prices = created.options.map((option) => option.price ?? 0);
    expect(prices.reduce((sum, price) => sum + price, 0)).toBe(100);
    expect(Math.max(...prices) - Math.min(...prices)).toBeLessThanOrEqual(1);
    expect(created.lmsr?.b).toBe(200);
    expect(created.yesPrice).toBeNull();
    await server.expectLedgerSound();
  });

  it("is upcoming when it starts later", async () => {
    const created = await admin.api.createPoll(
      predictionBody({ startDate: fromNow(DAY), endDate: fromNow(10 * DAY) }),
    );
    expect(created.status).toBe("upcoming");
  });
});

describe("creating a poll", () => {
  it("has vote counts instead of prices and moves no money", async () => {
    const before = await marketTableCounts(server.db);
    const created = await admin.api.createPoll(pollBody());
    expect(created).toMatchObject({ kind: "poll", status: "active", lmsr: null, totalVotes: 0 });
    expect(created.options.map((option) => [option.price, option.votes])).toEqual([
      [null, 0],
      [null, 0],
      [null, 0],
    ]);
    const english = await server.client(undefined, "en").getPoll(created._id);
    // The third option has no English text: it falls back to Spanish.
    expect(english.options.map((option) => option.text)).toEqual([
      "Economy",
      "Security",
      "Educación",
    ]);
    const after = await marketTableCounts(server.db);
    expect(after.ledger_transactions).toBe(before.ledger_transactions);
  });
});

describe("market images", () => {
  it("stores a multipart image and serves it back at its /uploads URL", async () => {
    const created = await admin.api.createPoll(
      predictionBody(),
      new Blob([TINY_PNG], { type: "image/png" }),
    );
    expect(created.image).toMatch(/\/uploads\/[0-9a-f-]{36}$/);
    const response = await fetch(created.image ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    const spanish = await server.client().getPoll(created._id);
    expect(spanish.image).toBe(created.image);
  });

  it("stores a base64 image sent as JSON", async () => {
    const created = await admin.api.createPoll(
      pollBody({ imageData: TINY_PNG.toString("base64"), imageType: "image/png" }),
    );
    const response = await fetch(created.image ?? "");
    expect(Buffer.from(await response.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it("refuses text bytes named .png, and changes nothing", async () => {
    const before = await marketTableCounts(server.db);
    const fake = new File([Buffer.from("just some text, not a picture")], "photo.png", {
      type: "image/png",
    });
    const multipart = await failureOf(admin.api.createPoll(predictionBody(), fake));
    expect(multipart).toMatchObject({ status: 400, code: "IMAGE_TYPE_NOT_ALLOWED" });
    const json = await failureOf(
      admin.api.createPoll(
        pollBody({
          imageData: Buffer.from("<svg onload=alert(1)>").toString("base64"),
          imageType: "image/png",
        }),
      ),
    );
    expect(json).toMatchObject({ status: 400, code: "IMAGE_TYPE_NOT_ALLOWED" });
    const notBase64 = await failureOf(
      admin.api.createPoll(pollBody({ imageData: "%%% not base64 %%%", imageType: "image/png" })),
    );
    expect(notBase64).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    expect(await marketTableCounts(server.db)).toEqual(before);
  });

  it("refuses an image over 5 MB", async () => {
    const before = await marketTableCounts(server.db);
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 16);
    TINY_PNG.copy(big);
    const failure = await failureOf(
      admin.api.createPoll(predictionBody(), new Blob([big], { type: "image/png" })),
    );
    expect(failure.status).toBe(413);
    expect(await marketTableCounts(server.db)).toEqual(before);
  });
});

describe("who may create", () => {
  it("refuses users (403) and visitors (401), changing nothing", async () => {
    const user = await server.signup();
    const before = await marketTableCounts(server.db);
    expect(await failureOf(user.api.createPoll(predictionBody()))).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
    });
    expect(await failureOf(server.client().createPoll(pollBody()))).toMatchObject({
      status: 401,
      code: "UNAUTHENTICATED",
    });
    expect(await marketTableCounts(server.db)).toEqual(before);
  });
});
