import { describe, expect, it } from "vitest";
import * as money from "./index";

describe("money public surface", () => {
  it("exports exactly the documented runtime names", () => {
    expect(Object.keys(money).sort()).toEqual([
      "MAX_AMOUNT_CENTS",
      "MoneyError",
      "centsToDollars",
      "dollarsToCents",
      "formatCentsPlain",
      "parseDollars",
    ]);
    expect(money.MAX_AMOUNT_CENTS).toBe(1_000_000_000);
  });
});
