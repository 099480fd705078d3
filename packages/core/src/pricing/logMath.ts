/*
 * Log-space helpers for the LMSR (internal). Prices and costs involve exp(q/b) for share counts
 * far larger than b, so every sum of exponentials is taken relative to its largest term.
 */

/** ln Σ exp(x_i) of a non-empty list of finite values, without overflow: the largest term is factored out first. */
export function logSumExp(values: readonly number[]): number {
  let max = -Infinity;
  for (const value of values) if (value > max) max = value;
  let total = 0;
  for (const value of values) total += Math.exp(value - max);
  return max + Math.log(total);
}

/** ln(1 + e^x) (softplus), accurate for tiny x and free of overflow for huge x. */
export function logOnePlusExp(x: number): number {
  return x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
}
