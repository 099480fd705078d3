/** The column counts the featured grid takes as the screen widens (see cards.css). */
export const FEATURED_COLUMNS = [1, 2, 3] as const;

/** How the featured grid lays out a number of cards so that no row is left part empty. */
export interface FeaturedGridLayout {
  /** The most columns the grid may use (four cards stay two by two, never three and one). */
  maxColumns: 1 | 2 | 3;
  /** The column counts at which the first card spans two columns to fill the rows. */
  leadSpansAt: readonly (2 | 3)[];
}

/**
 * The featured grid's layout for `count` cards: at every width (one, two or three columns) the
 * rows come out full, by capping the columns or letting the first card span two.
 */
export function featuredGridLayout(count: number): FeaturedGridLayout {
  const maxColumns: 1 | 2 | 3 = count <= 1 ? 1 : count === 2 || count === 4 ? 2 : 3;
  const leadSpansAt: (2 | 3)[] = [];
  for (const columns of [2, 3] as const) {
    if (columns > maxColumns) continue;
    // One card spanning two columns takes one extra cell: enough when one cell is missing.
    if (count % columns !== 0 && (count + 1) % columns === 0) leadSpansAt.push(columns);
  }
  return { maxColumns, leadSpansAt };
}

/** The grid's class names for {@link featuredGridLayout}. */
export function featuredGridClass(count: number): string {
  const { maxColumns, leadSpansAt } = featuredGridLayout(count);
  return [
    "mkt-featured",
    `mkt-featured--max${maxColumns}`,
    ...leadSpansAt.map((columns) => `mkt-featured--lead${columns}`),
  ].join(" ");
}
