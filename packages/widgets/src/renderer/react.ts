// What `react` means in the embed build (DESIGN §7): preact/compat, which renders the same
// components at a fraction of React's weight, plus the React 19 hook it lacks. The embed build
// redirects `react` here (see preactAlias.mjs); React hosts and the portal keep React itself.
import { useCallback, useLayoutEffect, useRef } from "preact/compat";

// @ts-expect-error -- preact/compat's types are written as `export =`, which TypeScript cannot
// re-export with `export *`; the bundler reads its ES module build, which has named exports.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React 19's `useEffectEvent`: a stable function that always calls the latest `handler`. Meant,
 * as in React, to be called from effects and event handlers, never during render.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
