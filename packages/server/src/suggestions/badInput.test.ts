import type { CreateSuggestionBody } from "@pulso/core";
import { afterAll, beforeAll, describe, it } from "vitest";
import {
  badBodies,
  expectRefusedUnchanged,
  SCRIPT,
  type BadInputCase,
} from "../test-utils/badInput";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let tokens: Record<string, string>;
let ownId: string;
const good: CreateSuggestionBody = {
  titleEn: "Who wins the Senate race?",
  descriptionEn: "A market on the 2026 Senate race in Nevada.",
  category: "congressional",
};
beforeAll(async () => {
  server = await startTestServer();
  const user = await server.signup();
  const other = await server.signup();
  const admin = await server.admin();
  tokens = { user: user.token, other: other.token, admin: admin.token };
  ownId = (await user.api.createSuggestion(good))._id;
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

const cases = (): BadInputCase[] => [
  {
    name: "GET /poll-suggestions/my-suggestions signed out",
    method: "GET",
    path: "/poll-suggestions/my-suggestions",
    as: "anonymous",
    status: 401,
  },
  ...badBodies({
    method: "POST",
    path: "/poll-suggestions",
    good,
    required: ["titleEn", "descriptionEn", "category"],
    texts: ["titleEn", "descriptionEn", "titleEs"],
    strict: ["category", "estimatedEndDate"],
  }),
  {
    name: "POST /poll-suggestions huge title",
    method: "POST",
    path: "/poll-suggestions",
    body: { ...good, titleEn: "x".repeat(20_000) },
  },
  ...["?status=stolen", `?category=${encodeURIComponent(SCRIPT)}`, "?page=0", "?limit=1e9"].map(
    (query): BadInputCase => ({
      name: `GET /poll-suggestions${query}`,
      method: "GET",
      path: `/poll-suggestions${query}`,
      as: "admin",
    }),
  ),
  ...(["GET", "PATCH", "DELETE"] as const).flatMap((method): BadInputCase[] => [
    {
      name: `${method} /poll-suggestions/:id oversized id`,
      method,
      path: `/poll-suggestions/${"s".repeat(65)}`,
      ...(method === "PATCH" ? { body: { titleEn: "Another title here" } } : {}),
    },
    {
      name: `${method} /poll-suggestions/:id script id`,
      method,
      path: `/poll-suggestions/${encodeURIComponent(SCRIPT)}`,
      ...(method === "PATCH" ? { body: { titleEn: "Another title here" } } : {}),
      status: 404,
    },
    {
      name: `${method} /poll-suggestions/:id another user's`,
      method,
      path: `/poll-suggestions/${ownId}`,
      ...(method === "PATCH" ? { body: { titleEn: "Another title here" } } : {}),
      as: "other",
      status: 404,
    },
  ]),
  ...badBodies({
    method: "PATCH",
    path: `/poll-suggestions/${ownId}`,
    good: { titleEn: "Another title here" },
    texts: ["titleEn", "descriptionEs"],
    strict: ["category"],
  }),
  ...badBodies({
    method: "PATCH",
    path: `/poll-suggestions/${ownId}`,
    as: "admin",
    good: { status: "approved", profitSharePercentage: 10, adminNotes: "Good one" },
    numbers: ["profitSharePercentage"],
    texts: ["adminNotes"],
    strict: ["status", "linkedMarketId"],
  }),
  ...[4, 16, -10, 10.555].map((share): BadInputCase => ({
    name: `PATCH /poll-suggestions/:id share ${share}%`,
    method: "PATCH",
    path: `/poll-suggestions/${ownId}`,
    as: "admin",
    body: { status: "approved", profitSharePercentage: share },
  })),
];

describe("bad input to the poll suggestion calls", () => {
  it("answers each with a clear 4xx and changes nothing", async () => {
    for (const c of cases()) await expectRefusedUnchanged(server, tokens, c);
  });
});
