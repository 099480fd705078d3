/** Why an amount was refused; the same codes the API returns for a bad amount (spec §5). */
export type MoneyErrorCode =
  "AMOUNT_INVALID" | "AMOUNT_NEGATIVE" | "AMOUNT_TOO_PRECISE" | "AMOUNT_TOO_LARGE";

/** Thrown by the money helpers that cannot return a result object, carrying a {@link MoneyErrorCode}. */
export class MoneyError extends Error {
  override readonly name = "MoneyError";
  /** What was wrong with the amount. */
  readonly code: MoneyErrorCode;

  constructor(code: MoneyErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
