import type { Language, Market } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { SessionInfo } from "../auth/sessions";
import type { AppContext } from "../context";
import { endpoint, ok } from "../http/endpoint";
import { notFound } from "../http/errors";
import { createMarket } from "./createMarket";
import { deleteMarket } from "./deleteMarket";
import { similarMarketIds } from "./listMarkets";
import { loadMarket, loadMarkets } from "./loadMarket";
import { playMarket, stopMarket } from "./marketStatus";
import { recentMarketBets } from "./pollBets";
import { registerBlackoutRoutes } from "./blackoutRoutes";
import { forecastViewer, withoutPoints, withoutVotes } from "./blackout";
import { loadPriceHistory, type PriceHistory } from "./priceHistory";
import { publishMarketUpdate } from "./publishMarket";
import { updateMarket } from "./updateMarket";
import { isAdmin, listVisibleMarkets, loadVisibleMarket } from "./visibleMarket";
import { castVote, pollResults } from "./votes";

/**
 * The market and poll calls of spec §7 and DESIGN: list, read, create, edit, delete,
 * stop/play, results, price history, similar markets, recent bets and voting. Bets, quotes,
 * resolution and cancellation live with the bets domain.
 */
export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  registerBlackoutRoutes(app, ctx);

  /** A market the reader may see: pending_review ones exist only for admins. */
  const visibleMarket = async (
    id: string,
    language: Language,
    session: SessionInfo | null | undefined,
  ): Promise<Market> => {
    const market = await loadVisibleMarket(db, id, language, session);
    if (!market) throw notFound();
    return market;
  };
  /** Reloads a market after an admin's change, tells its subscribers, and answers with it. */
  const changed = async (id: string, language: Language, publish: boolean) => {
    const market = await loadMarket(db, id, language, "platform");
    if (!market) throw notFound();
    if (publish) publishMarketUpdate(ctx, market);
    return ok({ poll: market });
  };

  endpoint(app, ctx.endpoints, "listPolls", async ({ query, session, language }) =>
    ok(await listVisibleMarkets(ctx, query, language, session)),
  );

  endpoint(app, ctx.endpoints, "getPollBatch", async ({ query, session, language }) => {
    const found = await loadMarkets(db, query.ids.split(","), language, forecastViewer(session));
    const polls = found.filter((market) => market.status !== "pending_review" || isAdmin(session));
    const histories: Record<string, PriceHistory> = {};
    // Markup shows the week's sparkline: it comes with that history.
    const range = query.markup ? "1w" : query.history;
    if (range) {
      // One market at a time: `db` runs one statement at a time, and a page asks for a handful.
      for (const market of polls) {
        const history = await loadPriceHistory(db, market._id, range, ctx.now());
        histories[market._id] = market.blackout?.pricesHidden ? withoutPoints(history) : history;
      }
    }
    const markup = query.markup
      ? await ctx.markup(
          query.markup,
          { polls, histories },
          { lang: language, theme: query.theme ?? "light" },
        )
      : null;
    return ok({ polls, histories, ...(markup ? { markup } : {}) });
  });

  endpoint(app, ctx.endpoints, "getPoll", async ({ params, session, language }) =>
    ok({ poll: await visibleMarket(params.id, language, session) }),
  );

  endpoint(
    app,
    ctx.endpoints,
    "createPoll",
    async ({ body, files, session, language }) => {
      const id = await createMarket(ctx, body, files, session.user.id);
      return changed(id, language, false);
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "updatePoll", async ({ params, body, files, session, language }) => {
    const { statusChanged } = await updateMarket(ctx, params.id, body, files, session.user.id);
    return changed(params.id, language, statusChanged);
  });

  endpoint(app, ctx.endpoints, "deletePoll", async ({ params }) => {
    await deleteMarket(db, params.id);
    return ok(null);
  });

  endpoint(app, ctx.endpoints, "stopPoll", async ({ params, language }) => {
    await stopMarket(db, params.id);
    return changed(params.id, language, true);
  });

  endpoint(app, ctx.endpoints, "playPoll", async ({ params, language }) => {
    await playMarket(db, params.id, ctx.now());
    return changed(params.id, language, true);
  });

  endpoint(app, ctx.endpoints, "getPollResults", async ({ params, session, language }) => {
    const market = await visibleMarket(params.id, language, session);
    const results = await pollResults(db, params.id, language, session?.user.id ?? null);
    return ok({ results: market.blackout?.pricesHidden ? withoutVotes(results) : results });
  });

  endpoint(app, ctx.endpoints, "getPriceHistory", async ({ params, query, session, language }) => {
    const market = await visibleMarket(params.id, language, session);
    const history = await loadPriceHistory(db, params.id, query.range, ctx.now());
    return ok({ history: market.blackout?.pricesHidden ? withoutPoints(history) : history });
  });

  endpoint(app, ctx.endpoints, "getSimilarPolls", async ({ params, session, language }) => {
    const market = await visibleMarket(params.id, language, session);
    const ids = await similarMarketIds(db, { id: market._id, category: market.category });
    return ok({ polls: await loadMarkets(db, ids, language, forecastViewer(session)) });
  });

  endpoint(app, ctx.endpoints, "getPollBets", async ({ params, session, language }) => {
    const market = await visibleMarket(params.id, language, session);
    // The bets' prices are the forecast too.
    if (market.blackout?.pricesHidden) return ok({ bets: [] });
    return ok({ bets: await recentMarketBets(db, params.id, language) });
  });

  endpoint(app, ctx.endpoints, "votePoll", async ({ body, session, language }) => {
    await castVote(db, {
      userId: session.user.id,
      pollId: body.pollId,
      optionId: body.optionId,
      now: ctx.now(),
    });
    return changed(body.pollId, language, true);
  });
}
