import { describe, expect, it } from "vitest";
import { sampleBet, sampleMarket, sampleNotification, sampleUser } from "../test-utils/fixtures";
import { API_ENDPOINTS, type EndpointDefinition } from "./endpoints";
import { buildPath } from "./path";
import { API_ROUTES } from "./routes";
import {
  authResponseSchema,
  notificationsResponseSchema,
  placeBetResponseSchema,
  pollsResponseSchema,
} from "./responses";

describe("the endpoint table", () => {
  const entries = Object.entries(API_ENDPOINTS);

  it("takes every call's method and path from the route table, and the route table has no other call", () => {
    expect(Object.keys(API_ROUTES).sort()).toEqual(Object.keys(API_ENDPOINTS).sort());
    for (const [name, endpoint] of entries) {
      expect({ name, method: endpoint.method, path: endpoint.path }).toEqual({
        name,
        ...API_ROUTES[name as keyof typeof API_ROUTES],
      });
    }
  });

  it("has one entry per method and path", () => {
    const keys = entries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("covers every call of spec §7", () => {
    const spec = entries
      .filter(([, endpoint]) => endpoint.source === "spec")
      .map(([, e]) => `${e.method} ${e.path}`);
    for (const call of [
      "POST /auth/signup",
      "POST /auth/login",
      "GET /auth/logout",
      "GET /users/me",
      "PATCH /users/updateMe",
      "PATCH /auth/updateMyPassword",
      "GET /users",
      "GET /users/:id",
      "PATCH /users/:id",
      "GET /polls",
      "GET /polls/:id",
      "POST /polls",
      "PATCH /polls/:id",
      "DELETE /polls/:id",
      "POST /polls/resolve",
      "GET /polls/:id/bets",
      "POST /polls/vote",
      "GET /polls/:id/results",
      "PATCH /polls/:id/stop",
      "PATCH /polls/:id/play",
      "GET /bets/my-bets",
      "POST /bets",
      "GET /bets/:id",
      "GET /dashboard",
      "GET /dashboard/stats",
      "GET /dashboard/chart-data",
      "GET /dashboard/charts/:kind",
      "GET /dashboard/charts/all",
      "GET /dashboard/transactions",
      "GET /dashboard/betting-history",
      "GET /dashboard/active-bets",
      "GET /comments/polls/:id/comments",
      "POST /comments/polls/:id/comments",
      "POST /comments/:id/upvote",
      "POST /comments/:id/downvote",
      "PATCH /comments/:id",
      "DELETE /comments/:id",
      "GET /notifications",
      "GET /notifications/unread-count",
      "PATCH /notifications/:id/read",
      "PATCH /notifications/mark-all-read",
      "DELETE /notifications/:id",
      "DELETE /notifications/clear-all",
      "GET /poll-suggestions/my-suggestions",
      "POST /poll-suggestions",
      "GET /poll-suggestions",
      "GET /poll-suggestions/:id",
      "PATCH /poll-suggestions/:id",
      "DELETE /poll-suggestions/:id",
      "POST /deposits",
      "POST /deposits/failed",
      "GET /deposits",
      "GET /banners/active",
      "PATCH /banners/:id/view",
      "PATCH /banners/:id/click",
      "POST /users/:id/withdrawals",
      "GET /users/:id/withdrawals",
      "GET /market-links",
      "GET /uiconfig/footer-settings",
    ]) {
      expect(spec, call).toContain(call);
    }
  });

  it("declares a params schema exactly when the path has parameters", () => {
    for (const [name, endpoint] of entries) {
      const hasParams = endpoint.path.includes(":");
      expect("params" in endpoint, name).toBe(hasParams);
    }
  });

  it("marks the money-moving calls idempotent", () => {
    expect(API_ENDPOINTS.placeBet.idempotent).toBe(true);
    expect(API_ENDPOINTS.createDeposit.idempotent).toBe(true);
    expect(API_ENDPOINTS.createWithdrawal.idempotent).toBe(true);
    expect(API_ENDPOINTS.resolvePoll.idempotent).toBe(true);
    expect(API_ENDPOINTS.chargeSandboxCard.idempotent).toBe(true);
  });

  it("marks only the attachment download as answering raw bytes", () => {
    const binary = entries
      .filter(([, endpoint]) => (endpoint as EndpointDefinition).responseType === "binary")
      .map(([name]) => name);
    expect(binary).toEqual(["downloadTicketAttachment"]);
  });
});

describe("buildPath", () => {
  it("fills and encodes parameters", () => {
    expect(buildPath("/polls/:id/bets", { id: "m 1/x" })).toBe("/polls/m%201%2Fx/bets");
    expect(buildPath("/users/:id/withdrawals", { id: 7 })).toBe("/users/7/withdrawals");
  });
  it("refuses a missing parameter", () => {
    expect(() => buildPath("/polls/:id", {})).toThrow('[pulso] missing path parameter "id"');
  });
});

describe("response schemas", () => {
  it("accept the spec's envelopes", () => {
    expect(
      authResponseSchema.parse({ status: "success", token: "t", data: { user: sampleUser() } })
        .token,
    ).toBe("t");
    const polls = pollsResponseSchema.parse({
      status: "success",
      data: {
        polls: [sampleMarket()],
        pagination: { page: 1, limit: 12, total: 1, totalPages: 1, hasMore: false },
      },
    });
    expect(polls.data.polls[0]?.options).toHaveLength(2);
    expect(
      placeBetResponseSchema.parse({ status: "success", data: { bet: sampleBet(), balance: 0 } })
        .data.bet._id,
    ).toBe("b_1");
    expect(
      notificationsResponseSchema.parse({
        status: "success",
        data: {
          notifications: [sampleNotification()],
          unreadCount: 1,
          pagination: { page: 1, limit: 50, total: 1, totalPages: 1, hasMore: false },
        },
      }).data.unreadCount,
    ).toBe(1);
  });
  it("refuse a market with one option or an unknown status", () => {
    const market = sampleMarket();
    const bad = {
      status: "success",
      data: { poll: { ...market, options: market.options.slice(0, 1) } },
    };
    expect(API_ENDPOINTS.getPoll.response.safeParse(bad).success).toBe(false);
    const badStatus = { status: "success", data: { poll: { ...market, status: "paused" } } };
    expect(API_ENDPOINTS.getPoll.response.safeParse(badStatus).success).toBe(false);
  });
});
