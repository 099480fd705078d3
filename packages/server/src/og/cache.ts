/**
 * A small in-process LRU with a time limit, for pictures that are costly to draw and cheap to
 * keep: the least recently used entry leaves first once `maxEntries` are held, and any entry
 * leaves `ttlMs` after it was stored. Each server instance keeps its own; the key says what the
 * value depends on, so instances never disagree for long.
 */
export class TimedLru<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now: () => number }) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.options.now() - entry.storedAt >= this.options.ttlMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.options.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
