/** Why a pricing or settlement call refused its input (SCREAMING_SNAKE, stable for callers). */
export type PricingErrorCode =
  | "INVALID_LIQUIDITY"
  | "INVALID_OPTIONS"
  | "INVALID_PRICE"
  | "INVALID_STATE"
  | "INVALID_OPTION"
  | "INVALID_AMOUNT"
  | "INVALID_FEE_RATE"
  | "INVALID_LIMIT"
  | "INVALID_POSITION"
  | "INSOLVENT";

/**
 * The one error the LMSR and settlement functions throw, so the server can map bad input to a
 * 400 (or, for `INSOLVENT`, stop a resolution) by `code` instead of by message.
 */
export class PricingError extends Error {
  override readonly name = "PricingError";
  /** What was wrong with the input; see {@link PricingErrorCode}. */
  readonly code: PricingErrorCode;

  constructor(code: PricingErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
