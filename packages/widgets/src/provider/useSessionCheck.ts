import { useEffect } from "react";
import { log } from "../log";
import { usePulso } from "./usePulso";

const checked = new WeakSet<object>();

/**
 * Asks the server who is signed in, once per sdk instance, when nobody has yet (the session is
 * still `loading`): account elements share an instance created with `restoreSession: false`.
 */
export function useSessionCheck(): void {
  const pulso = usePulso();
  useEffect(() => {
    if (checked.has(pulso) || pulso.session.store.getState().status !== "loading") return;
    checked.add(pulso);
    pulso.session
      .refresh()
      .catch((error: unknown) => log.warn("checking the session failed", error));
  }, [pulso]);
}
