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
  /** Publisher origins allowed to frame the embed (comma-separated; `*` for any, dev default). */
  EMBED_ORIGINS: originList.optional(),
  /** Other origins allowed to call the API with credentials (the portal's dev server). */
  ALLOWED_ORIGINS: originList.default([]),
  /** Seed the demo data set on an empty database. */
  PULSO_SEED: booleanFlag.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How often the job runner looks for due work (closing markets), in ms. */
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
});

/** The server's validated configuration. */
export type Config = Omit<z.output<typeof envSchema>, "PUBLIC_URL"> & {
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
  const embedOrigins = config.EMBED_ORIGINS ?? (config.NODE_ENV === "production" ? [] : ["*"]);
  return {
    ...config,
    secureCookies: publicOrigin.startsWith("https:"),
    trustedOrigins: [publicOrigin, ...config.ALLOWED_ORIGINS.filter((origin) => origin !== "*")],
    embedOrigins,
  };
}
