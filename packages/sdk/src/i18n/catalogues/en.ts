import { errorCatalogue, errorWithoutParamsCatalogue } from "./errorCatalogue";

/**
 * The English catalogue: the fallback language and the source of the key structure every other
 * language must match (catalogue.ts). English texts of spec §8 are kept word for word.
 * Placeholders are `{{name}}` (filled by core's `interpolate`).
 */
export const en = {
  common: {
    loading: "Loading…",
    retry: "Try again",
    close: "Close",
    dismiss: "Dismiss",
  },
  /** Every error code's message, from `@pulso/core`'s ERROR_MESSAGES. */
  errors: errorCatalogue("en"),
  /**
   * A message's wording for when a value it needs is unknown, at `withoutParams.<its key>`: what
   * `translate` shows instead of a raw `{{name}}` (error codes' from `@pulso/core`).
   */
  withoutParams: { errors: errorWithoutParamsCatalogue("en") },
  realtime: {
    marketUpdated: {
      title: "Market Updated!",
      description: "Market data has been refreshed automatically",
    },
    marketResolved: {
      title: "Market Resolved!",
      description: "A market you take part in has been resolved. Check the results.",
    },
    balanceUpdated: {
      title: "Balance Updated!",
      description: "Your new balance is {{balance}}",
    },
    status: {
      connecting: "Connecting…",
      open: "Live",
      closed: "Offline",
    },
  },
  session: {
    signedOut: "You have been signed out.",
  },
  notifications: {
    /** Titles whose notifications also refresh the balance (spec §7). */
    cryptoDepositSuccessful: "Crypto Deposit Successful",
    walletDepositSuccessful: "Wallet Deposit Successful",
  },
  wallet: {
    userRejected: "You rejected the request in your wallet.",
    chainDisconnected: "Your wallet is not connected to the requested network (4901).",
    switchChain: "Please switch your wallet to a supported network (4902).",
    unsupportedCapability: "Your wallet does not support this action (5700).",
  },
  developer: {
    useAuthOutsideProvider: "useAuth must be used within an AuthProvider",
  },
  widgets: {
    notificationBell: {
      title: "Notifications",
      markAllRead: "Mark all as read",
      clearAll: "Clear all",
      allCaughtUp: "All caught up!",
      noneYet: "No notifications yet",
    },
  },
  portal: {
    header: {
      markets: "Markets",
      logIn: "Log In",
      dashboard: "Dashboard",
      profile: "Profile",
      suggestPoll: "Suggest Poll",
      supportTickets: "Support Tickets",
      logout: "Logout",
    },
    footer: {
      loading: "Loading footer...",
      contact: "Contact",
      privacyPolicy: "Privacy Policy",
    },
  },
};
