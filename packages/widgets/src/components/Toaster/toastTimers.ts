/** One toast's timer that can pause (hover, focus) and resume with the time it had left. */
export interface ToastTimer {
  pause(): void;
  resume(): void;
  clear(): void;
}

/** Starts a timer that calls `onExpire` after `durationMs` of unpaused time. */
export function startToastTimer(durationMs: number, onExpire: () => void): ToastTimer {
  let remaining = durationMs;
  let startedAt = Date.now();
  let handle: ReturnType<typeof setTimeout> | null = setTimeout(onExpire, remaining);
  return {
    pause() {
      if (handle === null) return;
      clearTimeout(handle);
      handle = null;
      remaining = Math.max(0, remaining - (Date.now() - startedAt));
    },
    resume() {
      if (handle !== null) return;
      startedAt = Date.now();
      handle = setTimeout(onExpire, remaining);
    },
    clear() {
      if (handle !== null) clearTimeout(handle);
      handle = null;
    },
  };
}
