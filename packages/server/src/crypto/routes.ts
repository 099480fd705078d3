import { centsToDollars, findChain } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { SessionInfo } from "../auth/sessions";
import type { AppContext } from "../context";
import { endpoint, ok } from "../http/endpoint";
import { forbidden, notFound } from "../http/errors";
import { createChainClients, type ChainClients } from "./chainClients";
import { loadCryptoSettings, type CryptoSettings } from "./cryptoConfig";
import { createDepositAddresses, type DepositAddresses } from "./depositAddresses";
import {
  createPaymentRequest,
  expireUnwatchedPayments,
  PAYMENT_COLUMNS,
  toCryptoDeposit,
  type CryptoPaymentRow,
} from "./paymentRequests";
import { approveWithdrawal } from "./sendWithdrawal";
import { cryptoNetworks } from "./networks";
import { createCryptoWatcher, type CryptoWatcher } from "./watcher";
import {
  listWithdrawalRows,
  rejectWithdrawal,
  requestWithdrawal,
  toWithdrawal,
  type WithdrawalRow,
} from "./withdrawals";

/** The crypto module's parts, built once per server from its configuration. */
export interface CryptoServices {
  settings: CryptoSettings;
  clients: ChainClients;
  addresses: DepositAddresses;
}

/** Reads the crypto settings (failing at start on a bad one) and builds the RPC clients. */
export function createCryptoServices(config: AppContext["config"]): CryptoServices {
  const settings = loadCryptoSettings(config);
  return {
    settings,
    clients: createChainClients(settings.rpcTimeoutMs),
    addresses: createDepositAddresses(settings.mnemonic),
  };
}

/** The watcher for a running server (main.ts starts it; tests call `tick`). */
export function createServerCryptoWatcher(
  ctx: Pick<AppContext, "db" | "realtime" | "now" | "config">,
  log?: (error: unknown) => void,
): CryptoWatcher {
  const services = createCryptoServices(ctx.config);
  return createCryptoWatcher({
    ctx,
    settings: services.settings,
    clients: services.clients,
    ...(log ? { log } : {}),
  });
}

/** Own data only; admins may act on anyone's (spec §7 withdrawals). */
function assertOwnOrAdmin(session: SessionInfo, userId: string): void {
  if (session.user.id !== userId && session.user.role !== "admin") throw forbidden();
}

const networkName = (chainId: number) => findChain(chainId)?.name ?? String(chainId);

/**
 * Crypto deposits and withdrawals (DESIGN §9): payment requests and their status, a user's
 * withdrawals, and the admin's review that sends them from the hot wallet.
 */
export function registerCryptoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const services = createCryptoServices(ctx.config);

  endpoint(
    app,
    ctx.endpoints,
    "createCryptoPayment",
    async ({ body, session }) => {
      const row = await createPaymentRequest(ctx.db, services, {
        userId: session.user.id,
        amountCents: body.amount,
        chainId: body.chainId,
        symbol: body.cryptocurrency,
        now: ctx.now(),
      });
      return ok({ payment: toCryptoDeposit(row, networkName(row.chain_id)) });
    },
    { successStatus: 201 },
  );

  endpoint(app, ctx.endpoints, "getCryptoNetworks", async () =>
    ok({ networks: cryptoNetworks(services.settings) }),
  );

  endpoint(app, ctx.endpoints, "getCryptoPayment", async ({ params, session }) => {
    await expireUnwatchedPayments(
      ctx.db,
      ctx.now(),
      [...services.settings.chains.keys()],
      params.id,
    );
    const result = await ctx.db.query<CryptoPaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM crypto_payments WHERE id = $1`,
      [params.id],
    );
    const row = result.rows[0];
    // Someone else's request is not found, not forbidden: its existence is not theirs to learn.
    if (!row || (row.user_id !== session.user.id && session.user.role !== "admin")) {
      throw notFound();
    }
    return ok({ payment: toCryptoDeposit(row, networkName(row.chain_id)) });
  });

  endpoint(
    app,
    ctx.endpoints,
    "createWithdrawal",
    async ({ params, body, session, idempotency }) => {
      assertOwnOrAdmin(session, params.id);
      const answer = (held: { row: WithdrawalRow; balanceCents: number }) =>
        ok({ withdrawal: toWithdrawal(held.row), balance: centsToDollars(held.balanceCents) });
      const held = await requestWithdrawal(ctx.db, services, {
        userId: params.id,
        amountCents: body.amount,
        chainId: body.chainId,
        symbol: body.cryptocurrency,
        walletAddress: body.walletAddress,
        ...(idempotency ? { idempotency: { claim: idempotency, statusCode: 201, answer } } : {}),
      });
      ctx.realtime.toUser(params.id, {
        event: "balance_updated",
        userId: params.id,
        newBalance: centsToDollars(held.balanceCents),
      });
      return answer(held);
    },
    // The answer is stored with the held funds, so a dead request's claim may be taken over.
    { successStatus: 201, takesOverStaleClaims: true },
  );

  endpoint(app, ctx.endpoints, "listWithdrawals", async ({ params, session }) => {
    assertOwnOrAdmin(session, params.id);
    const rows = await listWithdrawalRows(ctx.db, { userId: params.id });
    return ok({ withdrawals: rows.map(toWithdrawal) });
  });

  endpoint(app, ctx.endpoints, "listAdminWithdrawals", async ({ query }) => {
    const rows = await listWithdrawalRows(ctx.db, query.status ? { status: query.status } : {});
    return ok({ withdrawals: rows.map(toWithdrawal) });
  });

  endpoint(app, ctx.endpoints, "approveWithdrawal", async ({ params, body, session }) => {
    const row = await approveWithdrawal(ctx.db, services, {
      id: params.id,
      adminId: session.user.id,
      notes: body.adminNotes ?? null,
      now: ctx.now,
    });
    return ok({ withdrawal: toWithdrawal(row) });
  });

  endpoint(app, ctx.endpoints, "rejectWithdrawal", async ({ params, body, session }) => {
    const row = await rejectWithdrawal(ctx.db, {
      id: params.id,
      adminId: session.user.id,
      notes: body.adminNotes ?? null,
      now: ctx.now(),
    });
    return ok({ withdrawal: toWithdrawal(row) });
  });
}
