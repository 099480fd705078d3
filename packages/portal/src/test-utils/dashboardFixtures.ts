import type {
  ActiveBet,
  Bet,
  DashboardCharts,
  DashboardStats,
  Deposit,
  EmbedSession,
  Pagination,
  Transaction,
  Withdrawal,
} from "@pulso/core";
import { sampleBet } from "@pulso/core/testing";
import {
  sampleDeposit as sdkSampleDeposit,
  sampleWithdrawal as sdkSampleWithdrawal,
  success,
  type FakeApi,
} from "@pulso/sdk/testing";

// Dashboard data for the portal's tests: valid per core's schemas, with easy-to-spot numbers.

const AT = "2026-11-20T12:00:00.000Z";

/** Headline statistics. */
export function sampleStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    balance: 25.5,
    withdrawable: 15.5,
    withdrawableReason: "promo_credit",
    totalBets: 1234,
    activeBets: 3,
    wonBets: 7,
    lostBets: 5,
    totalWagered: 1520.75,
    totalPayouts: 980.4,
    profit: -40.35,
    winRate: 58.3,
    openPositionsValue: 61.2,
    ...overrides,
  };
}

/** An open position on "Who wins the 2027 election?". */
export function sampleActiveBet(overrides: Partial<ActiveBet> = {}): ActiveBet {
  return {
    ...sampleBet({
      _id: "b_open",
      poll: { _id: "m_1", title: "Who wins the 2027 election?" },
      optionText: "Yes",
      amount: 12.5,
      shares: 20.5,
    }),
    currentPrice: 64.25,
    currentValue: 13.17,
    marketEndDate: "2027-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A settled bet for the history. */
export function sampleHistoryBet(overrides: Partial<Bet> = {}): Bet {
  return sampleBet({
    _id: "b_old",
    poll: { _id: "m_2", title: "Will turnout pass 60%?" },
    optionText: "No",
    amount: 8,
    status: "won",
    payout: 14.3,
    ...overrides,
  });
}

/** A money movement. */
export function sampleTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    _id: "t_1",
    kind: "deposit",
    amount: 50,
    balanceAfter: 75.5,
    description: "Card deposit",
    pollId: null,
    createdAt: AT,
    ...overrides,
  };
}

/** A pagination object for page `page` of `totalPages`. */
export function samplePagination(page: number, totalPages: number, limit = 10): Pagination {
  return { page, limit, total: totalPages * limit, totalPages, hasMore: page < totalPages };
}

/** All five charts with a few points each. */
export function sampleCharts(overrides: Partial<DashboardCharts> = {}): DashboardCharts {
  return {
    "profit-loss": [
      { date: "2026-11-18", profit: 0, cumulative: 0 },
      { date: "2026-11-19", profit: 12.5, cumulative: 12.5 },
      { date: "2026-11-20", profit: -4.25, cumulative: 8.25 },
    ],
    "betting-activity": [
      { date: "2026-11-19", bets: 2, amount: 30 },
      { date: "2026-11-20", bets: 1, amount: 7.75 },
    ],
    "portfolio-distribution": [
      { category: "presidential", amount: 45, percentage: 75 },
      { category: "local", amount: 15, percentage: 25 },
    ],
    "win-rate-trend": [
      { date: "2026-11-19", winRate: 50, settled: 2 },
      { date: "2026-11-20", winRate: 66.7, settled: 3 },
    ],
    "monthly-performance": [
      { month: "2026-10", wagered: 100, returned: 80, profit: -20 },
      { month: "2026-11", wagered: 60, returned: 95.5, profit: 35.5 },
    ],
    ...overrides,
  };
}

/** A withdrawal. */
export function sampleWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return sdkSampleWithdrawal({ amount: 20, createdAt: AT, updatedAt: AT, ...overrides });
}

/** A deposit. */
export function sampleDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return sdkSampleDeposit({ createdAt: AT, ...overrides });
}

/** A news site's embed session. */
export function sampleEmbedSession(overrides: Partial<EmbedSession> = {}): EmbedSession {
  return {
    id: "es_1",
    origin: "https://news.example",
    perBetLimit: 10,
    dailyLimit: 50,
    spentToday: 12.5,
    createdAt: AT,
    lastUsedAt: null,
    expiresAt: "2026-12-20T12:00:00.000Z",
    ...overrides,
  };
}

/**
 * Answers every dashboard call with the samples above (one page each) for the user `userId`
 * (testUser's); tests override some.
 */
export function answerDashboard(api: FakeApi, userId = "u_1"): void {
  api.on("GET", `/users/${userId}/withdrawals`, success({ withdrawals: [sampleWithdrawal()] }));
  api.on("GET", "/dashboard/stats", success({ stats: sampleStats() }));
  api.on(
    "GET",
    "/dashboard",
    success({
      stats: sampleStats(),
      activeBets: [sampleActiveBet()],
      recentTransactions: [sampleTransaction()],
    }),
  );
  api.on("GET", "/dashboard/charts/all", success({ charts: sampleCharts() }));
  api.on("GET", "/dashboard/active-bets", success({ bets: [sampleActiveBet()] }));
  api.on(
    "GET",
    "/dashboard/betting-history",
    success({ bets: [sampleHistoryBet()], pagination: samplePagination(1, 1) }),
  );
  api.on(
    "GET",
    "/dashboard/transactions",
    success({ transactions: [sampleTransaction()], pagination: samplePagination(1, 1) }),
  );
  api.on(
    "GET",
    "/deposits",
    success({ deposits: [sampleDeposit()], pagination: samplePagination(1, 1) }),
  );
  api.on("GET", "/embed/sessions", success({ sessions: [sampleEmbedSession()] }));
}
