import { useConnection } from "../../provider/useConnection";

/**
 * Whether the live connection is down past the spec's five reconnect tries (`gaveUp`): the
 * prices on screen may be stale, and widgets say so (DESIGN §7, "live, or visibly not"). The
 * client keeps trying meanwhile; this turns false as soon as a socket opens again.
 */
export function useOffline(): boolean {
  const { status, gaveUp } = useConnection();
  return gaveUp && status !== "open";
}
