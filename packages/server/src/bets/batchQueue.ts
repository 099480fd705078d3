/** What one queued item came to: its own value or its own error. */
export type BatchOutcome<TResult> = { ok: true; value: TResult } | { ok: false; error: unknown };

/** Settings of a batch queue. */
export interface BatchQueueOptions<TInput, TResult> {
  /** Which queue an item joins (bets: their market). */
  keyOf: (input: TInput) => string;
  /**
   * Runs one batch of items of the same key, in arrival order, and answers one outcome per item
   * in the same order. Throwing fails every item of the batch with that error.
   */
  run: (key: string, inputs: TInput[]) => Promise<BatchOutcome<TResult>[]>;
  /** Most items one run takes; the rest wait for the next run. */
  maxBatch: number;
}

/**
 * Per-key batching: an item whose key has nothing in flight runs at once, alone; items that
 * arrive while a run for their key is in flight wait, and the next run takes them together (up
 * to `maxBatch`, oldest first). Different keys never wait for each other. Each caller gets its
 * own item's outcome, so batching is invisible to callers except in speed.
 * @example
 * const queue = createBatchQueue({ keyOf: (bet) => bet.pollId, run: placeBetBatch, maxBatch: 64 });
 * const placed = await queue.push(bet);
 */
export function createBatchQueue<TInput, TResult>(options: BatchQueueOptions<TInput, TResult>) {
  interface Waiting {
    input: TInput;
    resolve: (value: TResult) => void;
    reject: (error: unknown) => void;
  }
  const queues = new Map<string, Waiting[]>();

  const drain = async (key: string, queue: Waiting[]) => {
    while (queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      let outcomes: BatchOutcome<TResult>[];
      try {
        outcomes = await options.run(
          key,
          batch.map((waiting) => waiting.input),
        );
      } catch (error) {
        outcomes = batch.map(() => ({ ok: false, error }));
      }
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index] ?? {
          ok: false,
          error: new Error(`batch run for ${key} answered no outcome for item ${index}`),
        };
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    }
    queues.delete(key);
  };

  return {
    /** Queues one item; resolves or rejects with that item's own outcome. */
    push(input: TInput): Promise<TResult> {
      return new Promise<TResult>((resolve, reject) => {
        const key = options.keyOf(input);
        const waiting = { input, resolve, reject };
        const queue = queues.get(key);
        if (queue) {
          queue.push(waiting);
          return;
        }
        const fresh = [waiting];
        queues.set(key, fresh);
        void drain(key, fresh);
      });
    },
    /** How many items wait for a run (not counting those in flight), for tests and metrics. */
    waiting(key: string): number {
      return queues.get(key)?.length ?? 0;
    },
  };
}

/** A batch queue. */
export type BatchQueue<TInput, TResult> = ReturnType<typeof createBatchQueue<TInput, TResult>>;
