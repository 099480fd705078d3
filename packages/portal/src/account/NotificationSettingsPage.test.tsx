import { failure, success, type FakeApi } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { findPageHeading, press } from "../test-utils/accountForms";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

const SAVED = {
  marketResolved: true,
  payouts: true,
  balanceChanges: false,
  tickets: true,
  suggestions: false,
  marketing: false,
  email: true,
};

async function openSettings(lang: "en" | "es", prepare: (api: FakeApi) => void) {
  const rendered = renderPortal("/account/notifications", { lang, user: testUser(), prepare });
  await findPageHeading(lang === "en" ? "Notifications" : "Notificaciones");
  return rendered;
}

const box = (label: string) => screen.getByRole<HTMLInputElement>("checkbox", { name: label });

describe("/account/notifications", () => {
  it("shows the saved choices, and saves a change with one PATCH", async () => {
    const { api } = await openSettings("en", (fake) => {
      fake.on("GET", "/users/me/notification-settings", success({ settings: SAVED }));
      fake.on(
        "PATCH",
        "/users/me/notification-settings",
        success({ settings: { ...SAVED, marketing: true, payouts: false } }),
      );
    });
    expect(
      (await screen.findByRole<HTMLInputElement>("checkbox", { name: "Resolved markets" })).checked,
    ).toBe(true);
    expect(box("Balance changes").checked).toBe(false);
    expect(box("Email me too").checked).toBe(true);
    expect(screen.getByText("When your winning shares are paid.")).toBeTruthy();

    fireEvent.click(box("News and offers"));
    fireEvent.click(box("Payouts"));
    expect(box("News and offers").checked).toBe(true);
    press("Save preferences");

    expect(await screen.findByText("Your preferences have been saved.")).toBeTruthy();
    expect(api.calls("PATCH", "/users/me/notification-settings")[0]?.body).toEqual({
      ...SAVED,
      marketing: true,
      payouts: false,
    });
    expect(box("Payouts").checked).toBe(false);
  });

  it("says when the save fails, in Spanish", async () => {
    await openSettings("es", (fake) => {
      fake.on("GET", "/users/me/notification-settings", success({ settings: SAVED }));
      fake.on("PATCH", "/users/me/notification-settings", failure(500, "INTERNAL_ERROR"));
    });
    fireEvent.click(await screen.findByRole("checkbox", { name: "Novedades y promociones" }));
    press("Guardar preferencias");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No se pudieron guardar tus preferencias. Inténtalo de nuevo.",
    );
  });

  it("says when the choices cannot load, and loads them on retry", async () => {
    const { api } = await openSettings("en", (fake) =>
      fake.on("GET", "/users/me/notification-settings", failure(500, "INTERNAL_ERROR")),
    );
    expect(
      await screen.findByText("Your notification preferences could not be loaded."),
    ).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();

    api.on("GET", "/users/me/notification-settings", success({ settings: SAVED }));
    press("Retry");
    expect(
      (await screen.findByRole<HTMLInputElement>("checkbox", { name: "Support tickets" })).checked,
    ).toBe(true);
    expect(screen.queryByText("Your notification preferences could not be loaded.")).toBeNull();
  });
});
