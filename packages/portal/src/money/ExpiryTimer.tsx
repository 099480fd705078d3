import { useEffect, useRef, useState } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { countdownAnnouncement, formatCountdown, remainingMs } from "./countdown";

/**
 * A payment's expiry countdown (`mm:ss`, every second on screen). Screen readers hear a polite
 * status that changes once a minute and in the last minute, never every second. Calls
 * `onExpire` once when it reaches zero.
 */
export function ExpiryTimer({ expiresAt, onExpire }: { expiresAt: string; onExpire(): void }) {
  const { t } = usePortalT();
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(expiresAt, now);
  const expiredCalled = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (left <= 0) {
      if (!expiredCalled.current) {
        expiredCalled.current = true;
        onExpireRef.current();
      }
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left]);

  const announcement = countdownAnnouncement(left);
  return (
    <>
      <span className="money-timer" aria-hidden="true">
        {formatCountdown(left)}
      </span>
      <span className="portal-visually-hidden" role="status">
        {announcement.kind === "minutes"
          ? t("money.crypto.expiresAnnounce", { minutes: announcement.minutes })
          : announcement.kind === "soon"
            ? t("money.crypto.expiresSoon")
            : ""}
      </span>
    </>
  );
}
