import { UserRejectedRequestError, SwitchChainError, ChainDisconnectedError } from "viem";
import { describe, expect, it } from "vitest";
import { countdownAnnouncement, formatCountdown, remainingMs } from "./countdown";
import { parseLocalChain, walletChainIdFor } from "./localChain";
import { switchErrorKey, walletErrorKey } from "./walletErrors";
import {
  cryptoMinimumDollars,
  feeNoteFor,
  toTokenUnits,
  tokensFor,
  withdrawalAddressProblem,
} from "./walletTokens";

describe("toTokenUnits", () => {
  it("turns the exact amount into the token's smallest units", () => {
    expect(toTokenUnits("25.000001", 6)).toBe(25_000_001n);
    expect(toTokenUnits("25", 6)).toBe(25_000_000n);
    expect(toTokenUnits("1.5", 18)).toBe(1_500_000_000_000_000_000n);
    expect(toTokenUnits("0.000000000000000001", 18)).toBe(1n);
  });

  it("refuses more decimals than the token has, and anything not a positive decimal", () => {
    for (const bad of ["25.0000001", "", "-1", "1e3", "0", "0.000000", "abc", "1,5"]) {
      expect(() => toTokenUnits(bad, 6), bad).toThrow(RangeError);
    }
  });
});

describe("tokens per chain", () => {
  it("lists each chain's tokens as spec §9 names them", () => {
    expect(tokensFor(8453).map((token) => token.symbol)).toEqual(["ETH", "USDC"]);
    expect(tokensFor(137).map((token) => token.symbol)).toEqual(["MATIC", "USDC", "USDT"]);
    expect(tokensFor(56).map((token) => [token.symbol, token.decimals])).toEqual([
      ["BNB", 18],
      ["USDC", 18],
      ["USDT", 18],
    ]);
    expect(tokensFor(1).map((token) => token.symbol)).toEqual(["ETH", "USDC", "USDT"]);
    expect(tokensFor(999)).toEqual([]);
  });

  it("gives the fee note and the per-currency minimum", () => {
    expect(feeNoteFor(8453, "USDC")).toBe("~$0.001");
    expect(feeNoteFor(1, "ETH")).toBe("~$5-50 (high)");
    expect(feeNoteFor(8453, "USDT")).toBeNull();
    expect(cryptoMinimumDollars("USDC")).toBe(1);
    expect(cryptoMinimumDollars("ETH")).toBe(5);
  });
});

describe("withdrawalAddressProblem", () => {
  it("accepts lower-case and correctly checksummed addresses", () => {
    expect(withdrawalAddressProblem(8453, "0x52908400098527886e0f7030069857d2e4169ee7")).toBeNull();
    expect(withdrawalAddressProblem(8453, "0x52908400098527886E0F7030069857D2E4169EE7")).toBeNull();
  });

  it("refuses a wrong checksum, a bad shape, the zero address and an unknown chain", () => {
    expect(withdrawalAddressProblem(8453, "0x52908400098527886E0F7030069857D2E4169Ee7")).toBe(
      "INVALID_WALLET_ADDRESS",
    );
    expect(withdrawalAddressProblem(8453, "0x1234")).toBe("INVALID_WALLET_ADDRESS");
    expect(withdrawalAddressProblem(8453, `0x${"0".repeat(40)}`)).toBe("INVALID_WALLET_ADDRESS");
    expect(withdrawalAddressProblem(999, "0x52908400098527886e0f7030069857d2e4169ee7")).toBe(
      "INVALID_WALLET_ADDRESS",
    );
  });
});

describe("walletErrorKey", () => {
  it("maps spec §8's wallet errors, wrapped or raw", () => {
    expect(walletErrorKey(new UserRejectedRequestError(new Error("no")))).toBe("userRejected");
    expect(walletErrorKey({ code: 4001, message: "User rejected" })).toBe("userRejected");
    expect(walletErrorKey(new ChainDisconnectedError(new Error("x")))).toBe("chainDisconnected");
    expect(walletErrorKey({ code: 4901 })).toBe("chainDisconnected");
    expect(walletErrorKey(new SwitchChainError(new Error("x")))).toBe("chainNotAdded");
    expect(walletErrorKey({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(
      "chainNotAdded",
    );
    expect(walletErrorKey({ code: 5700 })).toBe("unsupportedCapability");
    expect(walletErrorKey(new Error("outer", { cause: { code: 4001 } }))).toBe("userRejected");
    expect(walletErrorKey({ name: "ProviderNotFoundError" })).toBe("noWallet");
    expect(walletErrorKey(new Error("boom"))).toBe("failed");
    expect(walletErrorKey("boom")).toBe("failed");
  });
});

describe("switchErrorKey", () => {
  it("tells a refused switch from a wallet that lacks the network", () => {
    // wagmi wraps a failed add-network after 4902 in a "user rejected" error.
    const failedAdd = new UserRejectedRequestError(
      Object.assign(new Error("Cannot add"), { code: -32603 }) as Error,
    );
    expect(switchErrorKey(failedAdd)).toBe("chainNotAdded");
    const refusedAdd = new UserRejectedRequestError(
      Object.assign(new Error("User rejected"), { code: 4001 }) as Error,
    );
    expect(switchErrorKey(refusedAdd)).toBe("userRejected");
    expect(switchErrorKey(new SwitchChainError(new Error("x")))).toBe("chainNotAdded");
    expect(switchErrorKey({ code: 4901 })).toBe("chainDisconnected");
  });
});

describe("countdown", () => {
  it("prints mm:ss, rounded up to the second, never negative", () => {
    expect(formatCountdown(30 * 60_000)).toBe("30:00");
    expect(formatCountdown(61_001)).toBe("01:02");
    expect(formatCountdown(999)).toBe("00:01");
    expect(formatCountdown(-5)).toBe("00:00");
    expect(remainingMs("2026-01-01T00:01:00.000Z", Date.parse("2026-01-01T00:00:00.000Z"))).toBe(
      60_000,
    );
    expect(remainingMs("nonsense", 0)).toBe(0);
  });

  it("announces whole minutes, then 'soon', then expired", () => {
    expect(countdownAnnouncement(29 * 60_000 + 1)).toEqual({ kind: "minutes", minutes: 30 });
    expect(countdownAnnouncement(60_000)).toEqual({ kind: "soon" });
    expect(countdownAnnouncement(0)).toEqual({ kind: "expired" });
  });
});

describe("the local test chain", () => {
  it("reads `<chain key>=<rpc url>` and sends that chain's payments on anvil's id", () => {
    const local = parseLocalChain("base=http://127.0.0.1:8545");
    expect(local).toEqual({
      apiChainId: 8453,
      walletChainId: 31337,
      rpcUrl: "http://127.0.0.1:8545",
    });
    expect(walletChainIdFor(8453, local)).toBe(31337);
    expect(walletChainIdFor(137, local)).toBe(137);
    expect(walletChainIdFor(8453, null)).toBe(8453);
  });

  it("ignores a missing or malformed setting", () => {
    for (const raw of [undefined, "", "base", "solana=http://x", "base=ftp://x", "=http://x"]) {
      expect(parseLocalChain(raw), String(raw)).toBeNull();
    }
  });
});
