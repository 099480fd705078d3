// Kept apart from the zod schemas of entities/dashboard.ts, so the leaderboard widget's controls
// do not pull zod into the host page (DESIGN §10 weight budget).

/** Leaderboard periods and metrics. */
export const LEADERBOARD_PERIODS = ["week", "month", "all"] as const;
export const LEADERBOARD_METRICS = ["profit", "volume", "winRate"] as const;
/** A leaderboard period. */
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** A leaderboard metric. */
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
