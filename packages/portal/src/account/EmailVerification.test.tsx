import { failure, success } from "@pulso/sdk/testing";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { findPageHeading, press } from "../test-utils/accountForms";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

const TOKEN = "t".repeat(43);
const VERIFY = `/auth/verifyEmail/${TOKEN}`;

/** The account page's e-mail verification section. */
async function verificationSection(name: string) {
  return within((await screen.findByRole("heading", { name })).closest("section")!);
}

describe("/account/userProfile: e-mail verification", () => {
  it("says the address is not verified and resends the link, in English", async () => {
    const { api } = renderPortal("/account/userProfile", {
      lang: "en",
      user: testUser({ emailVerified: false }),
      prepare: (fake) => fake.on("POST", "/auth/resendVerification", success(null)),
    });
    const section = await verificationSection("E-mail verification");
    expect(
      section.getByText(
        "Your e-mail address ana@example.com is not verified yet. Withdrawals need a verified address: open the link we sent you when you signed up.",
      ),
    ).toBeTruthy();
    press("Send the link again");
    expect(
      await section.findByText(
        "A new link is on its way to ana@example.com. The previous one no longer works.",
      ),
    ).toBeTruthy();
    expect(api.calls("POST", "/auth/resendVerification")).toHaveLength(1);
  });

  it("shows the server's limit in Spanish when the link was resent too often", async () => {
    renderPortal("/account/userProfile", {
      lang: "es",
      user: testUser({ emailVerified: false }),
      prepare: (fake) => fake.on("POST", "/auth/resendVerification", failure(429, "RATE_LIMITED")),
    });
    const section = await verificationSection("Verificación del correo");
    press("Enviar el enlace de nuevo");
    expect((await section.findByRole("alert")).textContent).toBe(
      "Demasiados intentos. Espera un momento e inténtalo de nuevo.",
    );
  });

  it("says a verified address is verified, with no resend button", async () => {
    renderPortal("/account/userProfile", { lang: "en", user: testUser({ emailVerified: true }) });
    const section = await verificationSection("E-mail verification");
    expect(section.getByText("Your e-mail address ana@example.com is verified.")).toBeTruthy();
    expect(section.queryByRole("button")).toBeNull();
  });
});

describe("/verifyEmail/:token", () => {
  it("spends the link once, says so and refreshes the signed-in user", async () => {
    let verified = false;
    const { api } = renderPortal(`/verifyEmail/${TOKEN}`, {
      lang: "en",
      user: testUser({ emailVerified: false }),
      prepare: (fake) => {
        fake.on("POST", VERIFY, () => {
          verified = true;
          return success(null);
        });
        fake.on("GET", "/auth/session", () =>
          success({ user: testUser({ emailVerified: verified }) }),
        );
      },
    });
    await findPageHeading("E-mail verification");
    expect(await screen.findByText("Your e-mail address is verified.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my dashboard" }).getAttribute("href")).toBe(
      "/account",
    );
    expect(api.calls("POST", VERIFY)).toHaveLength(1);
    await waitFor(() => expect(api.calls("GET", "/auth/session").length).toBeGreaterThanOrEqual(2));
  });

  it("says, in Spanish, that a used or expired link failed and where to ask for a new one", async () => {
    renderPortal(`/verifyEmail/${TOKEN}`, {
      lang: "es",
      prepare: (fake) => fake.on("POST", VERIFY, failure(400, "VERIFICATION_TOKEN_INVALID")),
    });
    await findPageHeading("Verificación del correo");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No se pudo verificar tu correo. Este enlace de verificación no es válido o ha caducado. Pide uno nuevo desde tu cuenta.",
    );
    expect(
      screen
        .getByRole("link", { name: "Pedir un enlace nuevo desde tu cuenta" })
        .getAttribute("href"),
    ).toBe("/account/userProfile#account-email");
  });

  it("refuses a malformed link without calling the server", async () => {
    const { api } = renderPortal("/verifyEmail/short", { lang: "en" });
    await findPageHeading("E-mail verification");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This verification link is invalid or has expired.",
    );
    expect(api.calls("POST", "/auth/verifyEmail/short")).toHaveLength(0);
  });
});
