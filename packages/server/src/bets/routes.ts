import { centsToDollars } from "@pulso/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { endpoint, ok } from "../http/endpoint";
import { notFound } from "../http/errors";
import { forecastViewer } from "../markets/blackout";
import { loadMarket } from "../markets/loadMarket";
import { announceSettlement } from "../settlement/announce";
import { findBet, listUserBets, toBet } from "./betRow";
import { cancelMarket } from "../settlement/cancel";
import { createBatchQueue } from "./batchQueue";
import { placeBetBatch } from "./betBatch";
import type { PlaceBetInput, PlacedBet } from "./placeBet";
import { quoteForMarket } from "./quote";
import { resolveMarket } from "../settlement/resolve";
import { betWindowSource } from "../publishers/betWindows";
import type { SettlementOutcome } from "../settlement/types";

/**
 * Registers the bet calls (spec §7 "Bets", DESIGN §2): placing a bet, quoting one, the user's
 * bets, and the admin's resolution and cancellation of a market with their payouts and refunds.
 */
export function registerBetRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Announcements are best effort: the money already moved, so a failure here is only logged. */
  const announce = async (request: FastifyRequest, outcome: SettlementOutcome) => {
    try {
      await announceSettlement(ctx, outcome);
    } catch (error) {
      request.log.error(
        { err: error, pollId: outcome.market.id },
        "settlement announcement failed",
      );
    }
  };

  /** A market as its admin sees it, on the platform (forecasts shown in a blackout too). */
  const pollFor = async (id: string, language: "es" | "en") => {
    const poll = await loadMarket(ctx.db, id, language, "platform");
    if (!poll) throw notFound();
    return poll;
  };

  /**
   * The active publisher of the site an embed session was approved for (the frame's verified
   * ancestor, DESIGN §12), or null: a bet through its frame is credited to it. Bets from the
   * platform's own pages, or from a site no active publisher registered, are no one's.
   */
  const embedPublisher = async (site: string | null, article: string | null) => {
    const publisher = site ? await ctx.publishers.publisherFor(site) : null;
    return publisher ? { id: publisher.id, article } : null;
  };

  // Group commit: bets that arrive while transactions are in flight share the next one, whatever
  // their markets; a market is in one transaction at a time.
  const bets = createBatchQueue<PlaceBetInput, PlacedBet>({
    keyOf: (input) => input.pollId,
    run: (inputs) => placeBetBatch(ctx, inputs),
    maxBatch: ctx.config.BET_BATCH_MAX,
    maxRuns: ctx.config.BET_BATCH_RUNS,
  });

  endpoint(
    app,
    ctx.endpoints,
    "placeBet",
    async ({ body, session, language, idempotency }) => {
      const answer = (placed: PlacedBet) =>
        ok({ bet: placed.bet, balance: centsToDollars(placed.balanceCents) });
      // Through a frame, the embed session's site; from a bet window (a frame that keeps no
      // cookie), the publisher the server opened it for; else no one (DESIGN §12).
      const publisher =
        session.kind === "embed"
          ? await embedPublisher(session.site, body.article ?? null)
          : body.attribution
            ? await betWindowSource(ctx.db, body.attribution, ctx.now())
            : null;
      const placed = await bets.push({
        userId: session.user.id,
        pollId: body.pollId,
        optionId: body.optionId,
        amountCents: body.amount,
        betLanguage: body.language,
        ...(session.kind === "embed" ? { embedSession: session.tokenHash } : {}),
        ...(publisher ? { publisher } : {}),
        ...(body.maxPrice === undefined ? {} : { maxPrice: body.maxPrice }),
        ...(body.minShares === undefined ? {} : { minShares: body.minShares }),
        language,
        ...(idempotency ? { idempotency: { claim: idempotency, statusCode: 201, answer } } : {}),
      });
      return answer(placed);
    },
    { successStatus: 201, takesOverStaleClaims: true },
  );

  endpoint(app, ctx.endpoints, "getQuote", async ({ params, query, session }) => {
    const quote = await quoteForMarket(ctx.db, {
      pollId: params.id,
      optionId: query.optionId,
      amountCents: query.amount,
      now: ctx.now(),
      viewer: forecastViewer(session),
    });
    return ok({ quote });
  });

  endpoint(app, ctx.endpoints, "getMyBets", async ({ query, session, language }) => {
    const rows = await listUserBets(ctx.db, session.user.id, query.pollId);
    return ok({ bets: rows.map((row) => toBet(row, language)) });
  });

  endpoint(app, ctx.endpoints, "getBet", async ({ params, session, language }) => {
    const row = await findBet(ctx.db, params.id);
    // Someone else's bet does not exist for this user: 404, never 403 (no id probing).
    if (!row || row.user_id !== session.user.id) throw notFound();
    return ok({ bet: toBet(row, language) });
  });

  endpoint(app, ctx.endpoints, "resolvePoll", async ({ body, language, request }) => {
    // Pays in chunks (settlement/resolve.ts) and answers once the market is resolved.
    await resolveMarket(
      ctx,
      { marketId: body.pollId, winnerId: body.winnerId, now: ctx.now() },
      { log: (error, message) => request.log.error({ err: error, pollId: body.pollId }, message) },
    );
    return ok({ poll: await pollFor(body.pollId, language) });
  });

  endpoint(app, ctx.endpoints, "cancelPoll", async ({ params, language, request }) => {
    const outcome = await cancelMarket(ctx.db, { marketId: params.id, now: ctx.now() });
    await announce(request, outcome);
    return ok({ poll: await pollFor(params.id, language) });
  });
}
