import { useMemo, useSyncExternalStore } from "react";
import { createTranslator, type Translator } from "../i18n/translator";
import { usePulsoContext } from "./usePulso";

/**
 * Translation and formatting in the subtree's language: the provider's `lang` when it sets one,
 * else the sdk's current language (re-rendering on `pulso.i18n.setLanguage`).
 *
 * @example
 * const { t, formatMoney } = useT();
 * return <p>{t("marketCard.volume")}: {formatMoney(market.volume)}</p>;
 */
export function useT(): Translator {
  const { pulso, lang } = usePulsoContext();
  const { store } = pulso.i18n;
  const sdkLanguage = useSyncExternalStore(
    store.subscribe,
    () => store.getState().language,
    () => store.getState().language,
  );
  const language = lang ?? sdkLanguage;
  return useMemo(() => createTranslator(pulso, language), [pulso, language]);
}
