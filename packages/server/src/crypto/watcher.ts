import type { Hash } from "viem";
import type { AppContext } from "../context";
import { pgErrorCode, PG_ERRORS } from "../db/database";
import { userAccount } from "../ledger/accounts";
import { postTransaction } from "../ledger/ledger";
import { depositLedgerDescription } from "../payments/depositDescription";
import { announceCryptoDeposit } from "./announce";
import type { ChainClients } from "./chainClients";
import type { ConfiguredChain, CryptoSettings } from "./cryptoConfig";
import { expireUnwatchedPayments, PAYMENT_COLUMNS, type CryptoPaymentRow } from "./paymentRequests";
import { findTransfer, receiptOf, verifyTransfer, type FoundTransfer } from "./transfers";

/** What one watcher run did. */
export interface WatchReport {
  received: number;
  credited: number;
  /** Pending transfers a reorg removed: their requests went back to waiting. */
  voided: number;
  expired: number;
  /** Chains whose node failed this run (retried next run). */
  failedChains: string[];
}

/** The crypto deposit watcher (DESIGN §9): `tick` runs once; `start` runs it on a timer. */
export interface CryptoWatcher {
  tick(): Promise<WatchReport>;
  /** Runs `tick` every CRYPTO_WATCH_INTERVAL_MS (never overlapping) until the returned stop. */
  start(): () => void;
}

/** What the watcher is built from. */
export interface CryptoWatcherOptions {
  ctx: Pick<AppContext, "db" | "realtime" | "now">;
  settings: CryptoSettings;
  clients: ChainClients;
  log?: (error: unknown, chainKey?: string) => void;
}

/** The ledger reference of a transfer: one credit per (chain, tx hash, log index), ever. */
export function transferReference(chainKey: string, txHash: string, logIndex: number): string {
  return `deposit:crypto:${chainKey}:${txHash.toLowerCase()}:${logIndex}`;
}

/**
 * Creates the watcher. Each run, per configured chain: re-checks received (pending) transfers
 * — crediting those with enough confirmations, sending back to waiting those a reorg removed —
 * then looks for transfers to waiting requests, expiring those past their expiry whose chain it
 * read to the head without finding one mined in time (a chain it cannot read expires nothing);
 * finally expires requests on chains no longer configured. Credits are idempotent (row lock + unique ledger reference), so several instances may
 * run it at once.
 */
export function createCryptoWatcher(options: CryptoWatcherOptions): CryptoWatcher {
  const { ctx, settings, clients } = options;
  const log =
    options.log ?? ((error: unknown) => console.error("[pulso] crypto watcher failed:", error));

  async function openPayments(chain: ConfiguredChain): Promise<CryptoPaymentRow[]> {
    const result = await ctx.db.query<CryptoPaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM crypto_payments
        WHERE chain_id = $1 AND status IN ('waiting', 'received') ORDER BY created_at`,
      [chain.chain.id],
    );
    return result.rows;
  }

  async function claim(payment: CryptoPaymentRow, transfer: FoundTransfer, head: bigint) {
    try {
      const result = await ctx.db.query(
        `UPDATE crypto_payments SET status = 'received', tx_hash = $2, log_index = $3,
           block_number = $4, block_hash = $5, confirmations = $6, failure_reason = NULL,
           updated_at = $7
          WHERE id = $1 AND status = 'waiting'`,
        [
          payment.id,
          transfer.txHash.toLowerCase(),
          transfer.logIndex,
          Number(transfer.blockNumber),
          transfer.blockHash,
          Number(head - transfer.blockNumber + 1n),
          ctx.now(),
        ],
      );
      return result.rowCount === 1;
    } catch (error) {
      // The same transfer already pays another request: it never pays twice.
      if (pgErrorCode(error) === PG_ERRORS.uniqueViolation) return false;
      throw error;
    }
  }

  async function credit(payment: CryptoPaymentRow, confirmations: number) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const locked = await tx.query<CryptoPaymentRow>(
        `SELECT ${PAYMENT_COLUMNS} FROM crypto_payments
          WHERE id = $1 AND status = 'received' AND tx_hash = $2 FOR UPDATE`,
        [payment.id, payment.tx_hash],
      );
      const row = locked.rows[0];
      if (!row?.tx_hash || row.log_index === null) return null;
      const ledgerId = await postTransaction(tx, {
        kind: "deposit",
        reference: transferReference(row.chain_key, row.tx_hash, row.log_index),
        userId: row.user_id,
        description: depositLedgerDescription({
          method: "crypto",
          token: row.token_symbol,
          chainKey: row.chain_key,
        }),
        entries: [
          { account: userAccount(row.user_id), amountCents: row.amount_cents },
          { account: `external:crypto:${row.chain_key}`, amountCents: -row.amount_cents },
        ],
      });
      if (ledgerId === null) {
        await tx.query(
          `UPDATE crypto_payments SET status = 'failed', failure_reason = 'transfer already credited',
             updated_at = $2 WHERE id = $1`,
          [row.id, ctx.now()],
        );
        return null;
      }
      await tx.query(
        `UPDATE crypto_payments SET status = 'confirmed', confirmations = $2,
           ledger_transaction_id = $3, credited_at = $4, updated_at = $4 WHERE id = $1`,
        [row.id, confirmations, ledgerId, ctx.now()],
      );
      const balance = await tx.query<{ balance_cents: number }>(
        "SELECT balance_cents FROM users WHERE id = $1",
        [row.user_id],
      );
      return { row, balanceCents: balance.rows[0]?.balance_cents ?? 0 };
    });
    if (outcome) {
      await announceCryptoDeposit(ctx, outcome.row, outcome.balanceCents).catch((error: unknown) =>
        log(error, outcome.row.chain_key),
      );
    }
    return outcome !== null;
  }

  async function expire(payment: CryptoPaymentRow) {
    const result = await ctx.db.query(
      `UPDATE crypto_payments SET status = 'expired', updated_at = $2
        WHERE id = $1 AND status = 'waiting'`,
      [payment.id, ctx.now()],
    );
    return result.rowCount === 1;
  }

  /**
   * Back to waiting: the pending transfer is gone (reorg), nothing was credited. The native scan
   * starts over from the request's first block: the payment may be re-mined at or below a height
   * already scanned.
   */
  async function voidPending(payment: CryptoPaymentRow) {
    const result = await ctx.db.query(
      `UPDATE crypto_payments SET status = 'waiting', tx_hash = NULL, log_index = NULL,
         block_number = NULL, block_hash = NULL, confirmations = 0, scanned_block = start_block,
         failure_reason = 'the transaction was removed by a chain reorganisation', updated_at = $3
        WHERE id = $1 AND status = 'received' AND tx_hash = $2`,
      [payment.id, payment.tx_hash, ctx.now()],
    );
    return result.rowCount === 1;
  }

  async function recheck(chain: ConfiguredChain, payment: CryptoPaymentRow, head: bigint) {
    const client = clients.of(chain);
    const receipt = await receiptOf(client, payment.tx_hash as Hash);
    const valid =
      receipt !== null &&
      payment.log_index !== null &&
      (await verifyTransfer(client, payment, receipt, payment.log_index));
    if (!receipt || !valid) return (await voidPending(payment)) ? "voided" : null;
    const confirmations = Number(head - receipt.blockNumber + 1n);
    if (confirmations >= payment.required_confirmations) {
      return (await credit(payment, confirmations)) ? "credited" : null;
    }
    // Still pending; the block may have changed (re-mined elsewhere after a shallow reorg).
    await ctx.db.query(
      `UPDATE crypto_payments SET confirmations = $2, block_number = $3, block_hash = $4,
         updated_at = $5 WHERE id = $1 AND status = 'received'`,
      [
        payment.id,
        Math.max(confirmations, 0),
        Number(receipt.blockNumber),
        receipt.blockHash,
        ctx.now(),
      ],
    );
    return null;
  }

  async function watchChain(chain: ConfiguredChain, report: WatchReport) {
    const client = clients.of(chain);
    const head = await client.getBlockNumber({ cacheTime: 0 });
    for (const payment of await openPayments(chain)) {
      if (payment.status === "received") {
        const outcome = await recheck(chain, payment, head);
        if (outcome === "credited") report.credited += 1;
        if (outcome === "voided") report.voided += 1;
        continue;
      }
      const expired = payment.expires_at.getTime() < ctx.now().getTime();
      const { transfer, scannedBlock } = await findTransfer(client, payment, head);
      if (payment.token_address === null && scannedBlock > BigInt(payment.scanned_block)) {
        await ctx.db.query("UPDATE crypto_payments SET scanned_block = $2 WHERE id = $1", [
          payment.id,
          Number(scannedBlock),
        ]);
      }
      // A transfer mined after the request expired is late: the request ignores it.
      const onTime =
        transfer !== null &&
        Number((await client.getBlock({ blockNumber: transfer.blockNumber })).timestamp) * 1000 <=
          payment.expires_at.getTime();
      if (!transfer || !onTime || !(await claim(payment, transfer, head))) {
        // Expired only once the chain was read up to its head after the expiry with nothing in
        // time: a payment made in time while the node was down or behind is still found.
        if (expired && scannedBlock >= head && (await expire(payment))) report.expired += 1;
        continue;
      }
      report.received += 1;
      const confirmations = Number(head - transfer.blockNumber + 1n);
      if (confirmations >= payment.required_confirmations) {
        const claimed = {
          ...payment,
          status: "received" as const,
          tx_hash: transfer.txHash.toLowerCase(),
          log_index: transfer.logIndex,
        };
        if (await credit(claimed, confirmations)) report.credited += 1;
      }
    }
  }

  async function tick(): Promise<WatchReport> {
    const report: WatchReport = {
      received: 0,
      credited: 0,
      voided: 0,
      expired: 0,
      failedChains: [],
    };
    for (const chain of settings.chains.values()) {
      try {
        await watchChain(chain, report);
      } catch (error) {
        report.failedChains.push(chain.chain.key);
        log(error, chain.chain.key);
      }
    }
    report.expired += await expireUnwatchedPayments(ctx.db, ctx.now(), [...settings.chains.keys()]);
    return report;
  }

  return {
    tick,
    start() {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch((error: unknown) => log(error))
          .finally(() => {
            running = false;
          });
      }, settings.watchIntervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
