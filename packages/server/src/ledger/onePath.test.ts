import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * DESIGN §3: one module (`ledger/`) writes every ledger row, the bet's hot path included. This
 * reads the server's own source and fails, naming the file, wherever SQL outside `ledger/` (and
 * the migrations that create the tables) posts to the ledger or moves a cached balance by hand.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), "..");

/** What only the ledger may write: its two tables, and the balances cached from them. */
const LEDGER_WRITES: readonly { what: string; pattern: RegExp }[] = [
  { what: "writes a ledger row", pattern: /\bINSERT\s+INTO\s+ledger_(transactions|entries)\b/i },
  {
    what: "edits a ledger row",
    pattern: /\b(UPDATE|DELETE\s+FROM)\s+ledger_(transactions|entries)\b/i,
  },
  {
    what: "moves a user's cached balance or promo credit",
    pattern: /\bUPDATE\s+users\b[^;`]*?\bSET\b[^;`]*?\b(balance_cents|promo_cents)\s*=/i,
  },
  {
    what: "creates a user with a balance",
    pattern: /\bINSERT\s+INTO\s+users\s*\([^)]*\b(balance_cents|promo_cents)\b/i,
  },
  {
    what: "moves a market's cached escrow",
    pattern: /\bUPDATE\s+markets\b[^;`]*?\bSET\b[^;`]*?\bescrow_cents\s*=/i,
  },
];

/** Where those writes belong: the ledger module, and the migrations that define the tables. */
const ALLOWED = [/^ledger\//, /^db\/migrations\//];
/** Tests and their helpers may write what they like to set a scene or forge a fault. */
const TEST_CODE = /\.test\.ts$|(^|\/)test-utils\//;

/** Every .ts file under `dir`, as paths relative to src/ with forward slashes. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [relative(SRC, path).split(sep).join("/")] : [];
  });
}

/** What each ledger write found in `text` does, if any. */
function ledgerWritesIn(text: string): string[] {
  return LEDGER_WRITES.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);
}

describe("one ledger write path", () => {
  it("recognises each kind of ledger write, and leaves other writes alone", () => {
    const writers = [
      "INSERT INTO ledger_transactions (kind, reference) VALUES ($1, $2)",
      "insert into ledger_entries (transaction_id, account, amount_cents) select 1",
      "UPDATE ledger_entries SET amount_cents = 0",
      "DELETE FROM ledger_transactions WHERE id = 1",
      "UPDATE users SET balance_cents = users.balance_cents - $5::bigint WHERE id = $1",
      "UPDATE users SET updated_at = now(), promo_cents = 0 WHERE id = $1",
      "INSERT INTO users (id, name, balance_cents) VALUES ($1, $2, 1000)",
      "UPDATE markets\n   SET escrow_cents = escrow_cents + $7::bigint WHERE id = $2",
    ];
    for (const sql of writers) expect(ledgerWritesIn(sql), sql).not.toEqual([]);
    const harmless = [
      "UPDATE users SET role = 'admin' WHERE id = $1",
      'UPDATE users SET password_hash = $2 WHERE id = $1", [id]); const x = "balance_cents = 1',
      "SELECT balance_cents, promo_cents FROM users WHERE id = $1",
      "UPDATE markets SET volume_cents = volume_cents + $2 WHERE id = $1",
      "SELECT escrow_cents FROM markets WHERE id = $1",
      "INSERT INTO users (id, name, email) VALUES ($1, $2, $3)",
    ];
    for (const sql of harmless) expect(ledgerWritesIn(sql), sql).toEqual([]);
  });

  it("finds no ledger write outside ledger/ in the server's source", () => {
    const files = sourceFiles(SRC).filter((file) => !TEST_CODE.test(file));
    // The scan reads the real tree: the ledger's own writer is found where it belongs.
    expect(files).toContain("ledger/ledger.ts");
    expect(ledgerWritesIn(readFileSync(join(SRC, "ledger/ledger.ts"), "utf8"))).not.toEqual([]);

    const offenders = files
      .filter((file) => !ALLOWED.some((allowed) => allowed.test(file)))
      .flatMap((file) =>
        ledgerWritesIn(readFileSync(join(SRC, file), "utf8")).map((what) => `${file} ${what}`),
      );
    expect(offenders, "only ledger/ may write these; post through ledger/ instead").toEqual([]);
  });
});
