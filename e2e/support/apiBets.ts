import { expect, type APIRequestContext } from "@playwright/test";
import { PLATFORM } from "../playwright.config";

const API = `${PLATFORM}/api/v1`;

/**
 * A demo trader's bet of $`amount` on a market's first option, through the API (trader 1 or 2 of
 * the demo data: journeys that run side by side bet as different traders). Resolves to that
 * option's price after the bet, in cents.
 */
export async function betOnFirstOption(
  request: APIRequestContext,
  marketId: string,
  amount: number,
  trader: 1 | 2,
): Promise<number> {
  const login = await request.post(`${API}/auth/login`, {
    data: { email: `trader${trader}@pulso.test`, password: `Trader${trader}pass` },
  });
  const token = (await login.json()).token as string;
  const market = (await (await request.get(`${API}/polls/${marketId}`)).json()).data.poll;
  const bet = await request.post(`${API}/bets`, {
    headers: { authorization: `Bearer ${token}` },
    data: { pollId: marketId, optionId: market.options[0]._id, amount, language: "es" },
  });
  expect(bet.status()).toBe(201);
  return (await (await request.get(`${API}/polls/${marketId}`)).json()).data.poll.options[0]
    .price as number;
}
