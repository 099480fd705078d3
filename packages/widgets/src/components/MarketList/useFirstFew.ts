import { useAfterFirstPaint } from "../../provider/useAfterFirstPaint";

/**
 * The cards a list renders first, on a phone the only ones in its first screen: the rest of a
 * page follows right after the first paint (issue 17: a page of twelve cards is one commit and
 * one layout before the first card's picture can paint).
 */
export const FIRST_CARDS = 4;

/**
 * `items` to render: the first `first` of them until the browser has painted, then all of them,
 * as a transition. Once all are shown, later items (the next page) render at once.
 */
export function useFirstFew<TItem>(items: readonly TItem[], first = FIRST_CARDS): readonly TItem[] {
  const painted = useAfterFirstPaint(items.length > first);
  return painted ? items : items.slice(0, first);
}
