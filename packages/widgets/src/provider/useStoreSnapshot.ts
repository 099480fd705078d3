import { startTransition, useEffect, useState } from "react";

/**
 * An external store's snapshot, re-rendering when it changes. Unlike `useSyncExternalStore`, a
 * change renders as a transition: React renders what it brings (a page of twelve cards, their
 * week of prices, the socket going live under every card) in slices and yields to the browser
 * between them, instead of one synchronous task that blocks the reader's input while the page
 * starts (issue 17: the market list's 355 ms task at 4× CPU). A store that changes while a render
 * is under way no longer forces the whole tree to render again synchronously either.
 *
 * The price is that two components reading one store may show two successive snapshots for the
 * length of a transition; every store read here holds data shown side by side, never a sum.
 * `subscribe` and `getSnapshot` must be stable for one store, as `useSyncExternalStore` asks too;
 * another store is read at once, in the same render.
 */
export function useStoreSnapshot<TSnapshot>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => TSnapshot,
): TSnapshot {
  const [shown, setShown] = useState(() => ({ getSnapshot, value: getSnapshot() }));

  useEffect(() => {
    const follow = () => {
      const value = getSnapshot();
      startTransition(() =>
        setShown((last) =>
          last.getSnapshot === getSnapshot && Object.is(last.value, value)
            ? last
            : { getSnapshot, value },
        ),
      );
    };
    const stop = subscribe(follow);
    // What changed between the render and this subscription.
    follow();
    return stop;
  }, [subscribe, getSnapshot]);

  // Another store: its snapshot now, until its own subscription has taken over.
  return shown.getSnapshot === getSnapshot ? shown.value : getSnapshot();
}
