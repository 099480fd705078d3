import multipart from "@fastify/multipart";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { endpoint, type EndpointSettings } from "./endpoint";
import { installErrorHandling } from "./errorHandler";
import type { IdempotencyStore } from "./idempotency";

/**
 * The one contract (DESIGN §3): under test, a success answer that does not match its call's
 * response schema in core is a 500 naming the call and the fields, so every server test that
 * calls an endpoint also checks what the clients are typed by. Handlers are typed by the same
 * schema; the casts below stand for a handler bug the types would not see (an `any` leaking in).
 */
async function appAnswering(answer: unknown, checkResponses: boolean) {
  const app = Fastify();
  // endpoint() asks every request whether it is multipart, as the app's plugin answers.
  await app.register(multipart);
  installErrorHandling(app);
  const settings: EndpointSettings = {
    trustedOrigins: [],
    // getPlatformStats takes no Idempotency-Key: the store is never used.
    idempotency: {} as IdempotencyStore,
    idempotencyLeaseSeconds: 60,
    checkResponses,
  };
  endpoint(app, settings, "getPlatformStats", async () => answer as never);
  await app.ready();
  return app;
}

const STATS = {
  stats: {
    activeMarkets: 3,
    resolvedMarkets: 1,
    totalVolume: 1250.5,
    traders: 41,
    bets: 97,
    votes: 12,
  },
};

describe("endpoint(): answers held to their response schema under test", () => {
  it("sends an answer that matches the schema unchanged", async () => {
    const app = await appAnswering({ status: "success", data: STATS }, true);
    const response = await app.inject({ method: "GET", url: "/api/v1/stats" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "success", data: STATS });
  });

  it("answers 500 naming the call and the field when the answer breaks the schema", async () => {
    const app = await appAnswering(
      { status: "success", data: { stats: { ...STATS.stats, totalVolume: "1250.50" } } },
      true,
    );
    const response = await app.inject({ method: "GET", url: "/api/v1/stats" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: "INTERNAL_ERROR",
      details: {
        contract: "getPlatformStats",
        fields: [expect.stringMatching(/^data\.stats\.totalVolume: /)],
      },
    });
  });

  it("checks the answer as the client receives it: JSON, where an undefined field is absent", async () => {
    const app = await appAnswering({ status: "success", data: STATS, message: undefined }, true);
    const response = await app.inject({ method: "GET", url: "/api/v1/stats" });
    expect(response.statusCode).toBe(200);
  });

  it("sends the answer as it is when the check is off (production)", async () => {
    const app = await appAnswering(
      { status: "success", data: { stats: { ...STATS.stats, totalVolume: "x" } } },
      false,
    );
    const response = await app.inject({ method: "GET", url: "/api/v1/stats" });
    expect(response.statusCode).toBe(200);
  });
});
