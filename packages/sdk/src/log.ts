/**
 * The sdk's only console output: warnings and errors with the `[pulso]` prefix (STYLE: no bare
 * console), so a publisher can tell Pulso's messages from their own page's.
 */
export const log = {
  /** Something went wrong but Pulso carries on (a failed background refresh, a bad sink). */
  warn(message: string, ...details: unknown[]): void {
    console.warn(`[pulso] ${message}`, ...details);
  },
  /** Something failed that the reader may notice (reported to the sink as well). */
  error(message: string, ...details: unknown[]): void {
    console.error(`[pulso] ${message}`, ...details);
  },
};
