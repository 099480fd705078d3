import type { PublicData } from "@pulso/sdk/public";
import { useLayoutEffect, useMemo, type ReactNode } from "react";
import type { Translator } from "../i18n/translator";
import { PublicContext, type PublicContextValue } from "../provider/PublicContext";
import { getSharedClient, retainSharedClient } from "./sharedPublicClient";

/** Props of {@link SharedPublicProvider}. */
export interface SharedPublicProviderProps {
  apiBase: string;
  /** The widget's texts in its language. */
  translator: Translator;
  /**
   * Data to render from instead of the shared client (a render to markup on the server, from a
   * batch answer: `fixedPublicData`); nothing is then held, fetched or followed.
   */
  data?: PublicData;
  children?: ReactNode;
}

/**
 * What an embedded public widget renders under: the page's shared public client for `apiBase`
 * (held while mounted) and its translator. No sdk instance, query cache or session behind it
 * (DESIGN §7).
 */
export function SharedPublicProvider({
  apiBase,
  translator,
  data,
  children,
}: SharedPublicProviderProps) {
  const shown = useMemo(() => data ?? getSharedClient(apiBase), [apiBase, data]);
  // Held as the render commits: a painted widget this one replaces lets go of the client right
  // after, and must not leave it unheld for a moment (which would close the socket).
  useLayoutEffect(
    () => (data ? undefined : retainSharedClient(apiBase, getSharedClient(apiBase))),
    [apiBase, data],
  );
  const value = useMemo<PublicContextValue>(
    () => ({ data: shown, translator }),
    [shown, translator],
  );
  return <PublicContext.Provider value={value}>{children}</PublicContext.Provider>;
}
