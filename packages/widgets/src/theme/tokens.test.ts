import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { CONTRAST_PAIRS, THEME_PALETTES } from "./tokens";

describe("theme palettes", () => {
  it("computes the WCAG ratio (black on white is 21:1)", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  });

  for (const [name, palette] of Object.entries(THEME_PALETTES)) {
    for (const [foreground, background] of CONTRAST_PAIRS) {
      it(`${name}: ${foreground} on ${background} reaches 4.5:1`, () => {
        expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
