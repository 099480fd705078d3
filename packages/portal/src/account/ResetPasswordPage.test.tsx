import { failure, type FakeApi } from "@pulso/sdk/testing";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { describedBy, findPageHeading, press, typeInto } from "../test-utils/accountForms";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

const TOKEN = "0123456789abcdef0123456789abcdef";
const PATH = `/auth/resetPassword/${TOKEN}`;

async function openReset(
  lang: "en" | "es",
  prepare?: (api: FakeApi) => void,
  token: string = TOKEN,
) {
  const rendered = renderPortal(`/resetPassword/${token}`, {
    lang,
    ...(prepare ? { prepare } : {}),
  });
  await findPageHeading(lang === "en" ? "Choose a new password" : "Elige una nueva contraseña");
  return rendered;
}

describe("/resetPassword/:token", () => {
  it("stands alone: its own main landmark and one heading, no site header or footer", async () => {
    await openReset("en");
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Language" })).toBeTruthy();
  });

  it("asks for the sign-up password rules and a matching confirmation, sending nothing", async () => {
    const { api } = await openReset("en");
    typeInto("New password", "short");
    typeInto("Confirm new password", "other");
    press("Save password");
    await waitFor(() =>
      expect(describedBy("New password")).toContain("Password must be at least 8 characters."),
    );
    expect(describedBy("Confirm new password")).toContain("Passwords do not match.");

    typeInto("New password", "longenough");
    typeInto("Confirm new password", "longenough");
    press("Save password");
    await waitFor(() =>
      expect(describedBy("New password")).toContain(
        "Password must contain at least one uppercase letter and one number.",
      ),
    );
    expect(describedBy("Confirm new password")).not.toContain("Passwords do not match.");
    expect(api.calls("PATCH", PATH)).toHaveLength(0);
  });

  it("saves the new password and sends the reader to log in", async () => {
    const { api } = await openReset("en", (fake) =>
      fake.on("PATCH", PATH, {
        body: { status: "success", token: "t", data: { user: testUser() } },
      }),
    );
    typeInto("New password", "NewSecret1");
    typeInto("Confirm new password", "NewSecret1");
    press("Save password");
    expect(
      await screen.findByText("Your password has been changed. You can now log in with it."),
    ).toBeTruthy();
    expect(api.calls("PATCH", PATH)[0]?.body).toEqual({
      password: "NewSecret1",
      passwordConfirm: "NewSecret1",
    });
    expect(screen.getByRole("link", { name: "Go to log in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("says when the link is invalid, expired or used, and offers a new one", async () => {
    await openReset("en", (fake) => fake.on("PATCH", PATH, failure(400, "RESET_TOKEN_INVALID")));
    typeInto("New password", "NewSecret1");
    typeInto("Confirm new password", "NewSecret1");
    press("Save password");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link no longer works. This reset link is invalid or has expired.",
    );
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("says so in Spanish, at once for a link that cannot be one", async () => {
    const { api } = await openReset("es", undefined, "abc");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Este enlace ya no sirve. Este enlace de restablecimiento no es válido o ha caducado.",
    );
    expect(screen.getByRole("link", { name: "Pedir un enlace nuevo" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByLabelText("Nueva contraseña")).toBeNull();
    expect(api.requests.filter((request) => request.method === "PATCH")).toHaveLength(0);
  });

  it("shows any other failure beside the form", async () => {
    await openReset("en", (fake) => fake.on("PATCH", PATH, failure(500, "INTERNAL_ERROR")));
    typeInto("New password", "NewSecret1");
    typeInto("Confirm new password", "NewSecret1");
    press("Save password");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to change password.");
    expect(screen.getByLabelText("New password")).toBeTruthy();
  });
});
