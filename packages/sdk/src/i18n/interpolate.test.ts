import { describe, expect, it } from "vitest";
import { interpolate } from "./interpolate";

describe("interpolate", () => {
  it("fills every placeholder, spaces inside the braces allowed", () => {
    expect(interpolate("{{a}} and {{ b }} and {{a}}", { a: "x", b: 2 })).toBe("x and 2 and x");
  });

  it("keeps placeholders without a value and texts without placeholders", () => {
    expect(interpolate("Hi {{name}}", {})).toBe("Hi {{name}}");
    expect(interpolate("Hi {{name}}")).toBe("Hi {{name}}");
    expect(interpolate("No braces", { name: "x" })).toBe("No braces");
  });

  it("inserts values as they are, never escaped nor interpolated again", () => {
    expect(interpolate("{{a}}{{b}}", { a: "{{b}}", b: "<b>&" })).toBe("{{b}}<b>&");
    expect(interpolate("{{a}}", { a: "$&" })).toBe("$&");
  });
});
