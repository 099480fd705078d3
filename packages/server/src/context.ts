import type { OriginRegistry } from "./publishers/registry";
import type { RealtimeServerMessage } from "@pulso/core";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { MarkupRenderer } from "./embed/markup";
import type { DeferredWork } from "./http/deferredWork";
import type { EndpointSettings } from "./http/endpoint";
import type { RateLimiter } from "./http/rateLimiter";

/** Where domain code sends realtime events; delivery is best effort and never throws. */
export interface RealtimePublisher {
  /** To the poll's subscribers, plus these users' sockets (each socket once). */
  toPoll(pollId: string, event: RealtimeServerMessage, alsoUserIds?: readonly string[]): void;
  /** To every socket of one user. */
  toUser(userId: string, event: RealtimeServerMessage): void;
  /**
   * Closes, on every instance, the sockets these sessions (token hashes, as `revokeSession` and
   * `revokeUserSessions` return them) authenticated; call it after revoking them (DESIGN §5).
   */
  sessionsRevoked(sessionIds: readonly string[]): void;
}

/** Everything a domain's routes and services need, built once per server. */
export interface AppContext {
  config: Config;
  db: Database;
  endpoints: EndpointSettings;
  realtime: RealtimePublisher;
  /** Rate limits shared by every instance on the database (DESIGN §5). */
  limits: RateLimiter;
  /** Work left for after an answer (forgot-password's mail); the server waits for it on close. */
  deferred: DeferredWork;
  /** The clock; tests may move it. */
  now: () => Date;
  /** Public widgets as markup, for a first paint on news pages (DESIGN §7). */
  markup: MarkupRenderer;
  /** The news sites that may embed the account widgets: publishers' origins (DESIGN §12). */
  publishers: OriginRegistry;
}
