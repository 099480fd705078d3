import { randomBytes } from "node:crypto";
import { createApiClient, type ApiClient } from "@pulso/api-client";
import type pg from "pg";

/** A signed-up, funded user of the tests. */
export interface TestUser {
  id: string;
  token: string;
  /** The language its requests ask for: the users alternate es and en. */
  lang: "es" | "en";
  /** Cents it holds before betting: the sign-up credit plus its card deposit. */
  startCents: number;
}

/** A market the load bets on. */
export interface TestMarket {
  id: string;
  optionIds: string[];
}

/** An API client on `baseURL` (…/api/v1), with a generous timeout for a loaded machine. */
export function apiClient(baseURL: string, token?: string): ApiClient {
  return createApiClient({ baseURL, ...(token ? { token } : {}), timeoutMs: 30_000 });
}

/**
 * Signs `count` users up through the API, a few at a time, and funds each with a sandbox card
 * deposit of `depositDollars`, the way a reader would (charge, then post the signed record).
 * The servers started here lift the sign-up limit per address (serverProcess.ts).
 */
export async function createFundedUsers(
  baseURL: string,
  count: number,
  depositDollars: number,
): Promise<TestUser[]> {
  const tag = randomBytes(3).toString("hex");
  const users: TestUser[] = [];
  const create = async (index: number): Promise<TestUser> => {
    const session = await apiClient(baseURL).signup({
      name: `Lectora ${index}`,
      email: `resilience-${tag}-${index}@example.com`,
      password: "Secreto123",
    });
    const api = apiClient(baseURL, session.token);
    const record = await api.chargeSandboxCard({
      amount: depositDollars,
      cardNumber: "4242 4242 4242 4242",
      cardholder: `Lectora ${index}`,
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 3,
      cvv: "123",
    });
    const { balance } = await api.createDeposit({
      userId: session.user._id,
      amount: depositDollars,
      pixelPayTransaction: record,
    });
    return {
      id: session.user._id,
      token: session.token,
      lang: index % 2 === 0 ? "es" : "en",
      startCents: Math.round((balance ?? Number.NaN) * 100),
    };
  };
  // A few at a time: each sign-up hashes a password with argon2 (19 MiB, on a shared machine).
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, i) => create(start + i));
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

/**
 * Creates an admin (signed up through the API, promoted in the database as an operator would)
 * and `count` open binary markets.
 */
export async function createMarkets(
  baseURL: string,
  pool: pg.Pool,
  count: number,
): Promise<TestMarket[]> {
  const session = await apiClient(baseURL).signup({
    name: "Admin Pulso",
    email: `resilience-admin-${randomBytes(3).toString("hex")}@example.com`,
    password: "Secreto123",
  });
  await pool.query("UPDATE users SET role = 'admin' WHERE id = $1", [session.user._id]);
  const admin = apiClient(baseURL, session.token);
  const markets: TestMarket[] = [];
  for (let index = 0; index < count; index += 1) {
    const poll = await admin.createPoll({
      kind: "prediction",
      title: `¿Ganará la candidata ${index + 1}?`,
      titleEn: `Will candidate ${index + 1} win?`,
      description: "Mercado de las pruebas de resiliencia.",
      descriptionEn: "A market of the resilience tests.",
      category: "presidential",
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      yesPrice: 50,
      noPrice: 50,
      options: [
        { text: "Sí", textEn: "Yes" },
        { text: "No", textEn: "No" },
      ],
    });
    markets.push({ id: poll._id, optionIds: poll.options.map((option) => option._id) });
  }
  return markets;
}
