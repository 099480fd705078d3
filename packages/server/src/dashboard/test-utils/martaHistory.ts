import type { Bet } from "@pulso/core";
import type { TestServer } from "../../test-utils/testServer";
import {
  backdateSignup,
  betAt,
  cancelAt,
  createHistoryMarket,
  daysAgo,
  depositAt,
  resolveAt,
  type Actor,
  type HistoryMarket,
} from "./history";

/** The five bets of the scenario, by how they ended. */
export type HistoryBetKey = "won" | "lost" | "refunded" | "open" | "fresh";

/** Marta's history as the tests know it. */
export interface MartaHistory {
  admin: Actor;
  marta: Actor & { token: string };
  markets: Record<HistoryBetKey, HistoryMarket>;
  bets: Record<HistoryBetKey, Bet>;
  at: Record<
    | "signup"
    | "deposit"
    | "wonBet"
    | "wonSettled"
    | "lostBet"
    | "lostSettled"
    | "refundedBet"
    | "refundedSettled"
    | "openBet",
    Date
  >;
}

/**
 * Builds Marta's history through the real API, moved into the past: signed up 45 days ago,
 * $200 deposited 44 days ago; $20 on Yes of "¿Ganará Ana?" (presidential) 40 days ago, won 38
 * days ago; $10 on Yes of a congressional market 20 days ago, lost 10 days ago; $15 on Yes of a
 * state market 5 days ago, cancelled 3 days ago; $25 on Yes of a presidential market 2 days
 * ago and $5 on No of a local one now, both open.
 */
export async function buildMartaHistory(server: TestServer): Promise<MartaHistory> {
  const admin = await server.admin();
  const marta = await server.signup({ name: "Marta Gómez" });
  const at = {
    signup: daysAgo(45),
    deposit: daysAgo(44),
    wonBet: daysAgo(40),
    wonSettled: daysAgo(38),
    lostBet: daysAgo(20),
    lostSettled: daysAgo(10),
    refundedBet: daysAgo(5),
    refundedSettled: daysAgo(3),
    openBet: daysAgo(2),
  };
  const markets: Record<HistoryBetKey, HistoryMarket> = {
    won: await createHistoryMarket(admin, {
      category: "presidential",
      title: "¿Ganará Ana?",
      titleEn: "Will Ana win?",
    }),
    lost: await createHistoryMarket(admin, {
      category: "congressional",
      title: "¿Ganará Luis?",
      titleEn: "Will Luis win?",
    }),
    refunded: await createHistoryMarket(admin, { category: "state" }),
    open: await createHistoryMarket(admin, { category: "presidential" }),
    fresh: await createHistoryMarket(admin, { category: "local" }),
  };
  const bets = {} as Record<HistoryBetKey, Bet>;
  const place = async (key: HistoryBetKey, side: "yes" | "no", dollars: number, when: Date) => {
    const market = markets[key];
    const id = await betAt(server, marta, market[side], market, dollars, when);
    bets[key] = await marta.api.getBet(id);
  };

  await backdateSignup(server, marta.userId, at.signup);
  await depositAt(server, marta.userId, 20_000, at.deposit);
  await place("won", "yes", 20, at.wonBet);
  await resolveAt(server, admin, markets.won, markets.won.yes, at.wonSettled);
  await place("lost", "yes", 10, at.lostBet);
  await resolveAt(server, admin, markets.lost, markets.lost.no, at.lostSettled);
  await place("refunded", "yes", 15, at.refundedBet);
  await cancelAt(server, admin, markets.refunded, at.refundedSettled);
  await place("open", "yes", 25, at.openBet);
  await place("fresh", "no", 5, new Date());
  // Settled bets as they are now (status and payout), for the assertions.
  for (const key of ["won", "lost", "refunded"] as const) {
    bets[key] = await marta.api.getBet(bets[key]._id);
  }
  return { admin, marta, markets, bets, at };
}
