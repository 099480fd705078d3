import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMarket, type TestAdmin } from "../bets/test-utils/markets";
import { fundUser } from "../bets/test-utils/money";
import { ledgerAudit } from "../ledger/audit";
import { violationsWith } from "../test-utils/auditViolations";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { ORIGIN_REGISTRY_TTL_MS } from "../publishers/registry";
import { publisherShareReference } from "./publisherShare";

let server: TestServer;
let admin: TestAdmin;
let clock = new Date();

/** Lets the registry's cache expire, as another instance's change would reach this one. */
function later(): void {
  clock = new Date(clock.getTime() + ORIGIN_REGISTRY_TTL_MS + 1);
}

beforeAll(async () => {
  // Only the bootstrap site is allowed by configuration; publishers' sites come from the table.
  server = await startTestServer({
    now: () => clock,
    env: { EMBED_ORIGINS: "https://bootstrap.example" },
  });
  admin = await server.admin();
});
afterAll(() => server.close());

/** A publisher written as an admin's calls leave it (those calls have tests of their own). */
async function publisher(origin: string, shareBps: number, status = "active"): Promise<string> {
  const id = `pub_${randomUUID().slice(0, 8)}`;
  await server.db.query(
    `INSERT INTO publishers (id, name, contact_email, share_bps, status)
     VALUES ($1, $2, 'medios@example.com', $3, $4)`,
    [id, `Diario ${id}`, shareBps, status],
  );
  await server.db.query("INSERT INTO publisher_origins (origin, publisher_id) VALUES ($1, $2)", [
    origin,
    id,
  ]);
  later();
  return id;
}

/** A raw call from the frame (the platform's own origin), with the embed cookie. */
async function frameBet(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${server.baseURL}/bets`, {
    method: "POST",
    headers: {
      origin: server.origin,
      "x-requested-with": "XMLHttpRequest",
      "content-type": "application/json",
      cookie: `pulso_embed=${token}`,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as { data?: { bet?: { _id: string } }; code?: string },
  };
}

/** A funded reader with an embed session approved for `origin` (the popup's code, exchanged). */
async function embedReader(origin: string) {
  const user = await server.signup();
  await fundUser(server, user.userId, 100_000);
  const { code } = await user.api.createEmbedCode({ origin, perBetLimit: 500, dailyLimit: 2000 });
  const response = await fetch(`${server.baseURL}/embed/sessions/exchange`, {
    method: "POST",
    headers: {
      origin: server.origin,
      "x-requested-with": "XMLHttpRequest",
      "content-type": "application/json",
    },
    body: JSON.stringify({ code }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("pulso_embed="));
  return { user, token: cookie?.split(";")[0]?.slice("pulso_embed=".length) ?? "" };
}

interface BetSource {
  publisher_id: string | null;
  article_path: string | null;
  publisher_share_bps: number | null;
  fee_cents: string;
}

async function sourceOf(betId: string): Promise<BetSource> {
  const rows = await server.db.query<BetSource>(
    "SELECT publisher_id, article_path, publisher_share_bps, fee_cents FROM bets WHERE id = $1",
    [betId],
  );
  const row = rows.rows[0];
  if (!row) throw new Error(`no bet ${betId}`);
  return row;
}

async function publisherBalance(id: string): Promise<number> {
  const rows = await server.db.query<{ cents: string | null }>(
    "SELECT sum(amount_cents) AS cents FROM ledger_entries WHERE account = $1",
    [`publisher:${id}`],
  );
  return Number(rows.rows[0]?.cents ?? 0);
}

describe("a publisher's sites (DESIGN §12)", () => {
  it("are allowed while the publisher is active, named in the popup, and framing lists them", async () => {
    const origin = "https://activo.example";
    const id = await publisher(origin, 1000);
    const access = await fetch(`${server.baseURL}/embed/access`, { headers: { origin } });
    expect(((await access.json()) as { data: { allowed: boolean } }).data.allowed).toBe(true);
    const frame = await fetch(`${server.origin}/embed/frame/bet-ticket`);
    const csp = frame.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`frame-ancestors 'self' ${origin}`);
    expect(csp).toContain("https://bootstrap.example");
    const popup = await fetch(
      `${server.origin}/embed/authorize?origin=${encodeURIComponent(origin)}&nonce=${"n".repeat(20)}`,
      { headers: { "sec-fetch-site": "same-origin" } },
    );
    const html = await popup.text();
    expect(html).toContain(`data-site="${origin}"`);
    expect(html).toContain(`data-site-name="Diario ${id}"`);

    // Suspended, the site is refused everywhere at once (after the cache's few seconds).
    await server.db.query("UPDATE publishers SET status = 'suspended' WHERE id = $1", [id]);
    later();
    const refused = await fetch(`${server.baseURL}/embed/access`, { headers: { origin } });
    expect(((await refused.json()) as { data: { allowed: boolean } }).data.allowed).toBe(false);
    const reframed = await fetch(`${server.origin}/embed/frame/bet-ticket`);
    expect(reframed.headers.get("content-security-policy")).not.toContain(origin);
    const user = await server.signup();
    await expect(
      user.api.createEmbedCode({ origin, perBetLimit: 10, dailyLimit: 20 }),
    ).rejects.toMatchObject({ status: 403, code: "EMBED_ORIGIN_NOT_ALLOWED" });
  });

  it("never allows a pending publisher's site, and names no publisher for a bootstrap one", async () => {
    const origin = "https://pendiente.example";
    await publisher(origin, 1000, "pending");
    const access = await fetch(`${server.baseURL}/embed/access`, { headers: { origin } });
    expect(((await access.json()) as { data: { allowed: boolean } }).data.allowed).toBe(false);
    const popup = await fetch(
      `${server.origin}/embed/authorize?origin=${encodeURIComponent("https://bootstrap.example")}&nonce=${"n".repeat(20)}`,
      { headers: { "sec-fetch-site": "same-origin" } },
    );
    const html = await popup.text();
    expect(html).toContain('data-site="https://bootstrap.example"');
    expect(html).toContain('data-site-name=""');
  });
});

describe("bets through a publisher's frames", () => {
  it("record the publisher, the article and the share then; the platform's own bets record none", async () => {
    const origin = "https://atribucion.example";
    const id = await publisher(origin, 2000);
    const market = await createTestMarket(server, admin);
    const { token, user } = await embedReader(origin);
    const framed = await frameBet(token, {
      pollId: market.id,
      optionId: market.optionIds[0],
      amount: 100,
      article: "/politica/2026/debate",
    });
    expect(framed.status).toBe(201);
    expect(await sourceOf(framed.json.data?.bet?._id ?? "")).toMatchObject({
      publisher_id: id,
      article_path: "/politica/2026/debate",
      publisher_share_bps: 2000,
    });

    // The same reader on the platform's own page: an article claimed there is ignored.
    const own = await user.api.placeBet({
      pollId: market.id,
      optionId: market.optionIds[0] ?? "",
      amount: 50,
      article: "/politica/2026/debate",
    });
    expect(await sourceOf(own.bet._id)).toMatchObject({
      publisher_id: null,
      article_path: null,
      publisher_share_bps: null,
    });

    // A bad article is refused and nothing is placed.
    const bad = await frameBet(token, {
      pollId: market.id,
      optionId: market.optionIds[0],
      amount: 100,
      article: "/politica?utm=1",
    });
    expect([bad.status, bad.json.code]).toEqual([400, "INVALID_ARTICLE"]);
  });

  it("stop when the publisher is suspended, though its frame is still open, and resume on reinstatement", async () => {
    const origin = "https://suspendido.example";
    const id = await publisher(origin, 1000);
    const market = await createTestMarket(server, admin);
    const { token, user } = await embedReader(origin);
    const bet = () =>
      frameBet(token, { pollId: market.id, optionId: market.optionIds[0], amount: 10 });
    const account = () =>
      fetch(`${server.baseURL}/auth/session`, {
        headers: { origin: server.origin, cookie: `pulso_embed=${token}` },
      });
    expect((await bet()).status).toBe(201);
    const before = await server.db.query<{ bets: string }>(
      "SELECT count(*) AS bets FROM bets WHERE user_id = $1",
      [user.userId],
    );
    const balance = (await user.api.getMe()).balance;

    // The admin suspends it on this instance: the frame the reader still has open is refused
    // at once, with the reason, and nothing is placed or spent.
    await admin.api.updatePublisher(id, { status: "suspended" });
    const refused = await bet();
    expect([refused.status, refused.json.code]).toEqual([403, "EMBED_ORIGIN_NOT_ALLOWED"]);
    expect((await account()).status).toBe(403);
    const after = await server.db.query<{ bets: string }>(
      "SELECT count(*) AS bets FROM bets WHERE user_id = $1",
      [user.userId],
    );
    expect(after.rows[0]?.bets).toBe(before.rows[0]?.bets);
    expect((await user.api.getMe()).balance).toBe(balance);

    // Reinstated, the reader's approval for the site stands again.
    await admin.api.updatePublisher(id, { status: "active" });
    expect((await account()).status).toBe(200);
    const resumed = await bet();
    expect(resumed.status).toBe(201);
    expect((await sourceOf(resumed.json.data?.bet?._id ?? "")).publisher_id).toBe(id);
  });

  it("through a bootstrap site record no publisher", async () => {
    const market = await createTestMarket(server, admin);
    const { token } = await embedReader("https://bootstrap.example");
    const framed = await frameBet(token, {
      pollId: market.id,
      optionId: market.optionIds[0],
      amount: 100,
      article: "/nota",
    });
    expect(framed.status).toBe(201);
    expect((await sourceOf(framed.json.data?.bet?._id ?? "")).publisher_id).toBeNull();
  });
});

describe("bets from a bet window (a frame that keeps no cookie)", () => {
  /** The window's page as the frame opens it; its attribution token, "" when it has none. */
  async function betWindow(origin: string, marketId: string, optionId: string) {
    const query = new URLSearchParams({
      market: marketId,
      option: optionId,
      origin,
      nonce: "n".repeat(20),
      article: "/politica/ventana",
    });
    const response = await fetch(`${server.origin}/embed/bet?${query}`, {
      headers: { "sec-fetch-site": "same-origin" },
    });
    const html = await response.text();
    return /data-attribution="([^"]*)"/.exec(html)?.[1] ?? "missing";
  }

  it("are credited to the publisher and article the server opened the window for, while it lasts", async () => {
    const origin = "https://ventana.example";
    const id = await publisher(origin, 1500);
    const market = await createTestMarket(server, admin);
    const option = market.optionIds[0] ?? "";
    const token = await betWindow(origin, market.id, option);
    expect(token.length).toBeGreaterThanOrEqual(16);

    const reader = await server.signup();
    await fundUser(server, reader.userId, 10_000);
    const credited = await reader.api.placeBet({
      pollId: market.id,
      optionId: option,
      amount: 5,
      attribution: token,
      // A web session cannot pick the article: the window's is recorded.
      article: "/otra/nota",
    });
    expect(await sourceOf(credited.bet._id)).toMatchObject({
      publisher_id: id,
      article_path: "/politica/ventana",
      publisher_share_bps: 1500,
    });

    // A token nobody issued credits nothing; the bet goes ahead as the reader's own.
    const forged = await reader.api.placeBet({
      pollId: market.id,
      optionId: option,
      amount: 5,
      attribution: "x".repeat(43),
    });
    expect((await sourceOf(forged.bet._id)).publisher_id).toBeNull();

    // The window expires; a suspended publisher's windows credit nothing either.
    const later30 = new Date(clock.getTime() + 31 * 60_000);
    const saved = clock;
    clock = later30;
    const expired = await reader.api.placeBet({
      pollId: market.id,
      optionId: option,
      amount: 5,
      attribution: token,
    });
    expect((await sourceOf(expired.bet._id)).publisher_id).toBeNull();
    clock = saved;
    const fresh = await betWindow(origin, market.id, option);
    await server.db.query("UPDATE publishers SET status = 'suspended' WHERE id = $1", [id]);
    const suspended = await reader.api.placeBet({
      pollId: market.id,
      optionId: option,
      amount: 5,
      attribution: fresh,
    });
    expect((await sourceOf(suspended.bet._id)).publisher_id).toBeNull();
  });

  it("are no one's for a site only EMBED_ORIGINS lets in", async () => {
    const market = await createTestMarket(server, admin);
    expect(await betWindow("https://bootstrap.example", market.id, market.optionIds[0] ?? "")).toBe(
      "",
    );
  });
});

describe("the publisher's share at resolution", () => {
  it("is credited once, from the fees at the share each bet recorded, under concurrent resolutions", async () => {
    const origin = "https://reparto.example";
    const id = await publisher(origin, 2000);
    const market = await createTestMarket(server, admin);
    const { token } = await embedReader(origin);
    const betIds: string[] = [];
    for (const amount of [10, 7, 25]) {
      const placed = await frameBet(token, {
        pollId: market.id,
        optionId: market.optionIds[amount % 2],
        amount,
        article: "/reparto",
      });
      expect(placed.status).toBe(201);
      betIds.push(placed.json.data?.bet?._id ?? "");
    }
    // The admin changes the share: bets placed before keep theirs.
    await server.db.query("UPDATE publishers SET share_bps = 5000 WHERE id = $1", [id]);
    later();
    const afterChange = await frameBet(token, {
      pollId: market.id,
      optionId: market.optionIds[0],
      amount: 8,
      article: "/reparto",
    });
    betIds.push(afterChange.json.data?.bet?._id ?? "");
    const sources = await Promise.all(betIds.map(sourceOf));
    expect(sources.map((source) => source.publisher_share_bps)).toEqual([2000, 2000, 2000, 5000]);
    const expected = Math.floor(
      sources.reduce(
        (sum, source) => sum + Number(source.fee_cents) * (source.publisher_share_bps ?? 0),
        0,
      ) / 10_000,
    );
    expect(expected).toBeGreaterThan(0);

    const resolutions = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[0] ?? "" }),
      ),
    );
    expect(resolutions.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const retried = await admin.api
      .resolvePoll({ pollId: market.id, winnerId: market.optionIds[0] ?? "" })
      .catch((error: unknown) => error);
    expect(retried).toMatchObject({ code: "INVALID_STATUS_TRANSITION" });

    expect(await publisherBalance(id)).toBe(expected);
    const postings = await server.db.query(
      "SELECT reference FROM ledger_transactions WHERE kind = 'publisher_share' AND market_id = $1",
      [market.id],
    );
    expect(postings.rows).toEqual([{ reference: publisherShareReference(market.id, id) }]);
    await server.expectLedgerSound();
  });

  it("is not credited for a cancelled market", async () => {
    const origin = "https://cancelado.example";
    const id = await publisher(origin, 3000);
    const market = await createTestMarket(server, admin);
    const { token } = await embedReader(origin);
    expect(
      (await frameBet(token, { pollId: market.id, optionId: market.optionIds[0], amount: 100 }))
        .status,
    ).toBe(201);
    await admin.api.cancelPoll(market.id);
    expect(await publisherBalance(id)).toBe(0);
    await server.expectLedgerSound();
  });
});

describe("the audit's publisher invariants", () => {
  it("catch a share that is wrong, missing, or posted for a market that did not resolve", async () => {
    const origin = "https://auditoria.example";
    const id = await publisher(origin, 2500);
    const market = await createTestMarket(server, admin);
    const { token } = await embedReader(origin);
    expect(
      (await frameBet(token, { pollId: market.id, optionId: market.optionIds[0], amount: 40 }))
        .status,
    ).toBe(201);
    await admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[0] ?? "" });
    expect((await ledgerAudit(server.db)).ok).toBe(true);

    const WRONG_SHARE =
      "each publisher share is its bets' fees times their recorded share, once, for a resolved market";

    // The ledger is append only, so each break changes what the share is checked against.
    // The bets now say a higher share than was credited.
    expect(
      await violationsWith(server.db, async (tx) => {
        await tx.query("UPDATE bets SET publisher_share_bps = 5000 WHERE market_id = $1", [
          market.id,
        ]);
      }),
    ).toContain(WRONG_SHARE);
    // A second posting for the same market and publisher, under another reference.
    expect(
      await violationsWith(server.db, async (tx) => {
        const posted = await tx.query<{ id: string }>(
          `INSERT INTO ledger_transactions (kind, reference, market_id)
           VALUES ('publisher_share', $1, $2) RETURNING id`,
          [`${publisherShareReference(market.id, id)}:again`, market.id],
        );
        await tx.query(
          `INSERT INTO ledger_entries (transaction_id, account, amount_cents)
           VALUES ($1, 'house:fees', -1), ($1, $2, 1)`,
          [posted.rows[0]?.id, `publisher:${id}`],
        );
      }),
    ).toContain(WRONG_SHARE);
    // A resolved market whose bets came through the publisher, with no share posted.
    const other = await createTestMarket(server, admin);
    const reader = await server.signup();
    const own = await reader.api.placeBet({
      pollId: other.id,
      optionId: other.optionIds[0] ?? "",
      amount: 10,
    });
    await admin.api.resolvePoll({ pollId: other.id, winnerId: other.optionIds[0] ?? "" });
    expect(
      await violationsWith(server.db, async (tx) => {
        await tx.query(
          "UPDATE bets SET publisher_id = $2, publisher_share_bps = 5000 WHERE id = $1",
          [own.bet._id, id],
        );
      }),
    ).toContain("every resolved market credited each publisher its share");
    expect(
      await violationsWith(server.db, async (tx) => {
        await tx.query("UPDATE markets SET status = 'active' WHERE id = $1", [market.id]);
      }),
    ).toContain(WRONG_SHARE);
    expect(
      await violationsWith(server.db, async (tx) => {
        await tx.query(
          `UPDATE bets SET publisher_id = NULL, publisher_share_bps = NULL, article_path = NULL
            WHERE publisher_id = $1`,
          [id],
        );
        await tx.query("UPDATE embed_sessions SET publisher_id = NULL WHERE publisher_id = $1", [
          id,
        ]);
        await tx.query("DELETE FROM publishers WHERE id = $1", [id]);
      }),
    ).toContain("every ledger publisher account belongs to a publisher");

    expect((await ledgerAudit(server.db)).ok).toBe(true);
  });
});
