import { useSession, type NotificationBellProps } from "@pulso/widgets";
import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import { WidgetStyles } from "./WidgetStyles";

// The bell (and Floating UI, which places its panel) loads only for a signed-in reader, so a
// visitor's first page carries none of it.
const NotificationBell = lazy(() =>
  import("./notificationBell").then(({ NotificationBell, notificationBellCss }) => ({
    default: (props: NotificationBellProps) => (
      <>
        <WidgetStyles name="notification-bell" css={notificationBellCss} />
        <NotificationBell {...props} />
      </>
    ),
  })),
);

/** The header's notification bell, signed in only (spec §2). */
export function HeaderBell() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status !== "signed-in") return null;
  return (
    <Suspense fallback={<span className="portal-bell-placeholder" aria-hidden="true" />}>
      <NotificationBell onNavigate={(path) => void navigate(path)} />
    </Suspense>
  );
}
