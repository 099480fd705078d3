import {
  BaseError,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  keccak256,
  type Hash,
  type Hex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Database } from "../db/database";
import { postTransaction } from "../ledger/ledger";
import { AppError, conflict, notFound } from "../http/errors";
import type { ChainClients } from "./chainClients";
import { transportOf, viemChainOf } from "./chainClients";
import { configuredToken, type CryptoSettings } from "./cryptoConfig";
import { withdrawalTokenAmount, type WithdrawalRow } from "./withdrawals";

/** How long an approval waits for the transaction's receipt before answering 'sent'. */
const RECEIPT_TIMEOUT_MS = 60_000;

/**
 * A chain node that failed (timed out, answered an error or garbage) is the network's problem,
 * not a bug: 503 WITHDRAWAL_FAILED with the reason, the withdrawal left in the state it reached
 * (funds still held) so approving again resumes it. Anything else is rethrown as it is.
 */
function nodeFailure(error: unknown): never {
  if (error instanceof BaseError) {
    throw new AppError(503, "WITHDRAWAL_FAILED", {
      reason: "The network node did not answer. The withdrawal is still approved: try again.",
    });
  }
  throw error;
}

/** Approvals sign and broadcast one at a time per process, so their nonces never collide. */
let queue: Promise<unknown> = Promise.resolve();
function serialised<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

async function lockedRow(db: Database, id: string) {
  const result = await db.query<WithdrawalRow>("SELECT * FROM withdrawals WHERE id = $1", [id]);
  const row = result.rows[0];
  if (!row) throw notFound();
  return row;
}

/**
 * Approves a withdrawal and sends it from the hot wallet (DESIGN §9). The steps, each a state
 * the row records so that any crash resumes safely by calling this again:
 *
 * 1. `requested → approved` (the funds stay held);
 * 2. the transaction is signed locally and `approved → sending` records its raw bytes and hash
 *    *before* anything is broadcast;
 * 3. the recorded raw transaction is broadcast (re-broadcasting the same bytes is harmless:
 *    same nonce, same hash) → `sent`;
 * 4. on a successful receipt the held funds leave the ledger (house:withdrawals-held →
 *    external:withdrawals) → `completed`.
 *
 * The funds are never returned once step 1 is done (reject only takes `requested`), and never
 * sent without a record, so a crash leaves them held or sent — never both returned and sent.
 */
export function approveWithdrawal(
  db: Database,
  deps: { settings: CryptoSettings; clients: ChainClients },
  input: { id: string; adminId: string; notes: string | null; now: () => Date },
): Promise<WithdrawalRow> {
  return serialised(async () => {
    let row = await lockedRow(db, input.id);
    if (row.status === "rejected") throw conflict("CONFLICT", { status: "rejected" });
    if (row.status === "completed") return row;
    const pair = configuredToken(deps.settings, row.chain_id, row.token_symbol);
    const key = deps.settings.hotWalletKey;
    if (!pair || !key) {
      throw new AppError(503, "WITHDRAWAL_FAILED", {
        reason: "No hot wallet or network configured (CRYPTO_HOT_WALLET_KEY, CRYPTO_CHAINS).",
      });
    }
    if (row.status === "requested") {
      const updated = await db.query<WithdrawalRow>(
        `UPDATE withdrawals SET status = 'approved', admin_notes = coalesce($2, admin_notes),
           reviewed_by = $3, updated_at = $4 WHERE id = $1 AND status = 'requested' RETURNING *`,
        [row.id, input.notes, input.adminId, input.now()],
      );
      row = updated.rows[0] ?? (await lockedRow(db, input.id));
    }
    const client = deps.clients.of(pair.chain);
    if (row.status === "approved") {
      const amount = withdrawalTokenAmount(deps.settings, pair.token, row.amount_cents);
      if (amount === null) throw new AppError(503, "WITHDRAWAL_FAILED");
      const wallet = createWalletClient({
        account: privateKeyToAccount(key),
        chain: viemChainOf(pair.chain),
        transport: transportOf(pair.chain, deps.settings.rpcTimeoutMs),
      });
      const to = row.wallet_address as Hex;
      const request = await wallet
        .prepareTransactionRequest(
          pair.token.contractAddress
            ? {
                to: pair.token.contractAddress,
                data: encodeFunctionData({
                  abi: erc20Abi,
                  functionName: "transfer",
                  args: [to, amount],
                }),
              }
            : { to, value: amount },
        )
        .catch(nodeFailure);
      const signed = await wallet.signTransaction(request);
      const updated = await db.query<WithdrawalRow>(
        `UPDATE withdrawals SET status = 'sending', signed_tx = $2, tx_hash = $3, updated_at = $4
          WHERE id = $1 AND status = 'approved' RETURNING *`,
        [row.id, signed, keccak256(signed), input.now()],
      );
      row = updated.rows[0] ?? (await lockedRow(db, input.id));
    }
    if (row.status === "sending" && row.signed_tx) {
      try {
        await client.sendRawTransaction({ serializedTransaction: row.signed_tx as Hex });
      } catch (error) {
        // Already known to the node (a resumed send): fine when it has the transaction.
        const known = await client
          .getTransaction({ hash: row.tx_hash as Hash })
          .then(() => true)
          .catch(() => false);
        if (!known) nodeFailure(error);
      }
      const updated = await db.query<WithdrawalRow>(
        `UPDATE withdrawals SET status = 'sent', updated_at = $2
          WHERE id = $1 AND status = 'sending' RETURNING *`,
        [row.id, input.now()],
      );
      row = updated.rows[0] ?? (await lockedRow(db, input.id));
    }
    if (row.status === "sent" && row.tx_hash) {
      const receipt = await client
        .waitForTransactionReceipt({ hash: row.tx_hash as Hash, timeout: RECEIPT_TIMEOUT_MS })
        .catch(() => null);
      if (receipt?.status === "success") row = await completeWithdrawal(db, row.id, input.now());
    }
    return row;
  });
}

/** Sent and mined: the held funds leave the platform (held → external:withdrawals), once. */
async function completeWithdrawal(db: Database, id: string, now: Date): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const locked = await tx.query<WithdrawalRow>(
      "SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE",
      [id],
    );
    const row = locked.rows[0];
    if (!row) throw notFound();
    if (row.status !== "sent") return row;
    await postTransaction(tx, {
      kind: "withdrawal_sent",
      reference: `withdrawal_sent:${row.id}`,
      description: `Withdrawal sent: ${row.tx_hash ?? ""}`,
      entries: [
        { account: "house:withdrawals-held", amountCents: -row.amount_cents },
        { account: "external:withdrawals", amountCents: row.amount_cents },
      ],
    });
    const updated = await tx.query<WithdrawalRow>(
      "UPDATE withdrawals SET status = 'completed', updated_at = $2 WHERE id = $1 RETURNING *",
      [row.id, now],
    );
    return updated.rows[0] ?? row;
  });
}
