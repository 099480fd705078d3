import {
  decodeEventLog,
  parseAbiItem,
  TransactionReceiptNotFoundError,
  type Hash,
  type PublicClient,
  type TransactionReceipt,
} from "viem";
import type { CryptoPaymentRow } from "./paymentRequests";

/** The ERC-20 Transfer event. */
export const TRANSFER_EVENT = parseAbiItem(
  "event Transfer(address indexed from, address indexed to, uint256 value)",
);

/** A transfer that pays a request, as found on chain. */
export interface FoundTransfer {
  txHash: Hash;
  /** The Transfer log's index in its block; -1 for a native transfer. */
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hash;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The receipt of a transaction, or null when the node does not know it (never mined, or reorged out). */
export async function receiptOf(
  client: PublicClient,
  hash: Hash,
): Promise<TransactionReceipt | null> {
  try {
    return await client.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  }
}

/**
 * Checks a receipt against a request, as DESIGN §9 says: the transaction succeeded and, for an
 * ERC-20, its log at `logIndex` is a Transfer of the request's exact token contract to the
 * request's address of exactly the requested amount. For a native coin the transaction itself
 * must send the exact amount to the address.
 */
export async function verifyTransfer(
  client: PublicClient,
  payment: CryptoPaymentRow,
  receipt: TransactionReceipt,
  logIndex: number,
): Promise<boolean> {
  if (receipt.status !== "success") return false;
  const exact = BigInt(payment.exact_amount);
  if (payment.token_address === null) {
    if (logIndex !== -1 || !same(receipt.to, payment.payment_address)) return false;
    const transaction = await client.getTransaction({ hash: receipt.transactionHash });
    return transaction.value === exact && same(transaction.to, payment.payment_address);
  }
  const log = receipt.logs.find((candidate) => candidate.logIndex === logIndex);
  if (!log || !same(log.address, payment.token_address)) return false;
  try {
    const decoded = decodeEventLog({ abi: [TRANSFER_EVENT], data: log.data, topics: log.topics });
    return same(decoded.args.to, payment.payment_address) && decoded.args.value === exact;
  } catch {
    return false;
  }
}

/** How many native-coin blocks one watcher run scans per request, at most. */
const NATIVE_SCAN_BLOCKS = 500n;

/**
 * Looks for the first transfer of the exact amount to a waiting request's address, from the
 * block the request was made in up to `head`, and verifies its receipt. Returns the transfer (if
 * any) and, for native coins, the last block scanned.
 */
export async function findTransfer(
  client: PublicClient,
  payment: CryptoPaymentRow,
  head: bigint,
): Promise<{ transfer: FoundTransfer | null; scannedBlock: bigint }> {
  const exact = BigInt(payment.exact_amount);
  if (payment.token_address !== null) {
    const logs = await client.getLogs({
      address: payment.token_address as `0x${string}`,
      event: TRANSFER_EVENT,
      args: { to: payment.payment_address as `0x${string}` },
      fromBlock: BigInt(payment.start_block),
      toBlock: head,
    });
    for (const log of logs) {
      if (log.removed || log.args.value !== exact || log.logIndex === null) continue;
      const receipt = await receiptOf(client, log.transactionHash);
      if (!receipt || !(await verifyTransfer(client, payment, receipt, log.logIndex))) continue;
      return {
        transfer: {
          txHash: receipt.transactionHash,
          logIndex: log.logIndex,
          blockNumber: receipt.blockNumber,
          blockHash: receipt.blockHash,
        },
        scannedBlock: head,
      };
    }
    return { transfer: null, scannedBlock: head };
  }
  const from = BigInt(payment.scanned_block) + 1n;
  const to = head < from + NATIVE_SCAN_BLOCKS ? head : from + NATIVE_SCAN_BLOCKS - 1n;
  for (let number = from; number <= to; number += 1n) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
    for (const transaction of block.transactions) {
      if (!same(transaction.to, payment.payment_address) || transaction.value !== exact) continue;
      const receipt = await receiptOf(client, transaction.hash);
      if (!receipt || !(await verifyTransfer(client, payment, receipt, -1))) continue;
      return {
        transfer: {
          txHash: transaction.hash,
          logIndex: -1,
          blockNumber: receipt.blockNumber,
          blockHash: receipt.blockHash,
        },
        scannedBlock: number,
      };
    }
  }
  return { transfer: null, scannedBlock: to < from ? from - 1n : to };
}
