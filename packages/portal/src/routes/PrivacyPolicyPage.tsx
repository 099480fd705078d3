import { Link } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { PRIVACY_POLICY } from "./privacyPolicy.content";

/**
 * `/privacy-policy` (spec §2), linked from the footer: what Pulso keeps (account, bets, payments
 * through the processor, the news widgets' cookieless beacon with day-salted hashes), for how
 * long, the reader's rights and how to reach us; in the page's language.
 */
export function PrivacyPolicyPage() {
  const { lang } = usePortalT();
  const policy = PRIVACY_POLICY[lang];
  return (
    <article className="portal-page portal-page--narrow">
      <PageHeading>{policy.title}</PageHeading>
      <p className="portal-muted">{policy.updated}</p>
      <p>{policy.intro}</p>
      {policy.sections.map((section) => (
        <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
          <h2 id={`privacy-${section.id}`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p>
        <Link to="/support/create">{policy.contactLink}</Link>
      </p>
    </article>
  );
}
