import { isLanguage, LANGUAGES, type Language } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useId, useState } from "react";
import { switchPortalLanguage } from "../i18n/registerPortalMessages";
import { usePortalT } from "../i18n/usePortalT";

/**
 * The es/en switcher: switches the sdk's language, which the portal stores (spec §2), once the
 * chosen language's texts have loaded (English travels apart from the portal's first chunk). The
 * choice shows while they load; if they cannot load, the language stays and an alert says why.
 */
export function LanguageSwitcher() {
  const pulso = usePulso();
  const { t, lang } = usePortalT();
  const id = useId();
  const [pending, setPending] = useState<Language | null>(null);
  const [failed, setFailed] = useState(false);
  const names = { es: t("header.languageEs"), en: t("header.languageEn") };
  const choose = (next: Language) => {
    setFailed(false);
    if (next === lang) return setPending(null);
    setPending(next);
    switchPortalLanguage(pulso, next).then(
      () => setPending((chosen) => (chosen === next ? null : chosen)),
      () => {
        setPending((chosen) => (chosen === next ? null : chosen));
        setFailed(true);
      },
    );
  };
  return (
    <div className="portal-language">
      <label htmlFor={id} className="portal-visually-hidden">
        {t("header.language")}
      </label>
      <select
        id={id}
        value={pending ?? lang}
        aria-busy={pending ? true : undefined}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {names[language]}
          </option>
        ))}
      </select>
      {failed ? (
        <p className="portal-language__error" role="alert">
          {t("header.languageFailed")}
        </p>
      ) : null}
    </div>
  );
}
