/**
 * The height a market card reserves in every state (loading, error, loaded with two options), so
 * nothing below it moves when it loads (DESIGN §10: zero layout shift). React-free, so the embed
 * loader can reserve the same space before the widget's code arrives.
 */
export const MARKET_CARD_MIN_HEIGHT_PX = 320;
