import { isLanguage, LANGUAGES } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useId } from "react";
import { usePortalT } from "../i18n/usePortalT";

/** The es/en switcher: switches the sdk's language, which the portal stores (spec §2). */
export function LanguageSwitcher() {
  const pulso = usePulso();
  const { t, lang } = usePortalT();
  const id = useId();
  const names = { es: t("header.languageEs"), en: t("header.languageEn") };
  return (
    <div className="portal-language">
      <label htmlFor={id} className="portal-visually-hidden">
        {t("header.language")}
      </label>
      <select
        id={id}
        value={lang}
        onChange={(event) => {
          if (isLanguage(event.target.value)) pulso.i18n.setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {names[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
