import { randomUUID } from "node:crypto";
import { centsToDollars, cryptoMinimumCents, type CryptoDeposit } from "@pulso/core";
import { formatUnits } from "viem";
import type { Queryable } from "../db/database";
import { AppError, refused } from "../http/errors";
import type { ChainClients } from "./chainClients";
import { configuredToken, type ConfiguredToken, type CryptoSettings } from "./cryptoConfig";
import type { DepositAddresses } from "./depositAddresses";

/** A crypto payment request as stored (0009_crypto). */
export interface CryptoPaymentRow {
  id: string;
  user_id: string;
  chain_id: number;
  chain_key: string;
  token_symbol: string;
  token_address: string | null;
  decimals: number;
  address_index: number;
  payment_address: string;
  amount_cents: number;
  /** Read as text: numeric(78,0) does not fit a JS number. */
  exact_amount: string;
  start_block: number;
  scanned_block: number;
  status: CryptoDeposit["status"];
  tx_hash: string | null;
  log_index: number | null;
  block_number: number | null;
  block_hash: string | null;
  confirmations: number;
  required_confirmations: number;
  failure_reason: string | null;
  expires_at: Date;
  created_at: Date;
}

/** The columns of a payment row, with the exact amount as text. */
export const PAYMENT_COLUMNS = `id, user_id, chain_id, chain_key, token_symbol, token_address, decimals,
  address_index, payment_address, amount_cents, exact_amount::text AS exact_amount, start_block,
  scanned_block, status, tx_hash, log_index, block_number, block_hash, confirmations,
  required_confirmations, failure_reason, expires_at, created_at`;

/** A stored payment request as the API shows it. */
export function toCryptoDeposit(row: CryptoPaymentRow, networkName: string): CryptoDeposit {
  return {
    _id: row.id,
    amountUsd: centsToDollars(row.amount_cents),
    cryptocurrency: row.token_symbol,
    chainId: row.chain_id,
    network: networkName,
    paymentAddress: row.payment_address,
    tokenAddress: row.token_address,
    exactAmount: formatUnits(BigInt(row.exact_amount), row.decimals),
    transactionHash: row.tx_hash,
    status: row.status,
    confirmations: row.confirmations,
    requiredConfirmations: row.required_confirmations,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The exact amount to receive for a USD amount, in the token's smallest unit: stablecoins 1:1,
 * native coins at the configured price (rounded up, so the house never receives less than the
 * credit). Null when a native coin has no configured price.
 */
export function exactAmountFor(
  settings: CryptoSettings,
  token: ConfiguredToken,
  amountCents: number,
): bigint | null {
  const cents = BigInt(amountCents);
  const scale = 10n ** BigInt(token.decimals);
  if (token.stablecoin) return (cents * scale) / 100n + ((cents * scale) % 100n === 0n ? 0n : 1n);
  const price = settings.nativeUsdCents.get(token.symbol);
  if (!price) return null;
  const numerator = cents * scale;
  const priceCents = BigInt(price);
  return numerator / priceCents + (numerator % priceCents === 0n ? 0n : 1n);
}

/** What a new payment request needs. */
export interface NewPaymentRequest {
  userId: string;
  amountCents: number;
  chainId: number;
  symbol: string;
  now: Date;
}

/**
 * Makes a payment request: the next HD index's address, the exact amount and the expiry. The
 * chain head is read first (no database lock is held across the RPC call): transfers in earlier
 * blocks are never this request's.
 */
export async function createPaymentRequest(
  db: Queryable,
  deps: { settings: CryptoSettings; clients: ChainClients; addresses: DepositAddresses },
  input: NewPaymentRequest,
): Promise<CryptoPaymentRow> {
  const pair = configuredToken(deps.settings, input.chainId, input.symbol);
  if (!pair) {
    throw new AppError(503, "CRYPTO_PAYMENT_FAILED", {
      reason: "This network is not available for deposits on this server (CRYPTO_CHAINS).",
    });
  }
  const minimum = cryptoMinimumCents(pair.token.symbol);
  if (input.amountCents < minimum) {
    throw refused("DEPOSIT_BELOW_MINIMUM", undefined, { min: minimum / 100 });
  }
  const exact = exactAmountFor(deps.settings, pair.token, input.amountCents);
  if (exact === null) {
    throw new AppError(503, "CRYPTO_PAYMENT_FAILED", {
      reason: `${pair.token.symbol} deposits need a configured USD price (CRYPTO_NATIVE_USD_PRICES).`,
    });
  }
  let head: bigint;
  try {
    head = await deps.clients.of(pair.chain).getBlockNumber({ cacheTime: 0 });
  } catch {
    throw new AppError(503, "CRYPTO_PAYMENT_FAILED", {
      reason: "The network node did not answer.",
    });
  }
  const index = await db.query<{ index: number }>(
    "SELECT nextval('crypto_address_index_seq')::int AS index",
  );
  const addressIndex = index.rows[0]?.index ?? 0;
  const inserted = await db.query<CryptoPaymentRow>(
    `INSERT INTO crypto_payments (id, user_id, chain_id, chain_key, token_symbol, token_address,
       decimals, address_index, payment_address, amount_cents, exact_amount, start_block,
       scanned_block, required_confirmations, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $15)
     RETURNING ${PAYMENT_COLUMNS}`,
    [
      randomUUID(),
      input.userId,
      pair.chain.chain.id,
      pair.chain.chain.key,
      pair.token.symbol,
      pair.token.contractAddress,
      pair.token.decimals,
      addressIndex,
      deps.addresses.addressAt(addressIndex),
      input.amountCents,
      exact.toString(),
      Number(head),
      pair.chain.confirmations,
      new Date(input.now.getTime() + deps.settings.paymentTtlMs),
      input.now,
    ],
  );
  const row = inserted.rows[0];
  if (!row) throw new Error("the payment request was not stored");
  return row;
}

/**
 * Marks waiting requests past their expiry as expired when no watcher can read their chain (it is
 * no longer configured), optionally one request only; returns how many it marked. Requests on a
 * watched chain expire in the watcher, and only after it read the chain past the expiry: a
 * transfer mined in time must still be found when the node was down or slow at that moment.
 */
export async function expireUnwatchedPayments(
  db: Queryable,
  now: Date,
  watchedChainIds: readonly number[],
  id?: string,
): Promise<number> {
  const result = await db.query(
    `UPDATE crypto_payments SET status = 'expired', updated_at = $1
      WHERE status = 'waiting' AND expires_at < $1 AND NOT (chain_id = ANY($2::int[]))
      ${id ? "AND id = $3" : ""}`,
    id ? [now, [...watchedChainIds], id] : [now, [...watchedChainIds]],
  );
  return result.rowCount;
}
