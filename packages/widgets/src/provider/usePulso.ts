import type { Pulso } from "@pulso/sdk";
import { useContext } from "react";
import { PulsoContext, type PulsoContextValue } from "./PulsoContext";

/** The fail-fast message of a hook used outside its provider (spec §8's useAuth is the model). */
export const USE_PULSO_OUTSIDE_PROVIDER = "usePulso must be used within a PulsoProvider";

/** The provider's context; throws the fail-fast message outside a PulsoProvider. */
export function usePulsoContext(): PulsoContextValue {
  const value = useContext(PulsoContext);
  if (!value) throw new Error(USE_PULSO_OUTSIDE_PROVIDER);
  return value;
}

/**
 * The sdk instance of the nearest PulsoProvider; throws "usePulso must be used within a
 * PulsoProvider" outside one.
 */
export function usePulso(): Pulso {
  return usePulsoContext().pulso;
}
