import { randomUUID } from "node:crypto";
import type { Publisher } from "@pulso/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestAdmin } from "../bets/test-utils/markets";
import { publisherAccount } from "../ledger/accounts";
import { createTestMarket } from "../bets/test-utils/markets";
import type { Queryable } from "../db/database";
import { fundUser } from "../bets/test-utils/money";
import { failureOf } from "../test-utils/failureOf";
import { postWithKey } from "../test-utils/idempotentPost";
import { violationsWith } from "../test-utils/auditViolations";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { isPublisherMember } from "./members";

let server: TestServer;
let admin: TestAdmin;

const BOOTSTRAP = "https://bootstrap.example";

beforeAll(async () => {
  // Only the bootstrap site by configuration: publishers' sites must come from the table.
  server = await startTestServer({ env: { EMBED_ORIGINS: BOOTSTRAP } });
  admin = await server.admin();
});
afterAll(() => server.close());

let sites = 0;
/** A fresh site for each test, so tests do not share origins. */
const site = () => `https://diario-${(sites += 1)}-${randomUUID().slice(0, 6)}.example`;

const create = (origins: string[], extra: Record<string, unknown> = {}) =>
  admin.api.createPublisher({
    name: "El Diario",
    contactEmail: "medios@diario.example",
    origins,
    sharePercent: 12.5,
    ...extra,
  });

/** What a news page's framed element asks before mounting a frame. */
async function access(origin: string): Promise<boolean> {
  const response = await fetch(`${server.baseURL}/embed/access`, { headers: { origin } });
  const body = (await response.json()) as { data: { allowed: boolean } };
  return body.data.allowed;
}

/** The frames' `frame-ancestors` source list. */
async function frameAncestors(): Promise<string> {
  const response = await fetch(`${server.origin}/embed/frame/bet-ticket`);
  const csp = response.headers.get("content-security-policy") ?? "";
  return /frame-ancestors ([^;]*)/.exec(csp)?.[1] ?? "";
}

/** The sign-in popup's root, opened by the platform's own frame for `origin`. */
async function authorizeRoot(origin: string): Promise<string> {
  const query = new URLSearchParams({ origin, nonce: "n".repeat(24) });
  const response = await fetch(`${server.origin}/embed/authorize?${query}`, {
    headers: { "sec-fetch-site": "same-origin" },
  });
  return /<div id="root"[^>]*>/.exec(await response.text())?.[0] ?? "";
}

/**
 * Makes a publisher earn a share the way it does in production: an active publisher at 50%, a
 * reader with an embed session for its site bets through the frame, and the market resolves.
 * Returns the cents credited.
 */
/**
 * A reader approves `origin` for an embed session and bets $500 through its frame (the session's
 * cookie, on the platform's own origin) on a fresh market; returns the market and the bet's row.
 */
async function betFromFrame(origin: string) {
  const reader = await server.signup();
  await fundUser(server, reader.userId, 500_000);
  const { code } = await reader.api.createEmbedCode({
    origin,
    perBetLimit: 500,
    dailyLimit: 2000,
  });
  const headers = {
    origin: server.origin,
    "x-requested-with": "XMLHttpRequest",
    "content-type": "application/json",
  };
  const exchanged = await fetch(`${server.baseURL}/embed/sessions/exchange`, {
    method: "POST",
    headers,
    body: JSON.stringify({ code }),
  });
  const cookie = exchanged.headers.getSetCookie().find((line) => line.startsWith("pulso_embed="));
  const market = await createTestMarket(server, admin);
  const winnerId = market.optionIds[0] ?? "";
  const bet = await fetch(`${server.baseURL}/bets`, {
    method: "POST",
    headers: { ...headers, cookie: cookie?.split(";")[0] ?? "" },
    body: JSON.stringify({ pollId: market.id, optionId: winnerId, amount: 500, article: "/a" }),
  });
  expect(bet.status).toBe(201);
  const row = await server.db.query<{
    publisher_id: string | null;
    publisher_share_bps: number | null;
  }>("SELECT publisher_id, publisher_share_bps FROM bets WHERE user_id = $1", [reader.userId]);
  return { market, winnerId, recorded: row.rows[0] };
}

async function earn(publisherId: string, origin: string): Promise<number> {
  await admin.api.updatePublisher(publisherId, { status: "active", sharePercent: 50 });
  const { market, winnerId } = await betFromFrame(origin);
  await admin.api.resolvePoll({ pollId: market.id, winnerId });
  const balance = await server.db.query<{ cents: string | null }>(
    "SELECT sum(amount_cents) AS cents FROM ledger_entries WHERE account = $1",
    [publisherAccount(publisherId)],
  );
  const cents = Number(balance.rows[0]?.cents ?? 0);
  expect(cents).toBeGreaterThan(0);
  return cents;
}

describe("the admin's publisher calls", () => {
  it("creates a pending publisher with its origins, share in basis points and no balance", async () => {
    const origin = site();
    const publisher = await create([`${origin.toUpperCase()}/`]);
    expect(publisher).toMatchObject({
      name: "El Diario",
      contactEmail: "medios@diario.example",
      defaultLanguage: "es",
      defaultTheme: "auto",
      origins: [origin],
      sharePercent: 12.5,
      status: "pending",
      balance: 0,
      paidOut: 0,
      members: [],
    });
    const row = await server.db.query<{ share_bps: number }>(
      "SELECT share_bps FROM publishers WHERE id = $1",
      [publisher.id],
    );
    expect(row.rows[0]?.share_bps).toBe(1250);
    const listed = await admin.api.listPublishers();
    expect(listed.find((one) => one.id === publisher.id)).toEqual(publisher);
  });

  it("refuses bad fields with field issues and stores nothing", async () => {
    const before = await server.db.query("SELECT count(*)::int AS n FROM publishers");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ origins: ["https://diario.example/path"] }, "origins.0", "INVALID_ORIGIN"],
      [{ origins: ["ftp://diario.example"] }, "origins.0", "INVALID_ORIGIN"],
      [{ sharePercent: 50.5 }, "sharePercent", "INVALID_SHARE"],
      [{ sharePercent: -1 }, "sharePercent", "INVALID_SHARE"],
      [{ sharePercent: 10.123 }, "sharePercent", "INVALID_SHARE"],
      [{ origins: Array.from({ length: 11 }, () => site()) }, "origins", "TOO_MANY_ORIGINS"],
      [{ name: "" }, "name", "NAME_REQUIRED"],
    ];
    for (const [body, path, code] of cases) {
      const failure = await failureOf(create([], body));
      // One bad field is answered with its own code; its issue names the field either way.
      expect([failure.status, failure.code], code).toEqual([400, code]);
      expect(failure.details, code).toMatchObject({ issues: [{ path, code }] });
    }
    const after = await server.db.query("SELECT count(*)::int AS n FROM publishers");
    expect(after.rows).toEqual(before.rows);
  });

  it("refuses a site another publisher registered, with 409 ORIGIN_TAKEN on its line, changing nothing", async () => {
    const taken = site();
    const first = await create([taken]);
    const mine = site();
    const failure = await failureOf(create([site(), taken]));
    expect([failure.status, failure.code]).toEqual([409, "ORIGIN_TAKEN"]);
    expect(failure.details).toMatchObject({ path: "origins.1" });

    const second = await create([mine]);
    const update = await failureOf(
      admin.api.updatePublisher(second.id, { origins: [taken, mine] }),
    );
    expect([update.status, update.code]).toEqual([409, "ORIGIN_TAKEN"]);
    expect(update.details).toMatchObject({ path: "origins.0" });
    const listed = await admin.api.listPublishers();
    expect(listed.find((one) => one.id === first.id)?.origins).toEqual([taken]);
    expect(listed.find((one) => one.id === second.id)?.origins).toEqual([mine]);
  });

  it("replaces the origins as a set, and edits the other fields", async () => {
    const [a, b, c] = [site(), site(), site()];
    const publisher = await create([a, b]);
    const updated = await admin.api.updatePublisher(publisher.id, {
      origins: [c, b, c],
      name: "Otro Diario",
      sharePercent: 50,
      defaultLanguage: "en",
      defaultTheme: "dark",
    });
    expect(updated).toMatchObject({
      name: "Otro Diario",
      origins: [b, c].sort(),
      sharePercent: 50,
      defaultLanguage: "en",
      defaultTheme: "dark",
    });
    // The site it gave up is free for another publisher.
    expect((await create([a])).origins).toEqual([a]);
  });

  it("moves status pending → active ↔ suspended, pending → suspended, never back to pending", async () => {
    const one = await create([site()]);
    expect((await admin.api.updatePublisher(one.id, { status: "active" })).status).toBe("active");
    expect((await admin.api.updatePublisher(one.id, { status: "suspended" })).status).toBe(
      "suspended",
    );
    expect((await admin.api.updatePublisher(one.id, { status: "active" })).status).toBe("active");
    const back = await failureOf(admin.api.updatePublisher(one.id, { status: "pending" }));
    expect([back.status, back.code]).toEqual([400, "INVALID_STATUS_TRANSITION"]);
    const two = await create([site()]);
    expect((await admin.api.updatePublisher(two.id, { status: "suspended" })).status).toBe(
      "suspended",
    );
    expect(await failureOf(admin.api.updatePublisher("nope", { name: "X" }))).toMatchObject({
      status: 404,
    });
  });

  it("is for admins only", async () => {
    const reader = await server.signup();
    for (const call of [
      reader.api.listPublishers(),
      reader.api.createPublisher({ name: "X", contactEmail: "x@example.com" }),
    ]) {
      expect((await failureOf(call)).status).toBe(403);
    }
    expect((await failureOf(server.client().listPublishers())).status).toBe(401);
  });
});

describe("members", () => {
  it("adds an existing user by e-mail, lists the publisher as theirs, and removes them", async () => {
    const reader = await server.signup();
    const publisher = await create([site()]);
    expect(await reader.api.listMyPublishers()).toEqual([]);
    const added = await admin.api.addPublisherMember(publisher.id, {
      email: reader.email.toUpperCase(),
    });
    expect(added.members).toEqual([
      expect.objectContaining({ userId: reader.userId, email: reader.email }),
    ]);
    // Twice is once.
    await admin.api.addPublisherMember(publisher.id, { email: reader.email });
    expect(await isPublisherMember(server.db, publisher.id, reader.userId)).toBe(true);
    // Any status: a pending publisher's member sees it too.
    expect((await reader.api.listMyPublishers()).map((one) => one.id)).toEqual([publisher.id]);

    const removed = await admin.api.removePublisherMember(publisher.id, reader.userId);
    expect(removed.members).toEqual([]);
    expect(await isPublisherMember(server.db, publisher.id, reader.userId)).toBe(false);
    expect(await reader.api.listMyPublishers()).toEqual([]);
    const again = await failureOf(admin.api.removePublisherMember(publisher.id, reader.userId));
    expect(again.status).toBe(404);
  });

  it("refuses an e-mail no account uses with 404 USER_NOT_FOUND on the field", async () => {
    const publisher = await create([site()]);
    const failure = await failureOf(
      admin.api.addPublisherMember(publisher.id, { email: "nadie@example.com" }),
    );
    expect([failure.status, failure.code]).toEqual([404, "USER_NOT_FOUND"]);
    expect(failure.details).toMatchObject({ path: "email" });
    const missing = await failureOf(
      admin.api.addPublisherMember("nope", { email: "nadie@example.com" }),
    );
    expect(missing.status).toBe(404);
  });
});

describe("the origin registry", () => {
  it("allows an approved publisher's site at once, names it in the popup, and drops it on suspension", async () => {
    const origin = site();
    const publisher = await create([origin], { name: 'Diario <"El Sol">' });
    // Pending: never allowed.
    expect(await access(origin)).toBe(false);
    expect(await frameAncestors()).not.toContain(origin);
    expect(await authorizeRoot(origin)).toContain('data-site=""');

    await admin.api.updatePublisher(publisher.id, { status: "active" });
    expect(await access(origin)).toBe(true);
    expect((await frameAncestors()).split(" ")).toEqual(
      expect.arrayContaining(["'self'", BOOTSTRAP, origin]),
    );
    const root = await authorizeRoot(origin);
    expect(root).toContain(`data-site="${origin}"`);
    expect(root).toContain('data-site-name="Diario &lt;&quot;El Sol&quot;&gt;"');

    await admin.api.updatePublisher(publisher.id, { status: "suspended" });
    expect(await access(origin)).toBe(false);
    expect(await frameAncestors()).not.toContain(origin);
    expect(await authorizeRoot(origin)).toContain('data-site=""');
  });

  it("follows an active publisher's origins when they change", async () => {
    const [before, after] = [site(), site()];
    const publisher = await create([before]);
    await admin.api.updatePublisher(publisher.id, { status: "active" });
    expect(await access(before)).toBe(true);
    await admin.api.updatePublisher(publisher.id, { origins: [after] });
    expect(await access(before)).toBe(false);
    expect(await access(after)).toBe(true);
  });

  it("credits a bet to the publisher and share an admin set on another instance a moment ago", async () => {
    const origin = site();
    const publisher = await create([origin], { sharePercent: 10 });
    await admin.api.updatePublisher(publisher.id, { status: "active" });
    // This instance has just read the registry (a frame loading on the site)...
    expect(await access(origin)).toBe(true);
    // ...when another instance's admin call changes the share: it writes the table and clears
    // only its own cache, so this instance hears nothing of it.
    await server.db.query("UPDATE publishers SET share_bps = 3000 WHERE id = $1", [publisher.id]);
    expect((await betFromFrame(origin)).recorded).toEqual({
      publisher_id: publisher.id,
      publisher_share_bps: 3000,
    });
    // Suspended elsewhere: the next bet through the site is no one's.
    await server.db.query("UPDATE publishers SET status = 'suspended' WHERE id = $1", [
      publisher.id,
    ]);
    expect((await betFromFrame(origin)).recorded).toEqual({
      publisher_id: null,
      publisher_share_bps: null,
    });
  });

  it("allows a bootstrap site with no publisher name", async () => {
    expect(await access(BOOTSTRAP)).toBe(true);
    const root = await authorizeRoot(BOOTSTRAP);
    expect(root).toContain(`data-site="${BOOTSTRAP}"`);
    expect(root).toContain('data-site-name=""');
  });
});

describe("payouts", () => {
  const pay = (id: string, key: string, amount: number) =>
    postWithKey(server.baseURL, `/admin/publishers/${id}/payouts`, admin.token, key, {
      amount,
      note: "Transferencia 42",
    });
  const dollars = (cents: number) => cents / 100;
  const publisherData = (answer: { body: { data?: unknown } }) =>
    (answer.body.data as { publisher: Publisher }).publisher;

  it("pays out of the balance, replays a key's answer once, and refuses more than the balance", async () => {
    const origin = site();
    const publisher = await create([origin]);
    const earned = await earn(publisher.id, origin);
    expect((await admin.api.listPublishers()).find((one) => one.id === publisher.id)).toMatchObject(
      { balance: dollars(earned), paidOut: 0 },
    );

    const part = Math.floor(earned / 3);
    const first = await pay(publisher.id, "payout-1", dollars(part));
    expect(first.status).toBe(200);
    expect(publisherData(first)).toMatchObject({
      balance: dollars(earned - part),
      paidOut: dollars(part),
    });
    const replay = await pay(publisher.id, "payout-1", dollars(part));
    expect([replay.status, replay.replay]).toEqual([200, true]);
    expect(replay.body).toEqual(first.body);
    const otherBody = await pay(publisher.id, "payout-1", dollars(part + 1));
    expect(otherBody.status).toBe(409);

    const tooMuch = await pay(publisher.id, "payout-2", dollars(earned - part + 1));
    expect([tooMuch.status, tooMuch.body.code]).toEqual([409, "PAYOUT_EXCEEDS_BALANCE"]);
    const rest = await pay(publisher.id, "payout-3", dollars(earned - part));
    expect(publisherData(rest)).toMatchObject({ balance: 0, paidOut: dollars(earned) });
    const entries = await server.db.query<{ account: string; amount_cents: string }>(
      `SELECT e.account, e.amount_cents FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.kind = 'publisher_payout' AND t.id IN (
          SELECT transaction_id FROM ledger_entries WHERE account = $1)
        ORDER BY t.id, e.amount_cents`,
      [publisherAccount(publisher.id)],
    );
    expect(
      entries.rows
        .map((row) => [row.account, Number(row.amount_cents)])
        .sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual(
      [
        [publisherAccount(publisher.id), -part],
        [publisherAccount(publisher.id), -(earned - part)],
        ["external:withdrawals", part],
        ["external:withdrawals", earned - part],
      ].sort((a, b) => Number(a[1]) - Number(b[1])),
    );
    await server.expectLedgerSound();
  });

  it("never pays more than the balance under concurrent payouts", async () => {
    const origin = site();
    const publisher = await create([origin]);
    const earned = await earn(publisher.id, origin);
    const each = Math.floor(earned / 2);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) => pay(publisher.id, `race-${index}`, dollars(each))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409]);
    const after = (await admin.api.listPublishers()).find((one) => one.id === publisher.id);
    expect(after).toMatchObject({
      balance: dollars(earned - 2 * each),
      paidOut: dollars(2 * each),
    });
    await server.expectLedgerSound();
  });

  it("refuses a payout to an unknown publisher, or of nothing", async () => {
    expect((await pay("nope", "payout-x", 1)).status).toBe(404);
    const publisher = await create([site()]);
    const zero = await pay(publisher.id, "payout-zero", 0);
    expect([zero.status, zero.body.code]).toEqual([400, "AMOUNT_INVALID"]);
    const empty = await pay(publisher.id, "payout-empty", 1);
    expect([empty.status, empty.body.code]).toEqual([409, "PAYOUT_EXCEEDS_BALANCE"]);
  });
});

/** Writes a movement straight into the tables, as a bug or a hand edit would. */
async function rawPosting(tx: Queryable, kind: string, entries: [string, number][]): Promise<void> {
  const posted = await tx.query<{ id: string }>(
    "INSERT INTO ledger_transactions (kind, reference) VALUES ($1, $2) RETURNING id",
    [kind, `${kind}:raw:${randomUUID()}`],
  );
  for (const [account, cents] of entries) {
    await tx.query(
      "INSERT INTO ledger_entries (transaction_id, account, amount_cents) VALUES ($1, $2, $3)",
      [posted.rows[0]?.id, account, cents],
    );
  }
}

describe("the audit's publisher payout invariants", () => {
  const EARLY = "a publisher was never paid out more than it was credited before";
  const KINDS = "only publisher shares and payouts move a publisher's account";

  it("catch a payout above what was credited before it, even when a later credit covers it", async () => {
    const origin = site();
    const publisher = await create([origin]);
    const earned = await earn(publisher.id, origin);
    await server.expectLedgerSound();
    const account = publisherAccount(publisher.id);
    const seen = await violationsWith(server.db, async (tx) => {
      await rawPosting(tx, "publisher_payout", [
        [account, -(earned + 1)],
        ["external:withdrawals", earned + 1],
      ]);
      // A later movement brings the total back above zero: only the running check sees it.
      await rawPosting(tx, "publisher_payout", [
        ["external:withdrawals", -1],
        [account, 1],
      ]);
    });
    expect(seen).toContain(EARLY);
    expect(seen).not.toContain("no balance below zero");
    // The second movement is a payout that credits: not a payout's shape.
    expect(seen).toContain(KINDS);
  });

  it("catch any other movement of a publisher's account", async () => {
    const publisher = await create([site()]);
    const seen = await violationsWith(server.db, async (tx) => {
      await rawPosting(tx, "adjustment", [
        ["house:fees", -500],
        [publisherAccount(publisher.id), 500],
      ]);
    });
    expect(seen).toEqual([KINDS]);
    await server.expectLedgerSound();
  });
});
