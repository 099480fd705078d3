import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFirstFew } from "./useFirstFew";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const page = (count: number) => Array.from({ length: count }, (_, index) => `m_${index + 1}`);
/** Past the first paint: React runs the effect at once, preact (the embed's) after a frame. */
const afterFirstPaint = () => act(async () => vi.advanceTimersByTimeAsync(150));

describe("useFirstFew", () => {
  it("renders the first four cards of a page, then the whole page after the first paint", async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFirstFew(page(12)));
    expect(result.current).toEqual(page(4));
    await afterFirstPaint();
    expect(result.current).toEqual(page(12));
  });

  it("waits for a page longer than the first cards before counting the first paint", async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ items }) => useFirstFew(items), {
      initialProps: { items: page(0) },
    });
    // The skeletons' paint does not count: the first page still comes in two steps.
    await afterFirstPaint();
    rerender({ items: page(12) });
    expect(result.current).toEqual(page(4));
    await afterFirstPaint();
    expect(result.current).toEqual(page(12));
  });

  it("renders a short page whole at once", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFirstFew(page(3)));
    expect(result.current).toEqual(page(3));
  });

  it("renders what comes later (the next page) at once", async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ items }) => useFirstFew(items), {
      initialProps: { items: page(12) },
    });
    await afterFirstPaint();
    rerender({ items: page(24) });
    expect(result.current).toEqual(page(24));
  });
});
