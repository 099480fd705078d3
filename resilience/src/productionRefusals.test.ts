import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "./support/database";
import { SERVER_MAIN } from "./support/paths";
import { startServerProcess } from "./support/serverProcess";

/**
 * Issue 14 item 2 (DESIGN §5): the built server, started with NODE_ENV=production, refuses to
 * start while the demo seed, the sandbox card processor, a default secret or a demo password
 * would be active — it exits non-zero naming the setting to change — and starts with safe
 * settings, or with the staging override and a loud warning.
 */
const PORT = 8344;

/** Production with every unsafe default turned off: each case turns one back on. */
const SAFE: Record<string, string> = {
  PULSO_SEED: "false",
  CARD_PROCESSOR: "disabled",
  PULSO_ALLOW_UNSAFE_PRODUCTION: "",
};

/**
 * Runs the built server in production with `env` until it exits; fails the test if it starts
 * listening instead (then it is stopped). Resolves with its exit code and everything it printed.
 */
function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      PULSO_DATA_DIR: "memory",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    // It started after all: stop it, and let the test fail on its exit code.
    if (output.includes("Pulso is running")) child.kill("SIGTERM");
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

describe("NODE_ENV=production with an unsafe setting", () => {
  it.each([
    ["the demo seed (PULSO_SEED defaults to true)", { PULSO_SEED: "" }, "PULSO_SEED"],
    [
      "the sandbox card processor",
      { CARD_PROCESSOR: "sandbox", CARD_SANDBOX_SECRET: "a-real-looking-secret-of-32-characters" },
      "CARD_PROCESSOR",
    ],
    [
      "the card sandbox's published development secret",
      {
        CARD_PROCESSOR: "sandbox",
        CARD_SANDBOX_SECRET: "pulso-dev-card-sandbox-secret-never-use-in-production",
      },
      "CARD_SANDBOX_SECRET",
    ],
    [
      "the published development mnemonic",
      {
        CRYPTO_HD_MNEMONIC:
          "pelican library giraffe cheap student tip silk tongue degree help aim fresh",
      },
      "CRYPTO_HD_MNEMONIC",
    ],
  ])("refuses to start with %s, naming it", async (_what, unsafe, setting) => {
    const { code, output } = await runUntilExit({ ...SAFE, ...unsafe });
    expect(code, output).toBe(1);
    expect(output).toContain("Refusing to start with NODE_ENV=production");
    expect(output).toMatch(new RegExp(`^\\s*${setting}: .*; (set|change) `, "m"));
    expect(output).toContain("PULSO_ALLOW_UNSAFE_PRODUCTION=staging");
    expect(output).not.toContain("Pulso is running");
  });

  it("starts with safe settings, and with the staging override (warning loudly)", async () => {
    const safe = await startServerProcess({ name: "safe", port: PORT, env: SAFE });
    expect(safe.output()).not.toContain("WARNING");
    await safe.stop();

    const staging = await startServerProcess({
      name: "staging",
      port: PORT,
      env: {
        ...SAFE,
        PULSO_ALLOW_UNSAFE_PRODUCTION: "staging",
        CARD_PROCESSOR: "sandbox",
        CARD_SANDBOX_SECRET: "a-real-looking-secret-of-32-characters",
      },
    });
    try {
      expect(staging.output()).toContain("WARNING: PULSO_ALLOW_UNSAFE_PRODUCTION=staging");
      expect(staging.output()).toMatch(/^\s*CARD_PROCESSOR: /m);
    } finally {
      await staging.stop();
    }
  });

  it("refuses an override it does not know", async () => {
    const { code, output } = await runUntilExit({ ...SAFE, PULSO_ALLOW_UNSAFE_PRODUCTION: "yes" });
    expect(code, output).toBe(1);
    expect(output).toContain("PULSO_ALLOW_UNSAFE_PRODUCTION");
  });
});

describe.each([
  ["PGlite", "pglite"],
  ["PostgreSQL", "postgres"],
] as const)("a %s database holding a demo account", (_name, storage) => {
  let env: Record<string, string>;
  let dataDir: string | undefined;
  let database: ScratchDatabase | undefined;
  beforeAll(async () => {
    if (storage === "pglite") {
      dataDir = await mkdtemp(join(tmpdir(), "pulso-production-"));
      env = { ...SAFE, PULSO_DATA_DIR: dataDir };
    } else {
      database = await createScratchDatabase();
      env = { ...SAFE, DATABASE_URL: database.url };
    }
  });
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it("refuses to start while it accepts its published password, and starts once it is changed", async () => {
    // An earlier demo or staging run left the seeded admin with its published password.
    const first = await startServerProcess({ name: "first", port: PORT, env });
    const signup = await fetch(`${first.origin}/api/v1/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Admin Pulso",
        email: "admin@pulso.test",
        password: "Admin12345",
      }),
    });
    expect(signup.status).toBe(201);
    const { token } = (await signup.json()) as { token: string };
    await first.stop();

    const refused = await runUntilExit(env);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/^\s*admin@pulso\.test: .*published password/m);

    // Staging may start anyway, loudly; there the owner changes the password.
    const staging = await startServerProcess({
      name: "staging",
      port: PORT,
      env: { ...env, PULSO_ALLOW_UNSAFE_PRODUCTION: "staging" },
    });
    expect(staging.output()).toContain("admin@pulso.test");
    const changed = await fetch(`${staging.origin}/api/v1/auth/updateMyPassword`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        passwordCurrent: "Admin12345",
        password: "Distinta98765",
        passwordConfirm: "Distinta98765",
      }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await staging.stop();

    const safe = await startServerProcess({ name: "safe", port: PORT, env });
    await safe.stop();
  });
});
