import type { Language, Market } from "@pulso/core";
import type { SessionInfo } from "../auth/sessions";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { forecastViewer } from "./blackout";
import { listMarketIds, type ListMarketsQuery } from "./listMarkets";
import { loadMarket, loadMarkets } from "./loadMarket";

/** Whether the session is an admin's (who also sees markets awaiting review). */
export const isAdmin = (session: SessionInfo | null | undefined): boolean =>
  session?.user.role === "admin";

/**
 * A market as GET /polls/:id shows it to `session`: in its blackout as that reader may see it, and
 * null when there is none or it awaits review and the reader is not an admin.
 */
export async function loadVisibleMarket(
  db: Queryable,
  id: string,
  language: Language,
  session: SessionInfo | null | undefined,
): Promise<Market | null> {
  const market = await loadMarket(db, id, language, forecastViewer(session));
  if (!market || (market.status === "pending_review" && !isAdmin(session))) return null;
  return market;
}

/** A page of markets as GET /polls lists them for `session` (admins also see those in review). */
export async function listVisibleMarkets(
  ctx: AppContext,
  query: ListMarketsQuery,
  language: Language,
  session: SessionInfo | null | undefined,
) {
  const { ids, pagination } = await listMarketIds(ctx.db, query, {
    isAdmin: isAdmin(session),
    now: ctx.now(),
  });
  return {
    polls: await loadMarkets(ctx.db, ids, language, forecastViewer(session)),
    pagination,
  };
}
