import { API_ENDPOINTS, type EndpointDefinition } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendBadInput, stateDigest, STEP5_TABLES } from "../test-utils/badInput";
import { startTestServer, type TestServer } from "../test-utils/testServer";

/** Every admin call of core's table, its path parameters filled with an id that may exist. */
const ADMIN_CALLS = (Object.entries(API_ENDPOINTS) as [string, EndpointDefinition][])
  .filter(([, endpoint]) => endpoint.auth === "admin")
  .map(([name, endpoint]) => ({
    name,
    method: endpoint.method,
    path: endpoint.path.replace(/:[A-Za-z]+/g, "x1"),
    body: endpoint.method === "GET" || endpoint.method === "DELETE" ? undefined : {},
  }));

const TABLES = [...STEP5_TABLES, "markets", "market_options", "bets", "comments"];

let server: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  const user = await server.signup();
  tokens = { user: user.token };
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

describe("admin calls, refused by the server to everyone else", () => {
  it("covers every admin call of the table, step 5's among them", () => {
    const names = ADMIN_CALLS.map((call) => call.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "listUsers",
        "createPoll",
        "listSuggestions",
        "listAdminWithdrawals",
        "approveWithdrawal",
        "rejectWithdrawal",
        "listBanners",
        "createBanner",
        "updateMarketLink",
        "resetFooterSettings",
        "listWebVitals",
        "listAllTickets",
        "updateTicket",
      ]),
    );
  });

  it.each(ADMIN_CALLS.map((call) => [`${call.name} (${call.method} ${call.path})`, call] as const))(
    "%s: 403 to a signed-in user, 401 to a visitor, nothing changed",
    async (_, call) => {
      const before = await stateDigest(server.db, TABLES);
      for (const [as, status, code] of [
        ["user", 403, "FORBIDDEN"],
        ["anonymous", 401, "UNAUTHENTICATED"],
      ] as const) {
        const answer = await sendBadInput(server, tokens, { ...call, as });
        expect(answer.status, as).toBe(status);
        expect(answer.answer, as).toMatchObject({ status: "fail", code });
      }
      expect(await stateDigest(server.db, TABLES)).toEqual(before);
    },
  );
});
