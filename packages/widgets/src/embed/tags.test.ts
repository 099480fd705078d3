import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isEmbedFrameWidget } from "@pulso/core";
import { describe, expect, it } from "vitest";
import { EMBED_TAGS, embedSnippet, isEmbedTag, reservationStyle, type EmbedTag } from "./tags";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../../../..");

/** The README's table row for a tag, as its cells read once Prettier's padding is trimmed. */
function expectedRow(tag: EmbedTag): string[] {
  const size: { height: number; width?: number; display?: string } = EMBED_TAGS[tag];
  const framed = isEmbedFrameWidget(tag.replace(/^pulso-/, ""));
  const reserved = size.width
    ? `${size.width}×${size.height}px, \`${size.display ?? "block"}\``
    : `${size.height}px${framed ? " (frame)" : ""}`;
  return [`\`${tag}\``, reserved, `\`${reservationStyle(tag)}\``];
}

/** The rows of the README table between its `reserved-sizes` marks, header and rule left out. */
function readmeRows(readme: string): string[][] {
  const start = readme.indexOf("<!-- reserved-sizes:start");
  const end = readme.indexOf("<!-- reserved-sizes:end -->");
  expect(start, "the README's reserved-sizes marks").toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return readme
    .slice(start, end)
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
}

/** The files whose snippets publishers copy: docs, READMEs and the example newspaper. */
function snippetFiles(): string[] {
  const inDir = (dir: string, pattern: RegExp) =>
    readdirSync(join(repo, dir))
      .filter((name) => pattern.test(name))
      .map((name) => join(repo, dir, name));
  const packageReadmes = readdirSync(join(repo, "packages"))
    .map((name) => join(repo, "packages", name, "README.md"))
    .filter((path) => {
      try {
        return readFileSync(path, "utf8").length > 0;
      } catch {
        return false;
      }
    });
  return [
    join(repo, "README.md"),
    ...inDir("docs", /\.md$/),
    ...packageReadmes,
    join(here, "README.md"),
    ...inDir("examples/news-article", /\.(html|mjs|md)$/),
  ];
}

/** Every `<pulso-…>…</pulso-…>` element written out in a text, with its opening tag. */
function snippetElements(text: string): { tag: string; opening: string }[] {
  return [...text.matchAll(/<(pulso-[a-z-]+)(\s[^>]*)?>\s*<\/\1>/g)].map((match) => ({
    tag: match[1]!,
    opening: match[0].slice(0, match[0].indexOf(">") + 1),
  }));
}

describe("the reserved sizes every snippet carries (DESIGN §7, §10)", () => {
  it("the embed README's table says what EMBED_TAGS reserves, tag by tag", () => {
    const readme = readFileSync(join(here, "README.md"), "utf8");
    const tags = Object.keys(EMBED_TAGS).filter(isEmbedTag);
    expect(readmeRows(readme)).toEqual(tags.map(expectedRow));
  });

  it("every element in the docs and the example page has its size inline", () => {
    const files = snippetFiles();
    const seen: string[] = [];
    for (const file of files) {
      for (const { tag, opening } of snippetElements(readFileSync(file, "utf8"))) {
        const where = `${relative(repo, file)}: ${opening}`;
        expect(isEmbedTag(tag), where).toBe(true);
        if (!isEmbedTag(tag)) continue;
        // Formatters may space the declarations out (`display: block; min-height: 320px`).
        const style = /\sstyle="([^"]*)"/.exec(opening)?.[1]?.replace(/\s+/g, "").replace(/;$/, "");
        expect(style, where).toBe(reservationStyle(tag));
        seen.push(tag);
      }
    }
    // The example newspaper alone embeds these; a scan that found none would prove nothing.
    expect(new Set(seen)).toEqual(
      new Set<EmbedTag>([
        "pulso-market-card",
        "pulso-bet-ticket",
        "pulso-notification-bell",
        "pulso-leaderboard",
        "pulso-poll",
        "pulso-comments",
        "pulso-market-list",
      ]),
    );
  });

  it("builds an element with escaped attributes and its size inline", () => {
    expect(embedSnippet("pulso-market-card", { market: 'm"1<', lang: "es" })).toBe(
      '<pulso-market-card market="m&quot;1&lt;" lang="es" style="display:block;min-height:320px"></pulso-market-card>',
    );
    expect(embedSnippet("pulso-notification-bell")).toBe(
      '<pulso-notification-bell style="display:inline-block;width:40px;height:40px"></pulso-notification-bell>',
    );
  });

  it("keeps the reservation and adds the widest size a publisher chose", () => {
    expect(embedSnippet("pulso-price-chart", { market: "m_1" }, { maxWidth: 450 })).toBe(
      '<pulso-price-chart market="m_1" style="display:block;min-height:280px;max-width:450px"></pulso-price-chart>',
    );
    for (const maxWidth of [0, -300, 12.5, Number.NaN]) {
      expect(() => embedSnippet("pulso-price-chart", {}, { maxWidth }), String(maxWidth)).toThrow(
        RangeError,
      );
    }
  });

  it("reserves as much inline as the loader does", () => {
    for (const tag of Object.keys(EMBED_TAGS).filter(isEmbedTag)) {
      const size: { height: number; width?: number } = EMBED_TAGS[tag];
      const element = document.createElement("div");
      element.setAttribute("style", reservationStyle(tag));
      expect(parseFloat(element.style.minHeight || element.style.height), tag).toBe(size.height);
      if (size.width) expect(parseFloat(element.style.width), tag).toBe(size.width);
    }
  });
});
