import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { usePortalT } from "../i18n/usePortalT";

/** Props of {@link BetSheet}. */
export interface BetSheetProps {
  open: boolean;
  /** Escape, the close button or a tap on the backdrop. */
  onClose(): void;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The bet ticket as a bottom sheet on a phone: a modal dialog along the bottom edge, in reach of
 * one thumb. Opening moves focus into it (Tab stays inside); Escape, the close button or the
 * backdrop close it, and the caller puts focus back on what opened it. Kept mounted while
 * closed, so an amount typed survives closing and opening again.
 */
export function BetSheet({ open, onClose, children }: BetSheetProps) {
  const { t } = usePortalT();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    dialog.current?.focus();
    // The page behind does not scroll under the sheet.
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="mkt-sheet" hidden={!open}>
      {/* A tap beside the sheet closes it; Escape and the close button are the keyboard's ways. */}
      <div className="mkt-sheet__backdrop" aria-hidden="true" onClick={onClose} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog closes on Escape and keeps Tab inside. */}
      <div
        ref={dialog}
        className="mkt-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="mkt-sheet__bar">
          <h2 id={titleId} className="mkt-sheet__title">
            {t("marketPage.bet.sheetTitle")}
          </h2>
          <button
            type="button"
            className="mkt-sheet__close"
            aria-label={t("marketPage.bet.close")}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="mkt-sheet__body">{children}</div>
      </div>
    </div>
  );
}
