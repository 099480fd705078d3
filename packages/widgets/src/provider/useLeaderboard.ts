import type { Leaderboard, LeaderboardMetric, LeaderboardPeriod } from "@pulso/core";
import { usePublicContext, useResource, type QueryState } from "./useResource";

/** What a leaderboard shows: its period, metric and how many rows. */
export interface LeaderboardFilters {
  period: LeaderboardPeriod;
  metric: LeaderboardMetric;
  limit: number;
}

/** The leaderboard for a period and metric (GET /leaderboard), with the reader's own row `me`. */
export function useLeaderboard({
  period,
  metric,
  limit,
}: LeaderboardFilters): QueryState<Leaderboard> {
  return useResource(usePublicContext().data.leaderboard({ period, metric, limit }));
}
