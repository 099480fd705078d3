import type { RealtimeServerMessage } from "@pulso/core";
import type { FailureLimiter } from "./auth/rateLimit";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { EndpointSettings } from "./http/endpoint";

/** Where domain code sends realtime events; delivery is best effort and never throws. */
export interface RealtimePublisher {
  /** To the poll's subscribers, plus these users' sockets (each socket once). */
  toPoll(pollId: string, event: RealtimeServerMessage, alsoUserIds?: readonly string[]): void;
  /** To every socket of one user. */
  toUser(userId: string, event: RealtimeServerMessage): void;
}

/** Everything a domain's routes and services need, built once per server. */
export interface AppContext {
  config: Config;
  db: Database;
  endpoints: EndpointSettings;
  realtime: RealtimePublisher;
  limits: { loginByAccount: FailureLimiter; loginByAddress: FailureLimiter };
  /** The clock; tests may move it. */
  now: () => Date;
}
