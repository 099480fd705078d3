import type { AppContext } from "../context";
import { loadMarkets } from "./loadMarket";
import { publishMarketUpdate } from "./publishMarket";

/** What one run of the market jobs changed. */
export interface MarketJobsResult {
  opened: number;
  closed: number;
}

/** Where the job loop reports a failed run. */
export type MarketJobsLogger = (error: unknown) => void;

/**
 * Moves markets along by date (DESIGN §2, §4): upcoming → active at the start date, active →
 * closed at the end date (an upcoming market whose end already passed closes directly). Each
 * move is one UPDATE guarded by the current status, so several instances running it at once
 * move every market once. Subscribers of each moved market get `poll_updated`.
 */
export async function runMarketJobs(
  ctx: Pick<AppContext, "db" | "realtime" | "now">,
): Promise<MarketJobsResult> {
  const now = ctx.now();
  const opened = await ctx.db.query<{ id: string }>(
    `UPDATE markets SET status = 'active', updated_at = now()
      WHERE status = 'upcoming' AND start_date <= $1 AND end_date > $1 RETURNING id`,
    [now],
  );
  const closed = await ctx.db.query<{ id: string }>(
    `UPDATE markets SET status = 'closed', updated_at = now()
      WHERE status IN ('active', 'upcoming') AND end_date <= $1 RETURNING id`,
    [now],
  );
  const moved = [...opened.rows, ...closed.rows].map((row) => row.id);
  for (const market of await loadMarkets(ctx.db, moved, "es")) publishMarketUpdate(ctx, market);
  return { opened: opened.rows.length, closed: closed.rows.length };
}

/**
 * Runs the market jobs every `JOBS_INTERVAL_MS` until the returned function is called. The
 * timer never keeps the process alive, runs never overlap, and a failed run is logged (with
 * the `[pulso]` prefix unless a logger is given) and retried at the next tick.
 */
export function startMarketJobs(
  ctx: Pick<AppContext, "db" | "realtime" | "now" | "config">,
  log: MarketJobsLogger = (error) => console.error("[pulso] market jobs failed:", error),
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runMarketJobs(ctx)
      .catch((error: unknown) => {
        try {
          log(error);
        } catch {
          // A broken logger must not turn a failed run into an unhandled rejection.
        }
      })
      .finally(() => {
        running = false;
      });
  }, ctx.config.JOBS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
