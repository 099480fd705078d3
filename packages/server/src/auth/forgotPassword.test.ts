import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecondInstance, type SecondInstance } from "../bets/test-utils/secondInstance";
import { failureOf } from "../test-utils/failureOf";
import { mailedResetTokens } from "../test-utils/mailbox";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { hashToken } from "./tokens";
import { callFrom } from "../test-utils/callFrom";

/**
 * Issue 14 item 10, forgot-password (DESIGN §5): the same answer for known and unknown e-mails; a
 * new link replaces the account's previous ones; mails per account and requests per address are
 * limited. The answer comes before the mail work (http/deferredWork.ts), whose time is therefore
 * not in it; the tests check behaviour, not time.
 */

let server: TestServer;
let second: SecondInstance;
beforeAll(async () => {
  server = await startTestServer();
  second = await startSecondInstance(server);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await server?.close();
});

/** A forgot-password call over plain HTTP from `address`, as a trusted proxy would report it. */
async function forgot(email: string, address: string) {
  const { status, body } = await callFrom(
    server.baseURL,
    "POST",
    "/auth/forgotPassword",
    { email },
    { address },
  );
  return { status, body };
}

const newPassword = (password: string) => ({ password, passwordConfirm: password });

describe("forgot-password", () => {
  it("answers the same status and body for a known and an unknown e-mail", async () => {
    const { email } = await server.signup();
    const known = await forgot(email, "203.0.113.50");
    const unknown = await forgot("nadie-aqui@example.com", "203.0.113.51");
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    await server.settled();
    expect(await mailedResetTokens(server.db, email)).toHaveLength(1);
    expect(await mailedResetTokens(server.db, "nadie-aqui@example.com")).toEqual([]);
  });

  it("after 50 calls for one account from 50 addresses: 3 mails, one live link, the last", async () => {
    const account = await server.signup({ password: "Antigua123" });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => forgot(account.email, `192.0.2.${index + 1}`)),
    );
    // Past the account's limit the answer does not change: it would tell who has an account.
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    await server.settled();

    const tokens = await mailedResetTokens(server.db, account.email);
    expect(tokens).toHaveLength(3);
    const live = await server.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM password_resets WHERE user_id = $1 AND used_at IS NULL",
      [account.userId],
    );
    const last = tokens[2] ?? "";
    expect(live.rows).toEqual([{ token_hash: hashToken(last) }]);
    for (const older of tokens.slice(0, 2)) {
      const refused = await failureOf(
        server.client().resetPassword(older, newPassword("Robada12345")),
      );
      expect(refused).toMatchObject({ status: 400, code: "RESET_TOKEN_INVALID" });
    }
    const done = await server.client().resetPassword(last, newPassword("Elegida1234"));
    expect(done.user._id).toBe(account.userId);
  });

  it("refuses an address past 10 requests with 429, whether the e-mails exist or not", async () => {
    const { email } = await server.signup();
    const address = "203.0.113.60";
    for (let index = 0; index < 10; index += 1) {
      const target = index % 2 === 0 ? email : `ghost${index}@example.com`;
      expect((await forgot(target, address)).status).toBe(200);
    }
    const refusedKnown = await forgot(email, address);
    const refusedUnknown = await forgot("ghost-last@example.com", address);
    expect(refusedKnown).toMatchObject({ status: 429, body: { code: "RATE_LIMITED" } });
    expect(refusedUnknown).toEqual(refusedKnown);
    expect((await forgot(email, "198.51.100.60")).status).toBe(200);
  });

  it("leaves one live link when two instances take requests for one account at once", async () => {
    const account = await server.signup();
    await Promise.all([
      forgot(account.email, "203.0.113.70"),
      second.client().forgotPassword({ email: account.email }),
      forgot(account.email, "203.0.113.71"),
    ]);
    await server.settled();
    await second.settled();
    expect(await mailedResetTokens(server.db, account.email)).toHaveLength(3);
    const live = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1 AND used_at IS NULL",
      [account.userId],
    );
    expect(live.rows[0]?.n).toBe(1);
  });
});
