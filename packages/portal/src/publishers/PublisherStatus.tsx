import type { PublisherStatus as Status } from "@pulso/core";
import { usePortalT } from "../i18n/usePortalT";

/** The marks that tell the statuses apart besides colour (WCAG 1.4.1). */
const MARKS: Record<Status, string> = { pending: "◔", active: "●", suspended: "⊘" };

/** A publisher's status as a badge: its name in words, a shape, and a colour. */
export function PublisherStatusBadge({ status }: { status: Status }) {
  const { t } = usePortalT();
  return (
    <span className={`publisher-status publisher-status--${status}`}>
      <span aria-hidden="true">{MARKS[status]}</span> {t(`publishers.statuses.${status}`)}
    </span>
  );
}
