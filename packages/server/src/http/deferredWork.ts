import type { FastifyBaseLogger } from "fastify";

/**
 * Work a request leaves for after its answer, run one task at a time per instance. For answers
 * that must not reveal through their timing what the work found (forgot-password, DESIGN §5):
 * the caller answers the same at once, and the work's cost is not in the answer.
 */
export interface DeferredWork {
  /** Queues `task` behind the earlier ones; a failure is logged, never thrown to the caller. */
  run(task: () => Promise<void>, log: FastifyBaseLogger): void;
  /** Resolves once every task queued so far has finished (the server waits for it on close). */
  settled(): Promise<void>;
}

/** Creates an empty {@link DeferredWork} queue. */
export function createDeferredWork(): DeferredWork {
  let tail: Promise<void> = Promise.resolve();
  return {
    run(task, log) {
      tail = tail.then(task).catch((error: unknown) => {
        log.error({ err: error }, "work deferred after an answer failed");
      });
    },
    settled: () => tail,
  };
}
