/** What one queued item came to: its own value or its own error. */
export type BatchOutcome<TResult> = { ok: true; value: TResult } | { ok: false; error: unknown };

/** Settings of a batch queue. */
export interface BatchQueueOptions<TInput, TResult> {
  /** The key an item holds while its run is in flight (bets: their market). */
  keyOf: (input: TInput) => string;
  /**
   * Runs one batch of items, in arrival order (items of several keys, each key's items in its own
   * arrival order), and answers one outcome per item in the same order. Throwing fails every item
   * of the batch with that error.
   */
  run: (inputs: TInput[]) => Promise<BatchOutcome<TResult>[]>;
  /** Most items one run takes; the rest wait for the next run. */
  maxBatch: number;
  /** Most runs in flight at once; items that arrive while all are busy share the next one. */
  maxRuns: number;
}

/**
 * Group commit with one run per key at a time (DESIGN §10). While fewer than `maxRuns` runs are
 * in flight, an item whose key no run holds starts a run at once. Items that arrive meanwhile
 * wait; when a run ends, the next one takes the oldest waiting items whose keys are free, up to
 * `maxBatch`, whatever their keys — so bets on one hot market share a transaction, and bets spread
 * over many markets share one too. An item never overtakes an older item of its own key. Each
 * caller gets its own item's outcome: batching is invisible to callers except in speed.
 * @example
 * const queue = createBatchQueue({ keyOf: (bet) => bet.pollId, run: placeBetBatch, maxBatch: 64, maxRuns: 4 });
 * const placed = await queue.push(bet);
 */
export function createBatchQueue<TInput, TResult>(options: BatchQueueOptions<TInput, TResult>) {
  interface Waiting {
    input: TInput;
    key: string;
    resolve: (value: TResult) => void;
    reject: (error: unknown) => void;
  }
  const waiting: Waiting[] = [];
  /** Keys some run in flight holds. */
  const held = new Set<string>();
  let running = 0;

  const execute = async (batch: Waiting[], keys: Set<string>) => {
    let outcomes: BatchOutcome<TResult>[];
    try {
      outcomes = await options.run(batch.map((item) => item.input));
    } catch (error) {
      outcomes = batch.map(() => ({ ok: false, error }));
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index] ?? {
        ok: false,
        error: new Error(`batch run answered no outcome for item ${index}`),
      };
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
    running -= 1;
    for (const key of keys) held.delete(key);
    startRuns();
  };

  /** Starts runs while a run is free and some waiting item's key is not held. */
  const startRuns = () => {
    while (running < options.maxRuns && waiting.length > 0) {
      const batch: Waiting[] = [];
      const keys = new Set<string>();
      for (let index = 0; index < waiting.length && batch.length < options.maxBatch;) {
        const item = waiting[index] as Waiting;
        if (held.has(item.key)) {
          index += 1;
          continue;
        }
        batch.push(item);
        keys.add(item.key);
        waiting.splice(index, 1);
      }
      if (batch.length === 0) return;
      for (const key of keys) held.add(key);
      running += 1;
      void execute(batch, keys);
    }
  };

  return {
    /** Queues one item; resolves or rejects with that item's own outcome. */
    push(input: TInput): Promise<TResult> {
      return new Promise<TResult>((resolve, reject) => {
        waiting.push({ input, key: options.keyOf(input), resolve, reject });
        startRuns();
      });
    },
    /** How many items of `key` wait for a run (not counting those in flight), for tests. */
    waiting(key: string): number {
      return waiting.filter((item) => item.key === key).length;
    },
  };
}

/** A batch queue. */
export type BatchQueue<TInput, TResult> = ReturnType<typeof createBatchQueue<TInput, TResult>>;
