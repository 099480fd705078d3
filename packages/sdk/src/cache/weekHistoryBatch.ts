import { ApiError, type ApiClient, type PriceHistory } from "@pulso/api-client";
import { POLL_BATCH_MAX_IDS, type PriceHistoryRange } from "@pulso/core";

/** The range a market card's sparkline shows: a page of cards asks for it all at once. */
export const BATCHED_HISTORY_RANGE: PriceHistoryRange = "1w";

type Waiter = [
  resolve: (history: PriceHistory) => void,
  reject: (error: unknown) => void,
  signal: AbortSignal,
];

/**
 * Loads markets' week of prices, gathering the ones asked for in the same moment (the same task:
 * the cards one render shows subscribe together): a page of cards (the home's featured grid, the
 * market list, similar markets) makes one `GET /polls/batch?history=1w` instead of one
 * `GET /polls/:id/price-history` per card. A market asked for alone keeps its own call. A market
 * the batch leaves out (gone, or not visible to this reader) fails with a 404, as its own call
 * would.
 */
export function createWeekHistoryLoader(
  api: ApiClient,
): (id: string, signal: AbortSignal) => Promise<PriceHistory> {
  let pending = new Map<string, Waiter[]>();
  let scheduled = false;

  const answer = (
    waiters: Waiter[] | undefined,
    history: PriceHistory | undefined,
    error: unknown,
  ) => waiters?.forEach(([resolve, reject]) => (history ? resolve(history) : reject(error)));

  function flush(): void {
    scheduled = false;
    const asked = new Map<string, Waiter[]>();
    // A card gone before the request (its query cancelled) is answered with its cancellation and
    // asked for no more: a market no card waits for is not in the request.
    for (const [id, waiters] of pending) {
      const waiting = waiters.filter(([, reject, signal]) => {
        if (signal.aborted) reject(signal.reason);
        return !signal.aborted;
      });
      if (waiting.length > 0) asked.set(id, waiting);
    }
    pending = new Map();
    const ids = [...asked.keys()];
    for (let start = 0; start < ids.length; start += POLL_BATCH_MAX_IDS) {
      const batch = ids.slice(start, start + POLL_BATCH_MAX_IDS);
      const [only] = batch;
      const histories =
        batch.length === 1 && only
          ? api
              // Asked for alone: its own call, which its caller may cancel.
              .getPriceHistory(
                only,
                { range: BATCHED_HISTORY_RANGE },
                { signal: asked.get(only)?.[0]?.[2] },
              )
              .then((history) => ({ [only]: history }))
          : api
              .getPollBatch({ ids: batch.join(","), history: BATCHED_HISTORY_RANGE })
              .then((data) => data.histories);
      histories.then(
        (found: Record<string, PriceHistory | undefined>) => {
          for (const id of batch) {
            const missing = new ApiError({
              status: 404,
              code: "NOT_FOUND",
              path: `/polls/${id}/price-history`,
            });
            answer(asked.get(id), found[id], missing);
          }
        },
        (error: unknown) => batch.forEach((id) => answer(asked.get(id), undefined, error)),
      );
    }
  }

  return (id, signal) =>
    new Promise<PriceHistory>((resolve, reject) => {
      pending.set(id, [...(pending.get(id) ?? []), [resolve, reject, signal]]);
      if (!scheduled) {
        scheduled = true;
        // In a task of its own: sending the request (the browser's fetch) is not added to the
        // task that mounts a page of cards, which was a market list's longest after it took over
        // (issue 17).
        setTimeout(flush, 0);
      }
    });
}
