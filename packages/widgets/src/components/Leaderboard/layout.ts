/**
 * The height the leaderboard reserves in every state (DESIGN §10: zero layout shift). React-free,
 * so the embed loader can reserve it before the widget's code arrives.
 */
export const LEADERBOARD_MIN_HEIGHT_PX = 420;
