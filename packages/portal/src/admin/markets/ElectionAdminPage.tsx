import type { Market } from "@pulso/core";
import { usePulso, useQuery } from "@pulso/widgets";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeading } from "../../a11y/PageHeading";
import { FormAlert } from "../../auth/FormAlert";
import { FormField } from "../../auth/FormField";
import { LocalDateField } from "../fields/LocalDateField";
import { useAuthForm } from "../../auth/useAuthForm";
import { usePortalT } from "../../i18n/usePortalT";
import { QueryView } from "../../pulso/QueryView";
import {
  checkElectionForm,
  electionBody,
  electionFormOf,
  SUGGESTED_COUNTRIES,
  type ElectionFormValues,
  type ElectionTextField,
} from "./electionForm";
import { FeedbackMessage, type AdminFeedback } from "../adminUi";
import { useSettleMarket } from "./useSettleMarket";

/**
 * `/admin/markets/:id/election` (DESIGN §12): a market's election and blackout — its current
 * blackout (in force or not, the law, when prices return), and the editor of its jurisdiction,
 * election day, a window set by hand and trading for signed-in users during the window.
 */
export function ElectionAdminPage() {
  const { id = "" } = useParams();
  const { t } = usePortalT();
  const market = useQuery(`admin-election:${id}`, (p) => p.queries.poll(id));
  return (
    <div>
      <PageHeading>{t("admin.election.title")}</PageHeading>
      <p>
        <Link to="/admin/markets">{t("admin.election.backToMarkets")}</Link>
      </p>
      <QueryView state={market} errorText={t("admin.election.loadError")}>
        {(loaded) => <ElectionEditor key={loaded._id} market={loaded} />}
      </QueryView>
    </div>
  );
}

/** The market's blackout as it stands: in force (until when, by which law) or not. */
function CurrentBlackout({ market }: { market: Market }) {
  const { t, formatDate } = usePortalT();
  const instant = (iso: string) => formatDate(iso, { dateStyle: "long", timeStyle: "short" });
  const { blackout } = market;
  const { jurisdiction, electionDate } = market.election;
  return (
    <section aria-labelledby="admin-election-current" className="admin-confirm">
      <h2 id="admin-election-current" className="admin-confirm__title">
        {t("admin.election.current")}
      </h2>
      {blackout ? (
        <>
          <p>
            <span className="admin-status admin-status--blackout">
              {t("admin.markets.inBlackout")}
            </span>{" "}
            {t("admin.election.inForce", { end: instant(blackout.endsAt) })}{" "}
            {t("admin.election.inForceSince", { start: instant(blackout.startsAt) })}
          </p>
          <p>
            {blackout.law
              ? t("admin.election.law", { law: blackout.law })
              : t("admin.election.byHand")}
          </p>
          <p>
            {blackout.tradingOpen
              ? t("admin.election.tradingOpen")
              : t("admin.election.tradingPaused")}
          </p>
        </>
      ) : (
        <p>{t("admin.election.notInForce")}</p>
      )}
      <p className="portal-muted">
        {jurisdiction && electionDate
          ? t("admin.election.electionSet", {
              jurisdiction: jurisdiction.region ?? jurisdiction.country,
              // A calendar day, not an instant: shown as it is, whatever the admin's time zone.
              date: formatDate(`${electionDate}T00:00:00Z`, { dateStyle: "long", timeZone: "UTC" }),
            })
          : t("admin.election.noElection")}
      </p>
    </section>
  );
}

function ElectionEditor({ market: initial }: { market: Market }) {
  const pulso = usePulso();
  const { t, error } = usePortalT();
  const settle = useSettleMarket();
  const [market, setMarket] = useState(initial);
  const [saved, setSaved] = useState<AdminFeedback | null>(null);
  const countriesId = useId();
  const windowHintId = useId();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const form = useAuthForm<ElectionFormValues, Market>(electionFormOf(initial), {
    validate: checkElectionForm,
    submit: async (values) =>
      settle(await pulso.api.setPollElection(market._id, electionBody(values))),
    failureMessage: (cause) => t("admin.common.failed", { reason: error(cause) }),
    invalidMessage: t("admin.common.formErrors"),
    onSuccess: (updated) => {
      setMarket(updated);
      setSaved({ tone: "success", message: t("admin.election.saved", { title: updated.title }) });
    },
  });
  const { values, formError, pending } = form;
  const text = (name: ElectionTextField) => ({
    ...form.field(name),
    value: values[name],
  });
  const dateProps = (name: ElectionTextField) => ({
    name,
    value: values[name],
    error: form.field(name).error,
    onValueChange: (value: string) => form.set(name, value),
  });

  return (
    <>
      <p className="admin-election__market">
        {t("admin.election.market", { title: market.title })}
      </p>
      {/* The save's confirmation takes the focus, so it is read and the keyboard goes on from it. */}
      <FeedbackMessage feedback={saved} takeFocus />
      <CurrentBlackout market={market} />
      <section aria-labelledby="admin-election-editor">
        <h2 id="admin-election-editor">{t("admin.election.editor")}</h2>
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            setSaved(null);
            void form.onSubmit(event);
          }}
        >
          <FormAlert message={formError} tone="error" />
          <fieldset>
            <legend>{t("admin.election.jurisdiction")}</legend>
            <div className="admin-grid">
              <FormField
                label={t("admin.election.country")}
                hint={t("admin.election.countryHint")}
                list={countriesId}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={2}
                {...text("jurisdiction.country")}
              />
              <datalist id={countriesId}>
                {SUGGESTED_COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {t(`admin.election.countries.${code}`)}
                  </option>
                ))}
              </datalist>
              <FormField
                label={t("admin.election.region")}
                hint={t("admin.election.regionHint")}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={6}
                {...text("jurisdiction.region")}
              />
            </div>
          </fieldset>
          <LocalDateField
            label={t("admin.election.electionDate")}
            hint={t("admin.election.electionDateHint")}
            {...dateProps("electionDate")}
          />
          <fieldset aria-describedby={windowHintId}>
            <legend>{t("admin.election.window")}</legend>
            <p id={windowHintId} className="portal-field__hint">
              {t("admin.election.windowHint", { timeZone })}
            </p>
            <div className="admin-grid">
              <LocalDateField
                label={t("admin.election.startsAt")}
                withTime
                {...dateProps("blackoutWindow.startsAt")}
              />
              <LocalDateField
                label={t("admin.election.endsAt")}
                withTime
                {...dateProps("blackoutWindow.endsAt")}
              />
            </div>
          </fieldset>
          <FormField
            label={t("admin.election.keepTrading")}
            hint={t("admin.election.keepTradingHint")}
            type="checkbox"
            checked={values.tradingOpen}
            {...form.field("tradingOpen")}
          />
          <div className="portal-actions">
            <button
              type="submit"
              className="portal-button portal-button--primary"
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending ? t("admin.common.saving") : t("admin.election.save")}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
