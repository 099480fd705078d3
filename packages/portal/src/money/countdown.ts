/** Milliseconds left until `expiresAt` at `now`, never below zero. */
export function remainingMs(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** A countdown as `mm:ss` (minutes keep growing past 59: `75:00`), rounded up to the second. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * What a screen reader hears about the countdown: whole minutes left (rounded up), changing
 * once a minute, or "soon" in the last minute and "expired" at zero — never every second.
 */
export function countdownAnnouncement(
  ms: number,
): { kind: "minutes"; minutes: number } | { kind: "soon" } | { kind: "expired" } {
  if (ms <= 0) return { kind: "expired" };
  if (ms <= 60_000) return { kind: "soon" };
  return { kind: "minutes", minutes: Math.ceil(ms / 60_000) };
}
