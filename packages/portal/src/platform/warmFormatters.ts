import type { Pulso } from "@pulso/sdk";

/**
 * Makes the number and date formatters a page's first screen uses (its prices, money and dates),
 * in the reader's language, before that screen renders. The browser's first `Intl` formatter of a
 * page loads its locale data, 40–50 ms on a fast machine (issue 17); made while the page waits for
 * its data, that time is no longer part of the render the reader waits for. The sdk keeps the
 * formatters, so the page's own calls find them made.
 */
export function warmFormatters(i18n: Pulso["i18n"]): void {
  const now = Date.now();
  i18n.formatDate(now);
  i18n.formatMoney(0);
  i18n.formatCents(0);
  i18n.formatNumber(0);
  i18n.formatPercent(0);
}
