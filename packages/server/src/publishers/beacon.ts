import { createHmac, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database";

/** One page's beacon, from an active publisher's site, as the server records it. */
export interface BeaconVisit {
  publisherId: string;
  /** The article: the page's path, already checked against core's `articlePathSchema`. */
  path: string;
  /** Widget views the page reports (at most MAX_BEACON_VIEWS, by the schema). */
  views: number;
  interactions: number;
  /** The reader's address and browser: hashed under the day's salt, never stored. */
  address: string;
  userAgent: string;
}

/** Records beacons: the day's counts per article, and the day's distinct-reader hashes. */
export interface BeaconRecorder {
  record(visit: BeaconVisit): Promise<void>;
}

const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The random salt of one UTC day, created by the first beacon of the day (by whichever instance
 * wins the insert; every instance then reads the same one). Salts older than yesterday are
 * deleted then, so a day's hashes can no longer be recomputed from an address and a browser.
 */
async function daySalt(db: Queryable, day: string): Promise<string> {
  const existing = await db.query<{ salt: string }>(
    "SELECT salt FROM embed_beacon_salts WHERE day = $1::date",
    [day],
  );
  const found = existing.rows[0]?.salt;
  if (found) return found;
  await db.query(
    "INSERT INTO embed_beacon_salts (day, salt) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING",
    [day, randomBytes(32).toString("base64url")],
  );
  await db.query("DELETE FROM embed_beacon_salts WHERE day < $1::date - 1", [day]);
  const created = await db.query<{ salt: string }>(
    "SELECT salt FROM embed_beacon_salts WHERE day = $1::date",
    [day],
  );
  const salt = created.rows[0]?.salt;
  if (!salt) throw new Error(`the beacon salt of ${day} could not be stored`);
  return salt;
}

/**
 * The reader's hash for one publisher and day: HMAC-SHA256 of address, browser and publisher
 * under the day's salt. Equal for the same reader on the same site that day (so readers are
 * counted once), unrelated across days and sites, and not reversible once the salt is gone.
 */
export function readerHash(salt: string, visit: BeaconVisit): string {
  // Header values hold no line breaks, so the joined fields cannot run into one another.
  return createHmac("sha256", salt)
    .update(`${visit.address}\n${visit.userAgent}\n${visit.publisherId}`)
    .digest("base64url");
}

/**
 * Creates the {@link BeaconRecorder} of one server. Each beacon adds at most one row to
 * `embed_views` (per day, publisher and article) and one to `embed_readers` (per reader of that
 * article that day), in one statement; the day's salt is kept in memory once read (a salt never
 * changes once stored).
 */
export function createBeaconRecorder(db: Queryable, now: () => Date): BeaconRecorder {
  let cached: { day: string; salt: string } | null = null;
  return {
    async record(visit) {
      if (visit.views === 0 && visit.interactions === 0) return;
      const day = dayOf(now());
      if (cached?.day !== day) cached = { day, salt: await daySalt(db, day) };
      await db.query(
        `WITH counted AS (
           INSERT INTO embed_views AS v (day, publisher_id, article_path, views, interactions)
           VALUES ($1::date, $2, $3, $4, $5)
           ON CONFLICT (publisher_id, day, article_path) DO UPDATE
             SET views = v.views + EXCLUDED.views, interactions = v.interactions + EXCLUDED.interactions
         )
         INSERT INTO embed_readers (day, publisher_id, article_path, reader_hash)
         VALUES ($1::date, $2, $3, $6) ON CONFLICT DO NOTHING`,
        [
          day,
          visit.publisherId,
          visit.path,
          visit.views,
          visit.interactions,
          readerHash(cached.salt, visit),
        ],
      );
    },
  };
}
