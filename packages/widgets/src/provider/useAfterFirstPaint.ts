import { startTransition, useEffect, useState } from "react";

/**
 * False until the browser has painted a render made with `ready` true, then true (as a
 * transition) for good. What a page shows below its first screen can wait for it, so that the
 * first screen, and its largest paint, is not held back by work the reader cannot see yet
 * (issue 17).
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  const waiting = ready && !painted;
  useEffect(() => {
    if (!waiting) return;
    // Effects run once the commit is painted; the timer gives the browser that frame first.
    const timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    return () => clearTimeout(timer);
  }, [waiting]);
  return painted;
}
