/**
 * The bell button's box (px), the same signed in, signed out and loading, so the header never
 * moves. React-free, so the embed loader can reserve it early.
 */
export const NOTIFICATION_BELL_SIZE_PX = 40;

/** The panel's scroll area height (spec §2: up to 50 notifications in a 500 px area). */
export const NOTIFICATION_PANEL_HEIGHT_PX = 500;

/** The panel's width (px) where the page has room for it. */
export const NOTIFICATION_PANEL_WIDTH_PX = 380;
