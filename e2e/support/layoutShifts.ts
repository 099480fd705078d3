import type { Page } from "@playwright/test";

/** A layout shift as the page's own observer saw it, with the elements it moved. */
export interface Shift {
  value: number;
  /** Each moved element as `tag.class`, or `host > tag.class` inside a shadow root. */
  sources: string[];
}

/**
 * Records, from document start, every layout shift without recent input (what CLS counts) with
 * the elements it moved, in the page's `window.__shifts`. Call before `goto`.
 */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof seen }).__shifts = seen;
    const name = (element: Element) => {
      const first = typeof element.className === "string" ? element.className.split(" ")[0] : "";
      return first ? `${element.tagName.toLowerCase()}.${first}` : element.tagName.toLowerCase();
    };
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : "?";
      let outer: Element = node;
      while (outer.getRootNode() instanceof ShadowRoot) {
        outer = (outer.getRootNode() as ShadowRoot).host;
      }
      return outer === node ? name(node) : `${name(outer)} > ${name(node)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        seen.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts seen so far, once two more frames have painted (so the last one is reported). */
export async function shifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __shifts: Shift[] }).__shifts),
          ),
        );
      }),
  );
}

/** The layout shift score of `list`: what CLS adds up. */
export const totalShift = (list: Shift[]) => list.reduce((sum, shift) => sum + shift.value, 0);
