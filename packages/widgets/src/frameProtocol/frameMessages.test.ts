import { describe, expect, it } from "vitest";
import {
  enPlatformMessages,
  esPlatformMessages,
  platformMessage,
} from "../platform/platformMessages";
import { enFrameMessages, esFrameMessages, frameMessage } from "./frameMessages";

/** Every leaf of a message tree as `dotted.key → text`. */
function leaves(tree: unknown, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null) {
      for (const [inner, text] of leaves(value, path)) found.set(inner, text);
    } else {
      found.set(path, value);
    }
  }
  return found;
}

const placeholders = (text: string) => new Set(text.match(/\{\{\w+\}\}/g) ?? []);

// The host elements' texts and the platform pages' texts: both hold the same rules.
describe.each([
  ["host elements", enFrameMessages, esFrameMessages],
  ["platform pages", enPlatformMessages, esPlatformMessages],
])("the %s' texts", (_name, enTree, esTree) => {
  const en = leaves(enTree);
  const es = leaves(esTree);

  it("has the same keys in es and en", () => {
    expect(en.size).toBeGreaterThan(0);
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it("has a non-empty string at every key", () => {
    for (const [key, text] of [...en, ...es]) {
      expect(typeof text, key).toBe("string");
      expect((text as string).trim(), key).not.toBe("");
    }
  });

  it("never gives a reader a developer's instructions (attributes, api-base, embed.js)", () => {
    for (const [key, text] of [...en, ...es]) {
      expect(text, key).not.toMatch(/attribute|atributo|api-base|embed\.js|="/i);
    }
  });

  it("keeps every English placeholder in the Spanish text, and adds none", () => {
    for (const [key, text] of en) {
      const spanish = es.get(key) as string;
      expect(placeholders(spanish), key).toEqual(placeholders(text as string));
    }
  });
});

describe("frame and platform texts", () => {
  it("fills placeholders in the requested language", () => {
    expect(platformMessage("es", "bar.signedInAs", { name: "Ana" })).toBe(
      "Sesión iniciada como Ana",
    );
    expect(platformMessage("en", "authorize.title", { site: "news.example" })).toBe(
      "Connect news.example with Pulso",
    );
    expect(frameMessage("en", "host.title.bet-ticket")).toBe("Pulso bet ticket");
    // Each lookup holds its own texts only: the shells carry no platform text.
    expect(frameMessage("en", "bar.logIn")).toBe("bar.logIn");
  });

  it("drops a placeholder without a value rather than show it raw", () => {
    expect(platformMessage("en", "bar.balance")).toBe("Balance:");
    expect(platformMessage("es", "authorize.title")).toBe("Conectar con Pulso");
  });

  it("does not run replacement patterns from values", () => {
    expect(platformMessage("en", "bar.signedInAs", { name: "$& $1 {{name}}" })).toBe(
      "Signed in as $& $1 {{name}}",
    );
  });

  it("returns the key for unknown keys, branches and inherited names", () => {
    expect(platformMessage("es", "bar.nope")).toBe("bar.nope");
    expect(frameMessage("es", "host.title")).toBe("host.title");
    expect(frameMessage("en", "toString")).toBe("toString");
    expect(platformMessage("en", "bar.logIn.length")).toBe("bar.logIn.length");
    expect(frameMessage("en", "__proto__.constructor")).toBe("__proto__.constructor");
  });
});
