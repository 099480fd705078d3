import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from "@floating-ui/react";
import { formatBadgeCount } from "@pulso/sdk";
import { useId, useState } from "react";
import { useNotifications } from "../../provider/useNotifications";
import { useSession } from "../../provider/useSession";
import { useT } from "../../provider/useT";
import type { WidgetTheme } from "@pulso/core";
import { NotificationPanel } from "./NotificationPanel";

/** Props of {@link NotificationBell}. */
export interface NotificationBellProps {
  /** Light, dark, or `auto` (follows `prefers-color-scheme`). Default `auto`. */
  theme?: WidgetTheme;
  /** An internal action path (`/polls/…` already rewritten to `/market/…`). */
  onNavigate?: (path: string) => void;
  /** Signed out: show a sign-in hint (the element) instead of nothing (the portal's header). */
  signedOutHint?: boolean;
  /** "Now" for relative times, read when the panel opens; default `Date.now`. */
  now?: () => number;
}

/**
 * The notification bell (spec §2): a button with the unread badge (`99+` above 99) opening a
 * Floating UI panel (focus trapped, Escape closes and returns focus) with the list and its
 * actions. New notifications arrive through the sdk's realtime invalidation. Signed-in readers
 * only. Needs a PulsoProvider and `notificationBellCss`.
 *
 * @example
 * <NotificationBell onNavigate={(path) => router.push(path)} />
 */
export function NotificationBell({ theme = "auto", ...props }: NotificationBellProps) {
  const session = useSession();
  const { t } = useT();
  if (session.status !== "signed-in") {
    return props.signedOutHint && session.status === "signed-out" ? (
      <div className="pulso-nb" data-theme={theme}>
        <p className="pulso-nb__hint">{t("notificationBell.signInHint")}</p>
      </div>
    ) : null;
  }
  return <SignedInBell theme={theme} {...props} />;
}

function SignedInBell({ theme, onNavigate, now }: NotificationBellProps) {
  const translator = useT();
  const { t } = translator;
  const query = useNotifications();
  const [open, setOpen] = useState(false);
  // Relative times count from when the panel opened (a pure render, refreshed at each opening).
  const [openedAt, setOpenedAt] = useState(0);
  const titleId = useId();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (next) setOpenedAt(now ? now() : Date.now());
      setOpen(next);
    },
    placement: "bottom-end",
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: "dialog" }),
  ]);
  const { setReference, setFloating } = refs;
  const unread = query.data?.unreadCount ?? 0;
  const badge = formatBadgeCount(unread);

  return (
    <div className="pulso-nb" data-theme={theme}>
      <button
        ref={setReference}
        type="button"
        className="pulso-nb__button"
        part="bell"
        aria-label={
          unread > 0
            ? t("notificationBell.buttonUnread", { count: unread })
            : t("notificationBell.button")
        }
        {...getReferenceProps()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
            fill="currentColor"
          />
        </svg>
        {badge ? (
          <span className="pulso-nb__badge" part="badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <FloatingFocusManager context={context}>
          <div
            ref={setFloating}
            className="pulso-nb__panel"
            part="panel"
            style={floatingStyles}
            aria-labelledby={titleId}
            {...getFloatingProps()}
          >
            <NotificationPanel
              query={query}
              translator={translator}
              titleId={titleId}
              now={openedAt}
              onNavigate={(path) => {
                setOpen(false);
                onNavigate?.(path);
              }}
            />
          </div>
        </FloatingFocusManager>
      ) : null}
    </div>
  );
}
