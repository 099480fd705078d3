import type { ConnectionState } from "@pulso/sdk/public";
import { useConnection } from "../../provider/useConnection";

const isOffline = ({ status, gaveUp }: ConnectionState) => gaveUp && status !== "open";

/**
 * Whether the live connection is down past the spec's five reconnect tries (`gaveUp`): the
 * prices on screen may be stale, and widgets say so (DESIGN §7, "live, or visibly not"). The
 * client keeps trying meanwhile; this turns false as soon as a socket opens again. Only a change
 * of that renders again (not each subscription the server acknowledges).
 */
export function useOffline(): boolean {
  return useConnection(isOffline);
}
