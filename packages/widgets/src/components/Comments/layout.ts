/**
 * The height the comments widget reserves in every state (DESIGN §10: zero layout shift), so the
 * skeleton, the error and the first page take the same box. React-free, for the embed loader.
 */
export const COMMENTS_MIN_HEIGHT_PX = 360;
