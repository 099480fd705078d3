import { useState } from "react";
import { usePulsoQuery, type PortalQueryState } from "../pulso/usePulsoQuery";

/**
 * {@link usePulsoQuery} for a paged list: while a new page loads, the last page stays on screen
 * (with its pager, so the focused Next button is not torn out from under the reader).
 */
export function useKeptQuery<TData>(
  key: string,
  build: Parameters<typeof usePulsoQuery<TData>>[1],
): PortalQueryState<TData> & { busy: boolean } {
  const state = usePulsoQuery(key, build);
  const [kept, setKept] = useState<TData | undefined>(undefined);
  if (state.status === "success" && state.data !== undefined && state.data !== kept) {
    setKept(state.data);
  }
  if (state.status === "loading" && kept !== undefined) {
    return { ...state, status: "success", data: kept, busy: true };
  }
  return { ...state, busy: false };
}
