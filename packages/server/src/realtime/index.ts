// The realtime core (DESIGN §4 "Realtime fan-out", §6): the hub that serves `/ws` and the event
// buses that carry events to it, in-process or across instances through Redis.
export { createRealtimeHub } from "./hub";
export type { RealtimeIdentity } from "./connectionRegistry";
export { CLOSE_SESSION_REVOKED } from "./closeGracefully";
export type {
  RealtimeConnectionInit,
  RealtimeHub,
  RealtimeHubOptions,
  RealtimeHubStats,
} from "./hub";
export { assertBusMessage, MAX_REVOKED_SESSIONS_PER_MESSAGE, parseBusMessage } from "./bus";
export type {
  BusEvent,
  BusHandler,
  BusMessage,
  BusMessageParseResult,
  EventBus,
  PollBusMessage,
  SessionsRevokedBusMessage,
  UserBusMessage,
} from "./bus";
export { createLocalBus } from "./localBus";
export type { LocalBusOptions } from "./localBus";
export { busChannel, createRedisBus } from "./redisBus";
export type { RedisBusOptions } from "./redisBus";
export type { RealtimeLogFn, RealtimeLogger } from "./logger";
