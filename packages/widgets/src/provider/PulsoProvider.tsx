import type { Language } from "@pulso/core";
import { createPulso, publicDataOf, type Pulso, type PulsoOptions } from "@pulso/sdk";
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { createTranslator } from "../i18n/sdkTranslator";
import { PublicContext, type PublicContextValue } from "./PublicContext";
import { PulsoContext, type PulsoContextValue } from "./PulsoContext";

interface ProviderBase {
  /**
   * The subtree's language. With an own instance it is also the instance's language (API texts
   * come in it); with a given `pulso` it only changes what this subtree shows. Default: the
   * instance's current language.
   */
  lang?: Language;
  children?: ReactNode;
}

/** Props of {@link PulsoProvider}: an existing sdk instance, or the settings to create one. */
export type PulsoProviderProps = ProviderBase &
  (
    | { pulso: Pulso; apiBase?: never; options?: never }
    | {
        pulso?: never;
        /** The API base, e.g. `https://pulso.example/api/v1`. */
        apiBase: string;
        /** Further `createPulso` settings, read when the instance is created (per `apiBase`). */
        options?: Omit<PulsoOptions, "apiBase" | "lang">;
      }
  );

/**
 * Puts a Pulso sdk instance at the widgets' disposal. Give it a `pulso` from `createPulso` (the
 * caller starts and stops it), or an `apiBase` to have the provider create one, start it when
 * mounted and stop it when unmounted.
 *
 * @example
 * <PulsoProvider apiBase="https://pulso.example/api/v1" lang="es">
 *   <MarketCard marketId="m_42" onSelectOption={openBetTicket} />
 * </PulsoProvider>
 */
export function PulsoProvider(props: PulsoProviderProps) {
  const { pulso: given, apiBase, options, lang, children } = props;
  // `options` and `lang` are read once per apiBase: a new object each render must not recreate
  // the instance (and its socket); later language changes go through setLanguage below.
  const own = useMemo(
    () => (given ? null : createPulso({ ...options, apiBase: apiBase ?? "", lang })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [given, apiBase],
  );
  const pulso = given ?? own;
  if (!pulso)
    throw new TypeError("[pulso] PulsoProvider needs a `pulso` instance or an `apiBase`.");

  useEffect(() => {
    if (!own) return;
    void own.start();
    return () => own.stop();
  }, [own]);

  useEffect(() => {
    if (own && lang) own.i18n.setLanguage(lang);
  }, [own, lang]);

  const value = useMemo<PulsoContextValue>(() => ({ pulso, lang }), [pulso, lang]);
  // The subtree's language: the provider's own, else the instance's current one (followed).
  const { store } = pulso.i18n;
  const current = useSyncExternalStore(
    store.subscribe,
    () => store.getState().language,
    () => store.getState().language,
  );
  const language = lang ?? current;
  const shared = useMemo<PublicContextValue>(
    () => ({ data: publicDataOf(pulso), translator: createTranslator(pulso, language) }),
    [pulso, language],
  );
  return (
    <PulsoContext.Provider value={value}>
      <PublicContext.Provider value={shared}>{children}</PublicContext.Provider>
    </PulsoContext.Provider>
  );
}
