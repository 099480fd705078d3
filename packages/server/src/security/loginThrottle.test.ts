import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, fastifyTrustProxy, loadConfig } from "../config";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { callFrom } from "../test-utils/callFrom";

/**
 * Login throttling (DESIGN §5; issue 8 item 5, issue 14 item 4): after 5 failures an account
 * from one address, and after 30 an address, is refused for 15 minutes — even with the right
 * password — with the localized RATE_LIMITED message; the owner signs in from another address
 * meanwhile; and a client cannot pick its own address with X-Forwarded-For unless the server was
 * told to trust the proxy that sets it (TRUST_PROXY).
 */

let server: TestServer;
/** A server that trusts no proxy: the socket's peer is the client, whatever the headers say. */
let direct: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  direct = await startTestServer({ env: { TRUST_PROXY: "false" } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await direct?.close();
});

/** A login attempt over plain HTTP, from `address` as a proxy would report it. */
function attempt(
  target: TestServer,
  email: string,
  password: string,
  options: { address?: string; lang?: "es" | "en" } = {},
) {
  return callFrom(target.baseURL, "POST", "/auth/login", { email, password }, options);
}

describe("per account and address", () => {
  it("refuses the right password from the guessing address after 5 failures, in the reader's language, with Retry-After", async () => {
    const target = await server.signup({ password: "Correcta123" });
    const bystander = await server.signup({ password: "Correcta123" });
    const address = "203.0.113.10";
    // The fifth failure still counts as a wrong password; only then is the pair locked.
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(server, target.email, "Mala12345", { address })).code).toBe(
        "LOGIN_FAILED",
      );
    }
    const spanish = await attempt(server, target.email, "Correcta123", { address, lang: "es" });
    expect(spanish).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: "Demasiados intentos. Espera un momento e inténtalo de nuevo.",
    });
    const retryAfter = Number(spanish.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const english = await attempt(server, target.email.toUpperCase(), "Correcta123", {
      address,
      lang: "en",
    });
    expect(english).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a moment and try again.",
    });
    // The same address may still sign in to other accounts.
    expect((await attempt(server, bystander.email, "Correcta123", { address })).status).toBe(200);
  });

  it("does not lock the owner out: a stranger's 5 failures from one address leave the owner's own address free", async () => {
    const owner = await server.signup({ password: "Correcta123" });
    for (let index = 0; index < 5; index += 1) {
      const result = await attempt(server, owner.email, "Mala12345", { address: "203.0.113.66" });
      expect(result.code).toBe("LOGIN_FAILED");
    }
    expect(
      (await attempt(server, owner.email, "Mala12345", { address: "203.0.113.66" })).code,
    ).toBe("RATE_LIMITED");
    const home = await attempt(server, owner.email, "Correcta123", { address: "198.51.100.66" });
    expect(home.status).toBe(200);
  });
});

describe("per address", () => {
  it("refuses everyone from an address after 30 failures, the right password included, not other addresses", async () => {
    const victim = await server.signup({ password: "Correcta123" });
    const address = "203.0.113.77";
    // Password spraying: one wrong guess for each of many accounts, so no account hits its limit.
    for (let index = 0; index < 30; index += 1) {
      const result = await attempt(server, `spray${index}@example.com`, "Verano2024", { address });
      expect(result.code).toBe("LOGIN_FAILED");
    }
    const refused = await attempt(server, victim.email, "Correcta123", { address, lang: "en" });
    expect(refused).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    const elsewhere = await attempt(server, victim.email, "Correcta123", {
      address: "198.51.100.77",
    });
    expect(elsewhere.status).toBe(200);
  });

  it("cannot be escaped by sending a new X-Forwarded-For each time when no proxy is trusted", async () => {
    const victim = await direct.signup({ password: "Correcta123" });
    for (let index = 0; index < 30; index += 1) {
      const result = await attempt(direct, `spray${index}@example.com`, "Verano2024", {
        address: `203.0.113.${index + 1}`,
      });
      expect(result.code).toBe("LOGIN_FAILED");
    }
    const refused = await attempt(direct, victim.email, "Correcta123", {
      address: "198.51.100.99",
    });
    expect(refused).toMatchObject({ status: 429, code: "RATE_LIMITED" });
  });
});

describe("TRUST_PROXY", () => {
  it("trusts only a proxy on the same host by default, and takes a switch, a hop count or addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.5" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.5",
    ]);
    const twoHops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops("10.0.0.1", hop))).toEqual([true, true, false]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });
});
