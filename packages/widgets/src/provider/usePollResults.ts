import type { PollResults } from "@pulso/core";
import { useQuery, type QueryState } from "./useQuery";
import { usePulso } from "./usePulso";

/** A poll's votes and percentages, and the reader's own vote (GET /polls/:id/results). */
export function usePollResults(id: string): QueryState<PollResults> {
  const pulso = usePulso();
  return useQuery(`pollResults:${id}`, () => pulso.queries.pollResults(id));
}
