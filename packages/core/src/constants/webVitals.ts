// Kept apart from the zod schemas of entities/siteSettings.ts, so a bundle that only reports web
// vitals (the portal's first chunk, through the sdk) does not pull zod in.

/** The Core Web Vitals and helpers a page reports (POST /metrics/web-vitals). */
export const WEB_VITAL_NAMES = ["LCP", "CLS", "INP", "FCP", "TTFB"] as const;
/** The name of a reported web vital. */
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
/**
 * The largest value accepted per metric: milliseconds for the timings, a unitless score for CLS.
 * Anything above is a broken or hostile report, not a slow page.
 */
export const WEB_VITAL_MAX: Record<WebVitalName, number> = {
  LCP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
  INP: 60_000,
  CLS: 100,
};
/** The web-vitals library's ratings. */
export const WEB_VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
