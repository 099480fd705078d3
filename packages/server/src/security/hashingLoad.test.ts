import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { argon2Runs } from "../auth/passwords";
import { ConfigError, loadConfig } from "../config";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { callFrom } from "../test-utils/callFrom";

/**
 * Issue 14 item 5 and item 1's sign-up limit (DESIGN §5): hashing a password is the costliest
 * thing an anonymous caller can make the server do, so every path that hashes is limited before
 * it hashes and checks everything cheap first. "No hash" is counted with `argon2Runs`, the
 * process's count of argon2 computations (the server runs in this process).
 */

let server: TestServer;
/** A server with a small sign-up limit, to reach it quickly. */
let strict: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  strict = await startTestServer({ env: { SIGNUPS_PER_ADDRESS_PER_HOUR: "3" } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await strict?.close();
});

/** A call over plain HTTP from `address`, as a trusted proxy would report it. */
function call(
  target: TestServer,
  method: string,
  path: string,
  body: unknown,
  options: { address: string; lang?: "es" | "en"; token?: string },
) {
  return callFrom(target.baseURL, method, path, body, options);
}

const newPassword = { password: "Nueva12345", passwordConfirm: "Nueva12345" };

describe("PATCH /auth/resetPassword/:token", () => {
  it("looks a made-up token up before hashing: 400 and no hash", async () => {
    const before = argon2Runs();
    const result = await call(
      server,
      "PATCH",
      "/auth/resetPassword/made-up-token-0123456789abcdef",
      newPassword,
      { address: "203.0.113.30", lang: "en" },
    );
    expect(result).toMatchObject({ status: 400, code: "RESET_TOKEN_INVALID" });
    expect(argon2Runs()).toBe(before);
  });

  it("refuses a burst of bogus tokens from one address with 429 past 10, hashing none", async () => {
    const before = argon2Runs();
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        call(server, "PATCH", `/auth/resetPassword/bogus-token-${index}-0123456789`, newPassword, {
          address: "203.0.113.31",
          lang: "es",
        }),
      ),
    );
    const codes = results.map((result) => result.code);
    expect(codes.filter((code) => code === "RESET_TOKEN_INVALID")).toHaveLength(10);
    expect(codes.filter((code) => code === "RATE_LIMITED")).toHaveLength(15);
    const refused = results.find((result) => result.status === 429);
    expect(refused?.message).toBe("Demasiados intentos. Espera un momento e inténtalo de nuevo.");
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(argon2Runs()).toBe(before);
    // Another address is not affected.
    const elsewhere = await call(
      server,
      "PATCH",
      "/auth/resetPassword/bogus-0123456789",
      newPassword,
      {
        address: "198.51.100.31",
      },
    );
    expect(elsewhere.code).toBe("RESET_TOKEN_INVALID");
  });
});

describe("sign-up", () => {
  it("reads SIGNUPS_PER_ADDRESS_PER_HOUR, 10 by default, and names it when it is wrong", () => {
    expect(loadConfig({}).SIGNUPS_PER_ADDRESS_PER_HOUR).toBe(10);
    expect(loadConfig({ SIGNUPS_PER_ADDRESS_PER_HOUR: "25" }).SIGNUPS_PER_ADDRESS_PER_HOUR).toBe(
      25,
    );
    expect(() => loadConfig({ SIGNUPS_PER_ADDRESS_PER_HOUR: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ SIGNUPS_PER_ADDRESS_PER_HOUR: "many" })).toThrow(
      /SIGNUPS_PER_ADDRESS_PER_HOUR/,
    );
  });

  it("allows SIGNUPS_PER_ADDRESS_PER_HOUR sign-ups per address, then 429 in the reader's language without hashing", async () => {
    const address = "203.0.113.40";
    const body = (index: number) => ({
      name: `Granja ${index}`,
      email: `farm${index}-${Date.now()}@example.com`,
      password: "Secreto123",
    });
    for (let index = 0; index < 3; index += 1) {
      expect((await call(strict, "POST", "/auth/signup", body(index), { address })).status).toBe(
        201,
      );
    }
    const before = argon2Runs();
    const spanish = await call(strict, "POST", "/auth/signup", body(3), { address, lang: "es" });
    expect(spanish).toMatchObject({
      status: 429,
      code: "SIGNUP_LIMIT_REACHED",
      message: "Se crearon demasiadas cuentas desde tu red en la última hora. Inténtalo más tarde.",
    });
    expect(Number(spanish.retryAfter)).toBeGreaterThan(0);
    expect(Number(spanish.retryAfter)).toBeLessThanOrEqual(3600);
    const english = await call(strict, "POST", "/auth/signup", body(4), { address, lang: "en" });
    expect(english).toMatchObject({
      status: 429,
      code: "SIGNUP_LIMIT_REACHED",
      message:
        "Too many accounts were created from your network in the last hour. Please try again later.",
    });
    expect(argon2Runs()).toBe(before);
    const count = await strict.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE name LIKE 'Granja %'",
    );
    expect(count.rows[0]?.n).toBe(3);
    // Another address may still sign up.
    expect(
      (await call(strict, "POST", "/auth/signup", body(5), { address: "198.51.100.40" })).status,
    ).toBe(201);
  });

  it("counts every address of one IPv6 /64 as one network: a fourth sign-up from it is 429", async () => {
    const body = (index: number) => ({
      name: `Vecino ${index}`,
      email: `neighbour${index}-${Date.now()}@example.com`,
      password: "Secreto123",
    });
    const sameNetwork = ["2001:db8:40:1::1", "2001:db8:40:1::2", "2001:db8:40:1:aaaa::3"];
    for (const [index, address] of sameNetwork.entries()) {
      expect((await call(strict, "POST", "/auth/signup", body(index), { address })).status).toBe(
        201,
      );
    }
    const fourth = await call(strict, "POST", "/auth/signup", body(3), {
      address: "2001:db8:40:1:ffff:ffff:ffff:fffe",
    });
    expect(fourth).toMatchObject({ status: 429, code: "SIGNUP_LIMIT_REACHED" });
    // The next /64 is another network.
    expect(
      (await call(strict, "POST", "/auth/signup", body(4), { address: "2001:db8:40:2::1" })).status,
    ).toBe(201);
  });

  it("refuses an e-mail already taken before hashing", async () => {
    const { email } = await server.signup();
    const before = argon2Runs();
    const again = await call(
      server,
      "POST",
      "/auth/signup",
      { name: "Otra Vez", email, password: "Secreto123" },
      { address: "203.0.113.41" },
    );
    expect(again).toMatchObject({ status: 409, code: "EMAIL_TAKEN" });
    expect(argon2Runs()).toBe(before);
  });
});

describe("PATCH /users/updateMyPassword", () => {
  it("limits one account's attempts before verifying: the 11th is 429 with no hash", async () => {
    const account = await server.signup({ password: "Correcta123" });
    const wrong = {
      passwordCurrent: "Mala12345",
      password: "Nueva12345",
      passwordConfirm: "Nueva12345",
    };
    for (let index = 0; index < 10; index += 1) {
      const failure = await failureOf(server.client(account.token).updateMyPassword(wrong));
      expect(failure.code).toBe("WRONG_PASSWORD");
    }
    const before = argon2Runs();
    const refused = await failureOf(
      server.client(account.token).updateMyPassword({ ...wrong, passwordCurrent: "Correcta123" }),
    );
    expect(refused).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect(argon2Runs()).toBe(before);
  });
});
