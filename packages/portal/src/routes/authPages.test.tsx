import { sampleUser } from "@pulso/core/testing";
import { failure, type FakeApi } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal } from "../test-utils/renderPortal";

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
/** The validation message tied to a field through aria-describedby. */
const messageFor = (label: string) => {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(" ");
};

describe("/login", () => {
  it("checks the email and the 6-character password before sending, each with its message", async () => {
    const { api } = renderPortal("/login", { lang: "en" });
    await screen.findByRole("heading", { level: 1, name: "Log In" });
    submit("Log In");
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(messageFor("Password")).toContain("Password must be at least 6 characters.");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));

    type("Email", "ana@example.com");
    type("Password", "12345");
    submit("Log In");
    await waitFor(() => expect(messageFor("Email")).toBe(""));
    expect(messageFor("Password")).toContain("Password must be at least 6 characters.");
    expect(api.calls("POST", "/auth/login")).toHaveLength(0);
  });

  it("shows 'Login failed' when the server refuses the credentials", async () => {
    const { api } = renderPortal("/login", {
      lang: "en",
      prepare: (fake) => fake.on("POST", "/auth/login", failure(401, "LOGIN_FAILED")),
    });
    await screen.findByRole("heading", { level: 1, name: "Log In" });
    type("Email", "ana@example.com");
    type("Password", "secret1");
    submit("Log In");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Login failed: Please check your credentials and try again.",
    );
    expect(api.calls("POST", "/auth/login")[0]?.body).toEqual({
      email: "ana@example.com",
      password: "secret1",
    });
  });

  it("signs in and goes home", async () => {
    const user = sampleUser({ name: "Ana Pérez" });
    const { router } = renderPortal("/login", {
      prepare: (fake) =>
        fake.on("POST", "/auth/login", {
          body: { status: "success", token: "t", data: { user } },
        }),
    });
    await screen.findByRole("heading", { level: 1, name: "Iniciar sesión" });
    type("Correo electrónico", "ana@example.com");
    type("Contraseña", "secret1");
    fireEvent.click(screen.getAllByRole("button", { name: "Iniciar sesión" })[0]!);
    await waitFor(() => expect(router.location.pathname).toBe("/"));
    expect(await screen.findByRole("button", { name: /Ana Pérez/ })).toBeTruthy();
  });
});

describe("/signup", () => {
  async function openSignup(prepare?: (api: FakeApi) => void) {
    const rendered = renderPortal("/signup", { lang: "en", ...(prepare ? { prepare } : {}) });
    await screen.findByRole("heading", { level: 1, name: "Create account" });
    return rendered;
  }

  it("shows each rule's message: name, email, password, match, terms", async () => {
    const { api } = await openSignup();
    type("Name", "Al");
    type("Email", "not-an-email");
    type("Password", "short");
    type("Confirm password", "other");
    submit("Create account");
    expect(await screen.findByText("Name must be at least 3 characters.")).toBeTruthy();
    expect(messageFor("Email")).toContain("Please enter a valid email address.");
    expect(messageFor("Password")).toContain("Password must be at least 8 characters.");
    expect(messageFor("Confirm password")).toContain("Passwords do not match.");
    expect(messageFor("I accept the terms and conditions")).toContain(
      "You must accept the terms and conditions.",
    );

    type("Password", "longenough");
    submit("Create account");
    await waitFor(() =>
      expect(messageFor("Password")).toContain(
        "Password must contain at least one uppercase letter and one number.",
      ),
    );
    expect(api.calls("POST", "/auth/signup")).toHaveLength(0);
  });

  it("sends a valid form and shows the server's refusal", async () => {
    const { api } = await openSignup((fake) =>
      fake.on("POST", "/auth/signup", failure(500, "INTERNAL_ERROR")),
    );
    type("Name", "Ana Pérez");
    type("Email", "ana@example.com");
    type("Password", "Secret123");
    type("Confirm password", "Secret123");
    fireEvent.click(screen.getByLabelText("I accept the terms and conditions"));
    submit("Create account");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Registration failed: There was a problem creating your account. Please try again.",
    );
    expect(api.calls("POST", "/auth/signup")[0]?.body).toEqual({
      name: "Ana Pérez",
      email: "ana@example.com",
      password: "Secret123",
      language: "en",
    });
  });

  it("says why when the email is taken", async () => {
    await openSignup((fake) => fake.on("POST", "/auth/signup", failure(409, "EMAIL_TAKEN")));
    type("Name", "Ana Pérez");
    type("Email", "ana@example.com");
    type("Password", "Secret123");
    type("Confirm password", "Secret123");
    fireEvent.click(screen.getByLabelText("I accept the terms and conditions"));
    submit("Create account");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "An account with this email already exists.",
    );
  });

  it("says why when the network made too many sign-ups this hour", async () => {
    await openSignup((fake) =>
      fake.on("POST", "/auth/signup", failure(429, "SIGNUP_LIMIT_REACHED")),
    );
    type("Name", "Ana Pérez");
    type("Email", "ana@example.com");
    type("Password", "Secret123");
    type("Confirm password", "Secret123");
    fireEvent.click(screen.getByLabelText("I accept the terms and conditions"));
    submit("Create account");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many accounts were created from your network in the last hour. Please try again later.",
    );
  });
});

describe("the server's field messages", () => {
  /** Fills and sends a valid sign-up form that the server refuses with one field issue. */
  async function signupRefused(issue: { path: string; code: string }) {
    renderPortal("/signup", {
      lang: "en",
      prepare: (fake) =>
        fake.on("POST", "/auth/signup", {
          status: 400,
          body: {
            status: "fail",
            code: "VALIDATION_FAILED",
            message: "Invalid",
            details: { issues: [issue] },
          },
        }),
    });
    await screen.findByRole("heading", { level: 1, name: "Create account" });
    type("Name", "Ana Pérez");
    type("Email", "ana@example.com");
    type("Password", "Secret123");
    type("Confirm password", "Secret123");
    fireEvent.click(screen.getByLabelText("I accept the terms and conditions"));
    submit("Create account");
  }

  it("marks the field the server refused, with its message", async () => {
    await signupRefused({ path: "email", code: "INVALID_EMAIL" });
    await waitFor(() =>
      expect(messageFor("Email")).toContain("Please enter a valid email address."),
    );
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("words a field issue that comes without its value, never as a raw {{min}}", async () => {
    // What core's validation reports for a password that never arrived: no minimum.
    await signupRefused({ path: "password", code: "PASSWORD_TOO_SHORT" });
    await waitFor(() => expect(messageFor("Password")).toContain("Password is too short."));
    expect(messageFor("Password")).not.toContain("{{");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("/forgot-password", () => {
  it("checks the email, then confirms without telling whether it exists", async () => {
    const { api } = renderPortal("/forgot-password", {
      lang: "en",
      prepare: (fake) => fake.on("POST", "/auth/forgotPassword", { body: { status: "success" } }),
    });
    await screen.findByRole("heading", { level: 1, name: "Reset your password" });
    submit("Send link");
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    type("Email", "ana@example.com");
    submit("Send link");
    expect(
      await screen.findByText(
        "If an account exists for that email, we have sent you a link to reset the password.",
      ),
    ).toBeTruthy();
    expect(api.calls("POST", "/auth/forgotPassword")[0]?.body).toEqual({
      email: "ana@example.com",
    });
  });

  it("shows the server's error", async () => {
    renderPortal("/forgot-password", {
      lang: "en",
      prepare: (fake) => fake.on("POST", "/auth/forgotPassword", failure(429, "RATE_LIMITED")),
    });
    await screen.findByRole("heading", { level: 1, name: "Reset your password" });
    type("Email", "ana@example.com");
    submit("Send link");
    expect((await screen.findByRole("alert")).textContent).toMatch(/\S/);
    expect(screen.queryByText(/we have sent you a link/)).toBeNull();
  });
});
