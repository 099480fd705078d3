import { MAX_PROFIT_SHARE_PERCENT, MIN_PROFIT_SHARE_PERCENT } from "@pulso/core";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { MySuggestions } from "./MySuggestions";
import { SuggestionForm } from "./SuggestionForm";
import "./suggestions.css";

/** `/suggest-poll` (spec §2): suggest a poll, and my suggestions. */
export function SuggestPollPage() {
  const { t } = usePortalT();
  return (
    <div className="portal-page portal-suggest">
      <PageHeading>{t("suggestions.title")}</PageHeading>
      <p className="portal-muted">
        {t("suggestions.intro", { min: MIN_PROFIT_SHARE_PERCENT, max: MAX_PROFIT_SHARE_PERCENT })}
      </p>
      <div className="portal-suggest__columns">
        <section aria-labelledby="suggest-new" className="portal-suggest__form">
          <h2 id="suggest-new">{t("suggestions.formTitle")}</h2>
          <SuggestionForm />
        </section>
        <section aria-labelledby="suggest-mine" className="portal-suggest__mine">
          <MySuggestions headingId="suggest-mine" />
        </section>
      </div>
    </div>
  );
}
