import { randomUUID } from "node:crypto";
import { centsToDollars, type Withdrawal } from "@pulso/core";
import { formatUnits, getAddress, isAddress } from "viem";
import type { Database, Queryable } from "../db/database";
import { AppError, conflict, notFound, refused } from "../http/errors";
import { completeInTransaction, holdClaim, type Claim } from "../http/idempotency";
import { userAccount } from "../ledger/accounts";
import { postTransaction } from "../ledger/ledger";
import type { ChainClients } from "./chainClients";
import { configuredToken, type ConfiguredToken, type CryptoSettings } from "./cryptoConfig";
import { withdrawableOf } from "./withdrawable";

/** A withdrawal as stored (0009_crypto). */
export interface WithdrawalRow {
  id: string;
  user_id: string;
  amount_cents: number;
  chain_id: number;
  chain_key: string;
  token_symbol: string;
  wallet_address: string;
  estimated_fee: string;
  status: "requested" | "approved" | "sending" | "sent" | "completed" | "rejected";
  tx_hash: string | null;
  signed_tx: string | null;
  admin_notes: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A stored withdrawal as the API shows it ('sending' is still 'approved' to the user). */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    _id: row.id,
    userId: row.user_id,
    amount: centsToDollars(row.amount_cents),
    method: "crypto",
    cryptocurrency: row.token_symbol,
    chainId: row.chain_id,
    walletAddress: row.wallet_address,
    estimatedNetworkFee: row.estimated_fee,
    status: row.status === "sending" ? "approved" : row.status,
    txHash: row.tx_hash,
    adminNotes: row.admin_notes,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Gas of a plain native transfer, and a typical ERC-20 transfer. */
const NATIVE_TRANSFER_GAS = 21_000n;
const TOKEN_TRANSFER_GAS = 65_000n;

/**
 * The estimated network fee of sending this token on this chain: the node's gas price × the gas
 * of a transfer, in the native coin. Falls back to the token's fee note when the node is down.
 */
export async function estimateNetworkFee(
  clients: ChainClients,
  settings: CryptoSettings,
  chainId: number,
  token: ConfiguredToken,
): Promise<string> {
  const chain = settings.chains.get(chainId);
  if (!chain) return token.feeNote;
  try {
    const gasPrice = await clients.of(chain).getGasPrice();
    const gas = token.contractAddress ? TOKEN_TRANSFER_GAS : NATIVE_TRANSFER_GAS;
    const fee = Number(formatUnits(gasPrice * gas, 18));
    return `~${fee.toPrecision(3)} ${chain.chain.nativeSymbol}`;
  } catch {
    return token.feeNote;
  }
}

/** The token amount a withdrawal sends, in the token's smallest unit (native: at the configured price, rounded down). */
export function withdrawalTokenAmount(
  settings: CryptoSettings,
  token: ConfiguredToken,
  amountCents: number,
): bigint | null {
  const scaled = BigInt(amountCents) * 10n ** BigInt(token.decimals);
  if (token.stablecoin) return scaled / 100n;
  const price = settings.nativeUsdCents.get(token.symbol);
  return price ? scaled / BigInt(price) : null;
}

/** A new withdrawal request. */
export interface NewWithdrawal {
  userId: string;
  amountCents: number;
  chainId: number;
  symbol: string;
  walletAddress: string;
  /**
   * The request's Idempotency-Key claim, if any: the funds are held only while the request still
   * holds it, and its answer is stored in the same transaction (DESIGN §3).
   */
  idempotency?: {
    claim: Claim;
    statusCode: number;
    answer: (result: { row: WithdrawalRow; balanceCents: number }) => unknown;
  };
}

/**
 * Requests a withdrawal: checks the address for the chain, estimates the fee (before any lock),
 * then in one transaction locks the user's row, checks the withdrawable amount (DESIGN §5: a
 * verified e-mail, a completed deposit, promo credit excluded; else EMAIL_NOT_VERIFIED,
 * DEPOSIT_REQUIRED or WITHDRAWAL_EXCEEDS_BALANCE) and holds the funds (user →
 * house:withdrawals-held). Concurrent requests serialise on the row lock, so
 * together they never hold more than the withdrawable balance.
 */
export async function requestWithdrawal(
  db: Database,
  deps: { settings: CryptoSettings; clients: ChainClients },
  input: NewWithdrawal,
): Promise<{ row: WithdrawalRow; balanceCents: number }> {
  const pair = configuredToken(deps.settings, input.chainId, input.symbol);
  if (!pair) {
    throw new AppError(503, "WITHDRAWAL_FAILED", {
      reason: "Withdrawals on this network are not available on this server (CRYPTO_CHAINS).",
    });
  }
  if (!isAddress(input.walletAddress, { strict: true })) throw refused("INVALID_WALLET_ADDRESS");
  if (withdrawalTokenAmount(deps.settings, pair.token, input.amountCents) === null) {
    throw new AppError(503, "WITHDRAWAL_FAILED", {
      reason: `${pair.token.symbol} withdrawals need a configured USD price (CRYPTO_NATIVE_USD_PRICES).`,
    });
  }
  const fee = await estimateNetworkFee(deps.clients, deps.settings, input.chainId, pair.token);
  return db.transaction(async (tx) => {
    const user = await tx.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [input.userId]);
    if (user.rows.length === 0) throw notFound();
    // Taken over by a retry after the lease (this request outlived it): the retry holds the funds.
    if (input.idempotency && !(await holdClaim(tx, input.idempotency.claim))) {
      throw conflict("CONFLICT", { reason: "IN_PROGRESS" });
    }
    const { withdrawableCents, reason } = await withdrawableOf(tx, input.userId);
    if (reason === "email_not_verified") throw refused("EMAIL_NOT_VERIFIED");
    if (reason === "deposit_required") throw refused("DEPOSIT_REQUIRED");
    if (input.amountCents > withdrawableCents) {
      throw refused("WITHDRAWAL_EXCEEDS_BALANCE", {
        withdrawable: centsToDollars(withdrawableCents),
      });
    }
    const id = randomUUID();
    const inserted = await tx.query<WithdrawalRow>(
      `INSERT INTO withdrawals (id, user_id, amount_cents, chain_id, chain_key, token_symbol,
         wallet_address, estimated_fee)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        id,
        input.userId,
        input.amountCents,
        pair.chain.chain.id,
        pair.chain.chain.key,
        pair.token.symbol,
        getAddress(input.walletAddress),
        fee,
      ],
    );
    await postTransaction(tx, {
      kind: "withdrawal",
      reference: `withdrawal:${id}`,
      userId: input.userId,
      description: `Withdrawal held: ${pair.token.symbol} on ${pair.chain.chain.key}`,
      entries: [
        { account: userAccount(input.userId), amountCents: -input.amountCents },
        { account: "house:withdrawals-held", amountCents: input.amountCents },
      ],
    });
    const balance = await tx.query<{ balance_cents: number }>(
      "SELECT balance_cents FROM users WHERE id = $1",
      [input.userId],
    );
    const row = inserted.rows[0];
    if (!row) throw new Error("the withdrawal was not stored");
    const result = { row, balanceCents: balance.rows[0]?.balance_cents ?? 0 };
    const key = input.idempotency;
    // The answer commits with the held funds, so a replay finds it even if this process dies now.
    if (
      key &&
      !(await completeInTransaction(tx, key.claim, {
        statusCode: key.statusCode,
        body: key.answer(result),
      }))
    ) {
      throw new Error("the withdrawal's idempotency claim was lost while held");
    }
    return result;
  });
}

/** One user's withdrawals, newest first; every user's when `userId` is null. */
export async function listWithdrawalRows(
  db: Queryable,
  filter: { userId?: string; status?: Withdrawal["status"] },
): Promise<WithdrawalRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.userId) {
    params.push(filter.userId);
    where.push(`user_id = $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status === "approved" ? ["approved", "sending"] : [filter.status]);
    where.push(`status = ANY($${params.length})`);
  }
  const result = await db.query<WithdrawalRow>(
    `SELECT * FROM withdrawals ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
      ORDER BY created_at DESC, id LIMIT 500`,
    params,
  );
  return result.rows;
}

/**
 * Rejects a requested withdrawal: the held funds return to the user in the same transaction.
 * Only a `requested` withdrawal can be rejected; once approved its funds may be on their way.
 */
export async function rejectWithdrawal(
  db: Database,
  input: { id: string; adminId: string; notes: string | null; now: Date },
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const locked = await tx.query<WithdrawalRow>(
      "SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE",
      [input.id],
    );
    const row = locked.rows[0];
    if (!row) throw notFound();
    if (row.status === "rejected") return row;
    if (row.status !== "requested")
      throw conflict("CONFLICT", { status: toWithdrawal(row).status });
    await postTransaction(tx, {
      kind: "withdrawal_returned",
      reference: `withdrawal_returned:${row.id}`,
      userId: row.user_id,
      description: "Withdrawal rejected: funds returned",
      entries: [
        { account: "house:withdrawals-held", amountCents: -row.amount_cents },
        { account: userAccount(row.user_id), amountCents: row.amount_cents },
      ],
    });
    const updated = await tx.query<WithdrawalRow>(
      `UPDATE withdrawals SET status = 'rejected', admin_notes = $2, reviewed_by = $3,
         updated_at = $4 WHERE id = $1 RETURNING *`,
      [row.id, input.notes, input.adminId, input.now],
    );
    return updated.rows[0] ?? row;
  });
}
