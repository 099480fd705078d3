import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { endpoint, ok } from "../http/endpoint";
import { loadActiveBets } from "./activeBets";
import { listBettingHistory } from "./bettingHistory";
import { loadAllCharts, loadChart } from "./charts/loadCharts";
import { loadLeaderboard } from "./leaderboard";
import { paginationOf } from "./pagination";
import { loadPlatformStats } from "./platformStats";
import { loadDashboardStats } from "./stats";
import { listTransactions } from "./transactions";

/** Transactions the dashboard overview shows. */
const RECENT_TRANSACTIONS = 5;

/**
 * The signed-in user's dashboard (spec §7 "Dashboard": overview, stats, the five charts,
 * transactions, betting history, open positions) and the public leaderboard with the reader's
 * own row (DESIGN §4). Money is in dollars, dates are UTC days and months.
 */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  endpoint(app, ctx.endpoints, "getDashboard", async ({ session, language }) => {
    const userId = session.user.id;
    const active = await loadActiveBets(db, userId, language);
    const stats = await loadDashboardStats(db, userId, active.totalValueCents);
    const recent = await listTransactions(db, userId, language, 1, RECENT_TRANSACTIONS);
    return ok({ stats, activeBets: active.bets, recentTransactions: recent.transactions });
  });

  endpoint(app, ctx.endpoints, "getDashboardStats", async ({ session, language }) => {
    const active = await loadActiveBets(db, session.user.id, language);
    return ok({ stats: await loadDashboardStats(db, session.user.id, active.totalValueCents) });
  });

  endpoint(app, ctx.endpoints, "getDashboardChartData", async ({ session }) =>
    ok({ charts: await loadAllCharts(db, session.user.id, ctx.now()) }),
  );

  endpoint(app, ctx.endpoints, "getAllDashboardCharts", async ({ session }) =>
    ok({ charts: await loadAllCharts(db, session.user.id, ctx.now()) }),
  );

  endpoint(app, ctx.endpoints, "getDashboardChart", async ({ session, params }) =>
    ok({ kind: params.kind, chart: await loadChart(db, session.user.id, params.kind, ctx.now()) }),
  );

  endpoint(app, ctx.endpoints, "getTransactions", async ({ session, query, language }) => {
    const page = await listTransactions(db, session.user.id, language, query.page, query.limit);
    return ok({
      transactions: page.transactions,
      pagination: paginationOf(query.page, query.limit, page.total),
    });
  });

  endpoint(app, ctx.endpoints, "getBettingHistory", async ({ session, query, language }) => {
    const page = await listBettingHistory(db, session.user.id, language, query.page, query.limit);
    return ok({ bets: page.bets, pagination: paginationOf(query.page, query.limit, page.total) });
  });

  endpoint(app, ctx.endpoints, "getActiveBets", async ({ session, language }) => {
    const active = await loadActiveBets(db, session.user.id, language);
    return ok({ bets: active.bets });
  });

  endpoint(app, ctx.endpoints, "getPlatformStats", async () =>
    ok({ stats: await loadPlatformStats(db) }),
  );

  endpoint(app, ctx.endpoints, "getLeaderboard", async ({ session, query }) =>
    ok({
      leaderboard: await loadLeaderboard(db, {
        period: query.period,
        metric: query.metric,
        limit: query.limit,
        viewerId: session?.user.id ?? null,
        now: ctx.now(),
      }),
    }),
  );
}
