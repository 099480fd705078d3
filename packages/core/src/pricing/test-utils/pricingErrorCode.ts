import { PricingError } from "../errors";

/** The PricingError code `run` throws, or undefined if it returns; rethrows any other error. */
export function pricingErrorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof PricingError) return error.code;
    throw error;
  }
  return undefined;
}
