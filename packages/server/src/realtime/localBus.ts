import { assertBusMessage, deliverToHandlers, type BusHandler, type EventBus } from "./bus";
import type { RealtimeLogger } from "./logger";

/** Options of {@link createLocalBus}. */
export interface LocalBusOptions {
  /** Where a throwing handler is reported; `console.error` with a `[pulso]` prefix if omitted. */
  logger?: RealtimeLogger;
}

const fallbackLogger: RealtimeLogger = {
  info: () => {},
  warn: (objOrMsg, msg) => console.warn("[pulso]", msg ?? objOrMsg, msg ? objOrMsg : ""),
  error: (objOrMsg, msg) => console.error("[pulso]", msg ?? objOrMsg, msg ? objOrMsg : ""),
};

/**
 * The single-instance event bus: delivers each message to this process's handlers, in publish
 * order, in a later microtask (never inside `publish`, so a handler can publish safely).
 */
export function createLocalBus(options: LocalBusOptions = {}): EventBus {
  const logger = options.logger ?? fallbackLogger;
  const handlers = new Set<BusHandler>();
  let closed = false;

  return {
    publish(message) {
      if (closed) {
        return Promise.reject(
          new Error("The local realtime bus is closed; publish before close()."),
        );
      }
      try {
        const checked = assertBusMessage(message);
        queueMicrotask(() => {
          if (!closed) deliverToHandlers(handlers, checked, logger);
        });
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error);
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    close() {
      closed = true;
      handlers.clear();
      return Promise.resolve();
    },
  };
}
