/* Money at the boundary (DESIGN §2): dollars in the JSON API, integer cents everywhere else. */
export { MAX_AMOUNT_CENTS } from "./constants";
export { MoneyError } from "./errors";
export type { MoneyErrorCode } from "./errors";
export { centsToDollars, formatCentsPlain } from "./cents";
export { dollarsToCents, parseDollars } from "./parseDollars";
export type { ParseDollarsResult } from "./parseDollars";
