import { sampleUser } from "@pulso/core/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal } from "../test-utils/renderPortal";

afterEach(cleanup);

const user = sampleUser({ name: "Ana Pérez" });
const signedIn = { body: { status: "success", token: "t", data: { user } } };
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function logIn(path: string) {
  const rendered = renderPortal(path, {
    lang: "en",
    prepare: (fake) => fake.on("POST", "/auth/login", signedIn),
  });
  await screen.findByRole("heading", { level: 1, name: "Log In" });
  type("Email", "ana@example.com");
  type("Password", "secret1");
  fireEvent.click(screen.getAllByRole("button", { name: "Log In" })[0]!);
  return rendered;
}

describe("signing in from a guarded page", () => {
  it("the guard's Log In carries the page, and logging in lands on it", async () => {
    const { router, api } = renderPortal("/account/withdraw", {
      lang: "en",
      prepare: (fake) => fake.on("POST", "/auth/login", signedIn),
    });
    await screen.findByRole("heading", { level: 1, name: "Log in to continue" });
    const guardLink = within(screen.getByRole("main")).getByRole("link", { name: "Log In" });
    expect(guardLink.getAttribute("href")).toBe("/login?next=%2Faccount%2Fwithdraw");
    fireEvent.click(guardLink);
    await screen.findByRole("heading", { level: 1, name: "Log In" });
    type("Email", "ana@example.com");
    type("Password", "secret1");
    fireEvent.click(within(screen.getByRole("main")).getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(api.calls("POST", "/auth/login")).toHaveLength(1));
    await waitFor(() => expect(router.location.pathname).toBe("/account/withdraw"));
  });

  it("goes to next after logging in", async () => {
    const { router } = await logIn("/login?next=%2Faccount%2Fdeposit%2Fcrypto");
    await waitFor(() => expect(router.location.pathname).toBe("/account/deposit/crypto"));
    expect(await screen.findByRole("button", { name: /Ana Pérez/ })).toBeTruthy();
  });

  it("refuses a next on another site and goes home", async () => {
    const { router } = await logIn("/login?next=%2F%2Fevil.example");
    await waitFor(() => expect(router.location.pathname).toBe("/"));
    expect(await screen.findByRole("button", { name: /Ana Pérez/ })).toBeTruthy();
  });

  it("keeps next between the log-in and sign-up pages, and signing up lands on it", async () => {
    const { router, api } = renderPortal("/login?next=%2Fsuggest-poll", {
      lang: "en",
      prepare: (fake) => fake.on("POST", "/auth/signup", signedIn),
    });
    await screen.findByRole("heading", { level: 1, name: "Log In" });
    const signUp = screen.getByRole("link", { name: "Sign Up" });
    expect(signUp.getAttribute("href")).toBe("/signup?next=%2Fsuggest-poll");
    fireEvent.click(signUp);
    await screen.findByRole("heading", { level: 1, name: "Create account" });
    const main = screen.getByRole("main");
    const logInLinks = [...main.querySelectorAll("a")].filter((a) => a.textContent === "Log In");
    expect(logInLinks.map((a) => a.getAttribute("href"))).toEqual(["/login?next=%2Fsuggest-poll"]);

    type("Name", "Ana Pérez");
    type("Email", "ana@example.com");
    type("Password", "Secret123");
    type("Confirm password", "Secret123");
    fireEvent.click(screen.getByLabelText("I accept the terms and conditions"));
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(api.calls("POST", "/auth/signup")).toHaveLength(1));
    await waitFor(() => expect(router.location.pathname).toBe("/suggest-poll"));
  });
});
