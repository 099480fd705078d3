// The realtime core (DESIGN §4 "Realtime fan-out", §6): the hub that serves `/ws` and the event
// buses that carry events to it, in-process or across instances through Redis.
export { createRealtimeHub } from "./hub";
export type {
  RealtimeConnectionInit,
  RealtimeHub,
  RealtimeHubOptions,
  RealtimeHubStats,
} from "./hub";
export { assertBusMessage, parseBusMessage } from "./bus";
export type {
  BusEvent,
  BusHandler,
  BusMessage,
  BusMessageParseResult,
  EventBus,
  PollBusMessage,
  UserBusMessage,
} from "./bus";
export { createLocalBus } from "./localBus";
export type { LocalBusOptions } from "./localBus";
export { createRedisBus, DEFAULT_BUS_CHANNEL } from "./redisBus";
export type { RedisBusOptions } from "./redisBus";
export type { RealtimeLogFn, RealtimeLogger } from "./logger";
