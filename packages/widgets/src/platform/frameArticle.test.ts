import { articlePathSchema, MAX_ARTICLE_PATH_LENGTH } from "@pulso/core";
import { describe, expect, it } from "vitest";
import { frameArticle } from "./frameArticle";

describe("frameArticle (a frame's article parameter)", () => {
  it.each([
    "/politica/2026/elecciones",
    "/",
    "/%C3%B1and%C3%BA/nota",
    `/${"x".repeat(MAX_ARTICLE_PATH_LENGTH - 1)}`,
  ])("keeps %j, a path the server records", (value) => {
    expect(articlePathSchema.safeParse(value).success).toBe(true);
    expect(frameArticle(value)).toBe(value);
  });

  it.each([
    null,
    "",
    "politica/nota",
    "https://diario.example/politica/nota",
    "/politica/nota?utm_source=x",
    "/politica/nota#arriba",
    "/politica/ nota",
    "/politica/\nnota",
    `/${"x".repeat(MAX_ARTICLE_PATH_LENGTH)}`,
  ])("drops %j, which the server would refuse", (value) => {
    if (value !== null) expect(articlePathSchema.safeParse(value).success).toBe(false);
    expect(frameArticle(value)).toBeUndefined();
  });
});
