import { z } from "zod";
import { LEADERBOARD_METRICS, LEADERBOARD_PERIODS } from "../constants/leaderboard";
import { betSchema } from "./bet";
import { idSchema, isoDateTimeSchema } from "./common";

/** The five dashboard chart kinds (spec §3). */
export const CHART_KINDS = [
  "profit-loss",
  "betting-activity",
  "portfolio-distribution",
  "win-rate-trend",
  "monthly-performance",
] as const;
/** A dashboard chart kind. */
export type ChartKind = (typeof CHART_KINDS)[number];

/**
 * Why a user's withdrawable amount is below the balance (DESIGN §5), first blocking reason
 * first: the e-mail is not verified, no deposit of the user's own money has completed yet, or
 * part of the balance is promotional credit (the sign-up credit and what only it won).
 */
export const WITHDRAWABLE_REASONS = [
  "email_not_verified",
  "deposit_required",
  "promo_credit",
] as const;
/** A reason the withdrawable amount is below the balance. */
export type WithdrawableReason = (typeof WITHDRAWABLE_REASONS)[number];

/** Headline numbers of the dashboard. Money in dollars, rates 0–100. */
export const dashboardStatsSchema = z.object({
  balance: z.number(),
  /** The part of the balance that may be withdrawn now (DESIGN §5). */
  withdrawable: z.number(),
  /** Why `withdrawable` is below `balance`; null when they are equal. */
  withdrawableReason: z.enum(WITHDRAWABLE_REASONS).nullable(),
  totalBets: z.number().int(),
  activeBets: z.number().int(),
  wonBets: z.number().int(),
  lostBets: z.number().int(),
  totalWagered: z.number(),
  totalPayouts: z.number(),
  profit: z.number(),
  winRate: z.number(),
  openPositionsValue: z.number(),
});
/** Dashboard statistics. */
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Profit/loss per day over the last 30 days. */
export const profitLossChartSchema = z.array(
  z.object({ date: z.string(), profit: z.number(), cumulative: z.number() }),
);
/** Number and sum of bets per day. */
export const bettingActivityChartSchema = z.array(
  z.object({ date: z.string(), bets: z.number().int(), amount: z.number() }),
);
/** Open stakes by category. */
export const portfolioDistributionChartSchema = z.array(
  z.object({ category: z.string(), amount: z.number(), percentage: z.number() }),
);
/** Win rate over time. */
export const winRateTrendChartSchema = z.array(
  z.object({ date: z.string(), winRate: z.number(), settled: z.number().int() }),
);
/** Wagered, returned and profit per month. */
export const monthlyPerformanceChartSchema = z.array(
  z.object({ month: z.string(), wagered: z.number(), returned: z.number(), profit: z.number() }),
);

/** All five charts in one response (`/dashboard/charts/all`, `/dashboard/chart-data`). */
export const dashboardChartsSchema = z.object({
  "profit-loss": profitLossChartSchema,
  "betting-activity": bettingActivityChartSchema,
  "portfolio-distribution": portfolioDistributionChartSchema,
  "win-rate-trend": winRateTrendChartSchema,
  "monthly-performance": monthlyPerformanceChartSchema,
});
/** All dashboard charts. */
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;

/** Ledger movement kinds shown in the dashboard's transactions list. */
export const TRANSACTION_KINDS = [
  "signup_credit",
  "deposit",
  "bet",
  "payout",
  "refund",
  "withdrawal",
  "withdrawal_returned",
  "profit_share",
  "adjustment",
] as const;

/** One money movement of the user (dollars; negative for debits). */
export const transactionSchema = z.object({
  _id: idSchema,
  kind: z.enum(TRANSACTION_KINDS),
  amount: z.number(),
  balanceAfter: z.number(),
  description: z.string(),
  pollId: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
/** A user transaction. */
export type Transaction = z.infer<typeof transactionSchema>;

/** An open position: a bet with its market's current price and value. */
export const activeBetSchema = betSchema.extend({
  currentPrice: z.number(),
  currentValue: z.number(),
  marketEndDate: isoDateTimeSchema,
});
/** An active bet with its live value. */
export type ActiveBet = z.infer<typeof activeBetSchema>;

/** The platform's public figures, shown on the home page (spec §2 "stats"). */
export const platformStatsSchema = z.object({
  /** Markets and polls open for bets or votes now. */
  activeMarkets: z.number().int().nonnegative(),
  /** Markets settled with a winner. */
  resolvedMarkets: z.number().int().nonnegative(),
  /** Dollars staked on every market, all time. */
  totalVolume: z.number().nonnegative(),
  /** People who placed at least one bet or vote. */
  traders: z.number().int().nonnegative(),
  /** Bets placed, all time. */
  bets: z.number().int().nonnegative(),
  /** Poll votes cast, all time. */
  votes: z.number().int().nonnegative(),
});
/** The platform's public figures. */
export type PlatformStats = z.infer<typeof platformStatsSchema>;

/** One row of the leaderboard. */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  userId: idSchema,
  name: z.string(),
  profit: z.number(),
  volume: z.number(),
  winRate: z.number(),
  bets: z.number().int(),
});
/** A leaderboard row. */
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** The leaderboard and, for a signed-in reader, their own row. */
export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  metric: z.enum(LEADERBOARD_METRICS),
  entries: z.array(leaderboardEntrySchema),
  me: leaderboardEntrySchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
/** A leaderboard. */
export type Leaderboard = z.infer<typeof leaderboardSchema>;
