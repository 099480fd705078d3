// The data set both sides of the bets benchmark run on: one hot market, 1,000 other markets and
// many funded users with sessions. The hot market goes through the admin API, so its options,
// opening q, house subsidy and first price point are exactly what production makes; the 1,000
// others are SQL copies of it made before any bet (the API takes tens of seconds for 1,000 on a
// busy machine). Users are written in SQL too: signing up thousands would spend the run on
// argon2, which the bench does not measure. All money is proper ledger postings: the audit holds.
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

/** Every bench user gets this much, far more than the run can spend: no bet is refused. */
export const USER_BALANCE_CENTS = 10_000_000;

/** A user id pgbench can compute from a number (`userId(n)` in SQL: see bet.sql). */
export function userId(n) {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

/** POSTs JSON to the server's API and returns the parsed body, failing on any non-2xx. */
async function post(origin, path, body, token) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${json.code}`);
  return json;
}

/** Signs an admin up through the API and promotes it in the database (DESIGN §5: first admin). */
async function createAdmin(origin, db) {
  const email = `bench-admin-${randomBytes(4).toString("hex")}@example.com`;
  const signup = await post(origin, "/auth/signup", {
    name: "Bench Admin",
    email,
    password: "BenchAdmin123",
  });
  await db.query("UPDATE users SET role = 'admin' WHERE id = $1", [signup.data.user._id]);
  return signup.token;
}

/** Creates one binary market through `POST /polls`; resolves to its id and option ids. */
async function createMarket(origin, token, title) {
  const now = Date.now();
  const created = await post(
    origin,
    "/polls",
    {
      kind: "prediction",
      title,
      titleEn: title,
      description: "Un mercado del banco de pruebas de apuestas.",
      descriptionEn: "A market of the bets benchmark.",
      category: "other",
      startDate: new Date(now - 60_000).toISOString(),
      endDate: new Date(now + 30 * 24 * 3600_000).toISOString(),
      options: [
        { text: "Sí", textEn: "Yes" },
        { text: "No", textEn: "No" },
      ],
      yesPrice: 50,
      noPrice: 50,
    },
    token,
  );
  const id = created.data.poll._id;
  return { id, optionIds: created.data.poll.options.map((option) => option._id) };
}

/**
 * Copies market `templateId` `count` times, with new ids: the market row, its options, its price
 * point and its subsidy posting (house:subsidy → the copy's escrow). Resolves to the copies.
 */
async function copyMarket(db, templateId, count) {
  await db.query("BEGIN");
  await db.query(
    `CREATE TEMP TABLE copies ON COMMIT DROP AS
     SELECT n, gen_random_uuid()::text AS id FROM generate_series(1, $1::int) AS n`,
    [count],
  );
  await db.query(
    `CREATE TEMP TABLE copy_options ON COMMIT DROP AS
     SELECT c.id AS market_id, o.id AS source_id, o.position, gen_random_uuid()::text AS id
       FROM copies c, market_options o WHERE o.market_id = $1`,
    [templateId],
  );
  // jsonb_populate_record copies every column, whatever the migrations added.
  await db.query(
    `INSERT INTO markets
     SELECT (jsonb_populate_record(NULL::markets, to_jsonb(m) || jsonb_build_object(
               'id', c.id, 'title_es', m.title_es || ' ' || c.n, 'title_en', m.title_en || ' ' || c.n))).*
       FROM markets m, copies c WHERE m.id = $1`,
    [templateId],
  );
  await db.query(
    `INSERT INTO market_options
     SELECT (jsonb_populate_record(NULL::market_options, to_jsonb(o) || jsonb_build_object(
               'id', co.id, 'market_id', co.market_id))).*
       FROM market_options o JOIN copy_options co ON co.source_id = o.id`,
  );
  await db.query(
    `INSERT INTO price_points (market_id, at, prices)
     SELECT c.id, p.at, p.prices FROM price_points p, copies c WHERE p.market_id = $1`,
    [templateId],
  );
  await db.query(
    `INSERT INTO ledger_transactions (kind, reference, market_id, description)
     SELECT t.kind, 'market_subsidy:' || c.id, c.id, t.description
       FROM ledger_transactions t, copies c WHERE t.reference = 'market_subsidy:' || $1`,
    [templateId],
  );
  await db.query(
    `INSERT INTO ledger_entries (transaction_id, account, amount_cents)
     SELECT t.id,
            CASE WHEN e.account LIKE 'market:%' THEN 'market:' || t.market_id ELSE e.account END,
            e.amount_cents
       FROM copies c
       JOIN ledger_transactions t ON t.reference = 'market_subsidy:' || c.id
       JOIN ledger_transactions source ON source.reference = 'market_subsidy:' || $1
       JOIN ledger_entries e ON e.transaction_id = source.id`,
    [templateId],
  );
  const copies = await db.query(
    `SELECT c.id, array_agg(co.id ORDER BY co.position) AS option_ids
       FROM copies c JOIN copy_options co ON co.market_id = c.id
      GROUP BY c.n, c.id ORDER BY c.n`,
  );
  await db.query("COMMIT");
  return copies.rows.map((row) => ({ id: row.id, optionIds: row.option_ids }));
}

/**
 * Inserts `count` users with deterministic ids, a `bench_credit` ledger posting each (a card
 * deposit of their own money: external:card → user, so none of it is promo credit and the audit's
 * promo rules hold), the matching cached balance and one bearer session each; returns their tokens in id
 * order (token i belongs to `userId(i + 1)`).
 */
async function createUsers(db, count) {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString("base64url"));
  const hashes = tokens.map((token) => createHash("sha256").update(token).digest("hex"));
  await db.query("BEGIN");
  await db.query(
    `INSERT INTO users (id, name, email, email_normalized, password_hash, language, balance_cents)
     SELECT id, 'Bench ' || n, 'bench' || n || '@example.com', 'bench' || n || '@example.com',
            '!', 'es', $2
       FROM generate_series(1, $1::int) AS n,
            LATERAL (SELECT '00000000-0000-4000-8000-' || lpad(n::text, 12, '0') AS id) ids`,
    [count, USER_BALANCE_CENTS],
  );
  await db.query(
    `INSERT INTO notification_settings (user_id)
     SELECT id FROM users WHERE id LIKE '00000000-0000-4000-8000-%'`,
  );
  await db.query(
    `INSERT INTO ledger_transactions (kind, reference, user_id, description)
     SELECT 'deposit', 'bench_credit:' || id, id, 'Bench credit'
       FROM users WHERE id LIKE '00000000-0000-4000-8000-%'`,
  );
  await db.query(
    `INSERT INTO ledger_entries (transaction_id, account, amount_cents)
     SELECT t.id, e.account, e.amount
       FROM ledger_transactions t,
            LATERAL (VALUES ('user:' || t.user_id, $1::bigint), ('external:card', -$1::bigint)) e(account, amount)
      WHERE t.reference LIKE 'bench_credit:%'`,
    [USER_BALANCE_CENTS],
  );
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, kind, expires_at)
     SELECT hash, '00000000-0000-4000-8000-' || lpad(n::text, 12, '0'), 'web', now() + interval '1 day'
       FROM unnest($1::text[]) WITH ORDINALITY AS s(hash, n)`,
    [hashes],
  );
  await db.query("COMMIT");
  return tokens;
}

/**
 * Seeds the database behind the running server at `origin`: an admin, the hot market, `spread`
 * other markets and `users` funded users. Resolves to what the load needs: the markets (hot
 * first) and the users' bearer tokens.
 */
export async function seed({ origin, databaseUrl, users, spread }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const adminToken = await createAdmin(origin, db);
    const hot = await createMarket(origin, adminToken, "Mercado del banco");
    const copies = await copyMarket(db, hot.id, spread);
    const tokens = await createUsers(db, users);
    return { hot, spread: copies, tokens };
  } finally {
    await db.end();
  }
}
