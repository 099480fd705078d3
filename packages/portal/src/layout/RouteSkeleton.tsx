import { usePortalT } from "../i18n/usePortalT";

/** How many placeholder cards a loading page shows (spec §2). */
export const SKELETON_CARD_COUNT = 6;

/** The six-card skeleton shown while a lazily loaded page arrives (spec §2). */
export function RouteSkeleton() {
  const { t } = usePortalT();
  return (
    <div className="portal-skeleton" role="status" aria-live="polite">
      <span className="portal-visually-hidden">{t("app.loadingPage")}</span>
      <ul className="portal-skeleton__grid" aria-hidden="true" data-testid="route-skeleton">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <li key={index} className="portal-skeleton__card" />
        ))}
      </ul>
    </div>
  );
}
