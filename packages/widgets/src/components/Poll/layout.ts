/** The poll's reserved height in every state (React-free, for the embed loader). */
export const POLL_MIN_HEIGHT_PX = 300;
