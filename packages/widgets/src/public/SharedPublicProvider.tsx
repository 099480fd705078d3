import { useEffect, useMemo, type ReactNode } from "react";
import type { Translator } from "../i18n/translator";
import { PublicContext, type PublicContextValue } from "../provider/PublicContext";
import { getSharedClient, retainSharedClient } from "./sharedPublicClient";

/** Props of {@link SharedPublicProvider}. */
export interface SharedPublicProviderProps {
  apiBase: string;
  /** The widget's texts in its language. */
  translator: Translator;
  children?: ReactNode;
}

/**
 * What an embedded public widget renders under: the page's shared public client for `apiBase`
 * (held while mounted) and its translator. No sdk instance, query cache or session behind it
 * (DESIGN §7).
 */
export function SharedPublicProvider({ apiBase, translator, children }: SharedPublicProviderProps) {
  const client = useMemo(() => getSharedClient(apiBase), [apiBase]);
  useEffect(() => retainSharedClient(apiBase, client), [apiBase, client]);
  const value = useMemo<PublicContextValue>(
    () => ({ data: client, translator }),
    [client, translator],
  );
  return <PublicContext.Provider value={value}>{children}</PublicContext.Provider>;
}
