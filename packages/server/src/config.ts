import { MAX_CARD_DEPOSIT_CENTS, MIN_CARD_DEPOSIT_CENTS } from "@pulso/core";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const originList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.union([
        z.literal("*"),
        z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin),
      ]),
    ),
  );

/**
 * TRUST_PROXY: which peers may tell the client's address and scheme through `X-Forwarded-For` and
 * `X-Forwarded-Proto` (Fastify's `trustProxy`). `false`, `true`, a hop count, or a
 * comma-separated list of addresses, CIDR ranges and Fastify's names (`loopback`, `linklocal`,
 * `uniquelocal`).
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] => {
    if (value === "true" || value === "false") return value === "true";
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
  })
  .refine(
    (value) =>
      typeof value !== "object" ||
      (value.length > 0 &&
        value.every((entry) =>
          /^([0-9a-fA-F:.]+(\/\d+)?|loopback|linklocal|uniquelocal)$/.test(entry),
        )),
    "must be true, false, a hop count, or addresses/CIDR ranges separated by commas",
  );

/**
 * TRUST_PROXY as Fastify takes it: a hop count becomes the function that trusts that many
 * proxies in front of the server (Fastify's types accept no number).
 */
export function fastifyTrustProxy(
  setting: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === "number" ? (_address, hop) => hop < setting : setting;
}

/** Every environment variable the server reads, with its default (DESIGN §4 "Config"). */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /** The platform's public origin: links in e-mails, the embed loader's API base, cookies. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** PostgreSQL connection string; without it the server runs on embedded PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** Where PGlite keeps its files, or `memory` for a throwaway database. */
  PULSO_DATA_DIR: z.string().min(1).default("./.pulso-data"),
  /** Redis for cross-instance realtime fan-out; in-process when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /**
   * Prefix of this deployment's Redis channel and keys, so deployments sharing one Redis never
   * hear each other; derived from the database's identity when unset (runtime/redisNamespace.ts).
   */
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be 1-64 letters, digits, '_', '.' or '-'")
    .optional(),
  /** Publisher origins allowed to frame the embed (comma-separated; `*` for any, dev default). */
  EMBED_ORIGINS: originList.optional(),
  /**
   * Which proxies' `X-Forwarded-For` names the client (the login limit per address counts by it).
   * Default `loopback`: a reverse proxy on the same host. Behind a load balancer elsewhere, name
   * it (its address or range, or the hop count); trusting every peer (`true`) lets any client
   * pick its own address and escape the per-address limit.
   */
  TRUST_PROXY: trustProxySetting.default(["loopback"]),
  /** Other origins allowed to call the API with credentials (the portal's dev server). */
  ALLOWED_ORIGINS: originList.default([]),
  /** Seed the demo data set on an empty database; production refuses to start while it is on. */
  PULSO_SEED: booleanFlag.default(true),
  /**
   * `staging`: start with NODE_ENV=production despite the unsafe settings production otherwise
   * refuses (demo seed, sandbox card processor, default secrets, demo passwords), with a loud
   * warning (runtime/productionSafety.ts). Never on a deployment that holds real money.
   */
  PULSO_ALLOW_UNSAFE_PRODUCTION: z.enum(["staging"]).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Sign-ups one client address may make per hour (DESIGN §5), counted before the password is
   * hashed; past it, 429 SIGNUP_LIMIT_REACHED. Limits farming the sign-up credit and hashing load.
   */
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How often the job runner looks for due work (closing markets), in ms. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /**
   * Most bets on one market that one database transaction takes (bets/betBatch.ts); 1 places
   * each bet in its own transaction. At most 64: one savepoint each, PostgreSQL's cache size.
   */
  BET_BATCH_MAX: z.coerce.number().int().min(1).max(64).default(64),
  /**
   * Most bet transactions in flight at once (bets/batchQueue.ts); bets that arrive while all are
   * busy share the next one, whatever their markets (group commit, DESIGN §10).
   */
  BET_BATCH_RUNS: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Seconds an unanswered Idempotency-Key claim is held before a retry may take it over (DESIGN
   * §3). Only calls that store their answer in the same transaction as the money allow it, so a
   * takeover never runs work twice; it frees keys whose process died mid-request.
   */
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /**
   * Longest a request's body may take to arrive, in ms, headers included; past it, 408 and the
   * connection closed (http/slowBodies.ts). Room for an 8 MB image on a slow mobile link.
   */
  REQUEST_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /**
   * Slowest a body may arrive, in bytes per second over each REQUEST_BODY_RATE_WINDOW_MS; a body
   * that stalls or trickles below it gets 408 long before the total limit. 0 turns it off.
   */
  REQUEST_BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).max(100_000_000).default(1024),
  /** The window the minimum body rate is measured over, in ms. */
  REQUEST_BODY_RATE_WINDOW_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** The card processor (DESIGN §9): the local sandbox, or none (card deposits refused). */
  CARD_PROCESSOR: z.enum(["sandbox", "disabled"]).default("sandbox"),
  /** HMAC key the sandbox signs its transaction records with; required in production. */
  CARD_SANDBOX_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Card deposit limits in whole dollars (spec §9 leaves them open; DESIGN §9: $10–$2,000). */
  CARD_DEPOSIT_MIN_USD: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(MIN_CARD_DEPOSIT_CENTS / 100),
  CARD_DEPOSIT_MAX_USD: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(MAX_CARD_DEPOSIT_CENTS / 100),
  /**
   * Crypto (DESIGN §9, read by crypto/cryptoConfig.ts): a JSON map of chain key to
   * `{ rpcUrl, chainId?, confirmations?, tokens?: { SYMBOL: contract } }`; chains absent are off.
   */
  CRYPTO_CHAINS: z.string().optional(),
  /** BIP-39 mnemonic the deposit addresses derive from; required in production. */
  CRYPTO_HD_MNEMONIC: z.string().optional(),
  /** Private key (0x + 64 hex digits) of the hot wallet that sends approved withdrawals. */
  CRYPTO_HOT_WALLET_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, "must be 0x followed by 64 hex digits")
    .optional(),
  /** Fixed USD price per native coin, JSON `{ "ETH": 3000 }`; unset: native deposits refused. */
  CRYPTO_NATIVE_USD_PRICES: z.string().optional(),
  /** How long a crypto payment request waits for its payment, in minutes. */
  CRYPTO_PAYMENT_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** How often the crypto watcher reads the chains, in ms. */
  CRYPTO_WATCH_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /**
   * How long one JSON-RPC call to a chain node may take, in ms, before it counts as failed (one
   * retry follows): a node that accepts and never answers must not hang the watcher or a request.
   */
  CRYPTO_RPC_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
});

/** The sandbox's signing key outside production, where anyone may read it in the source. */
export const DEV_CARD_SANDBOX_SECRET = "pulso-dev-card-sandbox-secret-never-use-in-production";

/** The server's validated configuration. */
export type Config = Omit<z.output<typeof envSchema>, "PUBLIC_URL" | "CARD_SANDBOX_SECRET"> & {
  /** The sandbox processor's HMAC key (a fixed development key outside production). */
  CARD_SANDBOX_SECRET: string;
  /** The platform's public origin; defaults to http://localhost:PORT. */
  PUBLIC_URL: string;
  /** Whether cookies get the Secure attribute (the public URL is https). */
  secureCookies: boolean;
  /** Origins whose cookie-authenticated writes are accepted (CSRF defence, DESIGN §5). */
  trustedOrigins: string[];
  embedOrigins: string[];
};

/** Thrown when the environment is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads the configuration from an environment, failing with a message that names each bad
 * variable and what it should be.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ""),
  );
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `${name}: ${issue.message} (got ${JSON.stringify(env[name])})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const config = {
    ...parsed.data,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT || 8000}`,
  };
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const cardSandboxSecret = resolveCardSandboxSecret(config);
  if (config.CARD_DEPOSIT_MIN_USD > config.CARD_DEPOSIT_MAX_USD) {
    throw new ConfigError(
      `Invalid configuration:\n  CARD_DEPOSIT_MIN_USD: must not exceed CARD_DEPOSIT_MAX_USD (got ${config.CARD_DEPOSIT_MIN_USD} > ${config.CARD_DEPOSIT_MAX_USD})`,
    );
  }
  const embedOrigins = config.EMBED_ORIGINS ?? (config.NODE_ENV === "production" ? [] : ["*"]);
  return {
    ...config,
    CARD_SANDBOX_SECRET: cardSandboxSecret,
    secureCookies: publicOrigin.startsWith("https:"),
    trustedOrigins: [publicOrigin, ...config.ALLOWED_ORIGINS.filter((origin) => origin !== "*")],
    embedOrigins,
  };
}

/**
 * The sandbox's signing key. Production must set its own: with the development key anyone could
 * forge a transaction record and credit themselves.
 */
function resolveCardSandboxSecret(config: {
  NODE_ENV: string;
  CARD_PROCESSOR: string;
  CARD_SANDBOX_SECRET?: string | undefined;
}): string {
  if (config.CARD_SANDBOX_SECRET) return config.CARD_SANDBOX_SECRET;
  if (config.NODE_ENV === "production" && config.CARD_PROCESSOR === "sandbox") {
    throw new ConfigError(
      "Invalid configuration:\n  CARD_SANDBOX_SECRET: required in production while CARD_PROCESSOR=sandbox (a random string of 32+ characters), or set CARD_PROCESSOR=disabled",
    );
  }
  return DEV_CARD_SANDBOX_SECRET;
}
