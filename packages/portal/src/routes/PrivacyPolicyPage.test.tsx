import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal } from "../test-utils/renderPortal";
import { PRIVACY_POLICY } from "./privacyPolicy.content";

afterEach(cleanup);

describe("/privacy-policy", () => {
  it("covers what Pulso keeps, the widgets' beacon, retention, rights and contact (es)", async () => {
    renderPortal("/privacy-policy", { lang: "es" });
    await screen.findByRole(
      "heading",
      { level: 1, name: "Política de privacidad" },
      {
        timeout: 10_000,
      },
    );
    const policy = within(screen.getByRole("article"));
    const headings = policy.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Tu cuenta",
      "Apuestas, votos y comentarios",
      "Pagos",
      "Widgets en sitios de noticias",
      "Cookies y almacenamiento",
      "Cuánto tiempo conservamos los datos",
      "Tus derechos",
      "Contacto",
    ]);
    expect(screen.getByText(/sal aleatoria que cambia cada día/)).toBeTruthy();
    expect(screen.getByText(/cuatro últimos dígitos/)).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Abrir un ticket de soporte" }).getAttribute("href"),
    ).toBe("/support/create");
  });

  it("says the same in English, section for section", async () => {
    renderPortal("/privacy-policy", { lang: "en" });
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" }, { timeout: 10_000 });
    expect(within(screen.getByRole("article")).getAllByRole("heading", { level: 2 })).toHaveLength(
      8,
    );
    expect(screen.getByText(/hashed with a random salt that changes every day/)).toBeTruthy();
    const shape = (lang: "es" | "en") =>
      PRIVACY_POLICY[lang].sections.map((section) => [
        section.id,
        section.paragraphs.length,
        section.items?.length ?? 0,
      ]);
    expect(shape("en")).toEqual(shape("es"));
  });
});
