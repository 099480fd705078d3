import { DEFAULT_BLACKOUT_RULES, type Market, type RealtimeServerMessage } from "@pulso/core";
import type { ApiClient } from "@pulso/api-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestMarket, type TestAdmin, type TestMarket } from "../bets/test-utils/markets";
import { failureOf } from "../test-utils/failureOf";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
let admin: TestAdmin;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

/** The frame's request headers: the platform's own page, as the embed guard asks. */
const FRAME_HEADERS = () => ({ origin: server.origin, "x-requested-with": "XMLHttpRequest" });

/**
 * `reader`'s embed cookie for a news site the test server lets embed (`name=value`), as the
 * sign-in popup's code, exchanged by the frame, leaves it.
 */
async function frameCookie(reader: { api: ApiClient }): Promise<string> {
  const { code } = await reader.api.createEmbedCode({
    origin: "https://diario.example",
    perBetLimit: 20,
    dailyLimit: 30,
  });
  const exchanged = await fetch(`${server.baseURL}/embed/sessions/exchange`, {
    method: "POST",
    headers: { ...FRAME_HEADERS(), "content-type": "application/json" },
    body: JSON.stringify({ code }),
  });
  const cookie = exchanged.headers.getSetCookie().find((line) => line.startsWith("pulso_embed="));
  if (!cookie) throw new Error(`the exchange answered ${exchanged.status} with no embed cookie`);
  return cookie.split(";")[0]!;
}

/** The calendar day `days` from today (UTC), as `YYYY-MM-DD`. */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An instant's wall-clock day and time in a time zone: `YYYY-MM-DD HH:MM`. */
function wallClock(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** A prediction market with an election: in `country`, on the day `days` from today. */
async function electionMarket(country: string | null, days: number | null): Promise<TestMarket> {
  const market = await createTestMarket(server, admin);
  await server.db.query(
    "UPDATE markets SET jurisdiction_country = $2, election_date = $3::date WHERE id = $1",
    [market.id, country, days === null ? null : dayIn(days)],
  );
  return market;
}

describe("the blackout rules", () => {
  it("ship with Spain, Argentina and Mexico, their days and their laws", async () => {
    const rows = await server.db.query<{
      country: string;
      region: string;
      days_before: number;
      law_es: string;
      law_en: string;
      time_zone: string;
    }>("SELECT * FROM blackout_rules ORDER BY country");
    expect(
      rows.rows.map((row) => ({
        country: row.country,
        region: row.region,
        daysBefore: row.days_before,
        law: { es: row.law_es, en: row.law_en },
        timeZone: row.time_zone,
      })),
    ).toEqual([...DEFAULT_BLACKOUT_RULES].sort((a, b) => a.country.localeCompare(b.country)));
  });
});

describe("a market inside its election's blackout (DESIGN §12)", () => {
  let market: TestMarket;
  beforeAll(async () => {
    // Spain: five days; the election is in three.
    market = await electionMarket("ES", 3);
  });

  it("shows the public no price, odds, votes or volume, and names the law and when prices return", async () => {
    const poll = await server.client(undefined, "es").getPoll(market.id);
    expect(poll.blackout).toMatchObject({
      pricesHidden: true,
      tradingOpen: false,
      law: "Ley Orgánica del Régimen Electoral General (LOREG), art. 69.7",
    });
    // Prices return at the midnight that ends election day, Madrid time.
    expect(wallClock(poll.blackout!.endsAt, "Europe/Madrid")).toBe(`${dayIn(4)} 00:00`);
    expect(wallClock(poll.blackout!.startsAt, "Europe/Madrid")).toBe(`${dayIn(-2)} 00:00`);
    expect(poll.options.map((option) => [option.price, option.percentage])).toEqual([
      [null, 0],
      [null, 0],
    ]);
    expect([poll.lmsr, poll.volume, poll.yesPrice, poll.noPrice]).toEqual([null, 0, null, null]);
    expect(poll.election).toEqual({
      jurisdiction: { country: "ES", region: null },
      electionDate: dayIn(3),
      blackoutWindow: null,
      tradingOpen: false,
    });
    const english = await server.client(undefined, "en").getPoll(market.id);
    expect(english.blackout?.law).toBe(
      "Spain's Organic Law of the General Electoral Regime (LOREG), art. 69.7",
    );
  });

  it("hides the same in lists, batches, histories and recent bets", async () => {
    const api = server.client();
    const batch = await api.getPollBatch({ ids: market.id, history: "1w" });
    expect(batch.polls[0]?.options[0]?.price).toBeNull();
    expect(batch.histories[market.id]?.points).toEqual([]);
    expect((await api.getPriceHistory(market.id, { range: "1w" })).points).toEqual([]);
    expect(await api.getPollBets(market.id)).toEqual([]);
    const listed = (await api.listPolls({ limit: 100 })).polls.find((p) => p._id === market.id);
    expect(listed?.blackout?.pricesHidden).toBe(true);
    expect(listed?.options[0]?.price).toBeNull();
  });

  it("puts no forecast in the market page's Open Graph and meta tags, nor in oEmbed's answer", async () => {
    const page = await (await fetch(`${server.origin}/market/${market.id}`)).text();
    // The tags a link preview or a search engine reads (the page's styles aside).
    const head = [...page.matchAll(/<(meta|title|link)\b[^>]*>([^<]*<\/title>)?/g)]
      .map(([tag]) => tag)
      .join("\n");
    expect(head).toContain('property="og:title"');
    const oembed = await server
      .client()
      .getOEmbed({ url: `${server.config.PUBLIC_URL.replace(/\/$/, "")}/market/${market.id}` });
    // Cents, a percentage (not a URL's %-escape) or dollars.
    const answer = oembed.html.replace(/ style="[^"]*"/, "");
    for (const text of [head, answer, oembed.title]) {
      expect(text).not.toMatch(/\d\s?¢|\d\s?%(?![0-9A-F]{2})|\$\d/);
    }
  });

  it("shows a user signed in on the platform the prices, with the blackout noted", async () => {
    const reader = await server.signup();
    const poll = await reader.api.getPoll(market.id);
    expect(poll.blackout).toMatchObject({ pricesHidden: false, tradingOpen: false });
    expect(poll.options[0]?.price).toEqual(expect.any(Number));
    expect(poll.lmsr).not.toBeNull();
  });

  it("shows a news page's frame no more than the public, though its reader is signed in there", async () => {
    const reader = await server.signup();
    const response = await fetch(`${server.baseURL}/polls/${market.id}`, {
      headers: { ...FRAME_HEADERS(), cookie: await frameCookie(reader) },
    });
    expect(response.status).toBe(200);
    const { poll } = ((await response.json()) as { data: { poll: Market } }).data;
    expect(poll.blackout?.pricesHidden).toBe(true);
    expect(poll.options[0]?.price).toBeNull();
  });

  it("pauses trading, and tells no subscriber the prices when an admin keeps it open", async () => {
    const bettor = await server.signup();
    const bet = { pollId: market.id, optionId: market.optionIds[0]!, amount: 5 };
    const refused = await failureOf(bettor.api.placeBet({ ...bet, language: "es" }));
    expect([refused.status, refused.code]).toEqual([400, "MARKET_IN_BLACKOUT"]);
    expect(refused.message).toMatch(/veda electoral/);

    await server.db.query("UPDATE markets SET blackout_trading_open = true WHERE id = $1", [
      market.id,
    ]);
    server.events.length = 0;
    await bettor.api.placeBet({ ...bet, language: "es" });
    const events = server.events.map((recorded) => recorded.event as RealtimeServerMessage);
    expect(events.some((event) => event.event === "poll_updated")).toBe(false);
    // The bettor still hears of their own bet.
    expect(events.some((event) => event.event === "bet_placed")).toBe(true);
    const poll = await bettor.api.getPoll(market.id);
    expect(poll.blackout).toMatchObject({ pricesHidden: false, tradingOpen: true });

    // A quote is a price: the platform's signed-in readers get one, nobody else.
    const quote = { optionId: market.optionIds[0]!, amount: 5 };
    expect((await bettor.api.getQuote(market.id, quote)).pollId).toBe(market.id);
    const anonymous = await failureOf(server.client().getQuote(market.id, quote));
    expect([anonymous.status, anonymous.code]).toEqual([400, "MARKET_IN_BLACKOUT"]);

    // Trading kept open is for the platform: a news page's frame may not bet.
    const framed = await fetch(`${server.baseURL}/bets`, {
      method: "POST",
      headers: {
        ...FRAME_HEADERS(),
        "content-type": "application/json",
        cookie: await frameCookie(bettor),
      },
      body: JSON.stringify({ ...bet, language: "es" }),
    });
    expect(framed.status).toBe(400);
    expect(((await framed.json()) as { code: string }).code).toBe("MARKET_IN_BLACKOUT");
    expect(poll.volume).toBe(5);
    expect((await server.client().getPoll(market.id)).volume).toBe(0);
    await server.expectLedgerSound();
  });
});

describe("when the blackout applies", () => {
  beforeEach(() => {
    server.events.length = 0;
  });

  it("counts each country's own days before the election", async () => {
    const cases: [string, number, boolean][] = [
      ["ES", 8, false],
      ["AR", 7, true],
      ["MX", 7, false],
      ["MX", 2, true],
    ];
    for (const [country, days, inside] of cases) {
      const market = await electionMarket(country, days);
      const poll = await server.client().getPoll(market.id);
      expect(poll.blackout !== null, `${country}, election in ${days} days`).toBe(inside);
    }
  });

  it("ends after election day, and needs a rule for the country", async () => {
    const over = await electionMarket("ES", -1);
    expect((await server.client().getPoll(over.id)).blackout).toBeNull();
    const noRule = await electionMarket("CL", 1);
    const poll = await server.client().getPoll(noRule.id);
    expect(poll.blackout).toBeNull();
    expect(poll.options[0]?.price).toEqual(expect.any(Number));
  });

  it("follows a window an admin set by hand, with no jurisdiction", async () => {
    const market = await electionMarket(null, null);
    await server.db.query(
      `UPDATE markets SET blackout_starts_at = now() - interval '1 hour',
                          blackout_ends_at = now() + interval '1 day' WHERE id = $1`,
      [market.id],
    );
    const poll = await server.client().getPoll(market.id);
    expect(poll.blackout).toMatchObject({ pricesHidden: true, law: "" });
    expect(poll.options[0]?.price).toBeNull();
  });
});

describe("an admin's election settings", () => {
  it("sets a market's jurisdiction, day, window and trading, and clears them", async () => {
    const market = await electionMarket(null, null);
    const settings = {
      jurisdiction: { country: "MX", region: "MX-CMX" },
      electionDate: dayIn(1),
      blackoutWindow: null,
      tradingOpen: true,
    };
    const poll = await admin.api.setPollElection(market.id, settings);
    expect(poll).toMatchObject({
      election: settings,
      blackout: { pricesHidden: false, tradingOpen: true },
    });
    // The country's rule holds for its regions; trading stays open as the admin chose.
    const bettor = await server.signup();
    await bettor.api.placeBet({ pollId: market.id, optionId: market.optionIds[0]!, amount: 5 });

    const cleared = await admin.api.setPollElection(market.id, {
      jurisdiction: null,
      electionDate: null,
      blackoutWindow: null,
      tradingOpen: false,
    });
    expect(cleared.election).toEqual({
      jurisdiction: null,
      electionDate: null,
      blackoutWindow: null,
      tradingOpen: false,
    });
    expect(cleared.blackout).toBeNull();
    expect((await server.client().getPoll(market.id)).options[0]?.price).toEqual(
      expect.any(Number),
    );
  });

  it("keeps a window set by hand for later, shown to the admin before it starts", async () => {
    const market = await electionMarket(null, null);
    const window = {
      startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 12 * 86_400_000).toISOString(),
    };
    const poll = await admin.api.setPollElection(market.id, {
      jurisdiction: null,
      electionDate: null,
      blackoutWindow: window,
      tradingOpen: true,
    });
    expect(poll.election).toEqual({
      jurisdiction: null,
      electionDate: null,
      blackoutWindow: window,
      tradingOpen: true,
    });
    expect(poll.blackout).toBeNull();
    expect((await server.client().getPoll(market.id)).options[0]?.price).toEqual(
      expect.any(Number),
    );
  });

  it("refuses bad settings with localized field errors, and anyone but an admin", async () => {
    const market = await electionMarket(null, null);
    const base = { electionDate: null, blackoutWindow: null, tradingOpen: false };
    const bad = await failureOf(
      admin.api.setPollElection(market.id, {
        ...base,
        jurisdiction: { country: "España", region: null },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.details).toEqual({
      issues: [{ path: "jurisdiction.country", code: "INVALID_COUNTRY" }],
    });
    const elsewhere = await failureOf(
      admin.api.setPollElection(market.id, {
        ...base,
        jurisdiction: { country: "AR", region: "MX-CMX" },
      }),
    );
    expect(elsewhere.details).toEqual({
      issues: [{ path: "jurisdiction.region", code: "REGION_OF_ANOTHER_COUNTRY" }],
    });
    const backwards = await failureOf(
      admin.api.setPollElection(market.id, {
        ...base,
        jurisdiction: null,
        blackoutWindow: { startsAt: "2027-01-02T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" },
      }),
    );
    expect(backwards.details).toEqual({
      issues: [{ path: "blackoutWindow.endsAt", code: "END_BEFORE_START" }],
    });
    const reader = await server.signup();
    const forbidden = await failureOf(
      reader.api.setPollElection(market.id, { ...base, jurisdiction: null }),
    );
    expect(forbidden.status).toBe(403);
    expect(
      (
        await failureOf(
          admin.api.setPollElection("no-such-market", { ...base, jurisdiction: null }),
        )
      ).status,
    ).toBe(404);
    expect((await server.client().getPoll(market.id)).election.jurisdiction).toBeNull();
  });
});

describe("the rules, kept by admins", () => {
  it("are public to read, and a region's own rule wins over its country's", async () => {
    const rules = await server.client().listBlackoutRules();
    expect(rules.map((rule) => rule.jurisdiction)).toEqual(["AR", "ES", "MX"]);

    const saved = await admin.api.saveBlackoutRule("AR-B", {
      daysBefore: 12,
      lawEs: "Ley provincial de ejemplo, art. 1",
      lawEn: "An example provincial law, art. 1",
      timeZone: "America/Argentina/Buenos_Aires",
    });
    expect(saved.map((rule) => rule.jurisdiction)).toEqual(["AR", "AR-B", "ES", "MX"]);
    const market = await electionMarket("AR", 10);
    await server.db.query("UPDATE markets SET jurisdiction_region = 'AR-B' WHERE id = $1", [
      market.id,
    ]);
    const poll = await server.client(undefined, "es").getPoll(market.id);
    expect(poll.blackout?.law).toBe("Ley provincial de ejemplo, art. 1");

    await admin.api.deleteBlackoutRule("AR-B");
    // Back to Argentina's eight days: ten days out, no blackout.
    expect((await server.client().getPoll(market.id)).blackout).toBeNull();
  });

  it("refuse an unknown time zone or a length out of range, and non-admins", async () => {
    const rule = { daysBefore: 5, lawEs: "Ley", lawEn: "Law", timeZone: "Europe/Madrid" };
    const zone = await failureOf(
      admin.api.saveBlackoutRule("CL", { ...rule, timeZone: "Mars/Olympus" }),
    );
    expect(zone.details).toEqual({ issues: [{ path: "timeZone", code: "INVALID_TIME_ZONE" }] });
    const days = await failureOf(admin.api.saveBlackoutRule("CL", { ...rule, daysBefore: 31 }));
    expect(days.details).toEqual({
      issues: [{ path: "daysBefore", code: "BLACKOUT_DAYS_OUT_OF_RANGE", params: { max: 30 } }],
    });
    const reader = await server.signup();
    expect((await failureOf(reader.api.saveBlackoutRule("CL", rule))).status).toBe(403);
    expect((await failureOf(admin.api.deleteBlackoutRule("CL"))).status).toBe(404);
    expect((await server.client().listBlackoutRules()).map((r) => r.jurisdiction)).not.toContain(
      "CL",
    );
  });
});
