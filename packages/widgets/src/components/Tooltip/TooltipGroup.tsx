import { FloatingDelayGroup } from "@floating-ui/react";
import { TOOLTIP } from "@pulso/core";
import type { ReactNode } from "react";

/** Props of {@link TooltipGroup}. */
export interface TooltipGroupProps {
  children?: ReactNode;
}

/**
 * Groups neighbouring tooltips (spec §9): the first opens after 700 ms, and moving to another
 * within 300 ms of one closing opens it at once.
 */
export function TooltipGroup({ children }: TooltipGroupProps) {
  return (
    <FloatingDelayGroup delay={{ open: TOOLTIP.delayMs, close: 0 }} timeoutMs={TOOLTIP.skipDelayMs}>
      {children}
    </FloatingDelayGroup>
  );
}
