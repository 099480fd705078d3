import { describe, expect, it } from "vitest";
import {
  CACHE_POLICIES,
  MIN_BET_CENTS,
  PAGE_SIZES,
  REALTIME_RECONNECT,
  SIGNUP_CREDIT_CENTS,
  TOASTS,
} from "./business";
import { findChain, findToken, WALLET_CHAIN_IDS, WALLET_CHAINS } from "./chains";
import { DEFAULT_BET_LANGUAGE, DEFAULT_LANGUAGE, isLanguage } from "./i18n";

describe("business constants (spec §9)", () => {
  it("match the spec's figures", () => {
    expect(MIN_BET_CENTS).toBe(500);
    expect(SIGNUP_CREDIT_CENTS).toBe(1000);
    expect(PAGE_SIZES).toMatchObject({
      comments: 20,
      dashboardTransactions: 10,
      notifications: 50,
    });
    expect(CACHE_POLICIES.default).toEqual({ staleTime: 300_000, gcTime: 600_000, retry: 1 });
    expect(CACHE_POLICIES.currentUser).toEqual({ staleTime: 300_000, gcTime: 900_000, retry: 2 });
    expect(REALTIME_RECONNECT).toMatchObject({ delayMs: 5000, maxAttempts: 5 });
    expect(TOASTS).toMatchObject({
      defaultDurationMs: 4000,
      widthPx: 356,
      resolvedDurationMs: 8000,
    });
  });

  it("speak Spanish by default and store bets in English by default", () => {
    expect(DEFAULT_LANGUAGE).toBe("es");
    expect(DEFAULT_BET_LANGUAGE).toBe("en");
    expect(isLanguage("es")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
  });
});

describe("wallet chains (spec §9)", () => {
  it("lists the six chains with their ids", () => {
    expect(WALLET_CHAIN_IDS).toEqual([8453, 137, 42161, 10, 56, 1]);
    expect(WALLET_CHAINS.map((chain) => chain.name)).toEqual([
      "Base",
      "Polygon",
      "Arbitrum One",
      "OP Mainnet",
      "BNB Smart Chain",
      "Ethereum",
    ]);
  });

  it("gives stablecoins 6 decimals except on BNB Smart Chain (18), natives 18", () => {
    for (const chain of WALLET_CHAINS) {
      for (const token of chain.tokens) {
        if (token.contractAddress === null) expect(token.decimals).toBe(18);
        else expect(token.decimals).toBe(chain.id === 56 ? 18 : 6);
        expect(
          token.contractAddress === null || /^0x[0-9a-fA-F]{40}$/.test(token.contractAddress),
        ).toBe(true);
      }
    }
  });

  it("has the spec's tokens per chain", () => {
    const symbols = (id: number) => findChain(id)?.tokens.map((token) => token.symbol);
    expect(symbols(8453)).toEqual(["ETH", "USDC"]);
    expect(symbols(137)).toEqual(["MATIC", "USDC", "USDT"]);
    expect(symbols(56)).toEqual(["BNB", "USDC", "USDT"]);
    expect(symbols(1)).toEqual(["ETH", "USDC", "USDT"]);
    expect(findToken(1, "usdt")?.feeNote).toBe("~$5-50 (high)");
    expect(findToken(8453, "USDT")).toBeUndefined();
    expect(findChain(31337)).toBeUndefined();
  });
});
