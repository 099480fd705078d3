import { randomUUID } from "node:crypto";
import {
  DEFAULT_LIQUIDITY_B,
  MAX_LIQUIDITY_B,
  MIN_LIQUIDITY_B,
  openingState,
  worstCaseLossCents,
} from "@pulso/core";
import type { AppContext } from "../context";
import type { EndpointInput } from "../http/endpoint";
import { validationFailed } from "../http/errors";
import type { UploadedFile } from "../http/multipart";
import { marketAccount } from "../ledger/accounts";
import { postTransaction } from "../ledger/ledger";
import { storeMarketImage } from "./marketImage";
import { recordPricePoint } from "./pricePoints";

/** The validated body of POST /polls. */
export type CreateMarketBody = EndpointInput<"createPoll">["body"];

/** Opening prices in cents: the admin's yes/no for binary markets, equal for 3–4 options. */
function openingPrices(body: CreateMarketBody): number[] {
  const [yes, no] = [body.yesPrice, body.noPrice];
  if (body.options.length === 2 && yes !== undefined && no !== undefined) return [yes, no];
  return body.options.map(() => 50);
}

/** The market maker's opening: liquidity, q per option and the subsidy the house must fund. */
function opening(body: CreateMarketBody) {
  if (body.kind !== "prediction") {
    return { b: null, q: body.options.map(() => 0), subsidyCents: 0 };
  }
  const b = body.liquidityB ?? DEFAULT_LIQUIDITY_B;
  if (b < MIN_LIQUIDITY_B || b > MAX_LIQUIDITY_B) {
    throw validationFailed([
      {
        path: "liquidityB",
        code: "INVALID_TYPE",
        params: { min: MIN_LIQUIDITY_B, max: MAX_LIQUIDITY_B },
      },
    ]);
  }
  const prices = openingPrices(body);
  return { b, q: [...openingState(b, prices).q], subsidyCents: worstCaseLossCents(b, prices) };
}

/**
 * Creates a market or poll in one transaction: the market (upcoming when it starts later,
 * else active), its options, its image, its first price point and, for predictions, the house
 * subsidy that covers the market maker's worst-case loss (DESIGN §2), so every market is
 * solvent from its first moment. Returns the new market's id.
 */
export async function createMarket(
  ctx: Pick<AppContext, "db" | "now">,
  body: CreateMarketBody,
  files: readonly UploadedFile[],
  adminId: string,
): Promise<string> {
  const now = ctx.now();
  const startDate = new Date(body.startDate);
  const endDate = new Date(body.endDate);
  if (endDate <= now) throw validationFailed([{ path: "endDate", code: "INVALID_DATE" }]);
  const { b, q, subsidyCents } = opening(body);
  const binary = body.kind === "prediction" && body.options.length === 2;
  const id = randomUUID();

  await ctx.db.transaction(async (tx) => {
    const image = await storeMarketImage(tx, { imageData: body.imageData, files }, adminId);
    await tx.query(
      `INSERT INTO markets (id, kind, status, category, title_es, title_en, description_es,
         description_en, resolution_source, resolution_rules_es, resolution_rules_en, image_url,
         start_date, end_date, yes_price, no_price, liquidity_b, featured, created_by, created_at,
         updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $20, $20)`,
      [
        id,
        body.kind,
        startDate > now ? "upcoming" : "active",
        body.category,
        body.title,
        body.titleEn,
        body.description,
        body.descriptionEn,
        body.resolutionSource,
        body.resolutionRules,
        body.resolutionRulesEn,
        image ?? null,
        startDate,
        endDate,
        binary ? body.yesPrice : null,
        binary ? body.noPrice : null,
        b,
        body.featured ?? false,
        adminId,
        now,
      ],
    );
    const values: string[] = [];
    const params: unknown[] = [id];
    body.options.forEach((option, position) => {
      params.push(randomUUID(), position, option.text, option.textEn, q[position] ?? 0);
      const at = params.length - 4;
      values.push(`($${at}, $1, $${at + 1}, $${at + 2}, $${at + 3}, $${at + 4})`);
    });
    await tx.query(
      `INSERT INTO market_options (id, market_id, position, text_es, text_en, q_micro)
       VALUES ${values.join(", ")}`,
      params,
    );
    if (subsidyCents > 0) {
      await postTransaction(tx, {
        kind: "market_subsidy",
        reference: `market_subsidy:${id}`,
        marketId: id,
        description: "LMSR worst-case loss funded by the house",
        entries: [
          { account: "house:subsidy", amountCents: -subsidyCents },
          { account: marketAccount(id), amountCents: subsidyCents },
        ],
      });
    }
    await recordPricePoint(tx, id);
  });
  return id;
}
