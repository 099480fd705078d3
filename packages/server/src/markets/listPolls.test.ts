import type { CreatePollBody, ListPollsQuery, Market } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import {
  DAY,
  fromNow,
  HOUR,
  insertBet,
  pollBody,
  predictionBody,
} from "./test-utils/marketFixtures";

let server: TestServer;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
let user: Awaited<ReturnType<TestServer["signup"]>>;
/** Market ids by a short name, and names by id. */
const ids: Record<string, string> = {};
const names = new Map<string, string>();

async function make(
  name: string,
  body: CreatePollBody,
  after: { createdAgoMs: number; status?: string; volumeCents?: number },
): Promise<Market> {
  const market = await admin.api.createPoll(body);
  await server.db.query(
    `UPDATE markets SET created_at = $2, status = coalesce($3, status), volume_cents = $4
      WHERE id = $1`,
    [
      market._id,
      new Date(Date.now() - after.createdAgoMs),
      after.status ?? null,
      after.volumeCents ?? 0,
    ],
  );
  ids[name] = market._id;
  names.set(market._id, name);
  return market;
}

/** A fresh client per call: the api-client spaces GET /polls calls one second apart. */
async function list(query: ListPollsQuery, as?: { token?: string; lang?: "es" | "en" }) {
  const page = await server.client(as?.token, as?.lang).listPolls(query);
  return { ...page, names: page.polls.map((poll) => names.get(poll._id) ?? poll._id) };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
  user = await server.signup();
  await make(
    "honduras",
    predictionBody({
      title: "Elección presidencial en Honduras",
      titleEn: "Presidential election in Honduras",
      featured: true,
    }),
    { createdAgoMs: 10 * DAY, volumeCents: 500_000 },
  );
  await make(
    "alcaldia",
    pollBody({
      title: "Alcaldía de Tegucigalpa",
      titleEn: "Tegucigalpa mayoralty",
      endDate: fromNow(2 * DAY),
    }),
    { createdAgoMs: 1 * HOUR },
  );
  const summit = await make(
    "cumbre",
    predictionBody({
      title: "Cumbre internacional de ministros",
      titleEn: null,
      description: "¿Firmarán el acuerdo climático?",
      descriptionEn: "Will they sign the climate accord?",
      category: "international",
      endDate: fromNow(10 * DAY),
    }),
    { createdAgoMs: 2 * HOUR, volumeCents: 100_000 },
  );
  await make(
    "congreso",
    predictionBody({ title: "Mayoría en el Congreso", category: "congressional" }),
    {
      createdAgoMs: 3 * HOUR,
      status: "closed",
    },
  );
  await make(
    "estatal",
    predictionBody({
      title: "Gobernación estatal",
      category: "state",
      startDate: fromNow(DAY),
      endDate: fromNow(20 * DAY),
    }),
    { createdAgoMs: 4 * HOUR },
  );
  const quiet = await make(
    "tranquilo",
    predictionBody({ title: "Mercado sin actividad reciente", category: "other" }),
    {
      createdAgoMs: 5 * HOUR,
    },
  );
  await make("porcentaje", pollBody({ title: "¿Superará el 50% de votos?", titleEn: null }), {
    createdAgoMs: 6 * HOUR,
  });
  await make("oculta", predictionBody({ title: "Candidata oculta presidencial" }), {
    createdAgoMs: 7 * HOUR,
    status: "pending_review",
  });
  await make("cancelada", predictionBody({ title: "Mercado cancelado" }), {
    createdAgoMs: 8 * HOUR,
    status: "cancelled",
  });

  // Recent activity: three bets on the summit, one vote on the mayoralty; only old bets elsewhere.
  for (let index = 0; index < 3; index += 1) {
    await insertBet(server.db, {
      marketId: summit._id,
      optionId: summit.options[0]?._id ?? "",
      userId: user.userId,
    });
  }
  const mayoralty = await server.client(user.token).getPoll(ids.alcaldia ?? "");
  await user.api.votePoll({ pollId: mayoralty._id, optionId: mayoralty.options[1]?._id ?? "" });
  await insertBet(server.db, {
    marketId: quiet._id,
    optionId: quiet.options[0]?._id ?? "",
    userId: user.userId,
    at: new Date(Date.now() - 3 * DAY),
  });
});
afterAll(() => server.close());

const ALL_VISIBLE = [
  "alcaldia",
  "cumbre",
  "congreso",
  "estatal",
  "tranquilo",
  "porcentaje",
  "honduras",
];

describe("the market list", () => {
  it("shows readers everything but pending review and cancelled markets, newest first", async () => {
    expect((await list({})).names).toEqual(ALL_VISIBLE);
    expect((await list({ category: "all" }, { token: user.token })).names).toEqual(ALL_VISIBLE);
  });

  it("hides pending_review markets from users under every filter, but not from admins", async () => {
    expect((await list({ status: "pending_review" }, { token: user.token })).names).toEqual([]);
    expect((await list({ status: "all" })).names).toEqual([
      ...ALL_VISIBLE.slice(0, 6),
      "cancelada",
      "honduras",
    ]);
    expect((await list({ search: "oculta" })).names).toEqual([]);
    expect((await list({ status: "pending_review" }, { token: admin.token })).names).toEqual([
      "oculta",
    ]);
    expect((await list({ status: "all" }, { token: admin.token })).names).toContain("oculta");
    await expect(server.client(user.token).getPoll(ids.oculta ?? "")).rejects.toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
    await expect(server.client(admin.token).getPoll(ids.oculta ?? "")).resolves.toMatchObject({
      status: "pending_review",
    });
  });

  it("filters by status, category, kind and featured", async () => {
    expect((await list({ status: "closed" })).names).toEqual(["congreso"]);
    expect((await list({ status: "upcoming" })).names).toEqual(["estatal"]);
    expect((await list({ status: "cancelled" })).names).toEqual(["cancelada"]);
    expect((await list({ category: "presidential" })).names).toEqual(["honduras"]);
    expect((await list({ category: "international" })).names).toEqual(["cumbre"]);
    expect((await list({ kind: "poll" })).names).toEqual(["alcaldia", "porcentaje"]);
    expect((await list({ featured: true })).names).toEqual(["honduras"]);
  });

  it("searches titles and descriptions in both languages, ignoring case and accents", async () => {
    expect((await list({ search: "eleccion" })).names).toEqual(["honduras"]);
    expect((await list({ search: "ELECCIÓN" })).names).toEqual(["honduras"]);
    expect((await list({ search: "mayoralty" })).names).toEqual(["alcaldia"]);
    expect((await list({ search: "alcaldia" })).names).toEqual(["alcaldia"]);
    expect((await list({ search: "climate accord" })).names).toEqual(["cumbre"]);
    expect((await list({ search: "acuerdo climático" })).names).toEqual(["cumbre"]);
    expect((await list({ search: "50%" })).names).toEqual(["porcentaje"]);
    expect((await list({ search: "%" })).names).toEqual(["porcentaje"]);
    expect((await list({ search: "_" })).names).toEqual([]);
    expect((await list({ search: "nada coincide" })).names).toEqual([]);
  });

  it("answers in the reader's language, falling back to Spanish", async () => {
    const english = await list({ search: "honduras" }, { lang: "en" });
    expect(english.polls[0]?.title).toBe("Presidential election in Honduras");
    const summit = await list({ search: "cumbre" }, { lang: "en" });
    expect(summit.polls[0]?.title).toBe("Cumbre internacional de ministros");
    expect(summit.polls[0]?.description).toBe("Will they sign the climate accord?");
    const spanish = await list({ search: "honduras" }, { lang: "es" });
    expect(spanish.polls[0]?.title).toBe("Elección presidencial en Honduras");
  });

  it("lists hot markets by recent activity and new markets from the last week", async () => {
    expect((await list({ hot: true })).names).toEqual(["cumbre", "alcaldia"]);
    expect((await list({ new: true })).names).toEqual(ALL_VISIBLE.slice(0, 6));
    expect((await list({ hot: true, kind: "poll" })).names).toEqual(["alcaldia"]);
  });

  it("sorts by volume, newest and ending soonest (open ones only)", async () => {
    expect((await list({ sort: "volume" })).names.slice(0, 2)).toEqual(["honduras", "cumbre"]);
    expect((await list({ sort: "newest" })).names).toEqual(ALL_VISIBLE);
    const ending = (await list({ sort: "ending" })).polls;
    expect(names.get(ending[0]?._id ?? "")).toBe("alcaldia");
    const endDates = ending.map((poll) => Date.parse(poll.endDate));
    expect(endDates).toEqual([...endDates].sort((a, b) => a - b));
    expect(endDates.every((end) => end > Date.now())).toBe(true);
  });

  it("pages with the pagination object", async () => {
    const first = await list({ limit: 3, page: 1 });
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 7, totalPages: 3, hasMore: true });
    expect(first.names).toEqual(ALL_VISIBLE.slice(0, 3));
    const last = await list({ limit: 3, page: 3 });
    expect(last.pagination).toEqual({ page: 3, limit: 3, total: 7, totalPages: 3, hasMore: false });
    expect(last.names).toEqual(["honduras"]);
    const beyond = await list({ limit: 3, page: 9 });
    expect(beyond.polls).toEqual([]);
    expect(beyond.pagination.hasMore).toBe(false);
  });

  it("reports counts: participants, bets and votes", async () => {
    const summit = await server.client().getPoll(ids.cumbre ?? "");
    expect(summit).toMatchObject({ participants: 1, volume: 1000 });
    const mayoralty = await server.client().getPoll(ids.alcaldia ?? "");
    expect(mayoralty).toMatchObject({ participants: 1, totalVotes: 1 });
    expect(mayoralty.options.map((option) => option.percentage)).toEqual([0, 100, 0]);
  });
});
