import type { SuggestionStatus } from "@pulso/core";
import { usePortalT } from "../i18n/usePortalT";
import "./suggestions.css";

/** A poll suggestion's status as a coloured badge with its name in words (never colour alone). */
export function SuggestionStatusBadge({ status }: { status: SuggestionStatus }) {
  const { t } = usePortalT();
  return (
    <span className={`portal-suggestion-badge portal-suggestion-badge--${status}`}>
      {t(`suggestions.statuses.${status}`)}
    </span>
  );
}
