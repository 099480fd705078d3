/** The market list's reserved height while it loads or is empty (React-free, for embed.js). */
export const MARKET_LIST_MIN_HEIGHT_PX = 560;

/** How many card skeletons the loading state shows (spec §2: six cards). */
export const MARKET_LIST_SKELETON_CARDS = 6;
