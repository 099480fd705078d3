import { verifyPassword } from "../auth/passwords";
import { DEV_CARD_SANDBOX_SECRET, type Config } from "../config";
import { DEV_HD_MNEMONIC } from "../crypto/cryptoConfig";
import type { Queryable } from "../db/database";
import { demoAccounts } from "../seed/seedDemo";

/** The override that lets a staging deployment start with them anyway (loudly). */
const OVERRIDE = "PULSO_ALLOW_UNSAFE_PRODUCTION=staging";

/**
 * Settings that must never be live where real money is (DESIGN §5 "Production refuses unsafe
 * defaults"), each as "SETTING: why, and what to set instead". Empty outside production.
 */
export function unsafeProductionSettings(config: Config): string[] {
  if (config.NODE_ENV !== "production") return [];
  const unsafe: string[] = [];
  if (config.PULSO_SEED) {
    unsafe.push(
      "PULSO_SEED: the demo seed would create accounts whose passwords are published (admin@pulso.test); set PULSO_SEED=false",
    );
  }
  if (config.CARD_PROCESSOR === "sandbox") {
    unsafe.push(
      "CARD_PROCESSOR: the sandbox processor credits test cards (4242…) as real money; set CARD_PROCESSOR=disabled until a real processor is configured",
    );
  }
  // The key only matters while the sandbox runs (with it off, the fixed key is never used).
  if (
    config.CARD_PROCESSOR === "sandbox" &&
    config.CARD_SANDBOX_SECRET === DEV_CARD_SANDBOX_SECRET
  ) {
    unsafe.push(
      "CARD_SANDBOX_SECRET: this is the development key published in the source; set a random string of 32+ characters",
    );
  }
  if (config.CRYPTO_HD_MNEMONIC?.trim().split(/\s+/).join(" ") === DEV_HD_MNEMONIC) {
    unsafe.push(
      "CRYPTO_HD_MNEMONIC: this is the development mnemonic published in the source; set a mnemonic of your own, kept secret",
    );
  }
  return unsafe;
}

/**
 * Seeded demo accounts (an earlier demo or staging run on this database) that are enabled and
 * still accept the password published in the source, as "email: …" lines. Empty outside
 * production. Costs one password verification per demo account found, once at start.
 */
export async function demoPasswordsInUse(config: Config, db: Queryable): Promise<string[]> {
  if (config.NODE_ENV !== "production") return [];
  const accounts = demoAccounts();
  const found = await db.query<{ email_normalized: string; password_hash: string }>(
    `SELECT email_normalized, password_hash FROM users
      WHERE email_normalized = ANY($1::text[]) AND NOT disabled`,
    [accounts.map((account) => account.email.toLowerCase())],
  );
  const inUse: string[] = [];
  for (const row of found.rows) {
    const account = accounts.find((demo) => demo.email.toLowerCase() === row.email_normalized);
    if (account && (await verifyPassword(row.password_hash, account.password))) {
      inUse.push(
        `${account.email}: this demo account still accepts its published password; change its password or disable it (with PULSO_SEED=false)`,
      );
    }
  }
  return inUse;
}

/** Thrown when production would start with unsafe settings; the message names each one. */
export class UnsafeProductionError extends Error {
  override name = "UnsafeProductionError";
}

/**
 * Refuses (throws {@link UnsafeProductionError}) when `unsafe` is not empty, unless the staging
 * override is set: then it warns, loudly, through `warn`, and lets the server start.
 */
export function refuseUnsafeProduction(
  config: Config,
  unsafe: string[],
  warn: (message: string) => void,
): void {
  if (unsafe.length === 0) return;
  const list = unsafe.map((line) => `  ${line}`).join("\n");
  if (config.PULSO_ALLOW_UNSAFE_PRODUCTION === "staging") {
    warn(
      `\n  WARNING: ${OVERRIDE} — starting in production with unsafe settings. Never hold real money here.\n${list}\n`,
    );
    return;
  }
  throw new UnsafeProductionError(
    `Refusing to start with NODE_ENV=production:\n${list}\n  (a staging deployment that holds no real money may set ${OVERRIDE})`,
  );
}
