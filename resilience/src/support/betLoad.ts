import { setTimeout as sleep } from "node:timers/promises";
import type { TestMarket, TestUser } from "./population";

/** How one bet request ended. */
export type BetOutcome =
  /** 2xx: the server acknowledged the bet; it must be in the database, once. */
  | { kind: "acked"; status: number; betId: string; replay: boolean }
  /** An HTTP error answer, with its body and Retry-After header. */
  | { kind: "refused"; status: number; body: unknown; retryAfter: string | null }
  /** No answer at all: the connection was reset or refused (the bet may or may not exist). */
  | { kind: "no-response"; error: string };

/** One bet request of the load: who, what, and how it ended. */
export interface BetAttempt {
  userId: string;
  /** The Idempotency-Key it was sent with (a replay sends the same). */
  key: string;
  pollId: string;
  optionId: string;
  /** Unique per user, so a bet row identifies its request. */
  amountCents: number;
  lang: "es" | "en";
  outcome: BetOutcome;
}

/**
 * Sends one POST /bets as a client would, with fetch, and keeps the raw answer: the tests check
 * the error body's exact shape, which the api-client would fold into an ApiError.
 */
export async function sendBet(
  baseURL: string,
  user: TestUser,
  attempt: Omit<BetAttempt, "outcome">,
): Promise<BetOutcome> {
  let response: Response;
  try {
    response = await fetch(`${baseURL}/bets`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${user.token}`,
        "content-type": "application/json",
        "accept-language": attempt.lang,
        "idempotency-key": attempt.key,
      },
      body: JSON.stringify({
        pollId: attempt.pollId,
        optionId: attempt.optionId,
        amount: Number((attempt.amountCents / 100).toFixed(2)),
        language: attempt.lang,
      }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: "no-response", error: cause?.code ?? cause?.message ?? String(error) };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // The answer started but its body was cut off: as good as no answer.
    if (response.ok) return { kind: "no-response", error: `body cut off: ${String(error)}` };
    body = undefined;
  }
  if (response.ok) {
    const betId = (body as { data?: { bet?: { _id?: string } } } | undefined)?.data?.bet?._id;
    if (typeof betId !== "string") {
      return { kind: "refused", status: response.status, body, retryAfter: null };
    }
    return {
      kind: "acked",
      status: response.status,
      betId,
      replay: response.headers.get("idempotent-replay") === "true",
    };
  }
  return {
    kind: "refused",
    status: response.status,
    body,
    retryAfter: response.headers.get("retry-after"),
  };
}

/** A running bet load. */
export interface BetLoad {
  /** Every attempt that has finished, in the order they finished. */
  attempts: BetAttempt[];
  /** Acknowledged bets so far. */
  acked(): number;
  /** Lets each user finish its bet in flight, then resolves. */
  stop(): Promise<void>;
}

/**
 * Every user bets in a loop, concurrently, spreading its bets over `markets` and both options,
 * until `stop()` or `maxBetsPerUser`. Each bet has its own Idempotency-Key and an amount
 * unique to the user ($5.00 + attempt number in cents). After a failure the user waits
 * `backoffMs` before its next bet, as a client showing an error would.
 */
export function startBetLoad(options: {
  baseURL: string;
  users: readonly TestUser[];
  markets: readonly TestMarket[];
  maxBetsPerUser: number;
  backoffMs?: number;
}): BetLoad {
  const { baseURL, users, markets, maxBetsPerUser, backoffMs = 100 } = options;
  const attempts: BetAttempt[] = [];
  let stopping = false;
  let acked = 0;
  const loops = users.map(async (user, userIndex) => {
    for (let n = 0; n < maxBetsPerUser && !stopping; n += 1) {
      const market = markets[(userIndex + n) % markets.length]!;
      const request = {
        userId: user.id,
        key: `load-${user.id}-${n}`,
        pollId: market.id,
        optionId: market.optionIds[(userIndex + n) % 2]!,
        amountCents: 500 + n,
        lang: user.lang,
      };
      const outcome = await sendBet(baseURL, user, request);
      attempts.push({ ...request, outcome });
      if (outcome.kind === "acked") acked += 1;
      else await sleep(backoffMs);
    }
  });
  return {
    attempts,
    acked: () => acked,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}
