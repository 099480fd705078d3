import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";

/**
 * Where the platform's log goes during the journeys (playwright.config.ts tees it there). Without
 * SMTP the server prints each mail's link in it (DESIGN §5, the dev outbox): the journeys read a
 * new reader's e-mail verification link from it, as a developer would.
 */
export const PLATFORM_LOG = join(tmpdir(), "pulso-e2e-platform.log");

/** The path of the newest e-mail verification link the platform logged for this address. */
export async function verificationPathFor(email: string): Promise<string> {
  let path = "";
  await expect
    .poll(
      async () => {
        const lines = (await readFile(PLATFORM_LOG, "utf8").catch(() => "")).split("\n");
        for (const line of lines.reverse()) {
          if (!line.includes("e-mail verification link") || !line.includes(email)) continue;
          const { to, link } = JSON.parse(line) as { to?: string; link?: string };
          if (to === email && link) {
            path = new URL(link).pathname;
            return path;
          }
        }
        return "";
      },
      { message: `the verification link mailed to ${email}` },
    )
    .toMatch(/^\/verifyEmail\//);
  return path;
}
