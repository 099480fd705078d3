import type { TicketStatus } from "@pulso/core";
import { usePortalT } from "../i18n/usePortalT";
import { ticketStatusLabel, type TicketViewer } from "./ticketLabels";
import "./support.css";

/** Props of {@link TicketStatusBadge}. */
export interface TicketStatusBadgeProps {
  status: TicketStatus;
  /** Whose words: `pending_user` is "waiting for your reply" to the owner. Default `user`. */
  viewer?: TicketViewer;
}

/** A ticket's status as a coloured badge with its name in words (never colour alone). */
export function TicketStatusBadge({ status, viewer = "user" }: TicketStatusBadgeProps) {
  const translator = usePortalT();
  return (
    <span className={`portal-support-badge portal-support-badge--ticket-${status}`}>
      {ticketStatusLabel(translator, status, viewer)}
    </span>
  );
}
