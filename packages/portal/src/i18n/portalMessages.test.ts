import { describe, expect, it } from "vitest";
import * as account from "../account/messages";
import * as admin from "../admin/messages";
import * as dashboard from "../dashboard/messages";
import * as money from "../money/messages";
import * as publishers from "../publishers/messages";
import * as suggestions from "../suggestions/messages";
import * as support from "../support/messages";
import { enPortalMessages, esPortalMessages } from "./portalMessages";

/** The first chunk's texts, then each area's (loaded with its screens). */
const CATALOGUES: [string, object, object][] = [
  ["portal", esPortalMessages, enPortalMessages],
  ["dashboard", dashboard.esDashboardMessages, dashboard.enDashboardMessages],
  ["account", account.esAccountMessages, account.enAccountMessages],
  ["support", support.esSupportMessages, support.enSupportMessages],
  ["suggestions", suggestions.esSuggestionsMessages, suggestions.enSuggestionsMessages],
  ["money", money.esMoneyMessages, money.enMoneyMessages],
  ["admin", admin.esAdminMessages, admin.enAdminMessages],
  ["publishers", publishers.esPublishersMessages, publishers.enPublishersMessages],
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
});
