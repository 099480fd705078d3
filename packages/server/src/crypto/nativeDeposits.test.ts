import type { Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { createServerCryptoWatcher } from "./routes";
import { ANVIL_CHAIN_ID, ANVIL_KEYS, startAnvil, type Anvil } from "./test-utils/anvil";
import { transferReference, type CryptoWatcher } from "./watcher";

const BASE = 8453;
const POLYGON = 137;
const CONFIRMATIONS = 3;
/** $2,500 per ETH: $10 is exactly 0.004 ETH. */
const ETH_USD = 2500;
const TEN_DOLLARS_WEI = 4_000_000_000_000_000n;

describe("native-coin crypto deposits against a local anvil node", () => {
  let anvil: Anvil;
  let server: TestServer;
  let watcher: CryptoWatcher;

  beforeAll(async () => {
    anvil = await startAnvil();
    const node = { rpcUrl: anvil.rpcUrl, chainId: ANVIL_CHAIN_ID, confirmations: CONFIRMATIONS };
    server = await startTestServer({
      env: {
        // Polygon points at the same node but MATIC has no price: its requests are refused.
        CRYPTO_CHAINS: JSON.stringify({ base: node, polygon: node }),
        CRYPTO_NATIVE_USD_PRICES: JSON.stringify({ ETH: ETH_USD }),
      },
    });
    watcher = createServerCryptoWatcher({
      db: server.db,
      config: server.config,
      now: () => new Date(),
      realtime: { toPoll: () => {}, toUser: () => {}, sessionsRevoked: () => {} },
    });
  }, 60_000);

  afterAll(async () => {
    try {
      await server?.expectLedgerSound();
    } finally {
      await server?.close();
      await anvil?.stop();
    }
  });

  const balanceOf = async (api: Awaited<ReturnType<TestServer["signup"]>>["api"]) =>
    (await api.getMe()).balance;
  const requestTenDollarsOfEth = (api: Awaited<ReturnType<TestServer["signup"]>>["api"]) =>
    api.createCryptoPayment({ amount: 10, chainId: BASE, cryptocurrency: "ETH" });

  it("credits an exact ETH transfer once, after the confirmations", async () => {
    const user = await server.signup();
    const payment = await requestTenDollarsOfEth(user.api);
    expect(payment).toMatchObject({
      status: "waiting",
      cryptocurrency: "ETH",
      tokenAddress: null,
      exactAmount: "0.004",
      requiredConfirmations: CONFIRMATIONS,
    });

    const sent = await anvil.sendNative(
      ANVIL_KEYS.payer,
      payment.paymentAddress as Address,
      TEN_DOLLARS_WEI,
    );
    expect(sent.status).toBe("success");
    expect((await watcher.tick()).received).toBe(1);
    expect(await user.api.getCryptoPayment(payment._id)).toMatchObject({
      status: "received",
      confirmations: 1,
      transactionHash: sent.transactionHash,
    });
    expect(await balanceOf(user.api)).toBe(10);

    await anvil.mine(CONFIRMATIONS - 1);
    expect((await watcher.tick()).credited).toBe(1);
    expect((await user.api.getCryptoPayment(payment._id)).status).toBe("confirmed");
    expect(await balanceOf(user.api)).toBe(20);

    await anvil.mine(2);
    expect((await watcher.tick()).credited).toBe(0);
    expect(await balanceOf(user.api)).toBe(20);
    const ledger = await server.db.query("SELECT 1 FROM ledger_transactions WHERE reference = $1", [
      transferReference("base", sent.transactionHash, -1),
    ]);
    expect(ledger.rows).toHaveLength(1);
    const notes = await server.db.query(
      "SELECT 1 FROM notifications WHERE user_id = $1 AND title_en = 'Crypto Deposit Successful'",
      [user.userId],
    );
    expect(notes.rows).toHaveLength(1);
  });

  it("credits nothing for a wrong amount or a transfer to another address", async () => {
    const user = await server.signup();
    const payment = await requestTenDollarsOfEth(user.api);
    const to = payment.paymentAddress as Address;
    await anvil.sendNative(ANVIL_KEYS.payer, to, TEN_DOLLARS_WEI - 1n);
    await anvil.sendNative(ANVIL_KEYS.payer, to, TEN_DOLLARS_WEI + 1n);
    await anvil.sendNative(ANVIL_KEYS.payer, to, TEN_DOLLARS_WEI * 2n);
    await anvil.sendNative(
      ANVIL_KEYS.payer,
      "0x000000000000000000000000000000000000dEaD",
      TEN_DOLLARS_WEI,
    );
    await anvil.mine(CONFIRMATIONS + 2);
    const report = await watcher.tick();
    expect(report.received + report.credited).toBe(0);
    expect(await user.api.getCryptoPayment(payment._id)).toMatchObject({
      status: "waiting",
      transactionHash: null,
    });
    expect(await balanceOf(user.api)).toBe(10);
  });

  it("credits a pending transfer that a reorg re-mined at the same height, once", async () => {
    const user = await server.signup();
    const payment = await requestTenDollarsOfEth(user.api);
    const to = payment.paymentAddress as Address;
    const snapshot = await anvil.snapshot();
    const first = await anvil.sendNative(ANVIL_KEYS.payer, to, TEN_DOLLARS_WEI);
    expect((await watcher.tick()).received).toBe(1);

    // The reorg drops the block; the payer pays again and it lands at the same height.
    await anvil.revert(snapshot);
    const again = await anvil.sendNative(ANVIL_KEYS.payer, to, TEN_DOLLARS_WEI);
    expect(again.blockNumber).toBe(first.blockNumber);
    expect(again.transactionHash).not.toBe(first.transactionHash);
    expect((await watcher.tick()).voided).toBe(1);
    expect(await balanceOf(user.api)).toBe(10);

    await anvil.mine(CONFIRMATIONS);
    await watcher.tick();
    await watcher.tick();
    expect(await user.api.getCryptoPayment(payment._id)).toMatchObject({
      status: "confirmed",
      transactionHash: again.transactionHash,
    });
    expect(await balanceOf(user.api)).toBe(20);
  });

  it("refuses a native request without a configured price, storing nothing", async () => {
    const user = await server.signup();
    const failure = await failureOf(
      user.api.createCryptoPayment({ amount: 10, chainId: POLYGON, cryptocurrency: "MATIC" }),
    );
    expect(failure).toMatchObject({ status: 503, code: "CRYPTO_PAYMENT_FAILED" });
    expect(JSON.stringify(failure.details)).toContain("CRYPTO_NATIVE_USD_PRICES");
    const stored = await server.db.query("SELECT 1 FROM crypto_payments WHERE user_id = $1", [
      user.userId,
    ]);
    expect(stored.rows).toHaveLength(0);
    // USDC on the same chain needs no price.
    const usdc = await user.api.createCryptoPayment({
      amount: 10,
      chainId: POLYGON,
      cryptocurrency: "USDC",
    });
    expect(usdc.status).toBe("waiting");
  });
});
