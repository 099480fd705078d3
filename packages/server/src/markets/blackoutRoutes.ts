import type { BlackoutRuleEntry } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { endpoint, ok } from "../http/endpoint";
import { notFound, validationFailed } from "../http/errors";
import { loadMarket } from "./loadMarket";
import { publishMarketUpdate } from "./publishMarket";

interface RuleRow {
  country: string;
  region: string;
  days_before: number;
  law_es: string;
  law_en: string;
  time_zone: string;
  updated_at: Date;
}

/** Every blackout rule, countries first, then their regions. */
async function listRules(db: Queryable): Promise<BlackoutRuleEntry[]> {
  const result = await db.query<RuleRow>("SELECT * FROM blackout_rules ORDER BY country, region");
  return result.rows.map((row) => ({
    jurisdiction: row.region || row.country,
    daysBefore: row.days_before,
    law: { es: row.law_es, en: row.law_en },
    timeZone: row.time_zone,
    updatedAt: row.updated_at.toISOString(),
  }));
}

/** Whether the runtime knows a time zone by that IANA name (the database's list is the same). */
function knownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `ES` → (ES, ''); `AR-B` → (AR, AR-B). */
function splitJurisdiction(jurisdiction: string): { country: string; region: string } {
  return jurisdiction.includes("-")
    ? { country: jurisdiction.slice(0, 2), region: jurisdiction }
    : { country: jurisdiction, region: "" };
}

/**
 * The election blackout's admin calls (DESIGN §12): a market's election (jurisdiction, day, a
 * window set by hand, trading in the window), and the rules per jurisdiction, which anyone may
 * read (they are the law) and admins keep.
 */
export function registerBlackoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  endpoint(app, ctx.endpoints, "setPollElection", async ({ params, body, language }) => {
    const window = body.blackoutWindow;
    const updated = await db.query(
      `UPDATE markets SET jurisdiction_country = $2, jurisdiction_region = $3, election_date = $4,
              blackout_starts_at = $5, blackout_ends_at = $6, blackout_trading_open = $7,
              updated_at = now()
        WHERE id = $1`,
      [
        params.id,
        body.jurisdiction?.country ?? null,
        body.jurisdiction?.region ?? null,
        body.electionDate,
        window?.startsAt ?? null,
        window?.endsAt ?? null,
        body.tradingOpen,
      ],
    );
    if (updated.rowCount === 0) throw notFound();
    const market = await loadMarket(db, params.id, language, "platform");
    if (!market) throw notFound();
    // Leaving a window: the subscribers get the prices back at once (in one, nothing is sent).
    publishMarketUpdate(ctx, market);
    return ok({ poll: market });
  });

  endpoint(app, ctx.endpoints, "listBlackoutRules", async () => ok({ rules: await listRules(db) }));

  endpoint(app, ctx.endpoints, "saveBlackoutRule", async ({ params, body }) => {
    if (!knownTimeZone(body.timeZone)) {
      throw validationFailed([{ path: "timeZone", code: "INVALID_TIME_ZONE" }]);
    }
    const { country, region } = splitJurisdiction(params.jurisdiction);
    await db.query(
      `INSERT INTO blackout_rules (country, region, days_before, law_es, law_en, time_zone)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (country, region) DO UPDATE
         SET days_before = excluded.days_before, law_es = excluded.law_es,
             law_en = excluded.law_en, time_zone = excluded.time_zone, updated_at = now()`,
      [country, region, body.daysBefore, body.lawEs, body.lawEn, body.timeZone],
    );
    return ok({ rules: await listRules(db) });
  });

  endpoint(app, ctx.endpoints, "deleteBlackoutRule", async ({ params }) => {
    const { country, region } = splitJurisdiction(params.jurisdiction);
    const deleted = await db.query(
      "DELETE FROM blackout_rules WHERE country = $1 AND region = $2",
      [country, region],
    );
    if (deleted.rowCount === 0) throw notFound();
    return ok({ rules: await listRules(db) });
  });
}
