import { useEffect, useId, useRef, type RefObject } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { EmbedBuilder } from "./EmbedBuilder";
import type { EmbeddableMarket } from "./embedCode";

/** Props of {@link EmbedDialog}. */
export interface EmbedDialogProps {
  market: EmbeddableMarket;
  /** Asked to close: its Close button, or Escape (the browser's close request). */
  onClose(): void;
  /**
   * What gets the focus back on closing (the button that opened it): Safari does not focus a
   * button on a click, so what had the focus at opening may be the page itself.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The market page's Embed dialog: the {@link EmbedBuilder} in a modal `<dialog>` (the rest of the
 * page inert while it is open). The focus moves to its title as it opens (the builder is long, so
 * a reader starts at its top), and back to what had it when it closes.
 */
export function EmbedDialog({ market, onClose, returnFocusTo }: EmbedDialogProps) {
  const { t } = usePortalT();
  const titleId = useId();
  const introId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener =
      returnFocusTo?.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    // Browsers without modal dialogs (and jsdom) show it in place, still labelled and closable.
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    title.current?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close.current();
    };
    // The browser's own close request (Escape, a phone's back gesture): React's state closes it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    // Closed by the browser without asking first (a repeated close request): state follows. A
    // `close` queued by an earlier cleanup finds the dialog open again (StrictMode) and is ignored.
    const onClosed = () => {
      if (!dialog.open) close.current();
    };
    dialog.addEventListener("keydown", onKey);
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClosed);
    return () => {
      dialog.removeEventListener("keydown", onKey);
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClosed);
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
      if (opener?.isConnected) opener.focus();
    };
  }, [returnFocusTo]);

  return (
    <dialog ref={ref} className="embed-dialog" aria-labelledby={titleId} aria-describedby={introId}>
      <div className="embed-dialog__body">
        <header className="embed-dialog__header">
          <div>
            <h2 id={titleId} ref={title} tabIndex={-1} className="embed-dialog__title">
              {t("embedBuilder.title")}
            </h2>
            <p id={introId} className="embed-dialog__intro">
              {t("embedBuilder.intro")}
            </p>
          </div>
          <button type="button" className="portal-button" onClick={onClose}>
            {t("embedBuilder.close")}
          </button>
        </header>
        <EmbedBuilder market={market} />
      </div>
    </dialog>
  );
}
