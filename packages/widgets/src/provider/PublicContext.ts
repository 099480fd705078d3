import type { PublicData } from "@pulso/sdk/public";
import { createContext } from "react";
import type { Translator } from "../i18n/translator";

/**
 * What every widget reads: the public data (markets, histories, the leaderboard, the connection)
 * and the translator of its subtree. A `PulsoProvider` gives the full sdk's; the embedded public
 * widgets get the lean public client's (`SharedPublicProvider`), with no query cache or account
 * code behind it (DESIGN §7).
 */
export interface PublicContextValue {
  data: PublicData;
  translator: Translator;
}

/** The context behind the public hooks; null outside any provider. */
export const PublicContext = createContext<PublicContextValue | null>(null);
