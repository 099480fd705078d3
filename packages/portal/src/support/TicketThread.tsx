import type { Attachment, Ticket, TicketMessageAuthor } from "@pulso/core";
import { usePortalT } from "../i18n/usePortalT";
import { AttachmentLink } from "./AttachmentLink";
import type { TicketViewer } from "./ticketLabels";
import "./support.css";

/** Props of {@link TicketThread}. */
export interface TicketThreadProps {
  ticket: Ticket;
  /** Whose screen: the owner reads "You" and "Support team", an admin "User" and "Support". */
  viewer?: TicketViewer;
}

/** One entry of the thread: the opening description or a later message. */
interface ThreadEntry {
  id: string;
  author: TicketMessageAuthor;
  authorName: string;
  content: string;
  attachments: readonly Attachment[];
  createdAt: string;
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * A ticket's conversation, oldest first: the owner's description (with the ticket's files) and
 * then every message, each marked as the user's or the support team's (in words, and by side and
 * colour), with its files as download links.
 */
export function TicketThread({ ticket, viewer = "user" }: TicketThreadProps) {
  const { t, formatDate } = usePortalT();
  const entries: ThreadEntry[] = [
    {
      id: `${ticket._id}-opening`,
      author: "user",
      authorName: ticket.user.name,
      content: ticket.description,
      attachments: ticket.attachments,
      createdAt: ticket.createdAt,
    },
    ...ticket.messages.map((message) => ({ ...message, id: message._id })),
  ];
  const role = (author: TicketMessageAuthor) =>
    viewer === "user"
      ? t(author === "user" ? "support.you" : "support.supportTeam")
      : t(author === "user" ? "support.fromUser" : "support.fromAdmin");

  return (
    <ol className="portal-support-thread">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={`portal-support-thread__message portal-support-thread__message--${entry.author}`}
          data-author={entry.author}
        >
          <p className="portal-support-thread__meta">
            <strong>
              {t("support.wrote", { name: entry.authorName, role: role(entry.author) })}
            </strong>{" "}
            <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, DATE_TIME)}</time>
          </p>
          <p className="portal-prewrap portal-support-thread__content">{entry.content}</p>
          {entry.attachments.length > 0 && (
            <ul className="portal-support-thread__files" aria-label={t("support.messageFiles")}>
              {entry.attachments.map((attachment) => (
                <li key={attachment._id}>
                  <AttachmentLink attachment={attachment} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
