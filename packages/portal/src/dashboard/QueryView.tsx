import type { ReactNode } from "react";
import { usePortalT } from "../i18n/usePortalT";
import type { PortalQueryState } from "../pulso/usePulsoQuery";

/** Props of {@link QueryView}. */
export interface QueryViewProps<TData> {
  state: PortalQueryState<TData>;
  /** What failed, in the reader's words ("Could not load your positions."). */
  errorText: string;
  /** Whether the data holds nothing to show. */
  isEmpty?: (data: TData) => boolean;
  emptyText?: string;
  children: (data: TData) => ReactNode;
}

/**
 * One dashboard part's loading, error (with a retry that fetches again), empty and loaded states,
 * so every list and chart says the same things the same way.
 */
export function QueryView<TData>({
  state,
  errorText,
  isEmpty,
  emptyText,
  children,
}: QueryViewProps<TData>) {
  const { t } = usePortalT();
  if (state.status === "loading") {
    return (
      <p className="portal-muted" role="status">
        {t("dashboard.loading")}
      </p>
    );
  }
  if (state.status === "error" || state.data === undefined) {
    return (
      <div className="dashboard-error">
        <p role="alert" className="portal-error">
          {errorText}
        </p>
        <button type="button" className="portal-button" onClick={state.retry}>
          {t("dashboard.retry")}
        </button>
      </div>
    );
  }
  if (isEmpty?.(state.data)) {
    return <p className="portal-muted">{emptyText}</p>;
  }
  return <>{children(state.data)}</>;
}
