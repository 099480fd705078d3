import type { Notification } from "@pulso/core";
import { formatRelativeTime } from "@pulso/sdk";
import type { Translator } from "../../i18n/translator";
import { notificationAction } from "./notificationLinks";

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  notification: Notification;
  translator: Translator;
  /** "Now" for the relative time (a test pins it). */
  now: number;
  onMarkRead(id: string): void;
  onRemove(id: string): void;
  /** An internal action path (already rewritten from /polls/ to /market/). */
  onNavigate?: (path: string) => void;
}

/** One notification: its texts in the reader's language, time, action, mark read and remove. */
export function NotificationItem(props: NotificationItemProps) {
  const { notification, translator, now } = props;
  const { t, lang } = translator;
  const texts = notification.metadata.translations?.[lang];
  const title = texts?.title || notification.title;
  const message = texts?.message || notification.message;
  const actionLabel =
    texts?.actionLabel || notification.actionLabel || t("notificationBell.defaultAction");
  const action = notificationAction(notification.actionUrl);
  // The server's clock may run ahead of the reader's, and a notification can arrive while the
  // panel is open (after `now`): a moment not reached yet reads "now", never "in 16 seconds".
  const shownAt = Math.min(Date.parse(notification.createdAt), now);
  return (
    <li
      className="pulso-nb__item"
      data-read={notification.read}
      data-type={notification.type}
      part="notification"
    >
      <div className="pulso-nb__text">
        <p className="pulso-nb__item-title">
          {notification.read ? null : (
            <span className="pulso-nb__dot" aria-label={t("notificationBell.unread")} role="img" />
          )}
          {title}
        </p>
        <p className="pulso-nb__message">{message}</p>
        <time className="pulso-nb__time" dateTime={notification.createdAt}>
          {formatRelativeTime(shownAt, lang, now)}
        </time>
      </div>
      <div className="pulso-nb__item-actions">
        {action?.kind === "internal" ? (
          <button
            type="button"
            className="pulso-nb__link"
            onClick={() => {
              if (!notification.read) props.onMarkRead(notification._id);
              props.onNavigate?.(action.path);
            }}
          >
            {actionLabel}
          </button>
        ) : null}
        {action?.kind === "external" ? (
          <a
            className="pulso-nb__link"
            href={action.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {actionLabel}
            <span className="pulso-sr-only"> {t("notificationBell.newTab")}</span>
          </a>
        ) : null}
        {notification.read ? null : (
          <button
            type="button"
            className="pulso-nb__small"
            aria-label={`${t("notificationBell.markRead")}: ${title}`}
            onClick={() => props.onMarkRead(notification._id)}
          >
            {t("notificationBell.markRead")}
          </button>
        )}
        <button
          type="button"
          className="pulso-nb__small"
          aria-label={`${t("notificationBell.remove")}: ${title}`}
          onClick={() => props.onRemove(notification._id)}
        >
          {t("notificationBell.remove")}
        </button>
      </div>
    </li>
  );
}
