import { TOOLTIP } from "@pulso/core";
import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { TooltipGroupContext, type TooltipGroupState } from "./TooltipGroup";

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
  /** Preferred side (default `top`); it flips to the other when there is no room. */
  placement?: "top" | "bottom";
}

/** Space between the trigger and the tooltip, and kept from the viewport's edges, in px. */
const GAP = 6;
const EDGE = 4;

/** When a tooltip opens and closes, apart from React: the trigger's events drive it. */
interface TooltipMachine {
  trigger: HTMLElement | null;
  setTrigger(node: HTMLElement | null): void;
  /** The pointer entered: open after the delay (at once right after a neighbour closed). */
  enter(): void;
  /** Open now (focus). */
  openNow(): void;
  /** Close now (pointer left, blur, Escape). */
  close(): void;
  dispose(): void;
}

function createTooltipMachine(
  setOpen: (open: boolean) => void,
  group: TooltipGroupState | null,
): TooltipMachine {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isOpen = false;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const openNow = () => {
    cancel();
    isOpen = true;
    setOpen(true);
  };
  const machine: TooltipMachine = {
    trigger: null,
    setTrigger(node) {
      machine.trigger = node;
    },
    enter() {
      cancel();
      if (group !== null && Date.now() - group.closedAt < TOOLTIP.skipDelayMs) openNow();
      else timer = setTimeout(openNow, TOOLTIP.delayMs);
    },
    openNow,
    close() {
      cancel();
      if (isOpen && group) group.closedAt = Date.now();
      isOpen = false;
      setOpen(false);
    },
    dispose: cancel,
  };
  return machine;
}

/**
 * A tooltip (spec §9): it opens 700 ms after the pointer enters its trigger (at once when a
 * neighbour in the same TooltipGroup closed less than 300 ms ago) and at once on focus; it closes
 * when the pointer leaves, on blur and on Escape. It describes its trigger (`aria-describedby`,
 * role `tooltip`) and sits above it, or below when there is no room, kept inside the viewport.
 * Written for the embed's weight budget (DESIGN §10): a positioning library would cost a public
 * widget more than its own code.
 *
 * @example
 * <Tooltip content={t("leaderboard.metricHelp.profit")}>
 *   {(trigger) => <button type="button" aria-label={t("tooltip.help")} {...trigger}>?</button>}
 * </Tooltip>
 */
export function Tooltip({ content, children, placement = "top" }: TooltipProps) {
  const id = useId();
  const group = useContext(TooltipGroupContext);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const [machine] = useState(() => createTooltipMachine(setOpen, group));
  const tip = useRef<HTMLDivElement | null>(null);

  useEffect(() => () => machine.dispose(), [machine]);

  // Escape closes it wherever focus is, as long as it is open.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") machine.close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, machine]);

  // Above the trigger, or below when there is no room, kept inside the viewport. Measured only
  // while open: a page mounts many closed tooltips, and measuring one forces a layout before the
  // page has painted (issue 17: the market page's blocking time).
  useLayoutEffect(() => {
    const anchor = open ? machine.trigger?.getBoundingClientRect() : undefined;
    const box = anchor ? tip.current?.getBoundingClientRect() : undefined;
    if (!anchor || !box) {
      setPosition(null);
      return;
    }
    const above = anchor.top - GAP - box.height;
    const below = anchor.bottom + GAP;
    const fitsAbove = above >= EDGE;
    const fitsBelow = below + box.height <= window.innerHeight - EDGE;
    const top =
      placement === "top"
        ? fitsAbove || !fitsBelow
          ? above
          : below
        : fitsBelow || !fitsAbove
          ? below
          : above;
    const centred = anchor.left + anchor.width / 2 - box.width / 2;
    const left = Math.min(Math.max(EDGE, centred), window.innerWidth - EDGE - box.width);
    setPosition({ left, top: Math.max(EDGE, top) });
  }, [open, placement, content, machine]);

  const triggerProps: TooltipTriggerProps = {
    ref: machine.setTrigger,
    onMouseEnter: machine.enter,
    onMouseLeave: machine.close,
    onFocus: machine.openNow,
    onBlur: machine.close,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Escape") machine.close();
    },
    ...(open ? { "aria-describedby": id } : {}),
  };

  return (
    <>
      {children(triggerProps)}
      {open ? (
        <div
          ref={tip}
          id={id}
          role="tooltip"
          className="pulso-tooltip"
          part="tooltip"
          style={{
            position: "fixed",
            left: position?.left ?? 0,
            top: position?.top ?? 0,
            visibility: position ? "visible" : "hidden",
          }}
        >
          {content}
        </div>
      ) : null}
    </>
  );
}
