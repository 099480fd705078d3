import { failure, success, type FakeApi } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  chooseFile,
  describedBy,
  fileOfSize,
  findPageHeading,
  press,
  typeInto,
} from "../test-utils/accountForms";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openProfile(lang: "en" | "es", prepare?: (api: FakeApi) => void) {
  const rendered = renderPortal("/account/userProfile", {
    lang,
    user: testUser(),
    ...(prepare ? { prepare } : {}),
  });
  await findPageHeading(lang === "en" ? "Account settings" : "Configuración de la cuenta");
  return rendered;
}

describe("/account/userProfile: profile, contact and social", () => {
  it("shows each rule's message beside its field and sends nothing", async () => {
    const { api } = await openProfile("en");
    typeInto("Display name", "Al");
    typeInto("Cell phone", "call me");
    typeInto("Facebook URL", "facebook.com/ana");
    typeInto("WhatsApp number", "12");
    chooseFile(
      "Profile photo for verification",
      fileOfSize("me.png", "image/png", 6 * 1024 * 1024),
    );
    press("Save changes");

    expect(await screen.findByText("First name is required.")).toBeTruthy();
    expect(describedBy("First name")).toContain("First name is required.");
    expect(describedBy("Last name")).toContain("Last name is required.");
    expect(describedBy("Display name")).toContain("Name must be at least 3 characters.");
    expect(describedBy("Cell phone")).toContain("This value is not valid.");
    expect(describedBy("WhatsApp number")).toContain("This value is not valid.");
    expect(describedBy("Facebook URL")).toContain("Please enter a valid URL.");
    expect(describedBy("Profile photo for verification")).toContain(
      "The image must be 5MB or smaller.",
    );
    expect(screen.getByLabelText("First name").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("First name")));

    chooseFile("Profile photo for verification", fileOfSize("me.pdf", "application/pdf", 100));
    press("Save changes");
    await waitFor(() =>
      expect(describedBy("Profile photo for verification")).toContain(
        "The image must be a JPEG, PNG, GIF or WebP file.",
      ),
    );
    expect(api.calls("PATCH", "/users/updateMe")).toHaveLength(0);
  });

  it("sends the fields as JSON, shows the success and the header's new name", async () => {
    const { api } = await openProfile("en", (fake) =>
      fake.on(
        "PATCH",
        "/users/updateMe",
        success({
          user: testUser({ name: "Anita P", firstName: "Ana", lastName: "Pérez" }),
        }),
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("ana@example.com");
    typeInto("First name", " Ana ");
    typeInto("Last name", "Pérez");
    typeInto("Display name", "Anita P");
    typeInto("Date of birth", "1990-05-01");
    fireEvent.change(screen.getByLabelText("Gender"), { target: { value: "female" } });
    typeInto("Country", "México");
    typeInto("City", "Monterrey");
    typeInto("Instagram URL", "https://instagram.com/ana");
    typeInto("WhatsApp number", "+52 81 1234 5678");
    press("Save changes");

    expect(await screen.findByText("Your profile has been saved.")).toBeTruthy();
    expect(api.calls("PATCH", "/users/updateMe")[0]?.body).toEqual({
      firstName: "Ana",
      lastName: "Pérez",
      displayName: "Anita P",
      name: "Anita P",
      dateOfBirth: "1990-05-01",
      gender: "female",
      country: "México",
      state: null,
      city: "Monterrey",
      cellPhone: null,
      facebookUrl: null,
      instagramUrl: "https://instagram.com/ana",
      whatsappNumber: "+52 81 1234 5678",
    });
    expect(await screen.findByRole("button", { name: /Anita P/ })).toBeTruthy();
  });

  it("sends a chosen photo as multipart beside the fields, after previewing it", async () => {
    const append = vi.spyOn(FormData.prototype, "append");
    const { api } = await openProfile("en", (fake) =>
      fake.on("PATCH", "/users/updateMe", success({ user: testUser({ firstName: "Ana" }) })),
    );
    typeInto("First name", "Ana");
    typeInto("Last name", "Pérez");
    const photo = new File(["png-bytes"], "me.png", { type: "image/png" });
    chooseFile("Profile photo for verification", photo);
    const preview = await screen.findByRole<HTMLImageElement>("img", {
      name: "Preview of the chosen photo",
    });
    expect(preview.src).toMatch(/^data:image\/png;base64,/);
    press("Save changes");

    expect(await screen.findByText("Your profile has been saved.")).toBeTruthy();
    const [call] = api.calls("PATCH", "/users/updateMe");
    expect(call?.body).toBeUndefined(); // not JSON
    const fields = new Map(append.mock.calls.map(([name, value]) => [name, value]));
    expect(fields.get("photo")).toBe(photo);
    expect(fields.get("firstName")).toBe("Ana");
    expect(fields.get("lastName")).toBe("Pérez");
    expect(fields.get("country")).toBe(""); // a cleared text field
    expect(fields.has("dateOfBirth")).toBe(false); // its rule refuses "", so it is left out
    expect(screen.queryByRole("img", { name: "Preview of the chosen photo" })).toBeNull();
  });

  it("says 'Failed to update profile.' when the save fails", async () => {
    const { api } = await openProfile("en", (fake) =>
      fake.on("PATCH", "/users/updateMe", failure(500, "INTERNAL_ERROR")),
    );
    typeInto("First name", "Ana");
    typeInto("Last name", "Pérez");
    press("Save changes");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to update profile.");
    expect(api.calls("PATCH", "/users/updateMe")).toHaveLength(1);
    expect(screen.queryByText("Your profile has been saved.")).toBeNull();
  });

  it("says it in Spanish too", async () => {
    await openProfile("es", (fake) =>
      fake.on("PATCH", "/users/updateMe", failure(500, "INTERNAL_ERROR")),
    );
    typeInto("Nombre", "Ana");
    typeInto("Apellido", "Pérez");
    press("Guardar cambios");
    expect((await screen.findByRole("alert")).textContent).toBe("No se pudo actualizar el perfil.");
  });

  it("confirms a save in Spanish", async () => {
    await openProfile("es", (fake) =>
      fake.on("PATCH", "/users/updateMe", success({ user: testUser({ firstName: "Ana" }) })),
    );
    typeInto("Nombre", "Ana");
    typeInto("Apellido", "Pérez");
    press("Guardar cambios");
    expect(await screen.findByText("Tu perfil se ha guardado.")).toBeTruthy();
  });
});

describe("/account/userProfile: password", () => {
  it("requires every field, the hint's rule and matching new passwords, and sends nothing", async () => {
    const { api } = await openProfile("en");
    press("Change password");
    await waitFor(() =>
      expect(describedBy("Current password")).toContain("This field is required."),
    );
    expect(describedBy("New password")).toContain(
      "At least 8 characters, with one uppercase letter and one number.",
    );
    expect(describedBy("New password")).toContain("Password must be at least 8 characters.");
    expect(describedBy("Confirm new password")).toContain("This field is required.");

    typeInto("Current password", "old-secret");
    typeInto("New password", "abc");
    typeInto("Confirm new password", "abd");
    press("Change password");
    await waitFor(() => expect(describedBy("Current password")).not.toContain("required"));
    expect(describedBy("New password")).toContain("Password must be at least 8 characters.");
    expect(describedBy("Confirm new password")).toContain("Passwords do not match.");

    // Long enough but without an uppercase letter and a number: refused here, not by the server.
    typeInto("New password", "newsecret");
    typeInto("Confirm new password", "newsecret");
    press("Change password");
    await waitFor(() =>
      expect(describedBy("New password")).toContain(
        "Password must contain at least one uppercase letter and one number.",
      ),
    );

    typeInto("New password", "NewSecret1");
    typeInto("Confirm new password", "NewSecret2");
    press("Change password");
    await waitFor(() => expect(describedBy("New password")).not.toContain("Password must"));
    expect(describedBy("Confirm new password")).toContain("Passwords do not match.");
    expect(api.calls("PATCH", "/auth/updateMyPassword")).toHaveLength(0);
  });

  it("says the same rule in the hint and the error, in Spanish (never 6 characters)", async () => {
    await openProfile("es");
    press("Cambiar contraseña");
    await waitFor(() =>
      expect(describedBy("Nueva contraseña")).toContain(
        "La contraseña debe tener al menos 8 caracteres.",
      ),
    );
    expect(describedBy("Nueva contraseña")).toContain(
      "Al menos 8 caracteres, con una mayúscula y un número.",
    );
    expect(describedBy("Nueva contraseña")).not.toContain("6");
  });

  it("changes the password, confirms it and empties the fields", async () => {
    const { api } = await openProfile("en", (fake) =>
      fake.on("PATCH", "/auth/updateMyPassword", {
        body: { status: "success", token: "t2", data: { user: testUser() } },
      }),
    );
    typeInto("Current password", "old-secret");
    typeInto("New password", "NewSecret1");
    typeInto("Confirm new password", "NewSecret1");
    press("Change password");
    expect(await screen.findByText("Your password has been changed.")).toBeTruthy();
    expect(api.calls("PATCH", "/auth/updateMyPassword")[0]?.body).toEqual({
      passwordCurrent: "old-secret",
      password: "NewSecret1",
      passwordConfirm: "NewSecret1",
    });
    expect(screen.getByLabelText<HTMLInputElement>("New password").value).toBe("");
  });

  it("says 'Failed to change password.' and why, in both languages", async () => {
    await openProfile("en", (fake) =>
      fake.on("PATCH", "/auth/updateMyPassword", failure(400, "WRONG_PASSWORD")),
    );
    typeInto("Current password", "wrong-one");
    typeInto("New password", "NewSecret1");
    typeInto("Confirm new password", "NewSecret1");
    press("Change password");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to change password. Your current password is wrong.",
    );
    cleanup();

    await openProfile("es", (fake) =>
      fake.on("PATCH", "/auth/updateMyPassword", failure(500, "INTERNAL_ERROR")),
    );
    typeInto("Contraseña actual", "old-secret");
    typeInto("Nueva contraseña", "NewSecret1");
    typeInto("Confirmar nueva contraseña", "NewSecret1");
    press("Cambiar contraseña");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No se pudo cambiar la contraseña.",
    );
  });
});
