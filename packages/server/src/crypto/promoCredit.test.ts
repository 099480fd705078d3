import { getAddress, type Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket } from "../bets/test-utils/markets";
import { charge } from "../payments/test-utils/cards";
import { failureOf } from "../test-utils/failureOf";
import { verifyEmailOf } from "../test-utils/mailbox";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { baseChainEnv, deployHotWalletUsdc, startAnvil, type Anvil } from "./test-utils/anvil";

const BASE = 8453;
const WALLET: Address = getAddress("0x00000000000000000000000000000000000beef2");

/** DESIGN §5 "Promotional credit is not cash", end to end through the API. */
describe("promotional credit is not cash", () => {
  let anvil: Anvil;
  let server: TestServer;

  beforeAll(async () => {
    anvil = await startAnvil();
    server = await startTestServer({ env: baseChainEnv(anvil, await deployHotWalletUsdc(anvil)) });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await anvil?.stop();
  });

  const withdrawal = (amount: number) => ({
    amount,
    chainId: BASE,
    cryptocurrency: "USDC",
    walletAddress: WALLET,
  });

  /** A user's cached balance and unconverted promo credit, in cents. */
  async function moneyOf(userId: string): Promise<{ balance: number; promo: number }> {
    const result = await server.db.query<{ balance_cents: number; promo_cents: number }>(
      "SELECT balance_cents, promo_cents FROM users WHERE id = $1",
      [userId],
    );
    const row = result.rows[0];
    return { balance: Number(row?.balance_cents), promo: Number(row?.promo_cents) };
  }

  it("ten sign-ups betting their credit against each other withdraw nothing, verified or not", async () => {
    const admin = await server.admin();
    const market = await createTestMarket(server, admin);
    // Ten accounts from ten addresses, as a ring would make them.
    const ring = [];
    for (let index = 0; index < 10; index += 1) {
      const response = await fetch(`${server.baseURL}/auth/signup`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `203.0.113.${index + 1}`,
        },
        body: JSON.stringify({
          name: `Ring ${index}`,
          email: `ring${index}-${market.id.slice(0, 8)}@example.com`,
          password: "Ring12345",
        }),
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as {
        token: string;
        data: { user: { _id: string; email: string } };
      };
      ring.push({
        userId: body.data.user._id,
        email: body.data.user.email,
        api: server.client(body.token, "en"),
      });
    }
    for (const [index, member] of ring.entries()) {
      await member.api.placeBet({
        pollId: market.id,
        optionId: market.optionIds[index % 2]!,
        amount: 10,
      });
    }
    await admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[0]! });

    let won = 0;
    for (const member of ring) {
      const { balance, promo } = await moneyOf(member.userId);
      won += balance;
      // Every cent a member holds was won with promo credit only, so all of it is promo.
      expect(promo).toBe(balance);
      const stats = await member.api.getDashboardStats();
      expect(stats).toMatchObject({
        balance: balance / 100,
        withdrawable: 0,
        withdrawableReason: "email_not_verified",
      });
      for (const amount of [0.01, Math.max(balance, 1) / 100]) {
        const refused = await failureOf(
          member.api.createWithdrawal(member.userId, withdrawal(amount)),
        );
        expect(refused).toMatchObject({ status: 400, code: "EMAIL_NOT_VERIFIED" });
      }
    }
    // The winners did win (the house's subsidy and the losers' stakes): the money is there,
    // and none of it may leave.
    expect(won).toBeGreaterThan(9_000);

    for (const member of ring) {
      await verifyEmailOf(server, member.email);
      expect((await member.api.getMe()).emailVerified).toBe(true);
      const { balance } = await moneyOf(member.userId);
      expect(await member.api.getDashboardStats()).toMatchObject({
        withdrawable: 0,
        withdrawableReason: "deposit_required",
      });
      for (const amount of [0.01, Math.max(balance, 1) / 100]) {
        const refused = await failureOf(
          member.api.createWithdrawal(member.userId, withdrawal(amount)),
        );
        expect(refused).toMatchObject({ status: 400, code: "DEPOSIT_REQUIRED" });
      }
    }
    const held = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM withdrawals WHERE user_id = ANY($1::text[])",
      [ring.map((member) => member.userId)],
    );
    expect(held.rows[0]?.n).toBe(0);
    await server.expectLedgerSound();
  });

  it("after a verified e-mail and a $50 card deposit, a win pays out the cash part and keeps the promo part", async () => {
    const admin = await server.admin();
    const market = await createTestMarket(server, admin);
    const user = await server.signup();
    const api = server.client(user.token, "en");
    await verifyEmailOf(server, user.email);
    await api.createDeposit({
      userId: user.userId,
      amount: 50,
      pixelPayTransaction: await charge(api, { amount: 50 }),
    });
    expect(await api.getDashboardStats()).toMatchObject({
      balance: 60,
      withdrawable: 50,
      withdrawableReason: "promo_credit",
    });

    const rival = await server.signup();
    await rival.api.placeBet({ pollId: market.id, optionId: market.optionIds[1]!, amount: 10 });
    const bet = await api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[0]!,
      amount: 60,
    });
    // The stake spends the promo credit first: $10 of the $60.
    expect(await moneyOf(user.userId)).toEqual({ balance: 0, promo: 0 });
    const row = await server.db.query<{ promo_cents: number; shares_micro: number }>(
      "SELECT promo_cents, shares_micro FROM bets WHERE id = $1",
      [bet.bet._id],
    );
    expect(Number(row.rows[0]?.promo_cents)).toBe(1_000);

    await admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[0]! });
    // One share pays $1: a payout is the shares, floored to the cent.
    const payout = Math.floor(Number(row.rows[0]?.shares_micro) / 10_000);
    const { balance, promo } = await moneyOf(user.userId);
    expect(balance).toBe(payout);
    // A sixth of the stake was promo credit: a sixth of the payout, rounded up, stays promo.
    expect(promo).toBe(Math.ceil((payout * 1_000) / 6_000));
    const cash = balance - promo;
    expect(await api.getDashboardStats()).toMatchObject({
      balance: balance / 100,
      withdrawable: cash / 100,
      withdrawableReason: "promo_credit",
    });

    const tooMuch = await failureOf(
      api.createWithdrawal(user.userId, withdrawal((cash + 1) / 100)),
    );
    expect(tooMuch).toMatchObject({
      status: 400,
      code: "WITHDRAWAL_EXCEEDS_BALANCE",
      details: { withdrawable: cash / 100 },
    });
    const taken = await api.createWithdrawal(user.userId, withdrawal(cash / 100));
    expect(taken.withdrawal.status).toBe("requested");
    expect(await moneyOf(user.userId)).toEqual({ balance: promo, promo });
    const more = await failureOf(api.createWithdrawal(user.userId, withdrawal(0.01)));
    expect(more).toMatchObject({
      code: "WITHDRAWAL_EXCEEDS_BALANCE",
      details: { withdrawable: 0 },
    });
    await server.expectLedgerSound();
  });

  it("a cancelled market gives the promo-funded part of each stake back as promo credit", async () => {
    const admin = await server.admin();
    const market = await createTestMarket(server, admin);
    const user = await server.signup();
    await verifyEmailOf(server, user.email);
    const api = server.client(user.token, "en");
    await api.createDeposit({
      userId: user.userId,
      amount: 20,
      pixelPayTransaction: await charge(api, { amount: 20 }),
    });
    await api.placeBet({ pollId: market.id, optionId: market.optionIds[0]!, amount: 6 });
    await api.placeBet({ pollId: market.id, optionId: market.optionIds[1]!, amount: 15 });
    expect(await moneyOf(user.userId)).toEqual({ balance: 900, promo: 0 });
    expect((await api.getDashboardStats()).withdrawable).toBe(9);

    await admin.api.cancelPoll(market.id);
    expect(await moneyOf(user.userId)).toEqual({ balance: 3_000, promo: 1_000 });
    expect(await api.getDashboardStats()).toMatchObject({
      withdrawable: 20,
      withdrawableReason: "promo_credit",
    });
    await server.expectLedgerSound();
  });
});
