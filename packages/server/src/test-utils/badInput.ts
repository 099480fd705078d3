import { expect } from "vitest";
import type { Database } from "../db/database";
import type { TestServer } from "./testServer";

/** A script payload: never markup, never a valid id, key, enum or URL. */
export const SCRIPT = "<script>alert(1)</script>";

/** One bad request of a table-driven bad-input test (DESIGN §11), sent raw, not by the client. */
export interface BadInputCase {
  name: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  contentType?: string;
  /** Whose token goes with the call: a key of the tokens given, or anonymous (default "user"). */
  as?: string;
  /** The expected status (default 400). */
  status?: number;
  /** The expected code, when one is certain. */
  code?: string;
}

/** A JSON route a family of bad bodies is sent to. */
export interface BodyRoute {
  method: "POST" | "PATCH";
  path: string;
  as?: BadInputCase["as"];
  /** A body the route accepts, to spoil one way at a time. */
  good: Record<string, unknown>;
  /** Fields that must be there (each one left out is a case). */
  required?: readonly string[];
  /** Numeric fields (each gets a text, a boolean and a huge value). */
  numbers?: readonly string[];
  /** Text fields (each gets a number and an array). */
  texts?: readonly string[];
  /** Fields where a script payload is not valid (ids, keys, enums, URLs). */
  strict?: readonly string[];
}

/**
 * The bad bodies of DESIGN §11 for one JSON route: wrong types, missing fields, an oversized
 * body, odd content types, huge numbers and script payloads.
 */
export function badBodies(route: BodyRoute): BadInputCase[] {
  const label = `${route.method} ${route.path}`;
  const base = { method: route.method, path: route.path, ...(route.as ? { as: route.as } : {}) };
  const spoil = (name: string, body: unknown, extra: Partial<BadInputCase> = {}) => ({
    ...base,
    name: `${label} ${name}`,
    body,
    ...extra,
  });
  const cases: BadInputCase[] = [
    spoil("array body", [route.good]),
    spoil("null body", "null"),
    spoil("broken JSON", '{"a":'),
    spoil("unknown field", { ...route.good, balance: 1e6 }),
    spoil("__proto__ key", `{"__proto__":{"admin":true}}`),
    spoil("1e400 literal", `{"amount":1e400}`),
    spoil("as text/plain", JSON.stringify(route.good), { contentType: "text/plain" }),
    spoil("form-urlencoded", "a=1", {
      contentType: "application/x-www-form-urlencoded",
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    }),
    spoil("XML", "<a/>", {
      contentType: "application/xml",
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    }),
    spoil(
      "oversized",
      { ...route.good, padding: "x".repeat(70 * 1024) },
      {
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
      },
    ),
  ];
  for (const field of route.required ?? []) {
    const { [field]: _left, ...rest } = route.good;
    cases.push(spoil(`without ${field}`, rest));
  }
  for (const field of route.numbers ?? []) {
    cases.push(spoil(`text ${field}`, { ...route.good, [field]: "twelve" }));
    cases.push(spoil(`boolean ${field}`, { ...route.good, [field]: true }));
    cases.push(spoil(`huge ${field}`, { ...route.good, [field]: 1e308 }));
  }
  for (const field of route.texts ?? []) {
    cases.push(spoil(`numeric ${field}`, { ...route.good, [field]: 42 }));
    cases.push(spoil(`array ${field}`, { ...route.good, [field]: ["x"] }));
  }
  for (const field of route.strict ?? []) {
    cases.push(spoil(`script ${field}`, { ...route.good, [field]: SCRIPT }));
    cases.push(spoil(`object ${field}`, { ...route.good, [field]: { $ne: null } }));
  }
  return cases;
}

/** Sends one case as is and returns the status and the parsed answer. */
export async function sendBadInput(
  server: TestServer,
  tokens: Readonly<Record<string, string>>,
  c: BadInputCase,
): Promise<{ status: number; answer: { status?: string; code?: string; message?: string } }> {
  const headers: Record<string, string> = {};
  const as = c.as ?? "user";
  if (as !== "anonymous") {
    const token = tokens[as];
    if (!token) throw new Error(`no token for "${as}" in this bad-input test`);
    headers.authorization = `Bearer ${token}`;
  }
  let payload: string | undefined;
  if (c.body !== undefined) {
    payload = typeof c.body === "string" ? c.body : JSON.stringify(c.body);
    headers["content-type"] = c.contentType ?? "application/json";
  }
  const response = await fetch(`${server.baseURL}${c.path}`, {
    method: c.method,
    headers,
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await response.text();
  let answer: { status?: string; code?: string; message?: string } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // A non-JSON answer fails the shape check below.
  }
  return { status: response.status, answer };
}

/** Everything a refused call could have touched: one digest of each table's rows. */
export async function stateDigest(db: Database, tables: readonly string[]): Promise<unknown> {
  const digests: Record<string, string | undefined> = {};
  for (const table of tables) {
    const result = await db.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
    );
    digests[table] = result.rows[0]?.digest;
  }
  return digests;
}

/** The tables money, settings and support live in: a refused call must change none of them. */
export const STEP5_TABLES = [
  "users",
  "ledger_transactions",
  "ledger_entries",
  "idempotency_keys",
  "notifications",
  "deposits",
  "crypto_payments",
  "withdrawals",
  "tickets",
  "ticket_messages",
  "ticket_attachments",
  "poll_suggestions",
  "banners",
  "market_links",
  "footer_settings",
  "web_vitals",
] as const;

/** Sends a case and expects a clear 4xx (a code and a message) with nothing changed. */
export async function expectRefusedUnchanged(
  server: TestServer,
  tokens: Readonly<Record<string, string>>,
  c: BadInputCase,
): Promise<void> {
  const before = await stateDigest(server.db, STEP5_TABLES);
  const { status, answer } = await sendBadInput(server, tokens, c);
  // Soft: one run lists every case that failed, not only the first.
  expect.soft(status, c.name).toBe(c.status ?? 400);
  expect.soft(answer, c.name).toMatchObject({ status: "fail", code: c.code ?? expect.any(String) });
  expect.soft(answer.message?.length ?? 0, c.name).toBeGreaterThan(5);
  expect.soft(await stateDigest(server.db, STEP5_TABLES), c.name).toEqual(before);
}
