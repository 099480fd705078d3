import { randomUUID } from "node:crypto";
import type { ApiClient } from "@pulso/api-client";
import type { CreatePollBody, LmsrState, MarketKind } from "@pulso/core";
import type { TestServer } from "../../test-utils/testServer";

/** How a test market should look; everything has a sensible default. */
export interface TestMarketOptions {
  kind?: MarketKind;
  /** Yes/no opening prices in cents (binary predictions). */
  prices?: [number, number];
  /** Option texts (Spanish); two by default. */
  options?: string[];
  liquidityB?: number;
  /**
   * `upcoming` starts tomorrow and `closed` is stopped by the admin (both through the API);
   * `pending_review` (a non-admin's market awaiting approval) is set in the database.
   */
  status?: "upcoming" | "closed" | "pending_review";
  /** Moves the end date into the past after creation (the closing job has not run). */
  ended?: boolean;
}

/** A created market: its id, option ids in order, and its opening LMSR state. */
export interface TestMarket {
  id: string;
  optionIds: string[];
  state: LmsrState;
}

/** An admin as `server.admin()` returns it. */
export interface TestAdmin {
  api: ApiClient;
  userId: string;
  token: string;
}

/**
 * Creates a market through the admin API (`createPoll`), the way an admin would: options,
 * opening prices and the house subsidy come from the markets domain.
 */
export async function createTestMarket(
  server: TestServer,
  admin: TestAdmin,
  options: TestMarketOptions = {},
): Promise<TestMarket> {
  const kind = options.kind ?? "prediction";
  const texts = options.options ?? ["Sí", "No"];
  const now = Date.now();
  const body: CreatePollBody = {
    kind,
    title: `Mercado de prueba ${randomUUID().slice(0, 8)}`,
    titleEn: "Test market",
    description: "Un mercado creado por las pruebas de apuestas.",
    descriptionEn: "A market created by the bet tests.",
    category: "presidential",
    startDate: new Date(
      options.status === "upcoming" ? now + 24 * 3600_000 : now - 60_000,
    ).toISOString(),
    endDate: new Date(now + 30 * 24 * 3600_000).toISOString(),
    options: texts.map((text, index) => ({ text, textEn: `Option ${index + 1}` })),
    ...(kind === "prediction"
      ? { yesPrice: options.prices?.[0] ?? 50, noPrice: options.prices?.[1] ?? 50 }
      : {}),
    ...(options.liquidityB === undefined ? {} : { liquidityB: options.liquidityB }),
  };

  const id = (await admin.api.createPoll(body))._id;
  if (options.status === "closed") await admin.api.stopPoll(id);
  if (options.status === "pending_review") {
    await server.db.query("UPDATE markets SET status = 'pending_review' WHERE id = $1", [id]);
  }
  if (options.ended) {
    await server.db.query(
      "UPDATE markets SET start_date = now() - interval '2 days', end_date = now() - interval '1 second' WHERE id = $1",
      [id],
    );
  }
  return { id, ...(await marketState(server, id)) };
}

/** A market's option ids and current LMSR state, read from the database. */
export async function marketState(
  server: TestServer,
  id: string,
): Promise<{ optionIds: string[]; state: LmsrState }> {
  const market = await server.db.query<{ liquidity_b: number | null }>(
    "SELECT liquidity_b FROM markets WHERE id = $1",
    [id],
  );
  const options = await server.db.query<{ id: string; q_micro: number }>(
    "SELECT id, q_micro FROM market_options WHERE market_id = $1 ORDER BY position",
    [id],
  );
  return {
    optionIds: options.rows.map((row) => row.id),
    state: { b: market.rows[0]?.liquidity_b ?? 0, q: options.rows.map((row) => row.q_micro) },
  };
}
