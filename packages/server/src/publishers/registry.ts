import type { Queryable } from "../db/database";

/** An active publisher as the embed sees it: who owns a site, and its share then. */
export interface SitePublisher {
  id: string;
  name: string;
  shareBps: number;
}

/**
 * Which news sites may embed the account widgets (DESIGN §7, §12): the active publishers'
 * registered origins, plus EMBED_ORIGINS (the bootstrap and dev setting; `*` lets any site in).
 * One home for the question, asked by the frames' `frame-ancestors`, the embed-access probe,
 * the sign-in and bet popups (which name the publisher) and the embed-session approval.
 */
export interface OriginRegistry {
  /** Whether the site may show the frames and be approved for an embed session. */
  allowed(origin: string): Promise<boolean>;
  /** The frames' `frame-ancestors` source list. */
  frameAncestors(): Promise<string>;
  /**
   * The active publisher that registered the site, or null (a bootstrap origin, or none), read
   * from the database on every call, never from this instance's cache: a bet records what it
   * returns (publisher and share), so an admin's change on any instance holds from the next bet.
   */
  publisherFor(origin: string): Promise<SitePublisher | null>;
  /**
   * The name the sign-in popup shows for an allowed site: its active publisher's, "" for a site
   * only EMBED_ORIGINS lets in (or none).
   */
  siteName(origin: string): Promise<string>;
  /**
   * Forgets what it read, after an admin changed publishers here. Other instances keep their
   * list for the TTL: which sites may frame the widgets and the popup's site name, never a bet's
   * publisher or share ({@link OriginRegistry.publisherFor} is always read afresh).
   */
  invalidate(): void;
}

/**
 * How long an instance trusts the list it read for the frames and popups; an admin's change on
 * another instance reaches them within this.
 */
export const ORIGIN_REGISTRY_TTL_MS = 10_000;

interface Snapshot {
  readAt: number;
  byOrigin: Map<string, SitePublisher>;
}

/**
 * The registry over the database. The list of sites is cached per instance for
 * {@link ORIGIN_REGISTRY_TTL_MS}: a frame or a popup asks on every load, and publishers change
 * rarely; an admin call on this instance invalidates it at once. A site's publisher, which bets
 * and the views beacon record, is one primary-key read each time.
 */
export function createOriginRegistry(
  db: Queryable,
  bootstrap: readonly string[],
  clock: () => number = Date.now,
): OriginRegistry {
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  let generation = 0;

  const load = async (): Promise<Snapshot> => {
    const startedAt = clock();
    const started = generation;
    const result = await db.query<{ origin: string; id: string; name: string; share_bps: number }>(
      `SELECT o.origin, p.id, p.name, p.share_bps
         FROM publisher_origins o JOIN publishers p ON p.id = o.publisher_id
        WHERE p.status = 'active'`,
    );
    const byOrigin = new Map(
      result.rows.map((row) => [
        row.origin,
        { id: row.id, name: row.name, shareBps: Number(row.share_bps) },
      ]),
    );
    const fresh = { readAt: startedAt, byOrigin };
    // A read that started before an invalidation may hold the old list: use it once, keep none.
    if (started === generation) snapshot = fresh;
    return fresh;
  };

  const current = async (): Promise<Snapshot> => {
    if (snapshot && clock() - snapshot.readAt < ORIGIN_REGISTRY_TTL_MS) return snapshot;
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };

  const anySite = bootstrap.includes("*");
  return {
    async allowed(origin) {
      if (anySite || bootstrap.includes(origin)) return true;
      return (await current()).byOrigin.has(origin);
    },
    async frameAncestors() {
      if (anySite) return "*";
      const origins = new Set([...bootstrap, ...(await current()).byOrigin.keys()]);
      return ["'self'", ...[...origins].sort()].join(" ");
    },
    async publisherFor(origin) {
      const found = await db.query<{ id: string; name: string; share_bps: number }>(
        `SELECT p.id, p.name, p.share_bps
           FROM publisher_origins o JOIN publishers p ON p.id = o.publisher_id
          WHERE o.origin = $1 AND p.status = 'active'`,
        [origin],
      );
      const row = found.rows[0];
      return row ? { id: row.id, name: row.name, shareBps: Number(row.share_bps) } : null;
    },
    async siteName(origin) {
      return (await current()).byOrigin.get(origin)?.name ?? "";
    },
    invalidate() {
      generation += 1;
      snapshot = null;
      loading = null;
    },
  };
}
