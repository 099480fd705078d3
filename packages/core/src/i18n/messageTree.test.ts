import { describe, expect, it } from "vitest";
import { messageAt, messageLookup, type MessageTree } from "./messageTree";

describe("messageAt", () => {
  const tree = {
    bar: { logIn: "Log in", empty: "" },
    host: { title: { "bet-ticket": "Pulso bet ticket" } },
  };

  it("finds a text by its dotted key, whatever the characters of a part", () => {
    expect(messageAt(tree, "bar.logIn")).toBe("Log in");
    expect(messageAt(tree, "host.title.bet-ticket")).toBe("Pulso bet ticket");
  });

  it("finds nothing for unknown keys, sections, keys past a text and inherited names", () => {
    expect(messageAt(tree, "bar.nope")).toBeUndefined();
    expect(messageAt(tree, "host.title")).toBeUndefined();
    expect(messageAt(tree, "bar.logIn.length")).toBeUndefined();
    expect(messageAt(tree, "toString")).toBeUndefined();
    expect(messageAt(tree, "__proto__.constructor")).toBeUndefined();
    expect(messageAt(undefined, "bar.logIn")).toBeUndefined();
    // Only a tree's own texts count, never one it inherits.
    const inheriting = Object.create({ inherited: "Inherited" }) as MessageTree;
    expect(messageAt(inheriting, "inherited")).toBeUndefined();
  });

  it("counts an empty text as missing, so a fallback can fill it", () => {
    expect(messageAt(tree, "bar.empty")).toBeUndefined();
  });
});

describe("messageLookup", () => {
  const lookup = messageLookup<"en" | "es">(
    { en: { a: { hi: "Hi {{name}}", only: "English only" } }, es: { a: { hi: "Hola {{name}}" } } },
    "en",
  );

  it("finds a text in the language asked, filled, else in the fallback, else gives the key", () => {
    expect(lookup("es", "a.hi", { name: "Ana" })).toBe("Hola Ana");
    expect(lookup("es", "a.only")).toBe("English only");
    expect(lookup("es", "a.nope")).toBe("a.nope");
  });
});
