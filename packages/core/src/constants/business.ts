/**
 * Business constants of spec §9. Money is in integer cents, durations in milliseconds.
 * Everything the server and the clients must agree on is defined here once.
 */

/** Minimum stake of one bet, in cents ($5). */
export const MIN_BET_CENTS = 500;
/** Free credit every new account receives at sign-up, in cents ($10). */
export const SIGNUP_CREDIT_CENTS = 1000;
/** The trading fee as shown to users (2.0%). The pricing code applies it. */
export const TRADING_FEE_PERCENT = 2;
/** Lowest and highest opening price an admin may set for an option, in cents. */
export const MIN_PRICE_CENTS = 1;
export const MAX_PRICE_CENTS = 99;
/** A market or poll has between two and four options. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 4;
/** Suggesters earn 5–15% of their market's trading fees, as an admin assigns. */
export const MIN_PROFIT_SHARE_PERCENT = 5;
export const MAX_PROFIT_SHARE_PERCENT = 15;
/** Largest market image, in bytes (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Largest support-ticket attachment, in bytes (10 MB each). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Minimum crypto deposit, in cents ($1); each currency may demand more. */
export const MIN_CRYPTO_DEPOSIT_CENTS = 100;
/** Card deposit limits, in cents. The spec leaves them open; DESIGN §9 sets $10 and $2,000. */
export const MIN_CARD_DEPOSIT_CENTS = 1000;
export const MAX_CARD_DEPOSIT_CENTS = 200_000;
/** Winning payouts are made within this many hours of resolution. */
export const PAYOUT_WITHIN_HOURS = 24;
/** The profit/loss chart covers the last 30 days. */
export const PROFIT_LOSS_CHART_DAYS = 30;
/** Longest comment, in characters. The spec leaves it open; issue step 2 sets 2,000. */
export const MAX_COMMENT_LENGTH = 2000;

/**
 * The most markets one GET /polls/batch answers: what a page of embedded widgets asks for at
 * once (DESIGN §7, one request per batch); a page with more sends more batches.
 */
export const POLL_BATCH_MAX_IDS = 50;

/** Default page sizes (spec §7, §9). */
export const PAGE_SIZES = {
  comments: 20,
  dashboardTransactions: 10,
  bettingHistory: 10,
  notifications: 50,
  polls: 12,
  /** GET /deposits; the spec does not say, so one screenful. */
  deposits: 20,
} as const;
/** The largest page size any list call accepts. */
export const MAX_PAGE_SIZE = 100;

/** The unread badge shows "99+" above this count. */
export const NOTIFICATION_BADGE_CAP = 99;

/** GET /polls is throttled to one call per second per path. */
export const POLL_LIST_THROTTLE_MS = 1000;

const MINUTE = 60_000;

/** Query cache policies (spec §9): fresh (stale) time and kept (garbage-collection) time. */
export const CACHE_POLICIES = {
  default: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: 1 },
  currentUser: { staleTime: 5 * MINUTE, gcTime: 15 * MINUTE, retry: 2 },
  notifications: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retry: 1 },
  mutations: { retry: 0 },
} as const;

/** Invalidations of polls, active bets, history, transactions and the user are debounced this long. */
export const INVALIDATION_DEBOUNCE_MS = 500;

/** Realtime reconnect policy (spec §4, §9). */
export const REALTIME_RECONNECT = {
  delayMs: 5000,
  maxAttempts: 5,
  fallbackUrl: "ws://localhost:8000/ws",
} as const;
/**
 * After the spec's five tries the client marks itself offline but keeps trying (DESIGN §7): the
 * first wait is `firstDelayMs`, each failed try doubles it, up to `maxDelayMs`. The browser's
 * `online` event and the page becoming visible skip the wait.
 */
export const REALTIME_BACKOFF = {
  firstDelayMs: 10_000,
  maxDelayMs: 60_000,
} as const;
/** The server sends at most one poll_updated per poll in this window (DESIGN §6). */
export const POLL_UPDATE_COALESCE_MS = 250;
/** After poll_resolved, chart data older than this refreshes… */
export const RESOLVED_CHART_STALE_MS = 10 * MINUTE;
/** …after this delay. */
export const RESOLVED_CHART_REFRESH_DELAY_MS = 2000;

/** Toasts (spec §9). */
export const TOASTS = {
  defaultDurationMs: 4000,
  notificationDurationMs: 5000,
  balanceDurationMs: 5000,
  resolvedDurationMs: 8000,
  position: "bottom-right",
  widthPx: 356,
  hotkey: ["altKey", "KeyT"],
} as const;

/** Tooltips open after 700 ms; moving between tooltips within 300 ms skips the delay. */
export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

/** Web-vitals are reported this long after page load. */
export const WEB_VITALS_DELAY_MS = 3000;

/** Password reset links are valid for 30 minutes (DESIGN §5). */
export const PASSWORD_RESET_TTL_MS = 30 * MINUTE;
