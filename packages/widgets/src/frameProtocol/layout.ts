import { BET_TICKET_MIN_HEIGHT_PX } from "../components/BetTicket/layout";
import { COMMENTS_MIN_HEIGHT_PX } from "../components/Comments/layout";
import { NOTIFICATION_BELL_SIZE_PX } from "../components/NotificationBell/layout";
import { POLL_MIN_HEIGHT_PX } from "../components/Poll/layout";

/**
 * The bar a framed widget shows above itself (who is signed in, the balance, disconnect or log
 * in), in px: always this tall, so the frame's height is known before it loads. React-free.
 */
export const FRAME_BAR_HEIGHT_PX = 44;

/**
 * What a poll needs in its frame below the bar, beyond its own minimum: a poll has up to four
 * options (spec §4), each a row with its Vote button and bar, under its title, with the total and
 * the note line below. Measured in Chromium at 16 px with four options: 348 px with a one-line
 * title, 391 px at 308 px wide with a three-line one; the poll's own minimum
 * (POLL_MIN_HEIGHT_PX) fits two or three options. The frame
 * reserves it all, so a poll loads without pushing the article (DESIGN §10); its box fills the
 * frame (FrameApp), so a shorter poll shows no gap.
 */
export const FRAMED_POLL_HEIGHT_PX = Math.max(POLL_MIN_HEIGHT_PX, 396);

/**
 * What each framed widget's element reserves before its frame reports a size (px); the frame's
 * content is at least as tall (FrameApp), and on first load no taller.
 */
export const FRAME_MIN_HEIGHT_PX = {
  "bet-ticket": BET_TICKET_MIN_HEIGHT_PX + FRAME_BAR_HEIGHT_PX,
  "notification-bell": NOTIFICATION_BELL_SIZE_PX,
  poll: FRAMED_POLL_HEIGHT_PX + FRAME_BAR_HEIGHT_PX,
  comments: COMMENTS_MIN_HEIGHT_PX + FRAME_BAR_HEIGHT_PX,
} as const;

/** How long a host element waits for its frame's `ready` before showing its error (ms). */
export const FRAME_READY_TIMEOUT_MS = 15_000;
