import { createContext, useMemo, type ReactNode } from "react";

/** What the tooltips of one group share: when the last of them closed. */
export interface TooltipGroupState {
  closedAt: number;
}

/** The group around a tooltip, or null when it stands alone. */
export const TooltipGroupContext = createContext<TooltipGroupState | null>(null);

/** Props of {@link TooltipGroup}. */
export interface TooltipGroupProps {
  children?: ReactNode;
}

/**
 * Tooltips that sit side by side (a row of buttons): once one has shown, the next opens at once
 * if the pointer reaches it within 300 ms (spec §9), instead of waiting 700 ms again.
 */
export function TooltipGroup({ children }: TooltipGroupProps) {
  const state = useMemo<TooltipGroupState>(() => ({ closedAt: Number.NEGATIVE_INFINITY }), []);
  return <TooltipGroupContext.Provider value={state}>{children}</TooltipGroupContext.Provider>;
}
