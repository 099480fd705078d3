import { DEFAULT_LANGUAGE } from "@pulso/core";
import { SDK_NAMESPACE, type TranslationParams } from "@pulso/sdk";
import { usePulso, useT, WIDGET_NAMESPACE, type Translator } from "@pulso/widgets";
import { useEffect, useMemo, useState } from "react";
import { PORTAL_NAMESPACE, type PortalMessageKey } from "./portalMessages";
import {
  hasPortalLanguage,
  loadPortalLanguage,
  registerPortalMessages,
} from "./registerPortalMessages";

const NAMESPACES = [PORTAL_NAMESPACE, WIDGET_NAMESPACE, SDK_NAMESPACE] as const;

/** The portal's translator: its own texts, error messages by code, and the widgets' formatting. */
export interface PortalTranslator extends Omit<Translator, "t"> {
  /** A portal text (`header.logIn`), placeholders filled. */
  t(key: PortalMessageKey, params?: TranslationParams): string;
  /** The message of an error code (`PASSWORD_TOO_SHORT`) or an ApiError, in the current language. */
  error(codeOrError: unknown, params?: TranslationParams): string;
}

/**
 * Translation in the portal's current language (the sdk's, switched by the header), re-rendering
 * on every switch. The portal switches only once a language's texts are here (main.tsx, the
 * language switcher); should they still be missing (their chunk failed to load), its texts show
 * in Spanish, which the portal always has, until they arrive.
 *
 * @example
 * const { t } = usePortalT();
 * return <h1>{t("home.title")}</h1>;
 */
export function usePortalT(): PortalTranslator {
  const pulso = usePulso();
  const translator = useT();
  const { lang } = translator;
  const [, arrived] = useState(0);
  const present = hasPortalLanguage(lang);
  useEffect(() => {
    if (present) return;
    let current = true;
    loadPortalLanguage(lang).then(
      () => current && arrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang, present]);
  // Every render: an area's texts join when its screens have loaded (a cheap check when not).
  registerPortalMessages(pulso);
  return useMemo(() => {
    const textLanguage = present ? lang : DEFAULT_LANGUAGE;
    return {
      ...translator,
      t: (key, params) =>
        pulso.i18n.translate(key, params, { language: textLanguage, namespaces: NAMESPACES }),
      error: (codeOrError, params) =>
        typeof codeOrError === "string"
          ? pulso.i18n.translate(`errors.${codeOrError}`, params, { language: lang })
          : pulso.i18n.errorMessage(codeOrError, params),
    };
  }, [pulso, translator, lang, present]);
}
