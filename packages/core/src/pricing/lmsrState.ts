/**
 * The state of one LMSR market maker: liquidity `b` in shares, and `q[i]`, the outstanding
 * micro-shares of option i (safe integers; negative at open, since q_i = 1e6·b·ln π_i).
 */
export interface LmsrState {
  /** Liquidity parameter in shares: larger `b` means prices move less per dollar. */
  readonly b: number;
  /** Outstanding micro-shares per option, one entry for each of the 2–4 options. */
  readonly q: readonly number[];
}
