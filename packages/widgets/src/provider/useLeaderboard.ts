import type { Leaderboard, LeaderboardMetric, LeaderboardPeriod } from "@pulso/core";
import { useQuery, type QueryState } from "./useQuery";
import { usePulso } from "./usePulso";

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
  const pulso = usePulso();
  return useQuery(`leaderboard:${period}:${metric}:${limit}`, () =>
    pulso.queries.leaderboard({ period, metric, limit }),
  );
}
