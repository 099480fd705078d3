import type { CSSProperties } from "react";
import { useT } from "../../provider/useT";

/** Props of {@link OfflineMark}. */
export interface OfflineMarkProps {
  /** Whether the connection is down past the five tries (see `useOffline`). */
  offline: boolean;
  /** The mark's id, for the prices' `aria-describedby` while offline. */
  id?: string;
  /** Which corner of the widget it sits in (default the top one). */
  placement?: "top" | "bottom";
}

/**
 * The mark's styles, carried by the mark itself (and only while it shows) so every widget that
 * shows prices gets them without its own stylesheet changing. The mark sits in a corner of the
 * widget's box, over the content rather than pushing it down, and the prices it describes
 * (`data-pulso-stale`) dim. Themed with the widget's `--pulso-*` colours; `::part(offline)`
 * reaches it from the host page.
 */
export const offlineMarkCss = `
.pulso-mc, .pulso-w { position: relative; }
.pulso-offline {
  position: absolute; z-index: 1; top: 0.5em; inset-inline-end: 0.5em;
  display: inline-flex; align-items: center; gap: 0.35em; margin: 0; padding: 0.1em 0.6em;
  border: 1px solid var(--_border); border-radius: 999px; background: var(--_bg);
  color: var(--_text); font-size: 0.75em; font-weight: 600; line-height: 1.4;
}
.pulso-offline[data-placement="bottom"] { top: auto; bottom: 0.5em; }
.pulso-offline::before {
  content: ""; flex: none; width: 0.6em; height: 0.6em; border-radius: 50%; background: var(--_down);
}
[data-pulso-stale] { opacity: 0.45; filter: grayscale(1); }
`;

/** While connected the empty live region stays in the page, out of sight and out of the flow. */
const HIDDEN: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  border: 0,
};

/**
 * A small localized "sin conexión" / "offline" mark over a widget's prices while the live
 * connection is down past the spec's five tries (DESIGN §7): an embedded widget never silently
 * freezes. It is a `status` live region that stays in the page (empty while connected), so screen
 * readers announce it when it fills, with a sentence saying the prices may be out of date.
 *
 * @example
 * const offline = useOffline();
 * <OfflineMark offline={offline} id={markId} />
 */
export function OfflineMark({ offline, id, placement = "top" }: OfflineMarkProps) {
  const { t } = useT();
  return (
    <>
      {offline ? <style>{offlineMarkCss}</style> : null}
      <p
        id={id}
        className="pulso-offline"
        role="status"
        part="offline"
        data-placement={placement}
        style={offline ? undefined : HIDDEN}
      >
        {offline ? (
          <>
            <span>{t("connection.offline")}</span>
            <span className="pulso-sr-only">{t("connection.offlineDetail")}</span>
          </>
        ) : null}
      </p>
    </>
  );
}
