import { centsToDollars } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { paginationOf } from "../dashboard/pagination";
import { endpoint, ok } from "../http/endpoint";
import { AppError, forbidden, notFound } from "../http/errors";
import { announceCardDeposit } from "./announce";
import {
  assertWithinCardLimits,
  cardDepositLimits,
  creditCardDeposit,
  recordFailedCardDeposit,
} from "./cardDeposits";
import { chargeFingerprint, keepChargeAnswer } from "./chargeIdempotency";
import { listUserDeposits, toDeposit } from "./depositRow";
import { createSandboxCardProcessor, type SandboxCardProcessor } from "./sandboxProcessor";

/** The configured card processor, or null when card deposits are off (CARD_PROCESSOR). */
function cardProcessorOf(ctx: AppContext): SandboxCardProcessor | null {
  if (ctx.config.CARD_PROCESSOR === "disabled") return null;
  return createSandboxCardProcessor({ secret: ctx.config.CARD_SANDBOX_SECRET, now: ctx.now });
}

/**
 * Card deposits (spec §7 "Deposits", DESIGN §9): the sandbox processor's charge call, crediting
 * a verified transaction record once, recording failed attempts (never credited), and the
 * user's own deposits. Every body's `userId` must be the caller's own.
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const processor = cardProcessorOf(ctx);
  const limits = cardDepositLimits(ctx.config);

  endpoint(
    app,
    ctx.endpoints,
    "chargeSandboxCard",
    async ({ body, session, idempotency }) => {
      if (!processor) throw notFound("ROUTE_NOT_FOUND");
      assertWithinCardLimits(limits, body.amount);
      const result = processor.charge({
        userId: session.user.id,
        amountCents: body.amount,
        currency: body.currency,
        cardNumber: body.cardNumber,
        expiryMonth: body.expiryMonth,
        expiryYear: body.expiryYear,
        cvv: body.cvv,
      });
      if (!result.ok) {
        // A 4xx refusal is stored with the key by `endpoint`, so a replay is the same decline.
        throw new AppError(
          result.status,
          result.code,
          result.record ? { transaction: result.record } : undefined,
        );
      }
      const answer = ok({ transaction: result.record });
      await keepChargeAnswer(ctx.db, idempotency, answer);
      return answer;
    },
    // A claim whose process died left no charge behind (its record never left that process), so a
    // retry may take it over after the lease; keepChargeAnswer drops the old holder's record.
    {
      takesOverStaleClaims: true,
      idempotencyFingerprint: (rawBody) =>
        chargeFingerprint(ctx.config.CARD_SANDBOX_SECRET, rawBody),
    },
  );

  endpoint(
    app,
    ctx.endpoints,
    "createDeposit",
    async ({ body, session, request }) => {
      if (body.userId !== session.user.id) throw forbidden();
      if (!processor) throw new AppError(503, "PAYMENT_FAILED");
      const result = await creditCardDeposit(ctx.db, processor, limits, {
        userId: session.user.id,
        amountCents: body.amount,
        record: body.pixelPayTransaction,
      });
      if (result.credited) {
        try {
          await announceCardDeposit(
            ctx,
            session.user.id,
            result.deposit.amount_cents,
            result.balanceCents,
          );
        } catch (error) {
          // The money already moved; a lost announcement is only logged.
          request.log.error(
            { err: error, depositId: result.deposit.id },
            "deposit announcement failed",
          );
        }
      }
      return ok({
        deposit: toDeposit(result.deposit),
        balance: centsToDollars(result.balanceCents),
      });
    },
    // Crediting is idempotent by itself (once per processor transaction id), so a retry may take
    // over a claim whose process died: it credits the deposit then, or answers the one credited.
    { takesOverStaleClaims: true },
  );

  endpoint(
    app,
    ctx.endpoints,
    "recordFailedDeposit",
    async ({ body, session }) => {
      if (body.userId !== session.user.id) throw forbidden();
      const row = await recordFailedCardDeposit(ctx.db, processor, {
        userId: session.user.id,
        amountCents: body.amount,
        errorMessage: body.errorMessage,
        record: body.pixelPayTransaction ?? null,
      });
      return ok({ deposit: toDeposit(row) });
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "listDeposits", async ({ query, session }) => {
    const userId = query.userId ?? session.user.id;
    if (userId !== session.user.id && session.user.role !== "admin") throw forbidden();
    const { rows, total } = await listUserDeposits(ctx.db, userId, query.page, query.limit);
    return ok({
      deposits: rows.map(toDeposit),
      pagination: paginationOf(query.page, query.limit, total),
    });
  });
}
