import type { MarketLink } from "@pulso/core";
import { usePortalT } from "../i18n/usePortalT";
import { SiteLink } from "./SiteLink";
import { useDisclosure } from "./useDisclosure";
import { useQuery } from "@pulso/widgets";

/** The market links in their configured order, labelled in the current language. */
function labelled(links: readonly MarketLink[], lang: "es" | "en") {
  return [...links]
    .sort((a, b) => a.order - b.order)
    .map((link) => ({
      key: link.key,
      url: link.url,
      label: lang === "es" ? link.text_es : link.text_en,
    }));
}

/**
 * The header's Markets dropdown, fed by `GET /market-links` (spec §2); a failure shows 'Error
 * loading links' in the panel.
 */
export function MarketsMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t, lang } = usePortalT();
  const links = useQuery("marketLinks", (pulso) => pulso.queries.marketLinks());
  const { open, setOpen, rootRef, buttonProps, panelId } = useDisclosure();
  const close = () => {
    setOpen(false);
    onNavigate?.();
  };

  return (
    <div className="portal-dropdown" ref={rootRef}>
      <button type="button" className="portal-nav__item" {...buttonProps}>
        {t("header.markets")}{" "}
        {/* Drawn, not a character: a glyph outside the portal's font makes the browser look for a system
            font on the first layout (issue 17). */}
        <svg
          className="portal-dropdown__caret"
          viewBox="0 0 10 6"
          width="10"
          height="6"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M0 0h10L5 6z" fill="currentColor" />
        </svg>
      </button>
      <div id={panelId} className="portal-dropdown__panel" hidden={!open}>
        {links.status === "loading" && <p className="portal-muted">{t("header.loadingLinks")}</p>}
        {links.status === "error" && (
          <p className="portal-error" role="alert">
            {t("header.marketLinksError")}
          </p>
        )}
        {links.status === "success" && (
          <ul className="portal-dropdown__list">
            {labelled(links.data ?? [], lang).map((link) => (
              <li key={link.key}>
                <SiteLink url={link.url} onNavigate={close} className="portal-dropdown__link">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
