/**
 * The polls an instance follows, counted per subscriber: two widgets on the same market share
 * one server subscription, which ends when the last of them leaves.
 */
export interface SubscriptionSet {
  /** Adds one subscriber to each id; returns the ids that were not followed before. */
  add(pollIds: readonly string[]): string[];
  /** Removes one subscriber from each id; returns the ids nobody follows any more. */
  remove(pollIds: readonly string[]): string[];
  /** Every followed id. */
  ids(): string[];
}

/** Creates an empty set. */
export function createSubscriptionSet(): SubscriptionSet {
  const counts = new Map<string, number>();
  return {
    add(pollIds) {
      const added: string[] = [];
      for (const id of new Set(pollIds)) {
        const count = counts.get(id) ?? 0;
        counts.set(id, count + 1);
        if (count === 0) added.push(id);
      }
      return added;
    },
    remove(pollIds) {
      const removed: string[] = [];
      for (const id of new Set(pollIds)) {
        const count = counts.get(id);
        if (count === undefined) continue;
        if (count <= 1) {
          counts.delete(id);
          removed.push(id);
        } else {
          counts.set(id, count - 1);
        }
      }
      return removed;
    },
    ids: () => [...counts.keys()],
  };
}

/**
 * Most ids one subscribe frame may carry: core's MAX_SUBSCRIBE_IDS, repeated here so the embed
 * does not load core's zod schemas for one number (a test keeps them equal).
 */
export const SUBSCRIBE_BATCH_SIZE = 100;

/** Splits ids into frames the server accepts. */
export function inBatches(ids: readonly string[], size = SUBSCRIBE_BATCH_SIZE): string[][] {
  const batches: string[][] = [];
  for (let index = 0; index < ids.length; index += size)
    batches.push(ids.slice(index, index + size));
  return batches;
}
