import type { Transport } from "../transport";

/** Per-call settings every typed call accepts. */
export interface CallOptions {
  /** Cancels the call; it then rejects with an ApiError of code ABORTED. */
  signal?: AbortSignal;
}

/** Per-call settings of the calls that move money (DESIGN §3): a replay returns the first result. */
export interface MoneyCallOptions extends CallOptions {
  /** Sent as `Idempotency-Key`; reuse it when retrying the same submission. */
  idempotencyKey?: string;
}

/** What each group of calls is built from. */
export interface CallContext {
  transport: Transport;
  /** Makes a relative image path absolute against the API host (spec §3). */
  absolutize: (path: string | null | undefined) => string;
}
