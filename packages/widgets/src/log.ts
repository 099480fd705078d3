/**
 * The widgets' only console output: warnings and errors with the `[pulso]` prefix (STYLE: no bare
 * console), so a publisher can tell Pulso's messages from their own page's.
 */
export const log = {
  /** Something went wrong but the widget carries on. */
  warn(message: string, ...details: unknown[]): void {
    console.warn(`[pulso] ${message}`, ...details);
  },
  /** Something failed that the reader notices (the widget shows its error state). */
  error(message: string, ...details: unknown[]): void {
    console.error(`[pulso] ${message}`, ...details);
  },
};
