import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAuditCli } from "./audit";
import { connectDatabase } from "./db/connect";
import { postTransaction } from "./ledger/ledger";
import { createTestDatabase, TEST_DB_KIND } from "./test-utils/testServer";

/** A database the CLI can open by itself: a PGlite directory, or a fresh PostgreSQL database. */
let env: Record<string, string>;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  if (TEST_DB_KIND === "postgres") {
    const database = await createTestDatabase();
    await database.db.close();
    const url = database.url ?? "";
    env = { DATABASE_URL: url };
    cleanup = async () => {
      const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, "/postgres") });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${url.split("/").pop() ?? ""} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), "pulso-audit-"));
    env = { PULSO_DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  // A user with a credit, recorded the proper way.
  const db = await openDatabase();
  await db.query(
    `INSERT INTO users (id, name, email, email_normalized, password_hash)
     VALUES ('audit-user', 'Auditada', 'a@example.com', 'a@example.com', 'x')`,
  );
  await db.transaction((tx) =>
    postTransaction(tx, {
      kind: "signup_credit",
      reference: "signup_credit:audit-user",
      userId: "audit-user",
      entries: [
        { account: "house:promo", amountCents: -1_000 },
        { account: "user:audit-user", amountCents: 1_000 },
      ],
    }),
  );
  await db.close();
});
afterAll(() => cleanup());

/** The same database, opened by the test (PGlite allows one handle at a time: close it after). */
const openDatabase = () =>
  connectDatabase({
    DATABASE_URL: env.DATABASE_URL,
    PULSO_DATA_DIR: env.PULSO_DATA_DIR ?? "memory",
  });

async function run(environment: Record<string, string>) {
  const lines: string[] = [];
  const code = await runAuditCli(environment, (line) => lines.push(line));
  return { code, report: lines.join("\n") };
}

describe("the audit command", () => {
  it("exits 0 on a sound ledger and lists every invariant it checked", async () => {
    const { code, report } = await run(env);
    expect(code).toBe(0);
    expect(report).toContain("ok    each user's cached balance equals the sum of its entries");
    expect(report).toContain("Ledger sound");
    expect(report).not.toContain("FAIL");
  });

  it("exits 1 on a corrupted balance and names the broken invariant with the offending row", async () => {
    const db = await openDatabase();
    await db.query("UPDATE users SET balance_cents = balance_cents + 1 WHERE id = 'audit-user'");
    await db.close();

    const { code, report } = await run(env);
    expect(code).toBe(1);
    expect(report).toContain("FAIL  each user's cached balance equals the sum of its entries");
    expect(report).toMatch(/"id":"audit-user","balance_cents":1001,"ledger_cents":"?1000"?/);
    expect(report).toContain("Ledger BROKEN: 1 of");
  });

  it("exits 1 with the variable's name when the configuration is bad", async () => {
    const { code, report } = await run({ DATABASE_URL: "mysql://nope" });
    expect(code).toBe(1);
    expect(report).toContain("DATABASE_URL");
  });
});
