import type { MarketKind } from "@pulso/core";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import type { MarketForBet } from "../bets/tradableMarket";

/**
 * Work that must happen inside a resolution's closing transaction, after the payouts and the
 * escrow close: the suggester profit share (DESIGN §2: 5–15% of the market's trading fees,
 * `suggester_share:<market>`, suggesterShare.ts) and the publishers' shares (DESIGN §12,
 * publisherShare.ts). resolve.ts lists them in RESOLUTION_HOOKS.
 */
export type ResolutionHook = (tx: Queryable, market: MarketForBet) => Promise<void>;

/** A market's texts and the option that won, for the messages sent after a settlement. */
export interface SettledMarket {
  id: string;
  kind: MarketKind;
  title_es: string;
  title_en: string | null;
}

/** One user credited by a settlement, and their balance once it committed. */
export interface SettlementCredit {
  userId: string;
  cents: number;
  newBalanceCents: number;
}

/**
 * What a resolution or cancellation committed: who took part (bettors or voters), who got
 * money back and how much. Realtime events and notifications are built from it after COMMIT.
 */
export interface SettlementOutcome {
  kind: "resolved" | "cancelled";
  market: SettledMarket;
  /** The winning option (null for a cancellation). */
  winner: { id: string; text_es: string; text_en: string | null } | null;
  /** Every user who took part, sorted by id. */
  participantIds: string[];
  /** Every user paid or refunded (cents > 0), sorted by id. */
  credits: SettlementCredit[];
}

/** What settlement needs of the server: its database, its realtime publisher and its clock. */
export type SettlementContext = Pick<AppContext, "db" | "realtime" | "now">;
