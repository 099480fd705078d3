import type { FooterConfig, Language } from "@pulso/core";
import { Link } from "react-router";
import { usePortalT, type PortalTranslator } from "../i18n/usePortalT";
import type { PortalMessageKey } from "../i18n/portalMessages";
import { SiteLink } from "./SiteLink";
import { useQuery } from "@pulso/widgets";

type Localized = { en?: string | undefined; es?: string | undefined };

/** A configured text in the current language, else the other one. */
function localized(texts: Localized, lang: Language): string {
  return (lang === "es" ? (texts.es ?? texts.en) : (texts.en ?? texts.es)) ?? "";
}

/** The social networks in their order; `discord` is shown as TikTok (spec §2). */
const SOCIAL: readonly [keyof FooterConfig["socialMedia"], PortalMessageKey][] = [
  ["twitter", "footer.twitter"],
  ["discord", "footer.tiktok"],
  ["facebook", "footer.facebook"],
  ["instagram", "footer.instagram"],
  ["whatsapp", "footer.whatsapp"],
];

/**
 * The footer from `GET /uiconfig/footer-settings` (spec §2): name and description (the Spanish
 * one in es), social links, link groups, copyright with the year when configured, and the fixed
 * Privacy and Contact (a new support ticket) links; 'Loading footer...' while loading and the error's message on failure.
 */
export function Footer() {
  const translator = usePortalT();
  const { t } = translator;
  const footer = useQuery("footer", (pulso) => pulso.queries.footer());
  return (
    <footer className="portal-footer" aria-label={t("footer.label")}>
      {footer.status === "loading" && (
        <p className="portal-muted" role="status">
          {t("footer.loading")}
        </p>
      )}
      {footer.status === "error" && (
        <p className="portal-error" role="alert">
          {translator.error(footer.error)}
        </p>
      )}
      {footer.status === "success" && footer.data && (
        <FooterContent config={footer.data} translator={translator} />
      )}
    </footer>
  );
}

function FooterContent({
  config,
  translator,
}: {
  config: FooterConfig;
  translator: PortalTranslator;
}) {
  const { t, lang } = translator;
  const { platform, socialMedia, copyright, linkGroups } = config;
  const description =
    lang === "es"
      ? (platform.descriptionSpanish ?? platform.defaultDescription)
      : platform.defaultDescription;
  const copyrightText = localized(copyright.localizedTexts, lang);
  const social = SOCIAL.filter(([network]) => socialMedia[network]);
  return (
    <div className="portal-footer__inner">
      <div className="portal-footer__about">
        <p className="portal-footer__name">{platform.defaultName}</p>
        <p>{description}</p>
        {social.length > 0 && (
          <ul className="portal-footer__social" aria-label={t("footer.social")}>
            {social.map(([network, label]) => (
              <li key={network}>
                <a href={socialMedia[network]} target="_blank" rel="noopener noreferrer">
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {linkGroups.map((group) => {
        const title = localized(group.localizedTitles, lang);
        return (
          <nav key={group.id} className="portal-footer__group" aria-label={title}>
            <h2 className="portal-footer__title">{title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.id}>
                  <SiteLink url={link.url}>{localized(link.localizedTexts, lang)}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        );
      })}
      <div className="portal-footer__legal">
        <p>
          {copyright.showYear
            ? t("footer.copyright", { year: new Date().getFullYear(), text: copyrightText })
            : t("footer.copyrightNoYear", { text: copyrightText })}
        </p>
        <ul className="portal-footer__fixed">
          <li>
            <Link to="/privacy-policy">{t("footer.privacy")}</Link>
          </li>
          <li>
            <Link to="/support/create">{t("footer.contact")}</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
