import type { Translator } from "../i18n/translator";
import { usePublicContext } from "./useResource";

/**
 * Translation and formatting in the subtree's language (the provider's `lang`, else the sdk's
 * current language, re-rendering when it changes).
 *
 * @example
 * const { t, formatMoney } = useT();
 * return <p>{t("marketCard.volume")}: {formatMoney(market.volume)}</p>;
 */
export function useT(): Translator {
  return usePublicContext().translator;
}
