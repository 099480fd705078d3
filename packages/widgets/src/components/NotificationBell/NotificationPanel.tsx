import type { NotificationPage } from "@pulso/api-client";
import type { ErrorCode } from "@pulso/core";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
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
 * remove one, mark all read, clear all (after an inline confirmation: it cannot be undone), each
 * failure with its message; loading, error and empty.
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
  // "Clear all" first asks; focus goes to the safe answer, and back to "Clear all" on cancel.
  const [confirmingClear, setConfirmingClear] = useState(false);
  const confirmId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const clearAllRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<"clearAll" | "title" | null>(null);
  const page = query.data;
  const count = page?.notifications.length ?? 0;

  useEffect(() => {
    if (confirmingClear) {
      cancelRef.current?.focus();
      return;
    }
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target === "clearAll") clearAllRef.current?.focus();
    if (target === "title") titleRef.current?.focus();
  }, [confirmingClear]);

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

  const hasItems = count > 0;
  const cancelClear = () => {
    returnFocus.current = "clearAll";
    setConfirmingClear(false);
  };
  // Escape answers "no" here instead of closing the whole panel.
  const cancelOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    cancelClear();
  };
  const confirmClear = () => {
    // The list empties and its buttons go: focus rests on the panel's title.
    returnFocus.current = "title";
    setConfirmingClear(false);
    run(
      () => pulso.api.clearNotifications(),
      () => updateNotificationPage(pulso, clearAll),
      "NOTIFICATION_DELETE_FAILED",
    );
  };
  return (
    <>
      <div className="pulso-nb__header">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="pulso-nb__title">
          {t("notificationBell.title")}
        </h2>
        {hasItems && !confirmingClear ? (
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
              ref={clearAllRef}
              type="button"
              className="pulso-nb__small"
              onClick={() => setConfirmingClear(true)}
            >
              {t("notificationBell.clearAll")}
            </button>
          </div>
        ) : null}
      </div>
      {hasItems && confirmingClear ? (
        <div className="pulso-nb__confirm" role="group" aria-labelledby={confirmId}>
          <p id={confirmId} className="pulso-nb__confirm-text">
            {t("notificationBell.clearConfirm", { count })}
          </p>
          <div className="pulso-nb__bulk">
            <button
              ref={cancelRef}
              type="button"
              className="pulso-nb__small"
              onClick={cancelClear}
              onKeyDown={cancelOnEscape}
            >
              {t("notificationBell.clearConfirmNo")}
            </button>
            <button
              type="button"
              className="pulso-nb__small pulso-nb__danger"
              onClick={confirmClear}
              onKeyDown={cancelOnEscape}
            >
              {t("notificationBell.clearConfirmYes")}
            </button>
          </div>
        </div>
      ) : null}
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
