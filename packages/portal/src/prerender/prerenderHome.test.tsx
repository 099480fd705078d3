// @vitest-environment node
import { describe, expect, it } from "vitest";
import { homePage, PRERENDERED_END, PRERENDERED_START } from "./homePage";
import { prerenderHome } from "./prerenderHome";

/** The markup's visible text, tags dropped. */
const text = (html: string) =>
  html
    .replace(/<style[^]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the home painted when the portal is built (issue 17)", () => {
  it("renders where there is no DOM, in Spanish and in English", async () => {
    expect(typeof window).toBe("undefined");
    const es = await prerenderHome("es");
    const en = await prerenderHome("en");
    // The hero, the page's largest text, with its calls to action.
    expect(es).toMatch(/<h1[^>]*>Predice el pulso de las elecciones<\/h1>/);
    expect(en).toMatch(/<h1[^>]*>Predict the pulse of the elections<\/h1>/);
    expect(es).toContain('href="/markets/all"');
    // The rest as a visit sees it before any answer: the home's placeholder, the footer loading,
    // and the bar's unseen stand-in for the account (the session is not known yet).
    expect(text(es)).toContain("Cargando página…");
    expect(text(en)).toContain("Loading page…");
    expect(es).toMatch(/class="[^"]*portal-account-placeholder[^"]*" aria-hidden="true"/);
    expect(text(es)).not.toContain("Predict");
    expect(text(en)).not.toContain("Predice");
  });
});

describe("homePage", () => {
  const index =
    '<html lang="es"><body><div id="root"></div><script src="/a.js"></script></body></html>';

  it("puts the markup in the root, between the service worker's markers, in its language", () => {
    expect(homePage(index, "en", "<h1>Predict</h1>")).toBe(
      `<html lang="en"><body><div id="root" data-prerendered="/">${PRERENDERED_START}<h1>Predict</h1>${PRERENDERED_END}</div><script src="/a.js"></script></body></html>`,
    );
  });

  it("fails the build on an index with no empty root", () => {
    expect(() => homePage('<html lang="es"><body><main></main></body></html>', "es", "x")).toThrow(
      /#root/,
    );
  });
});
