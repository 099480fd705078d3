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
 * and returns the focus to the button, a press outside closes it.
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
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
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
