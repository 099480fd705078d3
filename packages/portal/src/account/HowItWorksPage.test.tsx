import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { findPageHeading } from "../test-utils/accountForms";
import { renderPortal } from "../test-utils/renderPortal";

afterEach(cleanup);

const pageText = () => document.querySelector("main")?.textContent ?? "";

describe("/how-it-works", () => {
  it("explains the rules with core's figures, in English", async () => {
    renderPortal("/how-it-works", { lang: "en" });
    await findPageHeading("How it works");
    const text = pageText();
    expect(text).toContain("between 1¢ and 99¢");
    expect(text).toContain("from $5.00");
    expect(text).toContain("a 2.0% trading fee");
    expect(text).toContain("you get $10.00 in free credits");
    expect(text).toContain("each winning share pays $1.00");
    expect(text).toContain("within 24 hours");
    expect(text).toContain("Bets are final");
    expect(text).toContain("vote once");
    expect(text).toContain("between 5% and 15% of its fees");
    expect(text).toContain(
      "Base, Polygon, Arbitrum One, OP Mainnet, BNB Smart Chain, and Ethereum",
    );
    expect(screen.getByRole("link", { name: "Browse all markets" }).getAttribute("href")).toBe(
      "/markets/all",
    );
    expect(screen.getByRole("link", { name: "Create a free account" }).getAttribute("href")).toBe(
      "/signup",
    );
  });

  it("explains them in Spanish", async () => {
    renderPortal("/how-it-works", { lang: "es" });
    await findPageHeading("Cómo funciona");
    const text = pageText();
    expect(text).toContain("comisión del 2.0%");
    expect(text).toContain("desde $5.00");
    expect(text).toContain("recibes $10.00 en créditos gratis");
    expect(text).toContain("menos de 24 horas");
    expect(screen.getByRole("link", { name: "Ver todos los mercados" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Crear cuenta gratis" })).toBeTruthy();
  });
});
