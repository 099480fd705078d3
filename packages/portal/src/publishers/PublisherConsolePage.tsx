import type { Market, Publisher } from "@pulso/core";
import { useSession, useQuery } from "@pulso/widgets";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { SelectField } from "../auth/FieldControls";
import { EmbedBuilder } from "../embedBuilder/EmbedBuilder";
import { usePortalT } from "../i18n/usePortalT";
import { QueryView } from "../pulso/QueryView";
import { MarketPicker } from "./MarketPicker";
import { PublisherFiguresView } from "./PublisherFiguresView";
import { myPublishersQuery } from "./publisherQueries";
import { PublisherStatusBadge } from "./PublisherStatus";
import "./publishers.css";

/** Where a publisher asks for what only support changes (its sites, its status). */
const SUPPORT_PATH = "/support/create";

/**
 * `/publisher`, the publisher console (DESIGN §12), for signed-in members of a publisher: its
 * name and status (a pending or suspended one is told its widgets are not served), its sites
 * (read-only), the embed builder over a picker of active markets, and its figures. A member of
 * several publishers chooses one (kept in `?id=`); someone who belongs to none is told what the
 * console is and how to reach support.
 */
export function PublisherConsolePage() {
  const { t } = usePortalT();
  const session = useSession();
  const userId = session.user?._id ?? "";
  const mine = useQuery(`my-publishers:${userId}`, (pulso) => myPublishersQuery(pulso, userId));
  const [params, setParams] = useSearchParams();

  return (
    <div className="portal-page publisher-console">
      <QueryView state={mine} errorText={t("publishers.console.loadError")}>
        {(publishers) => {
          if (publishers.length === 0) return <NoPublisher />;
          const chosen =
            publishers.find((publisher) => publisher.id === params.get("id")) ?? publishers[0]!;
          return (
            <>
              <p className="portal-muted">{t("publishers.console.title")}</p>
              <div className="publisher-header">
                <PageHeading>{chosen.name}</PageHeading>
                <PublisherStatusBadge status={chosen.status} />
              </div>
              {publishers.length > 1 && (
                <SelectField
                  label={t("publishers.console.choose")}
                  value={chosen.id}
                  options={publishers.map((publisher) => ({
                    value: publisher.id,
                    label: publisher.name,
                  }))}
                  onValueChange={(id) => setParams(id ? { id } : {}, { replace: true })}
                />
              )}
              <PublisherConsole key={chosen.id} publisher={chosen} />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

function NoPublisher() {
  const { t } = usePortalT();
  return (
    <>
      <PageHeading>{t("publishers.console.title")}</PageHeading>
      <h2>{t("publishers.console.noneTitle")}</h2>
      <p>{t("publishers.console.noneText")}</p>
      <p>
        <Link to={SUPPORT_PATH} className="portal-button portal-button--primary">
          {t("publishers.console.noneLink")}
        </Link>
      </p>
    </>
  );
}

function PublisherConsole({ publisher }: { publisher: Publisher }) {
  const { t } = usePortalT();
  const [market, setMarket] = useState<Market | null>(null);
  return (
    <>
      {publisher.status !== "active" && (
        <p className="publisher-notice">{t(`publishers.console.notice.${publisher.status}`)}</p>
      )}
      <section className="publisher-section" aria-labelledby="publisher-origins-title">
        <h2 id="publisher-origins-title">{t("publishers.console.originsTitle")}</h2>
        {publisher.origins.length === 0 ? (
          <p className="portal-muted">{t("publishers.console.noOrigins")}</p>
        ) : (
          <ul className="publisher-origins publisher-mono">
            {publisher.origins.map((origin) => (
              <li key={origin}>{origin}</li>
            ))}
          </ul>
        )}
        <p className="portal-muted">
          {t("publishers.console.originsNote")}{" "}
          <Link to={SUPPORT_PATH}>{t("publishers.console.supportLink")}</Link>
        </p>
      </section>
      <section className="publisher-section" aria-labelledby="publisher-embed-title">
        <h2 id="publisher-embed-title">{t("publishers.console.embedTitle")}</h2>
        <MarketPicker selected={market} onSelect={setMarket} />
        {market ? (
          <EmbedBuilder
            market={market}
            initial={{ theme: publisher.defaultTheme, lang: publisher.defaultLanguage }}
          />
        ) : (
          <p className="portal-muted">{t("publishers.console.pickerHint")}</p>
        )}
      </section>
      <PublisherFiguresView publisherId={publisher.id} />
    </>
  );
}
