import type { ReactNode } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { type QueryState } from "@pulso/widgets";

/** Props of {@link QueryView}. */
export interface QueryViewProps<TData> {
  state: QueryState<TData>;
  /** What failed, in the reader's words ("Could not load your positions."); a general one if absent. */
  errorText?: string;
  /** Whether the data holds nothing to show. */
  isEmpty?: (data: TData) => boolean;
  emptyText?: string;
  children: (data: TData) => ReactNode;
}

/**
 * A query's loading, error (with a retry that fetches again), empty and loaded states, so every
 * list, table and chart of the portal says the same things the same way. The error is announced;
 * the retry button keeps its own name.
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
      <p className="portal-muted portal-query-state" role="status">
        {t("app.loading")}
      </p>
    );
  }
  if (state.status === "error" || state.data === undefined) {
    return (
      <div className="portal-query-state portal-query-error">
        <p role="alert" className="portal-error">
          {errorText ?? t("app.loadError")}
        </p>
        <button type="button" className="portal-button" onClick={state.retry}>
          {t("app.retry")}
        </button>
      </div>
    );
  }
  if (isEmpty?.(state.data)) {
    return <p className="portal-muted portal-query-state">{emptyText}</p>;
  }
  return <>{children(state.data)}</>;
}
