import { useState } from "react";
import { useQuery, type QueryState } from "@pulso/widgets";

/**
 * {@link useQuery} for a paged list: while a new page loads, the last page stays on screen
 * (with its pager, so the focused Next button is not torn out from under the reader).
 */
export function useKeptQuery<TData>(
  key: string,
  build: Parameters<typeof useQuery<TData>>[1],
): QueryState<TData> & { busy: boolean } {
  const state = useQuery(key, build);
  const [kept, setKept] = useState<TData | undefined>(undefined);
  if (state.status === "success" && state.data !== undefined && state.data !== kept) {
    setKept(state.data);
  }
  if (state.status === "loading" && kept !== undefined) {
    return { ...state, status: "success", data: kept, busy: true };
  }
  return { ...state, busy: false };
}
