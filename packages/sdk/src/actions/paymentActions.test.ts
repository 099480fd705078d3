import type { User } from "@pulso/core";
import { samplePagination, sampleUser } from "@pulso/core/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pulsoKeys } from "../cache/queryKeys";
import { createPulso } from "../createPulso";
import {
  createFakeApi,
  FAKE_API_BASE,
  failure,
  serveSession,
  success,
} from "../test-utils/fakeApi";
import { sampleCryptoPayment, sampleDeposit, sampleWithdrawal } from "../test-utils/paymentSamples";

const ana = sampleUser({ balance: 10 });
const TRANSACTION = {
  transactionId: "px_1",
  amount: 25,
  currency: "USD",
  status: "approved",
  cardLast4: "4242",
  createdAt: "2026-11-03T18:00:00.000Z",
  signature: "sig",
};
const CARD = {
  amount: 25,
  cardNumber: "4242424242424242",
  cardholder: "Ana Pérez",
  expiryMonth: 12,
  expiryYear: 2030,
  cvv: "123",
};

async function setup(options: { signedIn?: boolean } = {}) {
  const api = createFakeApi();
  serveSession(api, ana);
  const pulso = createPulso({
    apiBase: FAKE_API_BASE,
    fetch: api.fetch,
    realtime: false,
    auth: "bearer",
    token: options.signedIn === false ? null : "tok_1",
  });
  await pulso.start();
  const balance = () => pulso.queryClient.getQueryData<User>(pulsoKeys.currentUser)?.balance;
  return { api, pulso, balance };
}

/** Keeps a query on screen and resolves once it has data. */
async function onScreen<TData>(
  pulso: Awaited<ReturnType<typeof setup>>["pulso"],
  query: Parameters<typeof pulso.watch<TData>>[0],
) {
  const results: (TData | undefined)[] = [];
  const stop = pulso.watch(query, (result) => results.push(result.data));
  await vi.waitFor(() => expect(results.at(-1)).toBeDefined());
  return { stop, latest: () => results.at(-1) };
}

describe("pulso.payments", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("depositByCard charges the card, posts its record, writes the balance and refetches the deposits on screen", async () => {
    const { api, pulso, balance } = await setup();
    api.on("GET", "/deposits", success({ deposits: [], pagination: samplePagination(0) }));
    const deposits = await onScreen(pulso, pulso.queries.deposits());
    api.on("POST", "/payments/sandbox/charge", success({ transaction: TRANSACTION }));
    api.on("POST", "/deposits", success({ deposit: sampleDeposit(), balance: 35 }));
    api.on(
      "GET",
      "/deposits",
      success({ deposits: [sampleDeposit()], pagination: samplePagination(1) }),
    );

    const result = await pulso.payments.depositByCard(CARD, { idempotencyKey: "dep-1" });

    expect(result).toEqual({ deposit: sampleDeposit(), balance: 35 });
    const [charge] = api.calls("POST", "/payments/sandbox/charge");
    expect(charge?.body).toEqual(CARD);
    expect(charge?.headers.get("idempotency-key")).toBe("charge:dep-1");
    const [post] = api.calls("POST", "/deposits");
    expect(post?.body).toEqual({ userId: "u_1", amount: 25, pixelPayTransaction: TRANSACTION });
    expect(post?.headers.get("idempotency-key")).toBe("dep-1");
    expect(balance()).toBe(35);
    expect(pulso.session.store.getState().user?.balance).toBe(35);
    expect(api.calls("GET", "/deposits")).toHaveLength(2);
    expect(deposits.latest()).toMatchObject({ deposits: [{ _id: "d_1" }] });
    deposits.stop();
  });

  it("depositByCard records a refused charge as failed, credits nothing and rejects with the card's code", async () => {
    const { api, pulso, balance } = await setup();
    const declined = { ...TRANSACTION, status: "declined", errorCode: "CARD_DECLINED" };
    api.on("POST", "/payments/sandbox/charge", {
      status: 402,
      body: {
        status: "fail",
        code: "CARD_DECLINED",
        message: "Card declined",
        details: { transaction: declined },
      },
    });
    api.on("POST", "/deposits/failed", success({ deposit: sampleDeposit({ status: "failed" }) }));

    await expect(pulso.payments.depositByCard(CARD)).rejects.toMatchObject({
      code: "CARD_DECLINED",
    });
    expect(api.calls("POST", "/deposits")).toEqual([]);
    expect(api.calls("POST", "/deposits/failed")[0]?.body).toEqual({
      userId: "u_1",
      amount: 25,
      errorMessage: "Card declined",
      pixelPayTransaction: declined,
    });
    expect(balance()).toBe(10);
  });

  it("depositByCard sends a retried attempt's charge with the same key as the first try", async () => {
    const { api, pulso } = await setup();
    api.on("POST", "/payments/sandbox/charge", failure(503, "CARD_NETWORK_ERROR"));
    api.on("POST", "/deposits/failed", success({ deposit: sampleDeposit({ status: "failed" }) }));
    await expect(
      pulso.payments.depositByCard(CARD, { idempotencyKey: "dep-2" }),
    ).rejects.toMatchObject({ code: "CARD_NETWORK_ERROR" });
    api.on("POST", "/payments/sandbox/charge", success({ transaction: TRANSACTION }));
    api.on("POST", "/deposits", success({ deposit: sampleDeposit(), balance: 35 }));
    api.on(
      "GET",
      "/deposits",
      success({ deposits: [sampleDeposit()], pagination: samplePagination(1) }),
    );

    await pulso.payments.depositByCard(CARD, { idempotencyKey: "dep-2" });

    const keys = api
      .calls("POST", "/payments/sandbox/charge")
      .map((call) => call.headers.get("idempotency-key"));
    expect(keys).toEqual(["charge:dep-2", "charge:dep-2"]);
  });

  it("depositByCard refuses a key too long to derive the charge's from, charging nothing", async () => {
    const { api, pulso } = await setup();
    await expect(
      pulso.payments.depositByCard(CARD, { idempotencyKey: "k".repeat(122) }),
    ).rejects.toThrow(/idempotencyKey may have at most 121 characters/);
    expect(api.calls("POST", "/payments/sandbox/charge")).toEqual([]);
    expect(api.calls("POST", "/deposits/failed")).toEqual([]);
  });

  it("refuses to move money without a signed-in user, naming the fix, and asks nothing", async () => {
    const { api, pulso } = await setup({ signedIn: false });
    await expect(pulso.payments.depositByCard(CARD)).rejects.toThrow(
      /payments\.depositByCard needs a signed-in user: call it after pulso\.session\.login\(\)/,
    );
    await expect(
      pulso.payments.requestWithdrawal({
        amount: 5,
        chainId: 8453,
        cryptocurrency: "USDC",
        walletAddress: "0x2222222222222222222222222222222222222222",
      }),
    ).rejects.toThrow(/needs a signed-in user/);
    expect(api.requests).toEqual([]);
  });

  it("requestWithdrawal holds the funds: the balance drops and the withdrawals on screen refetch", async () => {
    const { api, pulso, balance } = await setup();
    api.on("GET", "/users/u_1/withdrawals", success({ withdrawals: [] }));
    const list = await onScreen(pulso, pulso.queries.withdrawals("u_1"));
    api.on(
      "POST",
      "/users/u_1/withdrawals",
      success({ withdrawal: sampleWithdrawal(), balance: 5 }),
    );
    api.on("GET", "/users/u_1/withdrawals", success({ withdrawals: [sampleWithdrawal()] }));

    const body = {
      amount: 5,
      chainId: 8453,
      cryptocurrency: "USDC",
      walletAddress: "0x2222222222222222222222222222222222222222",
    };
    await pulso.payments.requestWithdrawal(body, { idempotencyKey: "w-1" });

    expect(api.calls("POST", "/users/u_1/withdrawals")[0]?.body).toEqual(body);
    expect(balance()).toBe(5);
    expect(list.latest()).toEqual([sampleWithdrawal()]);
    list.stop();
  });

  it("rejectWithdrawal refetches the withdrawal lists and the current user (the funds return)", async () => {
    const { api, pulso, balance } = await setup();
    api.on("GET", "/admin/withdrawals", success({ withdrawals: [sampleWithdrawal()] }));
    const queue = await onScreen(pulso, pulso.queries.adminWithdrawals());
    const rejected = sampleWithdrawal({ status: "rejected", adminNotes: "Wrong address" });
    api.on("POST", "/admin/withdrawals/w_1/reject", success({ withdrawal: rejected }));
    api.on("GET", "/admin/withdrawals", success({ withdrawals: [rejected] }));
    serveSession(api, { ...ana, balance: 15 });

    await expect(
      pulso.payments.rejectWithdrawal("w_1", { adminNotes: "Wrong address" }),
    ).resolves.toEqual(rejected);

    expect(queue.latest()).toEqual([rejected]);
    expect(balance()).toBe(15);
    queue.stop();
  });

  it("approveWithdrawal refetches the withdrawal lists", async () => {
    const { api, pulso } = await setup();
    api.on("GET", "/admin/withdrawals", success({ withdrawals: [sampleWithdrawal()] }));
    const queue = await onScreen(pulso, pulso.queries.adminWithdrawals());
    const sent = sampleWithdrawal({ status: "completed", txHash: "0xabc" });
    api.on("POST", "/admin/withdrawals/w_1/approve", success({ withdrawal: sent }));
    api.on("GET", "/admin/withdrawals", success({ withdrawals: [sent] }));

    await pulso.payments.approveWithdrawal("w_1");
    expect(queue.latest()).toEqual([sent]);
    queue.stop();
  });

  it("requestCryptoDeposit caches the new payment request under its key", async () => {
    const { api, pulso } = await setup();
    api.on("POST", "/payments/crypto", success({ payment: sampleCryptoPayment() }));
    const body = { amount: 25, chainId: 8453, cryptocurrency: "USDC" };
    const payment = await pulso.payments.requestCryptoDeposit(body, { idempotencyKey: "cp-1" });
    expect(api.calls("POST", "/payments/crypto")[0]?.body).toEqual(body);
    expect(pulso.queryClient.getQueryData(pulsoKeys.cryptoPayment("cp_1"))).toEqual(payment);
  });

  it("checkCryptoPayment asks now; a confirmed payment refreshes the balance and the deposits", async () => {
    const { api, pulso, balance } = await setup();
    api.on("GET", "/deposits", success({ deposits: [], pagination: samplePagination(0) }));
    const deposits = await onScreen(pulso, pulso.queries.deposits());
    api.on("GET", "/payments/crypto/cp_1", success({ payment: sampleCryptoPayment() }));

    await expect(pulso.payments.checkCryptoPayment("cp_1")).resolves.toMatchObject({
      status: "waiting",
    });
    expect(api.calls("GET", "/auth/session")).toHaveLength(1);

    const confirmed = sampleCryptoPayment({ status: "confirmed", confirmations: 3 });
    api.on("GET", "/payments/crypto/cp_1", success({ payment: confirmed }));
    serveSession(api, { ...ana, balance: 35 });
    api.on(
      "GET",
      "/deposits",
      success({ deposits: [sampleDeposit()], pagination: samplePagination(1) }),
    );
    await expect(pulso.payments.checkCryptoPayment("cp_1")).resolves.toEqual(confirmed);

    expect(balance()).toBe(35);
    expect(deposits.latest()).toMatchObject({ deposits: [{ _id: "d_1" }] });
    expect(pulso.queryClient.getQueryData(pulsoKeys.cryptoPayment("cp_1"))).toEqual(confirmed);
    deposits.stop();
  });

  it("a failed check rejects with the ApiError", async () => {
    const { api, pulso } = await setup();
    api.on("GET", "/payments/crypto/cp_9", failure(404, "PAYMENT_NOT_FOUND"));
    await expect(pulso.payments.checkCryptoPayment("cp_9")).rejects.toMatchObject({
      status: 404,
      code: "PAYMENT_NOT_FOUND",
    });
  });
});
