import type { ApiClient } from "@pulso/api-client";
import { getAddress, type Address } from "viem";
import { privateKeyToAddress } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, depositCash } from "../bets/test-utils/money";
import { ConfigError, loadConfig } from "../config";
import { failureOf } from "../test-utils/failureOf";
import { verifyEmailOf } from "../test-utils/mailbox";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { transportOf } from "./chainClients";
import { loadCryptoSettings } from "./cryptoConfig";
import { createServerCryptoWatcher } from "./routes";
import {
  ANVIL_CHAIN_ID,
  ANVIL_KEYS,
  deployHotWalletUsdc,
  startAnvil,
  type Anvil,
} from "./test-utils/anvil";
import { startFaultyNode, type FaultyNode } from "./test-utils/faultyNode";
import type { CryptoWatcher } from "./watcher";

/**
 * Issue 8 item 3 on the crypto side: duplicate and out-of-order confirmations (two watchers at
 * once, a confirmation count that a reorg lowers, a transfer reorged out and mined again, a
 * transfer for an expired request), and chain nodes that never answer or answer garbage. One
 * anvil serves every chain: Base directly, Polygon and Arbitrum through stand-in nodes whose
 * behaviour the tests switch.
 */

const BASE = 8453;
const POLYGON = 137;
const ARBITRUM = 42_161;
const CONFIRMATIONS = 3;
/** Short, so a silent node costs about a second per call (timeout, one retry) in these tests. */
const RPC_TIMEOUT_MS = 400;

let anvil: Anvil;
let polygonNode: FaultyNode;
let arbitrumNode: FaultyNode;
let server: TestServer;
let usdc: Address;
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
/** Chain failures the watchers logged, by chain key. */
const failures: string[] = [];

/** A watcher like one server instance's (several may run at once), logging into `failures`. */
const watcher = (): CryptoWatcher =>
  createServerCryptoWatcher(
    {
      db: server.db,
      config: server.config,
      now,
      realtime: { toPoll: () => {}, toUser: () => {}, sessionsRevoked: () => {} },
    },
    (_error: unknown, chainKey?: string) => failures.push(chainKey ?? "?"),
  );

beforeAll(async () => {
  anvil = await startAnvil();
  usdc = await deployHotWalletUsdc(anvil);
  const payer = privateKeyToAddress(ANVIL_KEYS.payer);
  await anvil.transferToken(ANVIL_KEYS.deployer, usdc, payer, 1_000_000_000n);
  polygonNode = await startFaultyNode(anvil.rpcUrl);
  arbitrumNode = await startFaultyNode(anvil.rpcUrl);
  const chain = (rpcUrl: string) => ({
    rpcUrl,
    chainId: ANVIL_CHAIN_ID,
    confirmations: CONFIRMATIONS,
    tokens: { USDC: usdc },
  });
  server = await startTestServer({
    now,
    env: {
      CRYPTO_CHAINS: JSON.stringify({
        base: chain(anvil.rpcUrl),
        polygon: chain(polygonNode.rpcUrl),
        arbitrum: chain(arbitrumNode.rpcUrl),
      }),
      CRYPTO_HOT_WALLET_KEY: ANVIL_KEYS.hotWallet,
      CRYPTO_RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
      CRYPTO_WATCH_INTERVAL_MS: "200",
    },
  });
}, 120_000);

afterAll(async () => {
  try {
    await server?.expectLedgerSound();
  } finally {
    await server?.close();
    await polygonNode?.close();
    await arbitrumNode?.close();
    await anvil?.stop();
  }
});

/** A new request for `dollars` of USDC on `chainId`, and what paying it on chain takes. */
async function request(api: ApiClient, chainId: number, dollars: number) {
  const payment = await api.createCryptoPayment({
    amount: dollars,
    chainId,
    cryptocurrency: "USDC",
  });
  const pay = () =>
    anvil.transferToken(
      ANVIL_KEYS.payer,
      usdc,
      payment.paymentAddress as Address,
      BigInt(dollars) * 1_000_000n,
    );
  return { payment, pay };
}

/** How many ledger credits a payment request's transfer got (0 or 1, never more). */
async function creditsOf(paymentId: string): Promise<number> {
  const result = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_transactions t
       JOIN crypto_payments p ON t.reference = 'deposit:crypto:' || p.chain_key || ':' || p.tx_hash || ':' || p.log_index
      WHERE p.id = $1`,
    [paymentId],
  );
  return result.rows[0]?.n ?? 0;
}

describe("the RPC timeout", () => {
  it("is explicit: 10 s unless CRYPTO_RPC_TIMEOUT_MS says otherwise, and a bad value names the variable", () => {
    const chains = JSON.stringify({ base: { rpcUrl: "http://127.0.0.1:1" } });
    const fallback = loadCryptoSettings(loadConfig({ NODE_ENV: "test", CRYPTO_CHAINS: chains }));
    expect(fallback.rpcTimeoutMs).toBe(10_000);
    const set = loadCryptoSettings(
      loadConfig({ NODE_ENV: "test", CRYPTO_CHAINS: chains, CRYPTO_RPC_TIMEOUT_MS: "750" }),
    );
    expect(set.rpcTimeoutMs).toBe(750);
    const base = set.chains.get(BASE)!;
    expect(transportOf(base, set.rpcTimeoutMs)({}).config).toMatchObject({
      timeout: 750,
      retryCount: 1,
    });
    expect(() => loadConfig({ CRYPTO_RPC_TIMEOUT_MS: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ CRYPTO_RPC_TIMEOUT_MS: "0" })).toThrow(/CRYPTO_RPC_TIMEOUT_MS/);
  });
});

describe("duplicate and out-of-order confirmations", () => {
  it("credits once when two watchers see the same confirmed transfer at the same time, and again later", async () => {
    const user = await server.signup();
    const { payment, pay } = await request(user.api, BASE, 6);
    await pay();
    await anvil.mine(CONFIRMATIONS);
    const [one, two] = [watcher(), watcher()];
    const reports = await Promise.all([one.tick(), two.tick()]);
    expect(reports.reduce((sum, report) => sum + report.credited, 0)).toBe(1);
    const again = await Promise.all([one.tick(), two.tick()]);
    expect(again.reduce((sum, report) => sum + report.credited, 0)).toBe(0);
    expect((await user.api.getCryptoPayment(payment._id)).status).toBe("confirmed");
    expect(await balanceOf(server, user.userId)).toBe(1_000 + 600);
    expect(await creditsOf(payment._id)).toBe(1);
    const notes = await server.db.query(
      "SELECT 1 FROM notifications WHERE user_id = $1 AND title_en = 'Crypto Deposit Successful'",
      [user.userId],
    );
    expect(notes.rows).toHaveLength(1);
    await server.expectLedgerSound();
  });

  it("follows a confirmation count that a reorg lowers and the chain raises again, crediting once", async () => {
    const user = await server.signup();
    const { payment, pay } = await request(user.api, BASE, 4);
    const run = watcher();
    await pay();
    const mined = await anvil.snapshot();
    await anvil.mine(1);
    await run.tick();
    expect(await user.api.getCryptoPayment(payment._id)).toMatchObject({
      status: "received",
      confirmations: 2,
    });

    // The block on top is reorganised away: the transfer stays, its confirmations go down.
    await anvil.revert(mined);
    const lowered = await run.tick();
    expect(lowered).toMatchObject({ credited: 0, voided: 0 });
    expect(await user.api.getCryptoPayment(payment._id)).toMatchObject({
      status: "received",
      confirmations: 1,
    });
    expect(await balanceOf(server, user.userId)).toBe(1_000);

    await anvil.mine(CONFIRMATIONS - 1);
    expect((await run.tick()).credited).toBe(1);
    await anvil.mine(1);
    expect((await run.tick()).credited).toBe(0);
    expect(await balanceOf(server, user.userId)).toBe(1_000 + 400);
    expect(await creditsOf(payment._id)).toBe(1);
    await server.expectLedgerSound();
  });

  it("voids a transfer a reorg removed and credits it once when it is mined again", async () => {
    const user = await server.signup();
    const { payment, pay } = await request(user.api, BASE, 3);
    const run = watcher();
    const before = await anvil.snapshot();
    await pay();
    await run.tick();
    expect((await user.api.getCryptoPayment(payment._id)).status).toBe("received");

    await anvil.revert(before);
    expect((await run.tick()).voided).toBe(1);
    expect(await user.api.getCryptoPayment(payment._id)).toMatchObject({
      status: "waiting",
      transactionHash: null,
    });

    await pay();
    await anvil.mine(CONFIRMATIONS);
    expect((await run.tick()).credited).toBe(1);
    expect((await run.tick()).credited).toBe(0);
    expect(await balanceOf(server, user.userId)).toBe(1_000 + 300);
    expect(await creditsOf(payment._id)).toBe(1);
    await server.expectLedgerSound();
  });

  it("never credits a transfer that arrives for an expired request, however often it is seen", async () => {
    const user = await server.signup();
    const { payment, pay } = await request(user.api, BASE, 2);
    clockOffsetMs += 31 * 60_000;
    try {
      const [one, two] = [watcher(), watcher()];
      await one.tick();
      expect((await user.api.getCryptoPayment(payment._id)).status).toBe("expired");
      await pay();
      await anvil.mine(CONFIRMATIONS);
      const reports = await Promise.all([one.tick(), two.tick(), one.tick()]);
      expect(reports.reduce((sum, report) => sum + report.received + report.credited, 0)).toBe(0);
      expect((await user.api.getCryptoPayment(payment._id)).status).toBe("expired");
      expect(await balanceOf(server, user.userId)).toBe(1_000);
    } finally {
      clockOffsetMs -= 31 * 60_000;
    }
    await server.expectLedgerSound();
  });
});

describe("a chain node that fails", () => {
  it("never answering: calls answer 503 in the reader's language, runs end, other chains credit, nothing twice", async () => {
    const user = await server.signup();
    const onPolygon = await request(user.api, POLYGON, 5);
    const onBase = await request(user.api, BASE, 7);
    polygonNode.mode = "silent";
    try {
      await onPolygon.pay();
      await onBase.pay();
      await anvil.mine(CONFIRMATIONS);

      const spanish = await failureOf(
        server
          .client(user.token, "es")
          .createCryptoPayment({ amount: 5, chainId: POLYGON, cryptocurrency: "USDC" }),
      );
      expect(spanish).toMatchObject({
        status: 503,
        code: "CRYPTO_PAYMENT_FAILED",
        message: "No se pudo crear el pago con criptomonedas.",
      });
      const english = await failureOf(
        server
          .client(user.token, "en")
          .createCryptoPayment({ amount: 5, chainId: POLYGON, cryptocurrency: "USDC" }),
      );
      expect(english.message).toBe("Failed to create crypto payment.");
      expect(polygonNode.calls).toBeGreaterThan(0);
      // Only the request made while the node still answered.
      const stored = await server.db.query(
        "SELECT 1 FROM crypto_payments WHERE user_id = $1 AND chain_id = $2",
        [user.userId, POLYGON],
      );
      expect(stored.rows).toHaveLength(1);
      // The status needs no node.
      expect((await user.api.getCryptoPayment(onPolygon.payment._id)).status).toBe("waiting");

      const run = watcher();
      failures.length = 0;
      const first = await run.tick();
      expect(first.failedChains).toEqual(["polygon"]);
      expect(first.credited).toBe(1);
      const second = await run.tick();
      expect(second.failedChains).toEqual(["polygon"]);
      expect(second.credited).toBe(0);
      expect(failures.filter((key) => key === "polygon").length).toBeGreaterThanOrEqual(2);
      expect((await user.api.getCryptoPayment(onBase.payment._id)).status).toBe("confirmed");
      expect(await balanceOf(server, user.userId)).toBe(1_000 + 700);
      expect((await fetch(`${server.baseURL}/polls`)).status).toBe(200);

      // Back again: the payment made meanwhile is credited, once.
      polygonNode.mode = "forward";
      expect((await run.tick()).credited).toBe(1);
      expect((await run.tick()).credited).toBe(0);
      expect(await balanceOf(server, user.userId)).toBe(1_000 + 700 + 500);
      expect(await creditsOf(onPolygon.payment._id)).toBe(1);
      expect(await creditsOf(onBase.payment._id)).toBe(1);
    } finally {
      polygonNode.mode = "forward";
    }
    await server.expectLedgerSound();
  });

  it("down past a request's expiry: the payment made in time is credited once it answers, not expired", async () => {
    const user = await server.signup();
    const { payment, pay } = await request(user.api, POLYGON, 6);
    polygonNode.mode = "silent";
    try {
      await pay();
      await anvil.mine(CONFIRMATIONS);
      clockOffsetMs += 31 * 60_000;
      const blind = await watcher().tick();
      expect(blind.failedChains).toEqual(["polygon"]);
      // Neither the run nor the reader's status call may decide it expired: nobody could look.
      expect((await user.api.getCryptoPayment(payment._id)).status).toBe("waiting");

      polygonNode.mode = "forward";
      const back = await watcher().tick();
      expect(back.credited).toBe(1);
      expect((await user.api.getCryptoPayment(payment._id)).status).toBe("confirmed");
      expect(await balanceOf(server, user.userId)).toBe(1_000 + 600);
      expect(await creditsOf(payment._id)).toBe(1);
    } finally {
      clockOffsetMs -= 31 * 60_000;
      polygonNode.mode = "forward";
    }
    await server.expectLedgerSound();
  });

  it.each(["error500", "garbage"] as const)(
    "answering %s: a clear 503, a failed run for that chain only, nothing stored",
    async (mode) => {
      const user = await server.signup();
      arbitrumNode.mode = mode;
      try {
        const failure = await failureOf(
          server
            .client(user.token, "en")
            .createCryptoPayment({ amount: 5, chainId: ARBITRUM, cryptocurrency: "USDC" }),
        );
        expect(failure).toMatchObject({ status: 503, code: "CRYPTO_PAYMENT_FAILED" });
        expect(failure.message).toBe("Failed to create crypto payment.");
        const report = await watcher().tick();
        expect(report.failedChains).toEqual(["arbitrum"]);
        const stored = await server.db.query("SELECT 1 FROM crypto_payments WHERE user_id = $1", [
          user.userId,
        ]);
        expect(stored.rows).toHaveLength(0);
      } finally {
        arbitrumNode.mode = "forward";
      }
    },
  );

  it("never answering a withdrawal's approval: 503 in the admin's language, funds held, sent once when it is back", async () => {
    const user = await server.signup();
    await verifyEmailOf(server, user.email);
    await depositCash(server, user.userId, 3_000);
    const to = getAddress("0x00000000000000000000000000000000000fa017");
    const admin = await server.admin();
    polygonNode.mode = "silent";
    try {
      // The fee estimate falls back to the token's note; the request itself needs no node.
      const { withdrawal, balance } = await user.api.createWithdrawal(user.userId, {
        amount: 9,
        chainId: POLYGON,
        cryptocurrency: "USDC",
        walletAddress: to,
      });
      expect(withdrawal.status).toBe("requested");
      expect(balance).toBe(10 + 30 - 9);

      const spanish = await failureOf(
        server.client(admin.token, "es").approveWithdrawal(withdrawal._id),
      );
      expect(spanish).toMatchObject({
        status: 503,
        code: "WITHDRAWAL_FAILED",
        message: "El retiro falló.",
      });
      const english = await failureOf(
        server.client(admin.token, "en").approveWithdrawal(withdrawal._id),
      );
      expect(english).toMatchObject({ status: 503, message: "Withdrawal failed." });
      const [listed] = (await user.api.listWithdrawals(user.userId)).filter(
        (candidate) => candidate._id === withdrawal._id,
      );
      expect(listed).toMatchObject({ status: "approved", txHash: null });
      expect(await anvil.tokenBalance(usdc, to)).toBe(0n);
      expect(await balanceOf(server, user.userId)).toBe(4_000 - 900);
      await server.expectLedgerSound();
    } finally {
      polygonNode.mode = "forward";
    }
    const [listed] = (await user.api.listWithdrawals(user.userId)).filter(
      (candidate) => candidate.walletAddress === to,
    );
    expect((await admin.api.approveWithdrawal(listed!._id)).status).toBe("completed");
    await admin.api.approveWithdrawal(listed!._id);
    expect(await anvil.tokenBalance(usdc, to)).toBe(9_000_000n);
    expect(await balanceOf(server, user.userId)).toBe(4_000 - 900);
    await server.expectLedgerSound();
  });

  it("never answering: the watcher's timer keeps running its cycles, and the healthy chain's deposit lands", async () => {
    const user = await server.signup();
    polygonNode.mode = "silent";
    failures.length = 0;
    const stop = watcher().start();
    try {
      const { payment, pay } = await request(user.api, BASE, 8);
      await pay();
      await anvil.mine(CONFIRMATIONS);
      await until(
        async () => (await user.api.getCryptoPayment(payment._id)).status === "confirmed",
      );
      await until(async () => failures.filter((key) => key === "polygon").length >= 3);
      expect(await balanceOf(server, user.userId)).toBe(1_000 + 800);
      expect(await creditsOf(payment._id)).toBe(1);
    } finally {
      stop();
      polygonNode.mode = "forward";
    }
  });
});

/** Waits until `condition` holds, checking every 100 ms, failing after 20 s. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
