/*
 * LMSR market maker and settlement (DESIGN §2): pure functions over integer cents and integer
 * micro-shares. No I/O.
 */
export {
  DEFAULT_LIQUIDITY_B,
  MAX_LIQUIDITY_B,
  MAX_QUOTE_AMOUNT_CENTS,
  MICRO_SHARES_PER_CENT,
  MICRO_SHARES_PER_SHARE,
  MIN_LIQUIDITY_B,
  TRADING_FEE_RATE,
} from "./constants";
export { displayPricesCents } from "./displayPrices";
export { PricingError } from "./errors";
export type { PricingErrorCode } from "./errors";
export { cost, prices } from "./lmsr";
export type { LmsrState } from "./lmsrState";
export { microSharesToCents } from "./micro";
export { openingState } from "./opening";
export { quoteBet } from "./quote";
export type { BetQuote } from "./quote";
export { refundMarket, settleMarket } from "./settlement";
export type {
  Payout,
  Refund,
  Settlement,
  SettlementInput,
  SettlementPosition,
  Stake,
} from "./settlement";
export { checkSlippage } from "./slippage";
export type { SlippageCheck, SlippageLimits } from "./slippage";
export { requiredEscrowCents, worstCaseLossCents } from "./solvency";
