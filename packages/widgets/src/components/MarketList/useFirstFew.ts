import { startTransition, useEffect, useState } from "react";

/**
 * The cards a list renders first, on a phone the only ones in its first screen: the rest of a
 * page follows after the first paint, a few more each frame (issue 17: a page of twelve cards is
 * one commit and one layout before the first card's picture can paint, and the eight after the
 * first four were one task of 130 ms on a phone).
 */
export const FIRST_CARDS = 4;

/** How many more cards each later frame adds, until the page is whole. */
export const CARDS_PER_FRAME = 2;

/**
 * `items` to render: the first `first` of them until the browser has painted, then `step` more
 * after each paint, as transitions, until all are shown. From then on, later items (the next
 * page, which the reader asked for) render at once.
 */
export function useFirstFew<TItem>(
  items: readonly TItem[],
  first = FIRST_CARDS,
  step = CARDS_PER_FRAME,
): readonly TItem[] {
  const [count, setCount] = useState(first);
  // Whole once: the page's later items are not held back.
  if (count !== Number.POSITIVE_INFINITY && items.length > first && count >= items.length) {
    setCount(Number.POSITIVE_INFINITY);
  }
  const growing = count < items.length;
  useEffect(() => {
    if (!growing) return;
    // Effects run once the commit is painted; the timer gives the browser that frame first.
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => clearTimeout(timer);
  }, [growing, count, step]);
  return growing ? items.slice(0, count) : items;
}
