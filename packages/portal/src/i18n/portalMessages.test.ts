import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import * as account from "../account/messages";
import * as accountEn from "../account/messages.en";
import * as admin from "../admin/messages";
import * as adminEn from "../admin/messages.en";
import * as dashboard from "../dashboard/messages";
import * as dashboardEn from "../dashboard/messages.en";
import * as money from "../money/messages";
import * as moneyEn from "../money/messages.en";
import * as publishers from "../publishers/messages";
import * as publishersEn from "../publishers/messages.en";
import * as suggestions from "../suggestions/messages";
import * as suggestionsEn from "../suggestions/messages.en";
import * as support from "../support/messages";
import * as supportEn from "../support/messages.en";
import { esPortalMessages } from "./portalMessages";
import { enPortalMessages } from "./portalMessages.en";

/** The first chunk's texts, then each area's (loaded with its screens). */
const CATALOGUES: [string, object, object][] = [
  ["portal", esPortalMessages, enPortalMessages],
  ["dashboard", dashboard.esDashboardMessages, dashboardEn.enDashboardMessages],
  ["account", account.esAccountMessages, accountEn.enAccountMessages],
  ["support", support.esSupportMessages, supportEn.enSupportMessages],
  ["suggestions", suggestions.esSuggestionsMessages, suggestionsEn.enSuggestionsMessages],
  ["money", money.esMoneyMessages, moneyEn.enMoneyMessages],
  ["admin", admin.esAdminMessages, adminEn.enAdminMessages],
  ["publishers", publishers.esPublishersMessages, publishersEn.enPublishersMessages],
];

/** Every leaf of a message tree: key path → text. */
function leaves(tree: object, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null) {
      for (const [leaf, text] of leaves(value as object, path)) found.set(leaf, text);
    } else found.set(path, value);
  }
  return found;
}

/**
 * The code points the portal's font file covers: the unicode-range of the Latin face of the
 * `@fontsource-variable/inter` style sheet the portal imports. A text character outside it is drawn
 * with a system font, which the browser looks up on the page's first layout (issue 17).
 */
function latinFontCovers(): (codePoint: number) => boolean {
  const sheet = readFileSync(
    createRequire(import.meta.url).resolve("@fontsource-variable/inter"),
    "utf8",
  );
  const face = sheet
    .split("@font-face")
    .find((block) => block.includes("/inter-latin-wght-normal.woff2"));
  const range = /unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1];
  if (!range) throw new Error("Inter's Latin face has no unicode-range");
  const spans = range.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}
const covered = latinFontCovers();

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each(CATALOGUES)("the %s catalogues", (_name, esTree, enTree) => {
  const es = leaves(esTree);
  const en = leaves(enTree);

  it("have the same keys in Spanish and English", () => {
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
  });

  it("have a text for every key, with the same placeholders in both languages", () => {
    for (const [key, text] of es) {
      expect(typeof text === "string" && text.trim() !== "", `es ${key}`).toBe(true);
      expect(
        typeof en.get(key) === "string" && String(en.get(key)).trim() !== "",
        `en ${key}`,
      ).toBe(true);
      expect(placeholders(en.get(key)), key).toEqual(placeholders(text));
    }
  });

  it("are drawn with the portal's font: no character outside its Latin file", () => {
    const outside = [...es, ...en].flatMap(([key, text]) =>
      [...String(text)]
        .filter((character) => !covered(character.codePointAt(0)!))
        .map((character) => `${key}: ${character}`),
    );
    expect(outside).toEqual([]);
  });
});
