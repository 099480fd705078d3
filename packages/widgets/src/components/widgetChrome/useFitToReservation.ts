import { useLayoutEffect, useState, type RefObject } from "react";
import { fitToReservation, releaseReservation, reservedHeight } from "./fitToReservation";

/** The boxes {@link useFitToReservation} measures (see `FitBoxes`); the frame is the panel's parent. */
export interface FitRefs {
  /** Clipped to the room the reservation leaves; its parent is the widget's outer box. */
  panel: RefObject<HTMLElement | null>;
  /** Holds the items that are hidden when they do not fit (often the panel itself). */
  grid: RefObject<HTMLElement | null>;
  /** The row under the panel with "Show more". */
  actions: RefObject<HTMLElement | null>;
}

/** What {@link useFitToReservation} gives a widget. */
export interface Fit {
  /** The height the widget must stay within, or null where it may grow. */
  height: number | null;
  /** The widget stays inside `height`: the reader has not asked for more yet. */
  compact: boolean;
  /** How many loaded items are hidden because they do not fit (0 unless `compact`). */
  hidden: number;
  /** The reader asked for more: the widget takes the room it needs from now on. */
  expand(): void;
  /** Reads the height the widget's custom element reserves (a ref callback for the panel). */
  readReservation(panel: HTMLElement | null): void;
}

/**
 * Keeps a widget inside a reserved height until the reader asks for more (growth that follows a
 * click is no layout shift, DESIGN §10): the height is `given` (a frame knows what its element
 * reserved) or read from the Shadow DOM host (`readReservation`). Measures before the browser
 * paints: on every render, and whenever the widget's or its items' sizes change. `ready` is false
 * while there are no items to fit (loading, error).
 */
export function useFitToReservation(ready: boolean, refs: FitRefs, given?: number): Fit {
  const [read, setRead] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [hidden, setHidden] = useState(0);
  const height = given ?? read;
  const compact = height !== null && !expanded;

  useLayoutEffect(() => {
    const panel = refs.panel.current;
    const frame = panel?.parentElement;
    if (!panel || !frame) return;
    if (!compact || height === null) {
      releaseReservation({ panel, grid: refs.grid.current });
      return;
    }
    const measure = () =>
      setHidden(
        fitToReservation(height, {
          frame,
          panel,
          grid: refs.grid.current,
          actions: refs.actions.current,
        }),
      );
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const resizes = new ResizeObserver(measure);
    resizes.observe(frame);
    if (refs.grid.current) resizes.observe(refs.grid.current);
    return () => resizes.disconnect();
  });

  return {
    height,
    compact,
    hidden: ready && compact ? hidden : 0,
    expand: () => setExpanded(true),
    // Called with every commit (an inline ref): it sets the height only when it changed, since an
    // update at each commit never settles while a transition is pending on the same component.
    readReservation: (node) => {
      if (!node || given !== undefined) return;
      const reserved = reservedHeight(node);
      if (reserved !== read) setRead(reserved);
    },
  };
}
