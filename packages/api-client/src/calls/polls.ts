import {
  API_ROUTES,
  type CreatePollBody,
  type EndpointData,
  type ListPollsQuery,
  type Market,
  type PollBatchQuery,
  type PollElectionBody,
  type PriceHistoryResponse,
  type PriceHistoryQuery,
  type QuoteQuery,
  type ResolvePollBody,
  type UpdatePollBody,
  type VotePollBody,
} from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";
import { withMarketImage } from "./images";

/** A page of markets (GET /polls: `data.polls` and `data.pagination`). */
export type MarketPage = EndpointData<"listPolls">;

/** A market's price history for one range. */
export type PriceHistory = PriceHistoryResponse["data"]["history"];

/** What both groups of poll calls share: market images made absolute. */
function pollHelpers({ absolutize }: CallContext) {
  return {
    market: (promise: Promise<{ poll: Market }>) =>
      promise.then((data) => withMarketImage(data.poll, absolutize)),
    markets: (list: Market[]) => list.map((item) => withMarketImage(item, absolutize)),
  };
}

const byId = (id: string, options?: CallOptions) => ({ ...options, params: { id } });

/**
 * The calls that read markets and polls (spec §7 and DESIGN's): public, so an embedded widget
 * carries these and nothing that changes a market.
 */
export function pollCalls(context: CallContext) {
  const { transport, call } = context;
  const { market, markets } = pollHelpers(context);
  return {
    /**
     * GET /polls: markets with filters, sort and pages. Throttled to one request per second per
     * path, with the plain-fetch fallback on a network error (spec §7).
     */
    listPolls: (query: ListPollsQuery = {}, options?: CallOptions) =>
      transport
        .throttledGet<MarketPage>(API_ROUTES.listPolls.path, query as QueryParams, options)
        .then((data) => ({ ...data, polls: markets(data.polls) })),
    /**
     * GET /polls/batch: up to 50 markets in one call (ids that name no visible market are left
     * out) and, with `history`, each one's price history for that range by market id; with
     * `markup`, each one's widget markup, for a first paint before any widget code runs.
     */
    getPollBatch: (query: PollBatchQuery, options?: CallOptions) =>
      call("getPollBatch", { ...options, query: query as QueryParams }).then((data) => ({
        ...data,
        polls: markets(data.polls),
      })),
    /** GET /polls/:id: one market, its texts in the requester's language. */
    getPoll: (id: string, options?: CallOptions) => market(call("getPoll", byId(id, options))),
    /** GET /polls/:id/bets: recent bets on the market. */
    getPollBets: (id: string, options?: CallOptions) =>
      call("getPollBets", byId(id, options)).then((data) => data.bets),
    /** GET /polls/:id/results: votes and percentages. */
    getPollResults: (id: string, options?: CallOptions) =>
      call("getPollResults", byId(id, options)).then((data) => data.results),
    /** GET /polls/:id/price-history: at most ~200 points for the range. */
    getPriceHistory: (id: string, query: PriceHistoryQuery = {}, options?: CallOptions) =>
      call("getPriceHistory", { ...byId(id, options), query: query as QueryParams }).then(
        (data) => data.history,
      ),
    /** GET /polls/:id/similar: markets like this one. */
    getSimilarPolls: (id: string, options?: CallOptions) =>
      call("getSimilarPolls", byId(id, options)).then((data) => markets(data.polls)),
    /** GET /polls/:id/quote: what a bet of `amount` dollars would get at the current price. */
    getQuote: (id: string, query: QuoteQuery, options?: CallOptions) =>
      call("getQuote", { ...byId(id, options), query: query as QueryParams }).then(
        (data) => data.quote,
      ),
  };
}

/** The calls that change markets and polls: voting, and the admin's create, edit and resolve. */
export function pollActionCalls(context: CallContext) {
  const { call, callBody } = context;
  const { market } = pollHelpers(context);
  return {
    /**
     * POST /polls (admin). With `imageData`/`imageType` in the body it sends JSON; with an image
     * file it sends multipart with `image`, `data` (the fields) and `options` (spec §5).
     */
    createPoll: (body: CreatePollBody, image?: Blob, options?: CallOptions) => {
      if (!image) return market(call("createPoll", { ...options, body }));
      const { options: pollOptions, ...fields } = body;
      const form = new FormData();
      form.append("image", image);
      form.append("data", JSON.stringify(fields));
      form.append("options", JSON.stringify(pollOptions));
      return market(call("createPoll", { ...options, body: form }));
    },
    /** PATCH /polls/:id (admin); an image file makes it multipart like createPoll. */
    updatePoll: (id: string, body: UpdatePollBody, image?: Blob, options?: CallOptions) => {
      if (!image) return market(call("updatePoll", { ...byId(id, options), body }));
      const form = new FormData();
      form.append("image", image);
      form.append("data", JSON.stringify(body));
      return market(call("updatePoll", { ...byId(id, options), body: form }));
    },
    /**
     * PATCH /polls/:id/election (admin): the market's jurisdiction, election day, a blackout window
     * set by hand and whether trading stays open in it (DESIGN §12).
     */
    setPollElection: (id: string, body: PollElectionBody, options?: CallOptions) =>
      market(call("setPollElection", { ...byId(id, options), body })),
    /** DELETE /polls/:id (admin). */
    deletePoll: (id: string, options?: CallOptions) =>
      callBody("deletePoll", byId(id, options)).then(() => undefined),
    /** POST /polls/resolve (admin): sets the winner and pays every position once. */
    resolvePoll: (body: ResolvePollBody, options?: MoneyCallOptions) =>
      market(call("resolvePoll", { ...options, body })),
    /** POST /polls/:id/cancel (admin): cancels and refunds every stake in full. */
    cancelPoll: (id: string, options?: MoneyCallOptions) =>
      market(call("cancelPoll", byId(id, options))),
    /** POST /polls/vote: one vote per user in an active poll; returns the updated poll. */
    votePoll: (body: VotePollBody, options?: CallOptions) =>
      market(call("votePoll", { ...options, body })),
    /** PATCH /polls/:id/stop (admin): closes trading. */
    stopPoll: (id: string, options?: CallOptions) => market(call("stopPoll", byId(id, options))),
    /** PATCH /polls/:id/play (admin): reopens trading before the end date. */
    playPoll: (id: string, options?: CallOptions) => market(call("playPoll", byId(id, options))),
  };
}
