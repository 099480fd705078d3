import { describe, expect, it, vi } from "vitest";
import { createViewportWatcher } from "./viewport";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A fake IntersectionObserver that records its options and lets a test fire entries. */
function fakeObserver() {
  const state = {
    callback: undefined as Callback | undefined,
    options: {},
    observed: [] as Element[],
  };
  class FakeIntersectionObserver {
    constructor(callback: Callback, options: IntersectionObserverInit) {
      state.callback = callback;
      state.options = options;
    }
    observe(element: Element) {
      state.observed.push(element);
    }
    unobserve(element: Element) {
      state.observed = state.observed.filter((other) => other !== element);
    }
  }
  const win = { IntersectionObserver: FakeIntersectionObserver } as unknown as Window &
    typeof globalThis;
  return { state, win };
}

describe("createViewportWatcher", () => {
  it("calls back once, when the element intersects the 400px margin", () => {
    const { state, win } = fakeObserver();
    const observe = createViewportWatcher(win);
    const element = document.createElement("pulso-poll");
    const onNear = vi.fn();
    observe(element, onNear);
    expect(state.options).toEqual({ rootMargin: "400px" });

    state.callback?.([{ target: element, isIntersecting: false }]);
    expect(onNear).not.toHaveBeenCalled();
    state.callback?.([{ target: element, isIntersecting: true }]);
    state.callback?.([{ target: element, isIntersecting: true }]);
    expect(onNear).toHaveBeenCalledOnce();
    expect(state.observed).toEqual([]);
  });

  it("calls back at once when IntersectionObserver is missing", () => {
    const observe = createViewportWatcher({} as Window & typeof globalThis);
    const onNear = vi.fn();
    observe(document.createElement("pulso-poll"), onNear);
    expect(onNear).toHaveBeenCalledOnce();
  });
});
