/**
 * The height reserved for the list on a news page, read from its custom element: a list rendered
 * in a Shadow DOM whose host has a `min-height` (the size every snippet carries inline, or what
 * embed.js reserved) must stay inside it until the reader asks for more (DESIGN §7, §10). Null
 * anywhere else (the portal's page, a React host), where the list takes the room it needs.
 */
export function reservedHeight(inside: Element): number | null {
  const root = inside.getRootNode();
  if (typeof ShadowRoot === "undefined" || !(root instanceof ShadowRoot)) return null;
  const height = parseFloat(getComputedStyle(root.host).minHeight);
  return Number.isFinite(height) && height > 0 ? height : null;
}

/** What {@link fitToReservation} measures. */
export interface FitBoxes {
  /** The widget's outer box (its top is the reservation's top; its padding stays inside). */
  frame: HTMLElement;
  /** The panel with the cards or the skeletons: clipped to what is left of the reservation. */
  panel: HTMLElement;
  /** The grid of cards, when the list shows some. */
  grid: HTMLElement | null;
  /** The row of actions under the panel (Show more, Filters). */
  actions: HTMLElement | null;
}

const px = (value: string) => parseFloat(value) || 0;

/**
 * Keeps the list inside `height` px: hides (`display: none`) every card that would end below the
 * reservation once the actions row is under the panel, and caps the panel at the room left, so
 * that even a card that grows later cannot push the page down (the skeletons are clipped the same
 * way). Works on the DOM directly and synchronously, so a caller in a layout effect or a
 * ResizeObserver callback changes the page before it is painted. Returns how many cards it hid.
 */
export function fitToReservation(height: number, boxes: FitBoxes): number {
  const { frame, panel, grid, actions } = boxes;
  const items = grid ? [...grid.children].filter((child) => child instanceof HTMLElement) : [];
  for (const item of items) item.style.display = "";
  panel.style.maxHeight = "";
  const frameStyle = getComputedStyle(frame);
  const gap = px(frameStyle.rowGap);
  const bottom =
    frame.getBoundingClientRect().top +
    height -
    px(frameStyle.paddingBottom) -
    px(frameStyle.borderBottomWidth) -
    (actions ? actions.getBoundingClientRect().height + gap : 0);
  const panelTop = panel.getBoundingClientRect().top;
  let hidden = 0;
  for (const item of items) {
    // Half a pixel of slack for sub-pixel layout.
    if (item.getBoundingClientRect().bottom > bottom + 0.5) {
      item.style.display = "none";
      hidden += 1;
    }
  }
  panel.style.maxHeight = `${Math.max(0, Math.floor(bottom - panelTop))}px`;
  return hidden;
}

/** Undoes {@link fitToReservation}: every card shown, the panel as tall as it needs. */
export function releaseReservation(boxes: Pick<FitBoxes, "panel" | "grid">): void {
  boxes.panel.style.maxHeight = "";
  for (const child of boxes.grid ? [...boxes.grid.children] : []) {
    if (child instanceof HTMLElement) child.style.display = "";
  }
}
