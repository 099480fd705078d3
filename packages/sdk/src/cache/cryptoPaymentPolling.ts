import type { CryptoDeposit, CryptoPaymentStatus } from "@pulso/core";

/**
 * How often a crypto payment's status is asked for while the chain may still change it. The
 * server's watcher reads the chains every 15 s by default; 5 s keeps the screen within one
 * watcher tick without loading the API.
 */
export const CRYPTO_PAYMENT_POLL_MS = 5000;

const SETTLED: ReadonlySet<CryptoPaymentStatus> = new Set(["confirmed", "failed", "expired"]);

/** Whether a crypto payment can no longer change: confirmed (credited), failed or expired. */
export function isCryptoPaymentSettled(status: CryptoPaymentStatus): boolean {
  return SETTLED.has(status);
}

/**
 * The polling interval for a crypto payment's status (spec §4: the portal shows waiting,
 * received, confirmed, failed or expired): `intervalMs` while it is waiting or received, `false`
 * once it is settled or before it is known. `pulso.queries.cryptoPayment(id)` uses it as its
 * `refetchInterval`, so a watcher polls until the payment settles and then stops.
 *
 * @example
 * useQuery({ ...pulso.queries.cryptoPayment(id), refetchInterval: (query) =>
 *   cryptoPaymentRefetchInterval(query.state.data, 3000) });
 */
export function cryptoPaymentRefetchInterval(
  payment: Pick<CryptoDeposit, "status"> | undefined,
  intervalMs: number = CRYPTO_PAYMENT_POLL_MS,
): number | false {
  if (!payment || isCryptoPaymentSettled(payment.status)) return false;
  return intervalMs;
}
