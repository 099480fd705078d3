import type { Market } from "@pulso/core";
import { sampleMarket } from "@pulso/core/testing";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./createQueryClient";
import { applyMarketPrices } from "./marketPrices";
import { pulsoKeys } from "./queryKeys";

describe("applyMarketPrices", () => {
  it("leaves queries without the market, and unchanged prices, untouched", () => {
    const client = createQueryClient();
    const other = sampleMarket({ _id: "m_2" });
    client.setQueryData(pulsoKeys.poll("m_2"), other);
    const same = sampleMarket();
    client.setQueryData(pulsoKeys.poll("m_1"), same);

    const update = { pollId: "m_1", prices: { o_yes: 60, o_no: 40 }, volume: same.volume };
    expect(applyMarketPrices(client, update)).toBe(0);
    expect(client.getQueryData(pulsoKeys.poll("m_1"))).toBe(same);
    expect(client.getQueryData(pulsoKeys.poll("m_2"))).toBe(other);
  });

  it("keeps a poll's vote percentages and ignores unknown options", () => {
    const client = createQueryClient();
    const poll = sampleMarket({ kind: "poll" });
    client.setQueryData(pulsoKeys.poll("m_1"), poll);
    applyMarketPrices(client, { pollId: "m_1", prices: { o_yes: 70, o_x: 1 }, volume: 0 });
    const next = client.getQueryData<Market>(pulsoKeys.poll("m_1"));
    expect(next?.options[0]).toMatchObject({ price: 70, percentage: 60 });
    expect(next?.options).toHaveLength(2);
  });
});
