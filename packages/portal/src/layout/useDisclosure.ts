import { useEffect, useId, useRef, useState, type RefObject } from "react";

/** A disclosure's state and the props its button and panel need. */
export interface Disclosure {
  open: boolean;
  setOpen(open: boolean): void;
  /** The wrapper: a press outside it closes the panel. */
  rootRef: RefObject<HTMLDivElement | null>;
  buttonProps: {
    "aria-expanded": boolean;
    "aria-controls": string;
    onClick(): void;
    ref: RefObject<HTMLButtonElement | null>;
  };
  panelId: string;
}

/**
 * A button that shows and hides a panel (the Markets dropdown, the user menu): Escape closes it
 * and returns the focus to the button; a press outside it, or tabbing out of it, closes it.
 */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // A press outside closes the panel on its click, not when it starts: closing as the press
    // moves the focus would collapse the panel under the finger, and the press would land
    // somewhere else. So leaving by focus closes only when the keyboard moved it (Tab).
    let viaKeyboard = false;
    const onKeyIntent = () => {
      viaKeyboard = true;
    };
    const onPressStart = () => {
      viaKeyboard = false;
    };
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!viaKeyboard) return;
      if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener("keydown", onKey);
    document.addEventListener("keydown", onKeyIntent, true);
    document.addEventListener("pointerdown", onPressStart, true);
    document.addEventListener("click", onClick);
    root?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("keydown", onKeyIntent, true);
      document.removeEventListener("pointerdown", onPressStart, true);
      document.removeEventListener("click", onClick);
      root?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return {
    open,
    setOpen,
    rootRef,
    panelId,
    buttonProps: {
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpen(!open),
      ref: buttonRef,
    },
  };
}
