import type { Config } from "../config";
import type { RateLimit } from "../http/rateLimiter";

const MINUTE = 60_000;

/**
 * The limits on authentication (DESIGN §5). Every call that hashes a password counts a use
 * before it hashes. Failed logins are counted per (account, address) and per address, never per
 * account alone, so a stranger's guesses cannot lock the owner out from the owner's own address.
 */
export interface AuthLimits {
  /** Failed logins for one account from one address. */
  loginByAccountAddress: RateLimit;
  /** Failed logins from one address, whatever the account (password spraying). */
  loginByAddress: RateLimit;
  /** Sign-ups from one address per hour (`SIGNUPS_PER_ADDRESS_PER_HOUR`). */
  signupByAddress: RateLimit;
  /** Password reset attempts (`PATCH /auth/resetPassword/:token`) from one address. */
  resetByAddress: RateLimit;
  /** Password changes of one signed-in account (each verifies the current password). */
  passwordChangeByAccount: RateLimit;
  /** Forgot-password requests from one address. */
  forgotByAddress: RateLimit;
  /**
   * Reset mails to one e-mail address. Counted by the address typed, known or not, and past it
   * the answer stays the same (no mail is sent), so it neither reveals accounts nor lets anyone
   * flood a mailbox.
   */
  forgotByAccount: RateLimit;
  /** E-mail verification links resent to one signed-in account. */
  verificationByAccount: RateLimit;
}

/** The authentication limits under this configuration. */
export function authLimits(config: Pick<Config, "SIGNUPS_PER_ADDRESS_PER_HOUR">): AuthLimits {
  return {
    loginByAccountAddress: { name: "login-account-address", max: 5, windowMs: 15 * MINUTE },
    loginByAddress: { name: "login-address", max: 30, windowMs: 15 * MINUTE },
    signupByAddress: {
      name: "signup-address",
      max: config.SIGNUPS_PER_ADDRESS_PER_HOUR,
      windowMs: 60 * MINUTE,
      code: "SIGNUP_LIMIT_REACHED",
    },
    resetByAddress: { name: "reset-address", max: 10, windowMs: 15 * MINUTE },
    passwordChangeByAccount: { name: "password-change-account", max: 10, windowMs: 15 * MINUTE },
    forgotByAddress: { name: "forgot-address", max: 10, windowMs: 15 * MINUTE },
    forgotByAccount: { name: "forgot-account", max: 3, windowMs: 15 * MINUTE },
    verificationByAccount: { name: "verification-account", max: 3, windowMs: 15 * MINUTE },
  };
}
