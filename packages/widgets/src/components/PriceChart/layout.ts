/**
 * The price chart's reserved height in every state (DESIGN §10: zero layout shift). React-free,
 * so the embed loader can reserve it before the widget's code arrives.
 */
export const PRICE_CHART_MIN_HEIGHT_PX = 280;

/** The drawing's own size in SVG units: it scales to the box's width, at most this tall. */
export const PRICE_CHART_SVG = { width: 600, height: 140 } as const;
