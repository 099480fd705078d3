import type { NotificationPage } from "@pulso/api-client";
import type { ErrorCode } from "@pulso/core";
import { useState } from "react";
import type { Translator } from "../../i18n/translator";
import type { QueryState } from "../../provider/useQuery";
import { usePulso } from "../../provider/usePulso";
import { errorText } from "../BetTicket/errorText";
import { NotificationItem } from "./NotificationItem";
import {
  clearAll,
  markAllRead,
  markOneRead,
  removeOne,
  updateNotificationPage,
} from "./notificationCache";

/** Props of {@link NotificationPanel}. */
export interface NotificationPanelProps {
  query: QueryState<NotificationPage>;
  translator: Translator;
  titleId: string;
  now: number;
  onNavigate?: (path: string) => void;
}

/**
 * The panel's content (spec §2): the list of up to 50 in a 500 px scroll area, mark one read,
 * remove one, mark all read, clear all, each failure with its message; loading, error and empty.
 */
export function NotificationPanel({
  query,
  translator,
  titleId,
  now,
  onNavigate,
}: NotificationPanelProps) {
  const pulso = usePulso();
  const { t } = translator;
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const page = query.data;

  const run = (call: () => Promise<unknown>, onDone: () => void, failed: ErrorCode) => {
    setFailure(null);
    call().then(onDone, () => setFailure(failed));
  };
  const markRead = (id: string) =>
    run(
      () => pulso.api.markNotificationRead(id),
      () => updateNotificationPage(pulso, (current) => markOneRead(current, id)),
      "NOTIFICATION_READ_FAILED",
    );
  const remove = (id: string) =>
    run(
      () => pulso.api.deleteNotification(id),
      () => updateNotificationPage(pulso, (current) => removeOne(current, id)),
      "NOTIFICATION_DELETE_FAILED",
    );

  let body;
  if (query.status === "loading") {
    body = (
      <p className="pulso-nb__state" role="status">
        {t("notificationBell.loading")}
      </p>
    );
  } else if (query.status === "error" || !page) {
    body = (
      <div className="pulso-nb__state">
        <p role="alert">{errorText(translator, "NOTIFICATIONS_LOAD_FAILED", "INTERNAL_ERROR")}</p>
        <button type="button" className="pulso-nb__small" onClick={query.retry}>
          {t("common.retry")}
        </button>
      </div>
    );
  } else if (page.notifications.length === 0) {
    body = (
      <p className="pulso-nb__state" role="status">
        {t("notificationBell.noneYet")}
      </p>
    );
  } else {
    body = (
      <ul className="pulso-nb__list" aria-labelledby={titleId}>
        {page.notifications.map((notification) => (
          <NotificationItem
            key={notification._id}
            notification={notification}
            translator={translator}
            now={now}
            onMarkRead={markRead}
            onRemove={remove}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    );
  }

  const hasItems = (page?.notifications.length ?? 0) > 0;
  return (
    <>
      <div className="pulso-nb__header">
        <h2 id={titleId} className="pulso-nb__title">
          {t("notificationBell.title")}
        </h2>
        {hasItems ? (
          <div className="pulso-nb__bulk">
            <button
              type="button"
              className="pulso-nb__small"
              disabled={page?.unreadCount === 0}
              onClick={() =>
                run(
                  () => pulso.api.markAllNotificationsRead(),
                  () => updateNotificationPage(pulso, markAllRead),
                  "NOTIFICATIONS_READ_ALL_FAILED",
                )
              }
            >
              {t("notificationBell.markAllRead")}
            </button>
            <button
              type="button"
              className="pulso-nb__small"
              onClick={() =>
                run(
                  () => pulso.api.clearNotifications(),
                  () => updateNotificationPage(pulso, clearAll),
                  "NOTIFICATION_DELETE_FAILED",
                )
              }
            >
              {t("notificationBell.clearAll")}
            </button>
          </div>
        ) : null}
      </div>
      {hasItems && page?.unreadCount === 0 ? (
        <p className="pulso-nb__caught-up">{t("notificationBell.allCaughtUp")}</p>
      ) : null}
      {failure ? (
        <p className="pulso-nb__error" role="alert">
          {errorText(translator, failure, "INTERNAL_ERROR")}
        </p>
      ) : null}
      <div className="pulso-nb__scroll">{body}</div>
    </>
  );
}
