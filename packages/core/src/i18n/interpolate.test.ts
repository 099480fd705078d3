import { describe, expect, it, vi } from "vitest";
import { interpolate } from "./interpolate";

describe("interpolate", () => {
  it("fills every placeholder, spaces inside the braces allowed", () => {
    expect(interpolate("{{a}} and {{ b }} and {{a}}", { a: "x", b: 2 })).toBe("x and 2 and x");
    expect(interpolate("{{a}}", { a: "" })).toBe("");
  });

  it("drops a placeholder without a value, with the space before it when nothing follows", () => {
    expect(interpolate("Hi {{name}}", {})).toBe("Hi");
    expect(interpolate("Hi {{name}}")).toBe("Hi");
    expect(interpolate("HTTP error! status: {{status}}")).toBe("HTTP error! status:");
    expect(interpolate("Hi {{name}}, welcome.")).toBe("Hi, welcome.");
    expect(interpolate("{{count}} votes for {{ option }}", { option: "Sí" })).toBe("votes for Sí");
    expect(interpolate("a {{x}} {{y}} b", { z: 1 })).toBe("a b");
    expect(interpolate("No braces", { name: "x" })).toBe("No braces");
  });

  it("inserts values as they are, never escaped nor interpolated again", () => {
    expect(interpolate("{{a}}{{b}}", { a: "{{b}}", b: "<b>&" })).toBe("{{b}}<b>&");
    expect(interpolate("{{a}}", { a: "$&" })).toBe("$&");
    expect(interpolate("{{a}}", { a: "$1 $` $'" })).toBe("$1 $` $'");
  });

  it("fills a message that has all its values without asking for another wording", () => {
    const withoutParams = vi.fn(() => "Too short.");
    const onMissing = vi.fn();
    expect(interpolate("At least {{min}}.", { min: 8 }, withoutParams, onMissing)).toBe(
      "At least 8.",
    );
    expect(withoutParams).not.toHaveBeenCalled();
    expect(onMissing).not.toHaveBeenCalled();
  });

  it("uses the wording without values when one is missing, and reports nothing", () => {
    const onMissing = vi.fn();
    expect(interpolate("At least {{min}}.", {}, () => "Too short.", onMissing)).toBe("Too short.");
    // That wording still gets the values there are.
    expect(interpolate("{{a}} and {{b}}", { a: 1 }, () => "only {{a}}")).toBe("only 1");
    expect(onMissing).not.toHaveBeenCalled();
  });

  it("names the missing values, once each, when there is no such wording", () => {
    const onMissing = vi.fn();
    expect(interpolate("Balance: {{amount}}", undefined, () => undefined, onMissing)).toBe(
      "Balance:",
    );
    expect(onMissing).toHaveBeenLastCalledWith(["amount"]);
    expect(interpolate("{{a}} {{ b }} {{a}} {{c}}", { c: 0 }, undefined, onMissing)).toBe("0");
    expect(onMissing).toHaveBeenLastCalledWith(["a", "b"]);
    expect(onMissing).toHaveBeenCalledTimes(2);
  });
});
