/**
 * The part of a bet's payout that its promo credit funded (DESIGN §5), in cents: the payout in
 * proportion to the promo-funded share of the stake, rounded up, so rounding never turns a cent
 * of promo credit into cash. The rest of the payout is cash; together they are the payout, to
 * the cent.
 *
 * @example promoShareOf(1001, 500, 1000) // 501: half the stake was promo credit
 */
export function promoShareOf(payoutCents: number, promoCents: number, stakeCents: number): number {
  if (promoCents <= 0 || payoutCents <= 0 || stakeCents <= 0) return 0;
  const promo = BigInt(Math.min(promoCents, stakeCents));
  const stake = BigInt(stakeCents);
  return Number((BigInt(payoutCents) * promo + stake - 1n) / stake);
}
