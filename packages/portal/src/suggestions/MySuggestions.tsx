import type { Suggestion } from "@pulso/core";
import { Link } from "react-router";
import { usePortalT } from "../i18n/usePortalT";
import { SuggestionStatusBadge } from "./SuggestionStatusBadge";
import { useQuery } from "@pulso/widgets";
import "./suggestions.css";

/**
 * "My suggestions" (spec §2): each of the reader's suggestions with its status, the profit share
 * once an admin has set one, the admin's notes, and a link to the market once one is linked.
 * 'Failed to load suggestions' with a retry when the list cannot be read.
 */
export function MySuggestions({ headingId }: { headingId: string }) {
  const { t, error } = usePortalT();
  const suggestions = useQuery("mySuggestions", (pulso) => pulso.queries.mySuggestions());
  return (
    <>
      <h2 id={headingId}>{t("suggestions.mineTitle")}</h2>
      {suggestions.status === "error" && !suggestions.data ? (
        <div role="alert" className="portal-alert portal-alert--error">
          <p>{error("SUGGESTIONS_LOAD_FAILED")}</p>
          <button type="button" className="portal-button" onClick={suggestions.retry}>
            {t("suggestions.retry")}
          </button>
        </div>
      ) : !suggestions.data ? (
        <p className="portal-muted" role="status">
          {t("suggestions.loading")}
        </p>
      ) : suggestions.data.length === 0 ? (
        <p className="portal-muted">{t("suggestions.empty")}</p>
      ) : (
        <ul className="portal-suggestions" aria-labelledby={headingId}>
          {suggestions.data.map((suggestion) => (
            <li key={suggestion._id}>
              <SuggestionCard suggestion={suggestion} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const { t, lang, formatDate, formatPercent } = usePortalT();
  const spanish = lang === "es" && suggestion.titleEs !== null;
  const title = spanish ? suggestion.titleEs : suggestion.titleEn;
  const description =
    lang === "es" && suggestion.descriptionEs !== null
      ? suggestion.descriptionEs
      : suggestion.descriptionEn;
  return (
    <article className="portal-suggestion">
      <h3 lang={spanish ? "es" : "en"}>{title}</h3>
      <p className="portal-prewrap portal-suggestion__description">{description}</p>
      <dl className="portal-facts">
        <div>
          <dt>{t("suggestions.status")}</dt>
          <dd>
            <SuggestionStatusBadge status={suggestion.status} />
          </dd>
        </div>
        <div>
          <dt>{t("suggestions.category")}</dt>
          <dd>{t(`marketList.categories.${suggestion.category}`)}</dd>
        </div>
        <div>
          <dt>{t("suggestions.submitted")}</dt>
          <dd>
            <time dateTime={suggestion.createdAt}>{formatDate(suggestion.createdAt)}</time>
          </dd>
        </div>
        {suggestion.estimatedEndDate && (
          <div>
            <dt>{t("suggestions.endsAround")}</dt>
            <dd>
              <time dateTime={suggestion.estimatedEndDate}>
                {formatDate(suggestion.estimatedEndDate)}
              </time>
            </dd>
          </div>
        )}
        {suggestion.profitSharePercentage !== null && (
          <div>
            <dt>{t("suggestions.profitShare")}</dt>
            <dd>{formatPercent(suggestion.profitSharePercentage)}</dd>
          </div>
        )}
      </dl>
      {suggestion.adminNotes && (
        <div className="portal-suggestion__notes">
          <h4>{t("suggestions.adminNotes")}</h4>
          <p className="portal-prewrap">{suggestion.adminNotes}</p>
        </div>
      )}
      {suggestion.linkedMarketId && (
        <p>
          <Link to={`/market/${suggestion.linkedMarketId}`}>{t("suggestions.viewMarket")}</Link>
        </p>
      )}
    </article>
  );
}
