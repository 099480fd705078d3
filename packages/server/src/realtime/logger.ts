/** One log call, pino-style: `(obj, msg)` or `(msg)`. A Fastify or pino logger method fits. */
export type RealtimeLogFn = (objOrMsg: unknown, msg?: string) => void;

/**
 * Where the realtime core reports what it drops or refuses: pass the Fastify logger
 * (`app.log`) or anything with these methods. The core never writes to the console itself.
 */
export interface RealtimeLogger {
  info: RealtimeLogFn;
  warn: RealtimeLogFn;
  error: RealtimeLogFn;
  debug?: RealtimeLogFn;
}

/** The error of a catch clause as a message, for log lines and wrapped errors. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
