import { describe, expect, it } from "vitest";
import { messageAt, type MessageTree } from "./messageTree";

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
