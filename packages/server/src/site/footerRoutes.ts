import type { FooterConfig } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { endpoint, ok } from "../http/endpoint";
import { DEFAULT_FOOTER } from "./defaultFooter";

/** The footer in force: the one an admin stored, else the built-in default. */
export async function currentFooter(db: Queryable): Promise<FooterConfig> {
  const stored = await db.query<{ config: FooterConfig }>(
    "SELECT config FROM footer_settings ORDER BY updated_at DESC LIMIT 1",
  );
  return stored.rows[0]?.config ?? DEFAULT_FOOTER;
}

/**
 * The footer configuration (spec §2, §7 `data.footerConfig`): public to read; an admin replaces
 * it whole (validated by core's schema) or deletes theirs to go back to the default.
 */
export function registerFooterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  endpoint(app, ctx.endpoints, "getFooterSettings", async () =>
    ok({ footerConfig: await currentFooter(db) }),
  );

  endpoint(app, ctx.endpoints, "updateFooterSettings", async ({ body }) => {
    await db.transaction(async (tx) => {
      // One footer is in force: the stored one replaces whatever was there.
      await tx.query("DELETE FROM footer_settings");
      await tx.query("INSERT INTO footer_settings (config_key, config) VALUES ($1, $2)", [
        body.configKey,
        JSON.stringify(body),
      ]);
    });
    return ok({ footerConfig: await currentFooter(db) });
  });

  endpoint(app, ctx.endpoints, "resetFooterSettings", async () => {
    await db.query("DELETE FROM footer_settings");
    return ok({ footerConfig: DEFAULT_FOOTER });
  });
}
