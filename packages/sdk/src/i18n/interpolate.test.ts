import { describe, expect, it } from "vitest";
import { interpolate, missingParams } from "./interpolate";

describe("interpolate", () => {
  it("fills every placeholder, spaces inside the braces allowed", () => {
    expect(interpolate("{{a}} and {{ b }} and {{a}}", { a: "x", b: 2 })).toBe("x and 2 and x");
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

  it("names the placeholders a message lacks a value for, once each", () => {
    expect(missingParams("{{a}} {{ b }} {{a}} {{c}}", { c: 0 })).toEqual(["a", "b"]);
    expect(missingParams("{{a}}", { a: "" })).toEqual([]);
    expect(missingParams("No braces")).toEqual([]);
  });

  it("inserts values as they are, never escaped nor interpolated again", () => {
    expect(interpolate("{{a}}{{b}}", { a: "{{b}}", b: "<b>&" })).toBe("{{b}}<b>&");
    expect(interpolate("{{a}}", { a: "$&" })).toBe("$&");
  });
});
