import type { Language } from "@pulso/core";
import type { Pulso } from "@pulso/sdk";
import { createContext } from "react";

/** What a PulsoProvider hands its subtree: the sdk instance and an optional display language. */
export interface PulsoContextValue {
  pulso: Pulso;
  /** The subtree's language; undefined follows the instance's current language. */
  lang: Language | undefined;
}

/** The React context behind `PulsoProvider` and the hooks; null outside any provider. */
export const PulsoContext = createContext<PulsoContextValue | null>(null);
