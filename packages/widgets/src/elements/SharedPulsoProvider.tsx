import type { Language } from "@pulso/core";
import { useEffect, useMemo, type ReactNode } from "react";
import { PulsoProvider } from "../provider/PulsoProvider";
import { getSharedPulso, retainSharedPulso } from "./sharedPulso";

/** Props of {@link SharedPulsoProvider}. */
export interface SharedPulsoProviderProps {
  apiBase: string;
  lang: Language;
  children?: ReactNode;
}

/** A PulsoProvider over the page's shared instance for `apiBase`, held while mounted. */
export function SharedPulsoProvider({ apiBase, lang, children }: SharedPulsoProviderProps) {
  const pulso = useMemo(() => getSharedPulso(apiBase), [apiBase]);
  useEffect(() => retainSharedPulso(apiBase, pulso), [apiBase, pulso]);
  return (
    <PulsoProvider pulso={pulso} lang={lang}>
      {children}
    </PulsoProvider>
  );
}
