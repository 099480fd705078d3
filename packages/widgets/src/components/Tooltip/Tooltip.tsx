import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDelayGroup,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from "@floating-ui/react";
import { TOOLTIP } from "@pulso/core";
import { useState, type ReactNode } from "react";

/** What the trigger must spread onto its element: a ref and the tooltip's handlers and ARIA. */
export type TooltipTriggerProps = Record<string, unknown> & {
  ref: (node: HTMLElement | null) => void;
};

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip's text, already in the reader's language. */
  content: string;
  /** Renders the trigger (a focusable element) with the given props spread onto it. */
  children: (trigger: TooltipTriggerProps) => ReactNode;
  /** Preferred side (default `top`). */
  placement?: "top" | "bottom" | "left" | "right";
}

/** The delay when no TooltipGroup is around (spec §9: 700 ms to open, none to close). */
const DEFAULT_DELAY = { open: TOOLTIP.delayMs, close: 0 };

/**
 * A Floating UI tooltip (role `tooltip`, named by `aria-describedby`): opens after 700 ms of
 * hover, or at once on keyboard focus; Escape or leaving closes it. Inside a `TooltipGroup`, the
 * next tooltip within 300 ms opens without waiting. Rendered in place (no portal), so it works
 * inside a shadow root and takes the widget's styles.
 *
 * @example
 * <Tooltip content="Last 7 days">{(trigger) => <button {...trigger}>1W</button>}</Tooltip>
 */
export function Tooltip({ content, children, placement = "top" }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    strategy: "fixed",
    middleware: [offset(6), flip(), shift({ padding: 4 })],
    whileElementsMounted: autoUpdate,
  });
  const group = useDelayGroup(context);
  const grouped = typeof group.initialDelay === "object" || group.initialDelay !== 0;
  const hover = useHover(context, { delay: grouped ? group.delay : DEFAULT_DELAY, move: false });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: "tooltip" });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const { setReference, setFloating } = refs;

  return (
    <>
      {children({ ...getReferenceProps(), ref: setReference })}
      {open ? (
        <div
          ref={setFloating}
          className="pulso-tooltip"
          part="tooltip"
          style={floatingStyles}
          {...getFloatingProps()}
        >
          {content}
        </div>
      ) : null}
    </>
  );
}
