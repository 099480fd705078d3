import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { cardDepositLimits } from "./cardDeposits";

describe("card payment configuration", () => {
  it("runs the sandbox with a development key and the $10–$2,000 limits by default", () => {
    const config = loadConfig({});
    expect(config.CARD_PROCESSOR).toBe("sandbox");
    expect(config.CARD_SANDBOX_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(cardDepositLimits(config)).toEqual({ minCents: 1_000, maxCents: 200_000 });
  });

  it("takes configured limits", () => {
    const config = loadConfig({ CARD_DEPOSIT_MIN_USD: "20", CARD_DEPOSIT_MAX_USD: "500" });
    expect(cardDepositLimits(config)).toEqual({ minCents: 2_000, maxCents: 50_000 });
  });

  it("names the variable when the limits are bad", () => {
    expect(() => loadConfig({ CARD_DEPOSIT_MIN_USD: "600", CARD_DEPOSIT_MAX_USD: "500" })).toThrow(
      /CARD_DEPOSIT_MIN_USD/,
    );
    expect(() => loadConfig({ CARD_DEPOSIT_MAX_USD: "ten" })).toThrow(/CARD_DEPOSIT_MAX_USD/);
    expect(() => loadConfig({ CARD_SANDBOX_SECRET: "short" })).toThrow(/CARD_SANDBOX_SECRET/);
  });

  it("requires a real signing key in production, unless card payments are off", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/CARD_SANDBOX_SECRET/);
    const secret = "k".repeat(40);
    expect(
      loadConfig({ NODE_ENV: "production", CARD_SANDBOX_SECRET: secret }).CARD_SANDBOX_SECRET,
    ).toBe(secret);
    expect(loadConfig({ NODE_ENV: "production", CARD_PROCESSOR: "disabled" }).CARD_PROCESSOR).toBe(
      "disabled",
    );
  });
});
