import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  type Address,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdempotencyStore } from "../http/idempotency";
import { depositCash } from "../bets/test-utils/money";
import { failureOf } from "../test-utils/failureOf";
import { verifyEmailOf } from "../test-utils/mailbox";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import {
  ANVIL_KEYS,
  baseChainEnv,
  deployHotWalletUsdc,
  startAnvil,
  type Anvil,
} from "./test-utils/anvil";
import { postWithKey } from "../test-utils/idempotentPost";

const BASE = 8453;
const FRESH: Address = getAddress("0x00000000000000000000000000000000000beef1");

describe("crypto withdrawals", () => {
  let anvil: Anvil;
  let server: TestServer;
  let usdc: Address;

  beforeAll(async () => {
    anvil = await startAnvil();
    usdc = await deployHotWalletUsdc(anvil);
    server = await startTestServer({ env: baseChainEnv(anvil, usdc) });
  }, 60_000);

  afterAll(async () => {
    await server?.expectLedgerSound();
    await server?.close();
    await anvil?.stop();
  });

  /**
   * Verifies the user's e-mail and credits a deposit of their own money (the deposit paths have
   * their own tests): what a withdrawal needs besides the funds (DESIGN §5).
   */
  async function fund(user: { userId: string; email: string }, cents: number) {
    await verifyEmailOf(server, user.email);
    await depositCash(server, user.userId, cents);
  }
  const body = (amount: number, walletAddress: string = FRESH) => ({
    amount,
    chainId: BASE,
    cryptocurrency: "USDC",
    walletAddress,
  });

  it("lets a retry take over a request's Idempotency-Key claim left by a dead process, after the lease, and holds the funds once", async () => {
    const user = await server.signup();
    await fund(user, 2_000);
    const request = body(5);
    const key = "withdrawal-dead-1";
    const post = () =>
      postWithKey(server.baseURL, `/users/${user.userId}/withdrawals`, user.token, key, request);
    // The dead request's claim, as it left it.
    const claimed = await createIdempotencyStore(server.db).claim(
      `user:${user.userId}`,
      key,
      "POST",
      `/api/v1/users/${user.userId}/withdrawals`,
      request,
    );
    expect(claimed.claimed).toBe(true);
    expect(await post()).toMatchObject({
      status: 409,
      body: { code: "CONFLICT", details: { reason: "IN_PROGRESS" } },
    });
    await server.db.query(
      "UPDATE idempotency_keys SET claimed_at = now() - interval '1 hour' WHERE key = $1",
      [key],
    );
    const retry = await post();
    expect(retry).toMatchObject({ status: 201, replay: false, body: { data: { balance: 25 } } });
    expect(await post()).toEqual({ ...retry, replay: true });
    const held = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1",
      [user.userId],
    );
    expect(held.rows[0]?.n).toBe(1);
    expect((await user.api.getMe()).balance).toBe(25);
    await server.expectLedgerSound();
  });

  it("never lets the sign-up credit be withdrawn", async () => {
    const user = await server.signup();
    const unverified = await failureOf(user.api.createWithdrawal(user.userId, body(1)));
    expect(unverified.code).toBe("EMAIL_NOT_VERIFIED");
    await fund(user, 2_000);
    const failure = await failureOf(user.api.createWithdrawal(user.userId, body(20.01)));
    expect(failure).toMatchObject({
      code: "WITHDRAWAL_EXCEEDS_BALANCE",
      details: { withdrawable: 20 },
    });
    expect((await user.api.getMe()).balance).toBe(30);
  });

  it("holds funds, and the admin's approval sends real tokens and records the hash", async () => {
    const user = await server.signup();
    await fund(user, 2_000);
    const { withdrawal, balance } = await user.api.createWithdrawal(user.userId, body(12));
    expect(withdrawal.status).toBe("requested");
    expect(withdrawal.estimatedNetworkFee).toMatch(/ETH/);
    expect(balance).toBe(18);
    const admin = await server.admin();
    expect((await failureOf(user.api.approveWithdrawal(withdrawal._id))).status).toBe(403);
    const approved = await admin.api.approveWithdrawal(withdrawal._id);
    expect(approved.status).toBe("completed");
    expect(approved.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await anvil.tokenBalance(usdc, FRESH)).toBe(12_000_000n);
    // Approving again sends nothing more.
    await admin.api.approveWithdrawal(withdrawal._id);
    expect(await anvil.tokenBalance(usdc, FRESH)).toBe(12_000_000n);
    expect((await failureOf(admin.api.rejectWithdrawal(withdrawal._id))).status).toBe(409);
  });

  it("resumes an approval interrupted before sending, and reject returns the funds", async () => {
    const user = await server.signup();
    await fund(user, 1_000);
    const admin = await server.admin();
    const other = getAddress("0x00000000000000000000000000000000000beef2");
    const first = await user.api.createWithdrawal(user.userId, body(4, other));
    await server.db.query("UPDATE withdrawals SET status = 'approved' WHERE id = $1", [
      first.withdrawal._id,
    ]);
    expect((await admin.api.approveWithdrawal(first.withdrawal._id)).status).toBe("completed");
    expect(await anvil.tokenBalance(usdc, other)).toBe(4_000_000n);

    const second = await user.api.createWithdrawal(user.userId, body(5));
    expect(second.balance).toBe(11);
    const rejected = await admin.api.rejectWithdrawal(second.withdrawal._id, { adminNotes: "no" });
    expect(rejected).toMatchObject({ status: "rejected", adminNotes: "no" });
    expect((await user.api.getMe()).balance).toBe(16);
  });

  it("resumes a crash after signing with the very same transaction, sending once", async () => {
    const user = await server.signup();
    await fund(user, 2_000);
    const admin = await server.admin();
    const wallet = createWalletClient({
      account: privateKeyToAccount(ANVIL_KEYS.hotWallet),
      chain: foundry,
      transport: http(anvil.rpcUrl),
    });
    const chain = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    /** What the server records before broadcasting: the signed transfer and its hash. */
    const signTransfer = async (to: Address, units: bigint) => {
      const request = await wallet.prepareTransactionRequest({
        to: usdc,
        data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, units] }),
      });
      return wallet.signTransaction(request);
    };
    const recordSending = (id: string, signed: string) =>
      server.db.query(
        "UPDATE withdrawals SET status = 'sending', signed_tx = $2, tx_hash = $3 WHERE id = $1",
        [id, signed, keccak256(signed as `0x${string}`)],
      );

    // 1. The process died after recording the signed transaction, before broadcasting it.
    const unsentTo = getAddress("0x00000000000000000000000000000000000beef3");
    const unsent = await user.api.createWithdrawal(user.userId, body(6, unsentTo));
    const signedUnsent = await signTransfer(unsentTo, 6_000_000n);
    await recordSending(unsent.withdrawal._id, signedUnsent);
    const resumed = await admin.api.approveWithdrawal(unsent.withdrawal._id);
    expect(resumed).toMatchObject({ status: "completed", txHash: keccak256(signedUnsent) });
    expect(await anvil.tokenBalance(usdc, unsentTo)).toBe(6_000_000n);

    // 2. It died after broadcasting, before noting it: the node already has the transaction.
    const sentTo = getAddress("0x00000000000000000000000000000000000beef4");
    const sent = await user.api.createWithdrawal(user.userId, body(5, sentTo));
    const signedSent = await signTransfer(sentTo, 5_000_000n);
    await recordSending(sent.withdrawal._id, signedSent);
    await chain.sendRawTransaction({ serializedTransaction: signedSent });
    expect((await admin.api.approveWithdrawal(sent.withdrawal._id)).status).toBe("completed");
    expect(await anvil.tokenBalance(usdc, sentTo)).toBe(5_000_000n);
    await admin.api.approveWithdrawal(sent.withdrawal._id);
    expect(await anvil.tokenBalance(usdc, sentTo)).toBe(5_000_000n);
    // Neither was returned: the user's balance shows both held and gone (20 + 10 − 6 − 5).
    expect((await user.api.getMe()).balance).toBe(19);
  });

  it("never holds more than the withdrawable balance under concurrent requests", async () => {
    const user = await server.signup();
    await fund(user, 3_000);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => user.api.createWithdrawal(user.userId, body(7))),
    );
    const held = results.filter((result) => result.status === "fulfilled").length;
    expect(held).toBe(4);
    expect((await user.api.getMe()).balance).toBe(12);
    expect(await user.api.listWithdrawals(user.userId)).toHaveLength(4);
  });

  it("keeps other users out and refuses bad input, changing nothing", async () => {
    const user = await server.signup();
    const stranger = await server.signup();
    await fund(user, 1_000);
    expect((await failureOf(stranger.api.listWithdrawals(user.userId))).status).toBe(403);
    expect((await failureOf(stranger.api.createWithdrawal(user.userId, body(1)))).status).toBe(403);
    expect((await failureOf(user.api.listAdminWithdrawals())).status).toBe(403);
    for (const bad of [
      body(1, "0x123"),
      body(1, "0x00000000000000000000000000000000000BEEF1"),
      body(-1),
      body(0.001),
      { ...body(1), chainId: 999 },
      { ...body(1), cryptocurrency: "DOGE" },
    ]) {
      const failure = await failureOf(user.api.createWithdrawal(user.userId, bad));
      expect(failure.status).toBeGreaterThanOrEqual(400);
      expect(failure.status).toBeLessThan(500);
    }
    expect(await user.api.listWithdrawals(user.userId)).toHaveLength(0);
    expect((await user.api.getMe()).balance).toBe(20);
  });
});
