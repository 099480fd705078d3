import { isApiError } from "@pulso/api-client";
import { microSharesToCents, quoteBet, type LmsrState } from "@pulso/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerAudit } from "../ledger/audit";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { createTestMarket, type TestAdmin } from "./test-utils/markets";
import { fundUser } from "./test-utils/money";

let server: TestServer;
let admin: TestAdmin;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

/** Every user starts with the $10 sign-up credit plus a promo credit: $60 in all. */
const STARTING_CENTS = 6_000;

/** What the runs exercised, so the property cannot pass by refusing everything. */
const seen = { placed: 0, refused: 0, resolved: 0, cancelled: 0 };

/** The pure model: balances in cents, each market's LMSR state, holdings and stakes. */
interface ModelMarket {
  id: string;
  optionIds: string[];
  state: LmsrState;
  status: "active" | "resolved" | "cancelled";
  /** userIndex → micro-shares per option. */
  held: Map<number, number[]>;
  /** userIndex → total staked, fee included. */
  staked: Map<number, number>;
}
interface Model {
  balances: number[];
  markets: ModelMarket[];
}
interface Real {
  users: { userId: string; api: Awaited<ReturnType<TestServer["signup"]>>["api"] }[];
}

/** After every command: each balance equals the model to the cent, and the ledger is sound. */
async function compare(model: Model, real: Real): Promise<void> {
  const rows = await server.db.query<{ id: string; balance_cents: number }>(
    "SELECT id, balance_cents FROM users WHERE id = ANY($1::text[])",
    [real.users.map((user) => user.userId)],
  );
  const actual = real.users.map(
    (user) => rows.rows.find((row) => row.id === user.userId)?.balance_cents,
  );
  expect(actual).toEqual(model.balances);
  const audit = await ledgerAudit(server.db);
  expect(audit.violations).toEqual([]);
}

async function expectCode(promise: Promise<unknown>, code: string): Promise<void> {
  const outcome = await promise.then(
    () => "success",
    (error: unknown) => (isApiError(error) ? error.code : String(error)),
  );
  expect(outcome).toBe(code);
  seen.refused += 1;
}

class SignUp implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    const user = await server.signup();
    await fundUser(server, user.userId, STARTING_CENTS - 1_000);
    real.users.push({ userId: user.userId, api: user.api });
    model.balances.push(STARTING_CENTS);
    await compare(model, real);
  }
  toString = () => "signUp";
}

class Bet implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: number,
    readonly market: number,
    /** 0–3: an option index; a value past the market's options is another market's option. */
    readonly option: number,
    readonly dollars: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const userIndex = this.user % model.balances.length;
    const market = model.markets[this.market % model.markets.length]!;
    const other = model.markets.find((m) => m !== market)!;
    const foreign = this.option >= market.optionIds.length;
    const optionId = foreign ? other.optionIds[0]! : market.optionIds[this.option]!;
    const cents = Math.round(this.dollars * 100);
    const wellFormed = cents / 100 === this.dollars;
    const call = real.users[userIndex]!.api.placeBet({
      pollId: market.id,
      optionId,
      amount: this.dollars,
    });

    if (!wellFormed) return expectCode(call, "AMOUNT_TOO_PRECISE");
    if (cents < 500) return expectCode(call, "BET_BELOW_MINIMUM");
    if (market.status !== "active") return expectCode(call, "MARKET_NOT_ACTIVE");
    if (foreign) return expectCode(call, "OPTION_NOT_AVAILABLE");
    if (cents > model.balances[userIndex]!) return expectCode(call, "INSUFFICIENT_FUNDS");

    const quote = quoteBet(market.state, this.option, cents);
    const placed = await call;
    expect(placed.bet.shares).toBe(quote.sharesMicro / 1e6);
    seen.placed += 1;
    market.state = quote.stateAfter;
    const held = market.held.get(userIndex) ?? market.optionIds.map(() => 0);
    held[this.option] = (held[this.option] ?? 0) + quote.sharesMicro;
    market.held.set(userIndex, held);
    market.staked.set(userIndex, (market.staked.get(userIndex) ?? 0) + cents);
    model.balances[userIndex] = model.balances[userIndex]! - cents;
    expect(placed.balance * 100).toBeCloseTo(model.balances[userIndex]!, 6);
    await compare(model, real);
  }
  toString = () => `bet(u${this.user}, m${this.market}, o${this.option}, $${this.dollars})`;
}

class Resolve implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly market: number,
    readonly winner: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const market = model.markets[this.market % model.markets.length]!;
    const winner = this.winner % market.optionIds.length;
    const call = admin.api.resolvePoll({ pollId: market.id, winnerId: market.optionIds[winner]! });
    if (market.status !== "active") return expectCode(call, "INVALID_STATUS_TRANSITION");
    await call;
    market.status = "resolved";
    seen.resolved += 1;
    for (const [userIndex, held] of market.held) {
      model.balances[userIndex] =
        model.balances[userIndex]! + microSharesToCents(held[winner] ?? 0);
    }
    await compare(model, real);
  }
  toString = () => `resolve(m${this.market}, o${this.winner})`;
}

class Cancel implements fc.AsyncCommand<Model, Real> {
  constructor(readonly market: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const market = model.markets[this.market % model.markets.length]!;
    const call = admin.api.cancelPoll(market.id);
    if (market.status !== "active") return expectCode(call, "INVALID_STATUS_TRANSITION");
    await call;
    market.status = "cancelled";
    seen.cancelled += 1;
    for (const [userIndex, cents] of market.staked) {
      model.balances[userIndex] = model.balances[userIndex]! + cents;
    }
    await compare(model, real);
  }
  toString = () => `cancel(m${this.market})`;
}

const dollars = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 500, max: 2_500 }).map((cents) => cents / 100) },
  { weight: 2, arbitrary: fc.integer({ min: 2_500, max: 50_000 }).map((cents) => cents / 100) },
  { weight: 1, arbitrary: fc.constantFrom(4.99, 5.001, 0.01, 12.345) },
);

/** A bet by one of the users on either market; option 2–3 may be past the market's options. */
const bet = fc
  .tuple(
    fc.nat(5),
    fc.nat(1),
    fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: 0, max: 2 }) },
      { weight: 1, arbitrary: fc.constant(3) },
    ),
    dollars,
  )
  .map(([user, market, option, amount]) => new Bet(user, market, option, amount));

/**
 * Mostly bets (12 in 15 commands), with sign-ups, resolutions and cancellations among them: an
 * ending closes a market for the rest of the run, so they stay rare enough that most runs bet.
 */
const commands = fc.commands(
  [
    fc.constant(new SignUp()),
    ...Array.from({ length: 12 }, () => bet),
    fc.tuple(fc.nat(1), fc.nat(3)).map(([market, winner]) => new Resolve(market, winner)),
    fc.nat(1).map((market) => new Cancel(market)),
  ],
  { maxCommands: 14, size: "+1" },
);

const marketSettings = fc.record({
  prices: fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 })),
  liquidityB: fc.integer({ min: 10, max: 2_000 }),
  threeWay: fc.boolean(),
});

describe("bets, resolutions and cancellations against a pure model", () => {
  it("keeps every balance equal to the model, to the cent, and the ledger sound", async () => {
    await fc.assert(
      fc.asyncProperty(marketSettings, marketSettings, commands, async (first, second, cmds) => {
        const markets: ModelMarket[] = [];
        for (const settings of [first, second]) {
          const created = await createTestMarket(server, admin, {
            prices: settings.prices,
            liquidityB: settings.liquidityB,
            ...(settings.threeWay ? { options: ["Uno", "Dos", "Tres"] } : {}),
          });
          markets.push({
            id: created.id,
            optionIds: created.optionIds,
            state: created.state,
            status: "active",
            held: new Map(),
            staked: new Map(),
          });
        }
        const users: Real["users"] = [];
        for (let index = 0; index < 2; index += 1) {
          const user = await server.signup();
          await fundUser(server, user.userId, STARTING_CENTS - 1_000);
          users.push({ userId: user.userId, api: user.api });
        }
        await fc.asyncModelRun(
          () => ({
            model: { balances: [STARTING_CENTS, STARTING_CENTS], markets },
            real: { users },
          }),
          cmds,
        );
      }),
      { numRuns: 30 },
    );
    expect(seen.placed, JSON.stringify(seen)).toBeGreaterThan(20);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.resolved + seen.cancelled).toBeGreaterThan(0);
  }, 240_000);
});
