import { NotificationBell } from "../../components/NotificationBell/NotificationBell";
import { notificationBellCss } from "../../components/NotificationBell/NotificationBell.css";
import { openOnPlatform, SignedOutBell, type FrameView } from "../FrameApp";

/** The bell in its overlay frame: the bell when signed in, else a bell that starts the sign-in. */
export const notificationBellView: FrameView = {
  widget: "notification-bell",
  showsMarket: false,
  css: notificationBellCss,
  Content: ({ lang, connect, theme }) => (
    <SignedOutBell lang={lang} onSignIn={connect.start}>
      <NotificationBell theme={theme} onNavigate={(path) => openOnPlatform(path)} />
    </SignedOutBell>
  ),
};
