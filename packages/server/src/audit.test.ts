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

  it("exits 1 when promo credit left as cash, and names the promo credit rules it broke", async () => {
    const db = await openDatabase();
    await db.query(
      `INSERT INTO users (id, name, email, email_normalized, password_hash)
       VALUES ('promo-user', 'Promo', 'p@example.com', 'p@example.com', 'x')`,
    );
    await db.transaction((tx) =>
      postTransaction(tx, {
        kind: "signup_credit",
        reference: "signup_credit:promo-user",
        userId: "promo-user",
        entries: [
          { account: "house:promo", amountCents: -1_000 },
          { account: "user:promo-user", amountCents: 1_000 },
        ],
      }),
    );
    // A withdrawal the rule refuses, written straight into the tables: the sign-up credit held
    // for sending, and the cached promo credit wiped to hide it.
    await db.transaction(async (tx) => {
      const posted = await tx.query<{ id: number }>(
        `INSERT INTO ledger_transactions (kind, reference, user_id)
         VALUES ('withdrawal', 'withdrawal:tampered', 'promo-user') RETURNING id`,
      );
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, account, amount_cents)
         VALUES ($1, 'user:promo-user', -1000), ($1, 'house:withdrawals-held', 1000)`,
        [posted.rows[0]?.id],
      );
      await tx.query("UPDATE users SET balance_cents = 0, promo_cents = 0 WHERE id = 'promo-user'");
    });
    await db.close();

    const { code, report } = await run(env);
    expect(code).toBe(1);
    expect(report).toContain(
      "FAIL  each user's cached promo credit equals the sum of its ledger movements",
    );
    expect(report).toContain(
      "FAIL  no movement, and so no withdrawal, ever took more than the cash part",
    );
    expect(report).toContain("FAIL  every withdrawal follows a deposit of the user's own money");
    expect(report).toMatch(
      /"user_id":"promo-user","transaction_id":"?\d+"?,"balance_after":"?0"?,"promo_after":"?1000"?/,
    );
  });

  it("exits 1 with the variable's name when the configuration is bad", async () => {
    const { code, report } = await run({ DATABASE_URL: "mysql://nope" });
    expect(code).toBe(1);
    expect(report).toContain("DATABASE_URL");
  });
});
