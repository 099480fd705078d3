import { WALLET_CHAINS } from "@pulso/core";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";

const HOT_WALLET_KEY = `0x${"11".repeat(32)}`;

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function networksWith(env: Record<string, string>) {
  server = await startTestServer({ env });
  const user = await server.signup();
  return user.api.getCryptoNetworks();
}

describe("GET /payments/crypto/networks", () => {
  it("says every chain is off when none is configured (no node to reach)", async () => {
    const networks = await networksWith({});
    expect(networks.map((network) => network.chainId)).toEqual(
      WALLET_CHAINS.map((chain) => chain.id),
    );
    for (const network of networks) {
      expect(network).toMatchObject({ deposits: [], withdrawals: [] });
    }
  });

  it("names the tokens of the configured chains; native coins need a price, withdrawals a hot wallet", async () => {
    const rpc = { rpcUrl: "http://127.0.0.1:9" };
    const withoutKey = await networksWith({
      CRYPTO_CHAINS: JSON.stringify({ base: rpc, polygon: rpc }),
      CRYPTO_NATIVE_USD_PRICES: JSON.stringify({ ETH: 3000 }),
    });
    expect(withoutKey.find((network) => network.chainId === 8453)).toEqual({
      chainId: 8453,
      deposits: ["ETH", "USDC"],
      withdrawals: [],
    });
    // MATIC has no price: only the stablecoins.
    expect(withoutKey.find((network) => network.chainId === 137)?.deposits).toEqual([
      "USDC",
      "USDT",
    ]);
    expect(withoutKey.find((network) => network.chainId === 1)?.deposits).toEqual([]);
    await server?.close();
    server = null;

    const withKey = await networksWith({
      CRYPTO_CHAINS: JSON.stringify({ base: rpc }),
      CRYPTO_HOT_WALLET_KEY: HOT_WALLET_KEY,
    });
    expect(withKey.find((network) => network.chainId === 8453)).toEqual({
      chainId: 8453,
      deposits: ["USDC"],
      withdrawals: ["USDC"],
    });
  });

  it("is for signed-in readers", async () => {
    server = await startTestServer();
    const response = await fetch(`${server.baseURL}/payments/crypto/networks`);
    expect(response.status).toBe(401);
  });
});
