import { describe, expect, it } from "vitest";
import { FEATURED_COLUMNS, featuredGridClass, featuredGridLayout } from "./featuredGrid";

/** The cells each row holds when `count` cards are placed in `columns` columns by the layout. */
function rows(count: number, screenColumns: number): number[] {
  const { maxColumns, leadSpansAt } = featuredGridLayout(count);
  const columns = Math.min(screenColumns, maxColumns);
  const spans = Array.from({ length: count }, (_, index) =>
    index === 0 && leadSpansAt.includes(columns as 2 | 3) ? 2 : 1,
  );
  const filled: number[] = [];
  let row = 0;
  for (const span of spans) {
    if (row + span > columns) {
      filled.push(row);
      row = 0;
    }
    row += span;
  }
  if (row > 0) filled.push(row);
  return filled.map((cells) => cells / columns);
}

describe("the featured grid", () => {
  it.each([1, 2, 3, 4, 5, 6])(
    "fills every row with %i cards at one, two and three columns",
    (count) => {
      for (const columns of FEATURED_COLUMNS) {
        expect(rows(count, columns), `${count} cards, ${columns} columns`).toEqual(
          rows(count, columns).map(() => 1),
        );
      }
    },
  );

  it("names the layout in classes the stylesheet reads", () => {
    expect(featuredGridClass(6)).toBe("mkt-featured mkt-featured--max3");
    expect(featuredGridClass(5)).toBe(
      "mkt-featured mkt-featured--max3 mkt-featured--lead2 mkt-featured--lead3",
    );
    expect(featuredGridClass(4)).toBe("mkt-featured mkt-featured--max2");
    expect(featuredGridClass(3)).toBe("mkt-featured mkt-featured--max3 mkt-featured--lead2");
  });
});
