/**
 * The price chart's reserved height in every state (DESIGN §10: zero layout shift). React-free,
 * so the embed loader can reserve it before the widget's code arrives.
 */
export const PRICE_CHART_MIN_HEIGHT_PX = 280;

/**
 * The plot's size in CSS pixels until its box is measured (and where nothing can be measured):
 * the drawing is laid out at its box's real size, never scaled, so its text stays readable.
 */
export const PRICE_CHART_PLOT = { width: 600, height: 140 } as const;

/**
 * The plot's least height: it takes the height the rest leaves in the reserved box, so a readout
 * that wraps on a phone shortens the plot rather than growing the widget.
 */
export const PRICE_CHART_PLOT_MIN_HEIGHT_PX = 84;
