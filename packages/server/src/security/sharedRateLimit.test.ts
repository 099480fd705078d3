import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { argon2Runs } from "../auth/passwords";
import { startSecondInstance, type SecondInstance } from "../bets/test-utils/secondInstance";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { callFrom } from "../test-utils/callFrom";

/**
 * Issue 14 item 4 (DESIGN §5): the rate limits live in the database, so every instance on it
 * shares them; counting is atomic, so parallel guesses cannot outrun a limit; and the table stays
 * bounded, expired windows being deleted as new ones open.
 */

const MINUTE = 60_000;
let clock = Date.now();
let server: TestServer;
let second: SecondInstance;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  second = await startSecondInstance(server);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await server?.close();
});

/** A login over plain HTTP from `address`, as a trusted proxy would report it. */
async function login(email: string, password: string, address: string) {
  const { status, code } = await callFrom(
    server.baseURL,
    "POST",
    "/auth/login",
    { email, password },
    { address },
  );
  return { status, code };
}

describe("two instances on one database", () => {
  it("share the failure count: 3 failures on one and 2 on the other lock the pair on both", async () => {
    const account = await server.signup({ password: "Correcta123" });
    const wrong = { email: account.email, password: "Mala12345" };
    for (let index = 0; index < 3; index += 1) {
      expect((await failureOf(server.client().login(wrong))).code).toBe("LOGIN_FAILED");
    }
    for (let index = 0; index < 2; index += 1) {
      expect((await failureOf(second.client().login(wrong))).code).toBe("LOGIN_FAILED");
    }
    const right = { email: account.email, password: "Correcta123" };
    expect(await failureOf(server.client().login(right))).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
    });
    expect(await failureOf(second.client().login(right))).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
    });
  });
});

describe("parallel guesses", () => {
  it("get exactly 5 verifications; the other 15 are refused before any hashing", async () => {
    const account = await server.signup({ password: "Correcta123" });
    const before = argon2Runs();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => login(account.email, "Mala12345", "203.0.113.140")),
    );
    const codes = results.map((result) => result.code);
    expect(codes.filter((code) => code === "LOGIN_FAILED")).toHaveLength(5);
    expect(codes.filter((code) => code === "RATE_LIMITED")).toHaveLength(15);
    expect(argon2Runs() - before).toBe(5);
  });
});

describe("the limiter's table", () => {
  it("reopens a window once it ends and deletes the expired ones, so it stays bounded", async () => {
    const owner = await server.signup({ password: "Correcta123" });
    const address = "203.0.113.150";
    for (let index = 0; index < 20; index += 1) {
      expect((await login(`spray${index}@example.com`, "Verano2024", address)).code).toBe(
        "LOGIN_FAILED",
      );
    }
    for (let index = 0; index < 5; index += 1) {
      expect((await login(owner.email, "Mala12345", address)).code).toBe("LOGIN_FAILED");
    }
    expect((await login(owner.email, "Correcta123", address)).code).toBe("RATE_LIMITED");
    const count = async (where: string, params: unknown[] = []) =>
      (
        await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM rate_limits WHERE ${where}`,
          params,
        )
      ).rows[0]?.n;
    expect(await count("key LIKE 'login-%'")).toBeGreaterThanOrEqual(22);

    clock += 16 * MINUTE;
    expect((await login(owner.email, "Correcta123", address)).status).toBe(200);
    // Every login window had ended: the new ones deleted them, and the owner's success cleared
    // its pair, leaving the address's new window alone.
    expect(await count("expires_at <= $1", [new Date(clock)])).toBe(0);
    expect(await count("key LIKE 'login-%'")).toBe(1);
  });
});
