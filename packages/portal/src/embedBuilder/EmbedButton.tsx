import { useRef, useState } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { EmbedDialog } from "./EmbedDialog";
import type { EmbeddableMarket } from "./embedCode";

/** The market page's "Embed" button, which opens the {@link EmbedDialog} for its market. */
export function EmbedButton({ market }: { market: EmbeddableMarket }) {
  const { t } = usePortalT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="portal-button embed-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">&lt;/&gt;</span> {t("embedBuilder.open")}
      </button>
      {open && (
        <EmbedDialog market={market} onClose={() => setOpen(false)} returnFocusTo={button} />
      )}
    </>
  );
}
