import type { NotificationSettings } from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useEffect, useState, type FormEvent } from "react";
import { PageHeading } from "../a11y/PageHeading";
import { FormAlert } from "../auth/FormAlert";
import { FormField } from "../auth/FormField";
import { usePortalT } from "../i18n/usePortalT";
import "./account.css";

/** The notices a reader may turn on or off, in the order shown. */
const EVENT_SETTINGS = [
  "marketResolved",
  "payouts",
  "balanceChanges",
  "tickets",
  "suggestions",
  "marketing",
] as const satisfies readonly (keyof NotificationSettings)[];

/**
 * `/account/notifications`: the reader's notification preferences from
 * GET /users/me/notification-settings as labelled checkboxes, saved with one PATCH of the choices.
 */
export function NotificationSettingsPage() {
  const pulso = usePulso();
  const { t } = usePortalT();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<"loading" | "error" | "ready">("loading");
  const [choices, setChoices] = useState<NotificationSettings | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<"saved" | "failed" | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    pulso.api.getNotificationSettings({ signal: controller.signal }).then(
      (settings) => {
        setLoaded("ready");
        setChoices(settings);
      },
      () => {
        if (!controller.signal.aborted) setLoaded("error");
      },
    );
    return () => controller.abort();
  }, [pulso, attempt]);

  const retry = () => {
    setLoaded("loading");
    setAttempt((current) => current + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choices || pending) return;
    setPending(true);
    setResult(null);
    try {
      const saved = await pulso.api.updateNotificationSettings(choices);
      setChoices(saved);
      setResult("saved");
    } catch {
      setResult("failed");
    } finally {
      setPending(false);
    }
  };

  const choice = (name: keyof NotificationSettings) =>
    choices && (
      <FormField
        key={name}
        type="checkbox"
        name={name}
        label={t(`account.notifications.settings.${name}`)}
        hint={t(`account.notifications.settings.${name}Hint`)}
        checked={choices[name]}
        onChange={(event) => {
          const { checked } = event.target;
          setResult(null);
          setChoices((current) => current && { ...current, [name]: checked });
        }}
      />
    );

  return (
    <div className="portal-page account-page">
      <PageHeading>{t("account.notifications.title")}</PageHeading>
      <p className="portal-muted">{t("account.notifications.intro")}</p>
      {loaded === "loading" && (
        <p role="status" className="portal-muted">
          {t("account.notifications.loading")}
        </p>
      )}
      {loaded === "error" && (
        <div className="portal-error" role="alert">
          <p>{t("account.notifications.loadError")}</p>
          <button type="button" className="portal-button" onClick={retry}>
            {t("account.notifications.retry")}
          </button>
        </div>
      )}
      {loaded === "ready" && choices && (
        <div className="account-form">
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <fieldset className="account-fieldset">
              <legend>
                <h2>{t("account.notifications.eventsLegend")}</h2>
              </legend>
              <div className="account-choices">{EVENT_SETTINGS.map(choice)}</div>
            </fieldset>
            <fieldset className="account-fieldset">
              <legend>
                <h2>{t("account.notifications.channelsLegend")}</h2>
              </legend>
              <div className="account-choices">{choice("email")}</div>
            </fieldset>
            <button
              type="submit"
              className="portal-button portal-button--primary"
              disabled={pending}
            >
              {pending ? t("account.notifications.saving") : t("account.notifications.save")}
            </button>
          </form>
          <FormAlert
            message={
              result === "saved"
                ? t("account.notifications.saved")
                : result === "failed"
                  ? t("account.notifications.saveFailed")
                  : null
            }
            tone={result === "failed" ? "error" : "success"}
          />
        </div>
      )}
    </div>
  );
}
