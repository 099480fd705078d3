import { describe, expect, it } from "vitest";
import { articlePathOf, isArticlePath, isSiteOrigin } from "../constants/publishers";
import {
  articlePathSchema,
  createPublisherBodySchema,
  embedBeaconBodySchema,
  sharePercentField,
} from "./publishers";

describe("publisher fields", () => {
  it("accepts an origin only as browsers send it", () => {
    expect(isSiteOrigin("https://diario.example")).toBe(true);
    expect(isSiteOrigin("http://127.0.0.1:8180")).toBe(true);
    expect(isSiteOrigin("https://a.b-c.es:8443")).toBe(true);
    for (const bad of [
      "https://diario.example/politica",
      "https://diario.example:443",
      "http://diario.example:80",
      "https://-diario.example",
      "ftp://diario.example",
      "https://Diario.example",
      "https://diario.example:99999",
      "javascript:alert(1)",
    ]) {
      expect(isSiteOrigin(bad), bad).toBe(false);
    }
  });

  it("normalizes an origin's case and trailing slash, and names the problem otherwise", () => {
    const body = createPublisherBodySchema.parse({
      name: "El Diario",
      contactEmail: "Medios@Diario.example",
      origins: ["https://WWW.Diario.example/"],
    });
    expect(body).toMatchObject({
      origins: ["https://www.diario.example"],
      contactEmail: "medios@diario.example",
      defaultLanguage: "es",
      defaultTheme: "auto",
      sharePercent: 0,
    });
    const bad = createPublisherBodySchema.safeParse({
      name: "x",
      contactEmail: "a@b.es",
      origins: ["https://diario.example/noticia"],
    });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual([
      "INVALID_ORIGIN",
    ]);
  });

  it("keeps a share between 0 and 50 percent with two decimals", () => {
    expect(sharePercentField.safeParse(12.5).success).toBe(true);
    expect(sharePercentField.safeParse(0).success).toBe(true);
    expect(sharePercentField.safeParse(50).success).toBe(true);
    expect(sharePercentField.safeParse(50.01).success).toBe(false);
    expect(sharePercentField.safeParse(-1).success).toBe(false);
    expect(sharePercentField.safeParse(1.234).success).toBe(false);
  });

  it("records an article as its path, without query or fragment", () => {
    expect(articlePathOf("/politica/2026/elecciones?utm=x#comentarios")).toBe(
      "/politica/2026/elecciones",
    );
    expect(articlePathOf("")).toBe("/");
    expect(articlePathOf("/a b")).toBe("/ab");
    expect(articlePathOf(`/${"x".repeat(400)}`)).toHaveLength(300);
    expect(
      embedBeaconBodySchema.safeParse({ path: "/a?b", views: [], interactions: 0 }).success,
    ).toBe(false);
  });

  it.each([
    "/politica/2026/elecciones",
    "/politica/2026/elecciones?utm_source=x#comentarios",
    "/a b\tc",
    "",
    "sin-barra",
    "/",
    `/${"x".repeat(400)}`,
    "/%C3%B1and%C3%BA/nota",
  ])("turns %j into a path the server accepts, and the zod-free check agrees", (path) => {
    const article = articlePathOf(path);
    expect(articlePathSchema.safeParse(article).success).toBe(true);
    expect(isArticlePath(article)).toBe(true);
  });

  it.each(["", "politica", "/a?b", "/a#b", "/a b", `/${"x".repeat(300)}`, 7, null])(
    "refuses %j as an article in both checks",
    (value) => {
      expect(articlePathSchema.safeParse(value).success).toBe(false);
      expect(isArticlePath(value)).toBe(false);
    },
  );
});
