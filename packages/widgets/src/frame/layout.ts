import { BET_TICKET_MIN_HEIGHT_PX } from "../components/BetTicket/layout";
import { COMMENTS_MIN_HEIGHT_PX } from "../components/Comments/layout";
import { NOTIFICATION_BELL_SIZE_PX } from "../components/NotificationBell/layout";
import { POLL_MIN_HEIGHT_PX } from "../components/Poll/layout";

/**
 * The bar a framed widget shows above itself (who is signed in, the balance, disconnect or log
 * in), in px: always this tall, so the frame's height is known before it loads. React-free.
 */
export const FRAME_BAR_HEIGHT_PX = 44;

/** What each framed widget's element reserves before its frame reports a size (px). */
export const FRAME_MIN_HEIGHT_PX = {
  "bet-ticket": BET_TICKET_MIN_HEIGHT_PX + FRAME_BAR_HEIGHT_PX,
  "notification-bell": NOTIFICATION_BELL_SIZE_PX,
  poll: POLL_MIN_HEIGHT_PX + FRAME_BAR_HEIGHT_PX,
  comments: COMMENTS_MIN_HEIGHT_PX + FRAME_BAR_HEIGHT_PX,
} as const;

/** How long a host element waits for its frame's `ready` before showing its error (ms). */
export const FRAME_READY_TIMEOUT_MS = 15_000;
