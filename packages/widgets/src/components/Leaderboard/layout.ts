/**
 * The leaderboard's geometry, React-free so the embed loader can reserve its space before the
 * widget's code arrives (DESIGN §10: zero layout shift). The board shows a fixed number of rows
 * and "Ver más" for the rest, so the first paint fits the reservation whatever `limit` says; rows
 * never wrap, so each has a fixed height. The stylesheet takes its sizes from here.
 */

/** Rows the board shows before the reader asks for more (and how many each "Ver más" adds). */
export const LEADERBOARD_PAGE_ROWS = 5;

/** The height of every table row, the header row included (px). */
export const LEADERBOARD_ROW_PX = 38;

/** The "Ver más" / "Ver menos" bar under the table (px). */
export const LEADERBOARD_FOOTER_PX = 36;

/**
 * The period and metric pickers: two rows of 28 px buttons, 8 px apart. Each row is one line at
 * any width (a label too long for its third ends in "…"), so they never push the rows down (px).
 */
const LEADERBOARD_PICKERS_PX = 28 + 8 + 28;

/** Border and padding (1 + 16 on each side), the title, and the three 12 px gaps between parts. */
const CHROME_PX = 2 * (1 + 16) + 22 + 3 * 12;

/**
 * The height the leaderboard reserves, and its height in every state until the reader asks for
 * more: the title, the pickers, the header and {@link LEADERBOARD_PAGE_ROWS} rows, and the footer.
 */
export const LEADERBOARD_MIN_HEIGHT_PX =
  CHROME_PX +
  LEADERBOARD_PICKERS_PX +
  (1 + LEADERBOARD_PAGE_ROWS) * LEADERBOARD_ROW_PX +
  LEADERBOARD_FOOTER_PX;
