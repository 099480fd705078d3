import { useEffect, useId, useRef, useState } from "react";
import { usePortalT } from "../i18n/usePortalT";

/** How long "Copied" stays on screen (ms). */
const COPIED_SHOWN_MS = 4000;

/** One block of code to copy: its label, why to use it, and the code. */
export interface CodeBlockProps {
  label: string;
  hint: string;
  code: string;
  /** The copy button's accessible name ("Copy the iframe code"): it starts with its visible "Copy". */
  copyLabel: string;
  rows: number;
}

/**
 * Read-only code in a monospace box that wraps inside itself, with a Copy button. The outcome is
 * shown and announced: "Copied", or, where the browser refuses the clipboard, the code selected
 * with a word on how to copy it by hand.
 */
export function CodeBlock({ label, hint, code, copyLabel, rows }: CodeBlockProps) {
  const { t } = usePortalT();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // The outcome belongs to the code it was for: another choice's code shows none.
  const [outcome, setOutcome] = useState<{ code: string; copied: boolean } | null>(null);
  const shown = outcome?.code === code ? outcome : null;

  useEffect(() => {
    if (!shown?.copied) return;
    const timer = setTimeout(() => setOutcome(null), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(code);
      setOutcome({ code, copied: true });
    } catch {
      // Refused (permissions, an insecure origin, an old browser): the reader copies it by hand.
      box.current?.focus();
      box.current?.select();
      setOutcome({ code, copied: false });
    }
  };

  return (
    <div className="embed-code">
      <label htmlFor={`${id}-code`} className="embed-code__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="embed-code__hint">
        {hint}
      </p>
      <textarea
        id={`${id}-code`}
        ref={box}
        className="embed-code__box"
        value={code}
        rows={rows}
        readOnly
        spellCheck={false}
        aria-describedby={`${id}-hint`}
      />
      <div className="embed-code__actions">
        <button
          type="button"
          className="portal-button"
          aria-label={copyLabel}
          onClick={() => void copy()}
        >
          {t("embedBuilder.copy")}
        </button>
        <p
          role="status"
          aria-live="polite"
          className={`embed-code__status${shown?.copied === false ? " embed-code__status--manual" : ""}`}
        >
          {shown && (shown.copied ? t("embedBuilder.copied") : t("embedBuilder.copyFailed"))}
        </p>
      </div>
    </div>
  );
}
