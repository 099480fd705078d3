const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC calendar day as `YYYY-MM-DD`. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of the day `daysBack` days before `now`'s day. */
export function utcDayStart(now: Date, daysBack = 0): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - daysBack * DAY_MS);
}

/** The last `count` UTC days as `YYYY-MM-DD`, oldest first, ending with `now`'s day. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => utcDay(utcDayStart(now, count - 1 - index)));
}

/** Midnight UTC of the first day of the month `monthsBack` months before `now`'s month. */
export function utcMonthStart(now: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/** The last `count` UTC months as `YYYY-MM`, oldest first, ending with `now`'s month. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    utcMonthStart(now, count - 1 - index)
      .toISOString()
      .slice(0, 7),
  );
}
