import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../test-utils/failureOf";
import { lastMailTo, verificationTokenOf } from "../test-utils/mailbox";
import { startTestServer, type TestServer } from "../test-utils/testServer";

/** DESIGN §5: sign-up mails a single-use verification link; a signed-in user may ask again. */
describe("e-mail verification", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("mails a link at sign-up, in the user's language, that verifies the address once", async () => {
    const user = await server.signup();
    expect((await user.api.getMe()).emailVerified).toBe(false);
    const mail = await lastMailTo(server, user.email);
    expect(mail?.subject).toBe("Confirma tu correo de Pulso");
    expect(mail?.body).toContain(`${server.config.PUBLIC_URL.replace(/\/$/, "")}/verifyEmail/`);
    const token = await verificationTokenOf(server, user.email);

    await server.client().verifyEmail(token);
    expect((await user.api.getMe()).emailVerified).toBe(true);
    const again = await failureOf(server.client(undefined, "es").verifyEmail(token));
    expect(again).toMatchObject({
      status: 400,
      code: "VERIFICATION_TOKEN_INVALID",
      message:
        "Este enlace de verificación no es válido o ha caducado. Pide uno nuevo desde tu cuenta.",
    });
  });

  it("refuses a made-up or expired link and verifies nothing", async () => {
    const user = await server.signup();
    const madeUp = await failureOf(server.client(undefined, "en").verifyEmail("x".repeat(43)));
    expect(madeUp).toMatchObject({ status: 400, code: "VERIFICATION_TOKEN_INVALID" });
    const token = await verificationTokenOf(server, user.email);
    await server.db.query(
      "UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [user.userId],
    );
    const expired = await failureOf(server.client().verifyEmail(token));
    expect(expired).toMatchObject({ status: 400, code: "VERIFICATION_TOKEN_INVALID" });
    expect((await user.api.getMe()).emailVerified).toBe(false);
  });

  it("resends a link that replaces the old one, a few times per account, not once verified", async () => {
    const user = await server.signup();
    const first = await verificationTokenOf(server, user.email);
    await user.api.resendVerification();
    const second = await verificationTokenOf(server, user.email);
    expect(second).not.toBe(first);
    const old = await failureOf(server.client().verifyEmail(first));
    expect(old.code).toBe("VERIFICATION_TOKEN_INVALID");

    await user.api.resendVerification();
    await user.api.resendVerification();
    const limited = await failureOf(server.client(user.token, "en").resendVerification());
    expect(limited).toMatchObject({ status: 429, code: "RATE_LIMITED" });

    await server.client().verifyEmail(await verificationTokenOf(server, user.email));
    const mails = async () =>
      (
        await server.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = $1",
          [user.email],
        )
      ).rows[0]?.n;
    const before = await mails();
    await user.api.resendVerification();
    expect(await mails()).toBe(before);
  });

  it("asks for a session to resend", async () => {
    const failure = await failureOf(server.client().resendVerification());
    expect(failure.status).toBe(401);
  });
});
