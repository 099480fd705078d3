import { getAddress, type Address } from "viem";
import { privateKeyToAddress } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { createServerCryptoWatcher } from "./routes";
import { ANVIL_CHAIN_ID, ANVIL_KEYS, startAnvil, type Anvil } from "./test-utils/anvil";
import type { CryptoWatcher } from "./watcher";

const BASE = 8453;
const CONFIRMATIONS = 3;

describe("crypto deposits against a local anvil node", () => {
  let anvil: Anvil;
  let server: TestServer;
  let watcher: CryptoWatcher;
  let usdc: Address;
  let otherToken: Address;
  let clockOffsetMs = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);

  beforeAll(async () => {
    anvil = await startAnvil();
    usdc = await anvil.deployToken("USDC", 6);
    otherToken = await anvil.deployToken("FAKE", 6);
    // The payer holds both tokens; the deployer keeps the rest.
    await anvil.transferToken(ANVIL_KEYS.deployer, usdc, payerAddress(), 1_000_000_000n);
    await anvil.transferToken(ANVIL_KEYS.deployer, otherToken, payerAddress(), 1_000_000_000n);
    server = await startTestServer({
      now,
      env: {
        CRYPTO_CHAINS: JSON.stringify({
          base: {
            rpcUrl: anvil.rpcUrl,
            chainId: ANVIL_CHAIN_ID,
            confirmations: CONFIRMATIONS,
            tokens: { USDC: usdc },
          },
        }),
      },
    });
    watcher = createServerCryptoWatcher({
      db: server.db,
      config: server.config,
      now,
      realtime: { toPoll: () => {}, toUser: () => {}, sessionsRevoked: () => {} },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.expectLedgerSound();
    await server?.close();
    await anvil?.stop();
  });

  const payer = ANVIL_KEYS.payer;
  function payerAddress(): Address {
    return privateKeyToAddress(ANVIL_KEYS.payer);
  }
  const balanceOf = async (api: Awaited<ReturnType<TestServer["signup"]>>["api"]) =>
    (await api.getMe()).balance;

  it("credits an exact ERC-20 transfer once, after the confirmations", async () => {
    const user = await server.signup();
    const payment = await user.api.createCryptoPayment({
      amount: 5,
      chainId: BASE,
      cryptocurrency: "USDC",
    });
    expect(payment).toMatchObject({
      status: "waiting",
      exactAmount: "5",
      tokenAddress: getAddress(usdc),
    });
    expect(payment.requiredConfirmations).toBe(CONFIRMATIONS);

    await anvil.transferToken(payer, usdc, payment.paymentAddress as Address, 5_000_000n);
    await watcher.tick();
    const received = await user.api.getCryptoPayment(payment._id);
    expect(received.status).toBe("received");
    expect(received.confirmations).toBe(1);
    expect(await balanceOf(user.api)).toBe(10);

    await anvil.mine(CONFIRMATIONS - 1);
    expect((await watcher.tick()).credited).toBe(1);
    const confirmed = await user.api.getCryptoPayment(payment._id);
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await balanceOf(user.api)).toBe(15);
    // The user's transactions name the token and the network it came on.
    const [credited] = (await user.api.getTransactions({ limit: 1 })).transactions;
    expect(credited).toMatchObject({ kind: "deposit", amount: 5 });
    expect(credited?.description).toBe("USDC en la red Base");

    await anvil.mine(2);
    expect((await watcher.tick()).credited).toBe(0);
    expect(await balanceOf(user.api)).toBe(15);
    const notes = await server.db.query(
      "SELECT 1 FROM notifications WHERE user_id = $1 AND title_en = 'Crypto Deposit Successful'",
      [user.userId],
    );
    expect(notes.rows).toHaveLength(1);

    // A replayed hash: the same transfer claimed for another request, or credited again.
    const other = await user.api.createCryptoPayment({
      amount: 5,
      chainId: BASE,
      cryptocurrency: "USDC",
    });
    const claimed = await server.db.query<{ tx_hash: string; log_index: number }>(
      "SELECT tx_hash, log_index FROM crypto_payments WHERE id = $1",
      [payment._id],
    );
    const original = claimed.rows[0]!;
    await expect(
      server.db.query(
        `UPDATE crypto_payments SET status = 'received', tx_hash = $2, log_index = $3,
           block_number = 1, block_hash = '0x' WHERE id = $1`,
        [other._id, original.tx_hash, original.log_index],
      ),
    ).rejects.toThrow();
    await server.db.query("UPDATE crypto_payments SET status = 'received' WHERE id = $1", [
      payment._id,
    ]);
    await watcher.tick();
    expect(await balanceOf(user.api)).toBe(15);
    expect((await user.api.getCryptoPayment(payment._id)).status).toBe("failed");
  });

  it("credits nothing for a wrong token, recipient or amount, or a reverted transaction", async () => {
    const user = await server.signup();
    const payment = await user.api.createCryptoPayment({
      amount: 7,
      chainId: BASE,
      cryptocurrency: "USDC",
    });
    const to = payment.paymentAddress as Address;
    await anvil.transferToken(payer, otherToken, to, 7_000_000n);
    await anvil.transferToken(
      payer,
      usdc,
      "0x000000000000000000000000000000000000dEaD",
      7_000_000n,
    );
    await anvil.transferToken(payer, usdc, to, 6_999_999n);
    // The deployer of the wrong token has no USDC left to speak of: this transfer reverts.
    const reverted = await anvil.transferToken(
      ANVIL_KEYS.hotWallet,
      usdc,
      to,
      7_000_000n,
      100_000n,
    );
    expect(reverted.status).toBe("reverted");
    await anvil.mine(CONFIRMATIONS + 2);
    const report = await watcher.tick();
    expect(report.received + report.credited).toBe(0);
    expect((await user.api.getCryptoPayment(payment._id)).status).toBe("waiting");
    expect(await balanceOf(user.api)).toBe(10);
  });

  it("voids a pending transfer that a reorg removed before its confirmations", async () => {
    const user = await server.signup();
    const payment = await user.api.createCryptoPayment({
      amount: 3,
      chainId: BASE,
      cryptocurrency: "USDC",
    });
    const snapshot = await anvil.snapshot();
    await anvil.transferToken(payer, usdc, payment.paymentAddress as Address, 3_000_000n);
    await watcher.tick();
    expect((await user.api.getCryptoPayment(payment._id)).status).toBe("received");

    await anvil.revert(snapshot);
    await anvil.mine(CONFIRMATIONS + 1);
    const report = await watcher.tick();
    expect(report.voided).toBe(1);
    expect(report.credited).toBe(0);
    const after = await user.api.getCryptoPayment(payment._id);
    expect(after).toMatchObject({ status: "waiting", transactionHash: null, confirmations: 0 });
    expect(await balanceOf(user.api)).toBe(10);
  });

  it("ignores a payment that arrives after the request expired", async () => {
    const user = await server.signup();
    const payment = await user.api.createCryptoPayment({
      amount: 2,
      chainId: BASE,
      cryptocurrency: "USDC",
    });
    clockOffsetMs += 31 * 60_000;
    try {
      expect((await watcher.tick()).expired).toBeGreaterThanOrEqual(1);
      await anvil.transferToken(payer, usdc, payment.paymentAddress as Address, 2_000_000n);
      await anvil.mine(CONFIRMATIONS + 1);
      await watcher.tick();
      expect((await user.api.getCryptoPayment(payment._id)).status).toBe("expired");
      expect(await balanceOf(user.api)).toBe(10);
    } finally {
      clockOffsetMs -= 31 * 60_000;
    }
  });

  it("refuses bad requests and hides other users' requests", async () => {
    const user = await server.signup();
    const stranger = await server.signup();
    expect(
      (
        await failureOf(
          user.api.createCryptoPayment({ amount: 0.5, chainId: BASE, cryptocurrency: "USDC" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await failureOf(
          user.api.createCryptoPayment({ amount: 5, chainId: 999, cryptocurrency: "USDC" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await failureOf(
          user.api.createCryptoPayment({ amount: 5, chainId: BASE, cryptocurrency: "DOGE" }),
        )
      ).status,
    ).toBe(400);
    // Polygon has no RPC URL here; ETH on Base has no configured price.
    expect(
      (
        await failureOf(
          user.api.createCryptoPayment({ amount: 5, chainId: 137, cryptocurrency: "USDC" }),
        )
      ).code,
    ).toBe("CRYPTO_PAYMENT_FAILED");
    expect(
      (
        await failureOf(
          user.api.createCryptoPayment({ amount: 10, chainId: BASE, cryptocurrency: "ETH" }),
        )
      ).status,
    ).toBe(503);
    const count = await server.db.query("SELECT 1 FROM crypto_payments WHERE user_id = $1", [
      user.userId,
    ]);
    expect(count.rows).toHaveLength(0);

    const own = await user.api.createCryptoPayment({
      amount: 5,
      chainId: BASE,
      cryptocurrency: "USDC",
    });
    expect((await failureOf(stranger.api.getCryptoPayment(own._id))).status).toBe(404);
    expect((await failureOf(server.client().getCryptoPayment(own._id))).status).toBe(401);
  });
});
