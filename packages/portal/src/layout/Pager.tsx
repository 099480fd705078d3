import type { Pagination } from "@pulso/core";
import { usePortalT } from "../i18n/usePortalT";

/** Props of {@link Pager}. */
export interface PagerProps {
  pagination: Pagination;
  /** The list the pages belong to, for the navigation's name ("Betting history"). */
  list: string;
  onPageChange: (page: number) => void;
  /** True while the asked page loads: the buttons wait. */
  busy?: boolean;
}

/**
 * Previous / next buttons for any server-paginated list of the portal, with "Page 2 of 5" between them. A button
 * that cannot act says so with `aria-disabled` and keeps the focus (a disabled one would drop it).
 */
export function Pager({ pagination, list, onPageChange, busy = false }: PagerProps) {
  const { t } = usePortalT();
  const { page, totalPages, hasMore } = pagination;
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav className="portal-pager" aria-label={t("app.pagination", { list })}>
      <button
        type="button"
        className="portal-button"
        aria-disabled={page <= 1 || busy}
        onClick={() => {
          if (page > 1 && !busy) onPageChange(page - 1);
        }}
      >
        {t("app.previous")}
      </button>
      <span aria-live="polite">{t("app.pageOf", { page, pages: Math.max(page, totalPages) })}</span>
      <button
        type="button"
        className="portal-button"
        aria-disabled={!hasMore || busy}
        onClick={() => {
          if (hasMore && !busy) onPageChange(page + 1);
        }}
      >
        {t("app.next")}
      </button>
    </nav>
  );
}
