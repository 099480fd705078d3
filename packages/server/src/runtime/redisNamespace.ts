import { createHash, randomUUID } from "node:crypto";
import { resolve } from "node:path";
import type { Config } from "../config";

/**
 * The prefix of this deployment's Redis channel and keys (DESIGN §4): `REDIS_NAMESPACE` when set,
 * else `pulso-` and a hash of the database's identity, so every instance of one deployment (one
 * database) agrees without configuration and two deployments sharing a Redis never hear each
 * other. The identity is PostgreSQL's host, port and database name (never the credentials), or
 * PGlite's data directory; an in-memory PGlite belongs to one process alone, so it gets a random
 * namespace. Instances that reach one database under different host names must set
 * `REDIS_NAMESPACE`.
 */
export function redisNamespace(
  config: Pick<Config, "REDIS_NAMESPACE" | "DATABASE_URL" | "PULSO_DATA_DIR">,
): string {
  if (config.REDIS_NAMESPACE) return config.REDIS_NAMESPACE;
  const identity = config.DATABASE_URL
    ? postgresIdentity(config.DATABASE_URL)
    : config.PULSO_DATA_DIR === "memory"
      ? `pglite-memory:${randomUUID()}`
      : `pglite:${resolve(config.PULSO_DATA_DIR)}`;
  return `pulso-${createHash("sha256").update(identity).digest("hex").slice(0, 16)}`;
}

/** `postgres://host:port/database` as libpq would connect, whatever the URL's spelling. */
function postgresIdentity(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const host = (url.hostname || url.searchParams.get("host") || "localhost").toLowerCase();
  const port = url.port || url.searchParams.get("port") || "5432";
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username);
  return `postgres://${host}:${port}/${database}`;
}
