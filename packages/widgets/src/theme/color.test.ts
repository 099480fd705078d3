import { describe, expect, it } from "vitest";
import { parseColor } from "./color";
import { contrastRatio } from "./contrast";

describe("parseColor", () => {
  it.each([
    ["#fff", { r: 255, g: 255, b: 255, a: 1 }],
    ["#FFF", { r: 255, g: 255, b: 255, a: 1 }],
    ["#0008", { r: 0, g: 0, b: 0, a: 0x88 / 255 }],
    ["#1d4ed8", { r: 29, g: 78, b: 216, a: 1 }],
    ["#11182700", { r: 17, g: 24, b: 39, a: 0 }],
    ["rgb(29, 78, 216)", { r: 29, g: 78, b: 216, a: 1 }],
    ["rgb(29 78 216)", { r: 29, g: 78, b: 216, a: 1 }],
    ["rgba(29, 78, 216, 0.5)", { r: 29, g: 78, b: 216, a: 0.5 }],
    ["rgb(29 78 216 / 50%)", { r: 29, g: 78, b: 216, a: 0.5 }],
    ["rgb(100%, 0%, 50%)", { r: 255, g: 0, b: 128, a: 1 }],
    ["rgb(300, -5, 20)", { r: 255, g: 0, b: 20, a: 1 }],
    ["rgba(0,0,0,0)", { r: 0, g: 0, b: 0, a: 0 }],
    ["hsl(0, 100%, 50%)", { r: 255, g: 0, b: 0, a: 1 }],
    ["hsl(120deg 100% 25%)", { r: 0, g: 128, b: 0, a: 1 }],
    ["hsla(240, 100%, 50%, 0.25)", { r: 0, g: 0, b: 255, a: 0.25 }],
    ["hsl(0 0% 100% / 1)", { r: 255, g: 255, b: 255, a: 1 }],
    ["  transparent ", { r: 0, g: 0, b: 0, a: 0 }],
    ["TRANSPARENT", { r: 0, g: 0, b: 0, a: 0 }],
  ])("reads %s", (text, color) => {
    const parsed = parseColor(text);
    expect(parsed).not.toBeNull();
    expect(parsed?.r).toBe(color.r);
    expect(parsed?.g).toBe(color.g);
    expect(parsed?.b).toBe(color.b);
    expect(parsed?.a).toBeCloseTo(color.a, 5);
  });

  it.each([
    "",
    "red",
    "currentColor",
    "var(--x)",
    "#ff",
    "#ggg",
    "#1234567",
    "rgb(1, 2)",
    "rgb(1, 2, 3, 4, 5)",
    "rgb(1deg, 2, 3)",
    "rgb(a, b, c)",
    "hsl(0, 100, 50)",
    "hsl(0, 100%, 50%",
    "rgb(1, 2, 3);color:red",
    "url(https://evil.example)",
  ])("ignores %j", (text) => {
    expect(parseColor(text)).toBeNull();
  });
});

describe("contrastRatio", () => {
  it("measures any form it reads, and calls an unreadable colour no contrast", () => {
    expect(contrastRatio("#000", "rgb(255 255 255)")).toBeCloseTo(21, 5);
    expect(contrastRatio("hsl(0, 0%, 100%)", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("red", "#ffffff")).toBe(1);
  });
});
