import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFirstFew } from "./useFirstFew";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const page = (count: number) => Array.from({ length: count }, (_, index) => `m_${index + 1}`);
/** Past a paint: React runs the effect at once, preact (the embed's) after a frame. */
const afterFirstPaint = () => act(async () => vi.advanceTimersByTimeAsync(150));

/** The hook over a list that starts with `count` items, on fake timers; `show(n)` changes it. */
function renderList(count: number) {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ items }) => useFirstFew(items), {
    initialProps: { items: page(count) },
  });
  return { shown: () => result.current, show: (next: number) => rerender({ items: page(next) }) };
}

describe("useFirstFew", () => {
  it("renders the first four cards of a page, then two more after each paint until it is whole", async () => {
    const { shown } = renderList(12);
    expect(shown()).toEqual(page(4));
    for (const count of [6, 8, 10, 12]) {
      await afterFirstPaint();
      expect(shown()).toEqual(page(count));
    }
    // Whole: nothing more is scheduled.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits for a page longer than the first cards before counting the first paint", async () => {
    const { shown, show } = renderList(0);
    // The skeletons' paint does not count: the first page still comes in two steps.
    await afterFirstPaint();
    show(12);
    expect(shown()).toEqual(page(4));
    await afterFirstPaint();
    expect(shown()).toEqual(page(6));
  });

  it("renders a short page whole at once", () => {
    expect(renderList(3).shown()).toEqual(page(3));
  });

  it("renders what comes later (the next page) at once", async () => {
    const { shown, show } = renderList(12);
    for (let paint = 0; paint < 4; paint += 1) await afterFirstPaint();
    expect(shown()).toEqual(page(12));
    show(24);
    expect(shown()).toEqual(page(24));
  });
});
