import { ApiError, type PriceHistory } from "@pulso/api-client";
import {
  POLL_BATCH_MAX_IDS,
  type Language,
  type Leaderboard,
  type LeaderboardQuery,
  type Market,
  type MarkupWidget,
  type WidgetMarkup,
  type PriceHistoryRange,
  type WidgetTheme,
} from "@pulso/core";
import { log } from "../log";
import {
  createRealtimeClient,
  type RealtimeEventMessage,
  type WebSocketConstructor,
} from "../realtime/createRealtimeClient";
import { withPricePoint, withPrices } from "../realtime/priceUpdate";
import { realtimeUrl } from "../realtime/realtimeUrl";
import { createCell, type Cell } from "./cell";
import { createPublicCalls } from "./publicCalls";
import type { PublicData } from "./publicData";

/** Settings of {@link createPublicClient}. */
export interface PublicClientOptions {
  /** The API base, e.g. `https://pulso.example/api/v1`. */
  apiBase: string;
  /** The language API texts come in (markets carry both anyway); default Spanish. */
  lang?: Language;
  /**
   * Whether requests carry the reader's platform cookies. Public data needs none: on a
   * publisher's page they stay home (`omit`, the default), so no script there acts with them.
   */
  credentials?: "include" | "omit";
  /** The fetch implementation (tests); default the global one. */
  fetch?: typeof fetch;
  /** The WebSocket implementation; default the global one. */
  WebSocket?: WebSocketConstructor;
  /** How long a request waits for others to join its batch, in ms (default 10). */
  batchWindowMs?: number;
  /** Wait before each reconnection try (spec §9: 5 s); shorter in tests. */
  reconnectDelayMs?: number;
}

/** A widget's markup the server renders for a first paint (DESIGN §7). */
export interface MarkupRequest {
  widget: MarkupWidget;
  lang: Language;
  theme: WidgetTheme;
}

/** The public data of one page and API base, with the socket it keeps. */
export interface PublicClient extends PublicData {
  /**
   * A widget's markup for a market, rendered by the server from the data this client then holds
   * (the market and its week's history load in the same batch request), or null when the server
   * has none (no such market, no renderer, a failed request). What a page paints before any
   * widget code runs.
   */
  markup(id: string, request: MarkupRequest): Promise<WidgetMarkup | null>;
  /** Closes the socket and drops pending work; what is on screen stays. */
  stop(): void;
}

/**
 * How long a market nobody watches any more is still followed on the socket, in ms: long enough
 * for a widget that replaces another to subscribe in its effects.
 */
export const UNFOLLOW_GRACE_MS = 1000;

/** The range whose history comes with a market in its batch: the card's sparkline (one week). */
const BATCHED_RANGE: PriceHistoryRange = "1w";

/** Resolves one caller's markup request. */
type Waiter = (markup: WidgetMarkup | null) => void;

interface MarketEntry {
  market: Cell<Market>;
  histories: Map<PriceHistoryRange, Cell<PriceHistory>>;
  /** Cells of this market someone watches; the socket follows the market while above zero. */
  watchers: number;
  unfollow: (() => void) | null;
}

/**
 * The lean public-data client of embedded widgets (DESIGN §7): no query cache, no account or
 * payment code, no zod. Markets asked for within a few milliseconds of each other load in one
 * GET /polls/batch (with their week's history); one socket follows every watched market, and a
 * `poll_updated` push is applied as it comes (prices, volume, a new history point) without a
 * refetch; one replayed to a new subscriber only where it moves a price held here. After the
 * connection comes back from a drop, everything watched loads again once (what was missed while
 * offline).
 *
 * @example
 * const data = createPublicClient({ apiBase: "https://pulso.example/api/v1" });
 * const stop = data.market("m_42").subscribe(() => render(data.market("m_42").getSnapshot()));
 */
export function createPublicClient(options: PublicClientOptions): PublicClient {
  const api = createPublicCalls({
    apiBase: options.apiBase,
    lang: options.lang ?? "es",
    credentials: options.credentials ?? "omit",
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const batchWindowMs = options.batchWindowMs ?? 10;

  const markets = new Map<string, MarketEntry>();
  const leaderboards = new Map<string, { cell: Cell<Leaderboard>; query: LeaderboardQuery }>();
  /** Market ids waiting for the next batch, with whether their week's history is wanted. */
  const pending = new Map<string, boolean>();
  /** Markup waiting for the next batch, by request (widget, language, theme), then market id. */
  const pendingMarkup = new Map<string, { request: MarkupRequest; ids: Map<string, Waiter[]> }>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const realtime = createRealtimeClient({
    url: realtimeUrl(options.apiBase),
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    ...(options.reconnectDelayMs !== undefined
      ? { reconnectDelayMs: options.reconnectDelayMs }
      : {}),
    getToken: () => null,
    onEvent: (message) => handle(message),
    onGiveUp: () =>
      log.warn("lost the live connection; prices are marked offline until it returns"),
  });
  // Back after a drop: load again what the socket could not tell us meanwhile.
  realtime.onReconnect(() => catchUp());

  function schedule(): void {
    if (timer !== null) return;
    timer = setTimeout(flush, batchWindowMs);
  }

  function request(id: string, withHistory: boolean): void {
    pending.set(id, (pending.get(id) ?? false) || withHistory);
    schedule();
  }

  function flush(): void {
    timer = null;
    const groups = [...pendingMarkup.values()];
    pendingMarkup.clear();
    for (const { request: markup, ids: waiting } of groups) {
      // A market in a markup batch loads there, with its week's history.
      for (const id of waiting.keys()) pending.delete(id);
      const ids = [...waiting.keys()];
      for (let start = 0; start < ids.length; start += POLL_BATCH_MAX_IDS) {
        const batch = ids.slice(start, start + POLL_BATCH_MAX_IDS);
        void loadBatch(batch, true, { request: markup, waiting });
      }
    }
    const ids = [...pending.keys()];
    for (let start = 0; start < ids.length; start += POLL_BATCH_MAX_IDS) {
      const batch = ids.slice(start, start + POLL_BATCH_MAX_IDS);
      const withHistory = batch.some((id) => pending.get(id));
      for (const id of batch) pending.delete(id);
      void loadBatch(batch, withHistory);
    }
  }

  async function loadBatch(
    ids: string[],
    withHistory: boolean,
    markup?: { request: MarkupRequest; waiting: Map<string, Waiter[]> },
  ): Promise<void> {
    const answerMarkup = (id: string, shown: WidgetMarkup | null) => {
      for (const resolve of markup?.waiting.get(id) ?? []) resolve(shown);
    };
    const cells = (id: string) => {
      const entry = markets.get(id);
      const week = entry?.histories.get(BATCHED_RANGE);
      return entry ? [entry.market, ...(withHistory && week ? [week] : [])] : [];
    };
    for (const id of ids) for (const cell of cells(id)) cell.loading();
    try {
      const answer = await api.getPollBatch({
        ids: ids.join(","),
        ...(withHistory ? { history: BATCHED_RANGE } : {}),
        ...(markup
          ? {
              markup: markup.request.widget,
              lang: markup.request.lang,
              theme: markup.request.theme,
            }
          : {}),
      });
      const found = new Map(answer.polls.map((market) => [market._id, market]));
      for (const id of ids) {
        const entry = markets.get(id);
        if (!entry) continue;
        const market = found.get(id);
        if (market) entry.market.loaded(market);
        else entry.market.failed(notFound(id));
        const week = entry.histories.get(BATCHED_RANGE);
        const history = answer.histories[id];
        if (withHistory && week) {
          if (history) week.loaded(history);
          else week.failed(notFound(id));
        }
      }
      for (const id of ids) answerMarkup(id, answer.markup?.[id] ?? null);
    } catch (error) {
      log.warn("loading markets failed", error);
      for (const id of ids) for (const cell of cells(id)) cell.failed(error);
      for (const id of ids) answerMarkup(id, null);
    }
  }

  function loadHistory(id: string, range: PriceHistoryRange, cell: Cell<PriceHistory>): void {
    if (range === BATCHED_RANGE) {
      request(id, true);
      return;
    }
    cell.loading();
    api.getPriceHistory(id, { range }).then(
      (history) => cell.loaded(history),
      (error: unknown) => {
        log.warn(`loading the price history of ${id} failed`, error);
        cell.failed(error);
      },
    );
  }

  function loadLeaderboard(cell: Cell<Leaderboard>, query: LeaderboardQuery): void {
    cell.loading();
    api.getLeaderboard(query).then(
      (leaderboard) => cell.loaded(leaderboard),
      (error: unknown) => {
        log.warn("loading the leaderboard failed", error);
        cell.failed(error);
      },
    );
  }

  /** Someone started watching one of a market's cells: follow it on the socket. */
  function watch(id: string): void {
    const entry = markets.get(id);
    if (!entry) return;
    entry.watchers += 1;
    // Followed already: by another watcher, or still within the grace after the last one left.
    if (entry.unfollow) return;
    entry.unfollow = realtime.subscribe(id);
    realtime.connect();
  }

  /**
   * Someone stopped watching one of a market's cells; the last one stops following it, unless
   * someone watches it again within {@link UNFOLLOW_GRACE_MS}: a widget moved in the DOM, or a
   * painted card handing over to its live one (which subscribes in an effect after its first
   * paint), would otherwise unsubscribe and subscribe again, and get the market's replay again.
   */
  function unwatch(id: string): void {
    const entry = markets.get(id);
    if (!entry) return;
    entry.watchers -= 1;
    if (entry.watchers > 0) return;
    setTimeout(() => {
      if (entry.watchers > 0) return;
      entry.unfollow?.();
      entry.unfollow = null;
    }, UNFOLLOW_GRACE_MS);
  }

  function entryOf(id: string): MarketEntry {
    let entry = markets.get(id);
    if (entry) return entry;
    const market = createCell<Market>({
      watched() {
        watch(id);
        const shown = market.snapshot();
        if (shown.data === undefined && !shown.isFetching) request(id, false);
      },
      unwatched: () => unwatch(id),
      retry() {
        market.restart();
        request(id, false);
      },
    });
    entry = { market, histories: new Map(), watchers: 0, unfollow: null };
    markets.set(id, entry);
    return entry;
  }

  function historyCell(id: string, range: PriceHistoryRange): Cell<PriceHistory> {
    const entry = entryOf(id);
    const known = entry.histories.get(range);
    if (known) return known;
    const cell: Cell<PriceHistory> = createCell<PriceHistory>({
      watched() {
        watch(id);
        const shown = cell.snapshot();
        if (shown.data === undefined && !shown.isFetching) loadHistory(id, range, cell);
      },
      unwatched: () => unwatch(id),
      retry() {
        cell.restart();
        loadHistory(id, range, cell);
      },
    });
    entry.histories.set(range, cell);
    return cell;
  }

  function handle(message: RealtimeEventMessage): void {
    if (message.event === "poll_updated") {
      const entry = markets.get(message.pollId);
      if (!entry) return;
      const shown = entry.market.snapshot().data;
      entry.market.update((market) => withPrices(market, message));
      // One replayed to a new subscriber (the market's latest of the last seconds) most often
      // came before the batch that loaded the market: news only where it moves a price held
      // here. Otherwise it would add a point to every history and wake every painted card.
      if (message.replayed && entry.market.snapshot().data === shown) return;
      for (const history of entry.histories.values()) {
        history.update((data) => withPricePoint(data, message, message.at));
      }
    } else if (message.event === "poll_resolved") {
      const entry = markets.get(message.pollId);
      if (entry) reload(message.pollId, entry);
    }
  }

  /** Loads a market again, with the histories someone watches. */
  function reload(id: string, entry: MarketEntry): void {
    if (entry.market.isWatched() || entry.histories.get(BATCHED_RANGE)?.isWatched()) {
      request(id, entry.histories.get(BATCHED_RANGE)?.isWatched() ?? false);
    }
    for (const [range, cell] of entry.histories) {
      if (range !== BATCHED_RANGE && cell.isWatched()) loadHistory(id, range, cell);
    }
  }

  function catchUp(): void {
    for (const [id, entry] of markets) reload(id, entry);
    for (const { cell, query } of leaderboards.values()) {
      if (cell.isWatched()) loadLeaderboard(cell, query);
    }
  }

  return {
    market: (id) => entryOf(id).market.resource,
    priceHistory: (id, range) => historyCell(id, range).resource,
    leaderboard(query) {
      const key = JSON.stringify([query.period, query.metric, query.limit]);
      let held = leaderboards.get(key);
      if (!held) {
        const cell: Cell<Leaderboard> = createCell<Leaderboard>({
          watched() {
            const shown = cell.snapshot();
            if (shown.data === undefined && !shown.isFetching) loadLeaderboard(cell, query);
          },
          unwatched() {},
          retry() {
            cell.restart();
            loadLeaderboard(cell, query);
          },
        });
        held = { cell, query };
        leaderboards.set(key, held);
      }
      return held.cell.resource;
    },
    async listMarkets(query) {
      const page = await api.listPolls(query);
      for (const market of page.polls) {
        const cell = entryOf(market._id).market;
        if (cell.snapshot().data === undefined) cell.loaded(market);
      }
      return page;
    },
    markup(id, markup) {
      entryOf(id);
      historyCell(id, BATCHED_RANGE);
      const key = `${markup.widget}|${markup.lang}|${markup.theme}`;
      let group = pendingMarkup.get(key);
      if (!group) {
        group = { request: markup, ids: new Map() };
        pendingMarkup.set(key, group);
      }
      const waiting = group.ids.get(id) ?? [];
      group.ids.set(id, waiting);
      schedule();
      return new Promise<WidgetMarkup | null>((resolve) => waiting.push(resolve));
    },
    connection: realtime.store,
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending.clear();
      for (const group of pendingMarkup.values()) {
        for (const waiting of group.ids.values()) for (const resolve of waiting) resolve(null);
      }
      pendingMarkup.clear();
      realtime.disconnect();
      for (const entry of markets.values()) {
        entry.unfollow?.();
        entry.unfollow = null;
      }
    },
  };
}

/** The error a card shows as "market not found". */
function notFound(id: string): ApiError {
  return new ApiError({ status: 404, code: "NOT_FOUND", path: `/polls/${id}` });
}
