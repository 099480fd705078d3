import {
  API_ROUTES,
  buildPath,
  type ApiRouteName,
  type EndpointData,
  type EndpointName,
  type EndpointResponse,
} from "@pulso/core";
import type { Transport } from "../transport";
import type { RequestOptions } from "../transportOptions";

/** Per-call settings every typed call accepts. */
export interface CallOptions {
  /** Cancels the call; it then rejects with an ApiError of code ABORTED. */
  signal?: AbortSignal;
}

/** Per-call settings of the calls that move money (DESIGN §3): a replay returns the first result. */
export interface MoneyCallOptions extends CallOptions {
  /** Sent as `Idempotency-Key`; reuse it when retrying the same submission. */
  idempotencyKey?: string;
}

/** An `/api/v1` call by its name in core's table: method and path from `API_ROUTES`. */
export type Call = <N extends EndpointName & ApiRouteName>(
  name: N,
  options?: RequestOptions & { params?: Record<string, string | number> },
) => Promise<EndpointData<N>>;

/** Like `Call`, resolving the whole success body (`{ status, token, data }`), not its `data`. */
export type BodyCall = <N extends EndpointName & ApiRouteName>(
  name: N,
  options?: Omit<RequestOptions, "envelope"> & { params?: Record<string, string | number> },
) => Promise<EndpointResponse<N>>;

/** What each group of calls is built from. */
export interface CallContext {
  transport: Transport;
  /**
   * Sends the call `name` of core's endpoint table (DESIGN §3's one contract): its method and
   * path come from `API_ROUTES` (`params` fill the path), and it resolves the `data` its response
   * schema describes, so no call re-spells a path or a response type.
   */
  call: Call;
  /** The same for calls whose whole body matters (the auth calls' token). */
  callBody: BodyCall;
  /** Makes a relative image path absolute against the API host (spec §3). */
  absolutize: (path: string | null | undefined) => string;
}

/** The `call` and `callBody` of a transport (see CallContext). */
export function callsThrough(transport: Transport): Pick<CallContext, "call" | "callBody"> {
  const send = (
    name: EndpointName & ApiRouteName,
    { params, ...options }: RequestOptions & { params?: Record<string, string | number> },
  ) => {
    const route = API_ROUTES[name];
    return transport.request<never>(route.method, buildPath(route.path, params), options);
  };
  return {
    call: (name, options = {}) => send(name, options),
    callBody: (name, options = {}) => send(name, { ...options, envelope: false }),
  };
}
