import {
  RESOLVED_CHART_REFRESH_DELAY_MS,
  RESOLVED_CHART_STALE_MS,
  TOASTS,
  type User,
} from "@pulso/core";
import type { QueryClient } from "@tanstack/query-core";
import type { InvalidationScheduler } from "../cache/invalidation";
import { applyMarketPrices } from "../cache/marketPrices";
import { pulsoKeys } from "../cache/queryKeys";
import type { PulsoI18n } from "../i18n/createI18n";
import type { PulsoToastVariant, SinkRelay } from "../sink";
import type { RealtimeEventContext, RealtimeEventMessage } from "./createRealtimeClient";
import { createMarketToastPolicy } from "./marketToastPolicy";

/** What the effects act on. */
export interface RealtimeEffectsOptions {
  queryClient: QueryClient;
  invalidation: InvalidationScheduler;
  i18n: PulsoI18n;
  sink: SinkRelay;
}

/** Turns realtime events into cache updates and toasts; see {@link createRealtimeEffects}. */
export interface RealtimeEffects {
  /**
   * Acts on one event. `context` says which markets a page has open (the realtime client passes
   * it); without it no market is open.
   */
  handle(message: RealtimeEventMessage, context?: RealtimeEventContext): void;
  /**
   * The socket is back after a drop (`RealtimeClient.onReconnect`): whatever its events would
   * have refreshed meanwhile refreshes now. Every cached market read is marked stale and the
   * ones on screen refetch (so each followed market's details, results and price history), and
   * so do the signed-in user's balance, bets, dashboard and bell.
   */
  catchUp(): void;
  /** Cancels the delayed chart refreshes. */
  dispose(): void;
}

/** Notifications with these titles (spec §7) also refresh the balance. */
const DEPOSIT_TITLE_KEYS = [
  "notifications.cryptoDepositSuccessful",
  "notifications.walletDepositSuccessful",
] as const;

const TOAST_VARIANTS: ReadonlySet<string> = new Set(["success", "warning", "error"]);

const NOTHING_OPEN: RealtimeEventContext = { isWatched: () => false };

/** A notification that leads to a support ticket (a reply from support) names it in its link. */
const TICKET_LINK = /^\/(?:support\/tickets|ticket-detail)\/([^/?#]+)/;

/**
 * The reactions of spec §7 to each event. Market toasts follow issue 17's policy: only for a
 * signed-in reader with the market open (`realtime.watch`) or a position in it, "Market
 * Updated!" at most once a minute per market; every other market event refreshes silently.
 *
 * | event | cache | toast |
 * |---|---|---|
 * | `poll_updated` | new prices written into cached markets; debounced refresh of that market's reads and the lists (a `replayed` one: only when it moved a price held here) | Market Updated! (4 s), per the policy; none when `replayed` |
 * | `bet_placed` | debounced refresh of active bets, betting history and own bets | — |
 * | `dashboard_updated` | debounced refresh of the dashboard | — |
 * | `poll_resolved` | debounced refresh of polls; 2 s later, chart data older than 10 minutes | Market Resolved! (8 s); none when cancelled (`winner: null`) |
 * | `balance_updated` | new balance written into the current user; its refresh; deposits and withdrawals | Balance Updated! with the balance (5 s) |
 * | `notification_received` | refresh of the bell; the current user and deposits too for deposit titles; the ticket and ticket lists for a ticket's link | its title and message (5 s) |
 */
export function createRealtimeEffects(options: RealtimeEffectsOptions): RealtimeEffects {
  const { queryClient, invalidation, i18n, sink } = options;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const toastPolicy = createMarketToastPolicy({ queryClient });

  function refreshOldCharts(): void {
    const cutoff = Date.now() - RESOLVED_CHART_STALE_MS;
    queryClient
      .invalidateQueries({
        queryKey: pulsoKeys.charts,
        predicate: (query) => query.state.dataUpdatedAt < cutoff,
      })
      .catch((error: unknown) => {
        sink.error({
          code: "INTERNAL_ERROR",
          message: i18n.errorMessage(error),
          context: "realtime.poll_resolved",
          cause: error,
        });
      });
  }

  function later(run: () => void, delayMs: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timers.add(timer);
  }

  function isDepositTitle(title: string): boolean {
    return DEPOSIT_TITLE_KEYS.some(
      (key) =>
        title === i18n.translate(key, undefined, { language: "en" }) ||
        title === i18n.translate(key, undefined, { language: "es" }),
    );
  }

  /** Support answered a ticket: its thread and the ticket lists on screen load again. */
  function refreshTicketOf(actionUrl: string | null | undefined): void {
    const ticketId = actionUrl ? TICKET_LINK.exec(actionUrl)?.[1] : undefined;
    if (!ticketId) return;
    const keys = [pulsoKeys.ticket(decodeURIComponent(ticketId)), pulsoKeys.myTickets];
    for (const queryKey of keys) {
      queryClient.invalidateQueries({ queryKey }).catch((error: unknown) => {
        sink.error({
          code: "INTERNAL_ERROR",
          message: i18n.errorMessage(error),
          context: "realtime.notification_received",
          cause: error,
        });
      });
    }
  }

  /** What a signed-in user's own events (bets, balance, bell) would have refreshed meanwhile. */
  const USER_CATCH_UP_GROUPS = [
    "currentUser",
    "myBets",
    "dashboard",
    "notifications",
    "deposits",
    "withdrawals",
  ] as const;

  function catchUp(): void {
    void invalidation.invalidateNow("polls");
    // Only a signed-in reader has events of their own (a signed-out session must not ask for
    // its user again).
    if (!queryClient.getQueryData<User | null>(pulsoKeys.currentUser)) return;
    for (const group of USER_CATCH_UP_GROUPS) void invalidation.invalidateNow(group);
  }

  function handle(message: RealtimeEventMessage, context = NOTHING_OPEN): void {
    switch (message.event) {
      case "poll_updated":
        // A live update says the market changed (its prices, or its status with the same
        // prices): its reads refresh. One replayed to a new subscriber (the poll's latest of the
        // last seconds) is news only where it moves a price held here, and never a toast: the
        // page has just loaded the market, most often after it.
        if (message.replayed) {
          if (applyMarketPrices(queryClient, message) > 0) {
            invalidation.scheduleMarket(message.pollId);
          }
          return;
        }
        applyMarketPrices(queryClient, message);
        invalidation.scheduleMarket(message.pollId);
        if (!toastPolicy.allowsUpdateToast(message.pollId, context.isWatched(message.pollId))) {
          return;
        }
        sink.toast({
          id: `poll_updated:${message.pollId}`,
          variant: "info",
          title: i18n.t("realtime.marketUpdated.title"),
          description: i18n.t("realtime.marketUpdated.description"),
          durationMs: TOASTS.defaultDurationMs,
          source: "poll_updated",
        });
        return;
      case "bet_placed":
        invalidation.schedule("activeBets");
        invalidation.schedule("bettingHistory");
        invalidation.schedule("myBets");
        return;
      case "dashboard_updated":
        invalidation.schedule("dashboard");
        return;
      case "poll_resolved":
        invalidation.schedule("polls");
        later(refreshOldCharts, RESOLVED_CHART_REFRESH_DELAY_MS);
        // A cancellation comes as `winner: null`: nothing was resolved, and its participants
        // get the server's "Market cancelled" notification instead.
        if (message.winner === null) return;
        sink.toast({
          id: `poll_resolved:${message.pollId}`,
          variant: "success",
          title: i18n.t("realtime.marketResolved.title"),
          description: i18n.t("realtime.marketResolved.description"),
          durationMs: TOASTS.resolvedDurationMs,
          source: "poll_resolved",
        });
        return;
      case "balance_updated":
        queryClient.setQueryData<User>(pulsoKeys.currentUser, (user) =>
          user ? { ...user, balance: message.newBalance } : user,
        );
        invalidation.schedule("currentUser");
        // Money moved: a deposit was credited, a withdrawal held or returned.
        invalidation.schedule("deposits");
        invalidation.schedule("withdrawals");
        sink.toast({
          id: "balance_updated",
          variant: "success",
          title: i18n.t("realtime.balanceUpdated.title"),
          description: i18n.t("realtime.balanceUpdated.description", {
            balance: i18n.formatMoney(message.newBalance),
          }),
          durationMs: TOASTS.balanceDurationMs,
          source: "balance_updated",
        });
        return;
      case "notification_received": {
        const { notification } = message;
        invalidation.schedule("notifications");
        if (isDepositTitle(notification.title)) {
          invalidation.schedule("currentUser");
          invalidation.schedule("deposits");
        }
        refreshTicketOf(notification.actionUrl);
        sink.toast({
          id: `notification:${notification._id ?? notification.title}`,
          variant: (TOAST_VARIANTS.has(notification.type ?? "")
            ? notification.type
            : "info") as PulsoToastVariant,
          title: notification.title,
          description: notification.message,
          durationMs: TOASTS.notificationDurationMs,
          source: "notification_received",
        });
        return;
      }
    }
  }

  return {
    handle,
    catchUp,
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
