import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SettlementPosition } from "./settlement";
import { refundMarket, settleMarket } from "./settlement";
import { pricingErrorCode } from "./test-utils/pricingErrorCode";

const positions: SettlementPosition[] = [
  { id: "a", optionIndex: 0, sharesMicro: 12_345_678 },
  { id: "b", optionIndex: 1, sharesMicro: 50_000_000 },
  { id: "c", optionIndex: 0, sharesMicro: 9_999 },
];

describe("settleMarket", () => {
  it("pays floor(shares / 10,000) cents per winning position and 0 to losers", () => {
    expect(settleMarket({ escrowCents: 10_000, positions, winnerIndex: 0 })).toEqual({
      payouts: [
        { id: "a", cents: 1_234 },
        { id: "b", cents: 0 },
        { id: "c", cents: 0 },
      ],
      houseRemainderCents: 10_000 - 1_234,
    });
    expect(settleMarket({ escrowCents: 5_000, positions, winnerIndex: 1 })).toEqual({
      payouts: [
        { id: "a", cents: 0 },
        { id: "b", cents: 5_000 },
        { id: "c", cents: 0 },
      ],
      houseRemainderCents: 0,
    });
  });

  it("keeps the whole escrow for the house when nobody backed the winner", () => {
    expect(settleMarket({ escrowCents: 777, positions, winnerIndex: 3 })).toEqual({
      payouts: positions.map(({ id }) => ({ id, cents: 0 })),
      houseRemainderCents: 777,
    });
    expect(settleMarket({ escrowCents: 777, positions: [], winnerIndex: 0 })).toEqual({
      payouts: [],
      houseRemainderCents: 777,
    });
  });

  it("throws INSOLVENT rather than pay more than the escrow", () => {
    expect(
      pricingErrorCode(() => settleMarket({ escrowCents: 4_999, positions, winnerIndex: 1 })),
    ).toBe("INSOLVENT");
  });

  it("pays exactly, escrow = payouts + remainder, for any positions", () => {
    const positionArb = fc.record({
      id: fc.string(),
      optionIndex: fc.nat({ max: 3 }),
      sharesMicro: fc.oneof(fc.nat({ max: 100_000_000 }), fc.nat({ max: 2 ** 50 })),
    });
    fc.assert(
      fc.property(
        fc.array(positionArb, { maxLength: 30 }),
        fc.nat({ max: 3 }),
        fc.nat({ max: 1_000_000 }),
        (held, winnerIndex, extra) => {
          const owed = held
            .filter((p) => p.optionIndex === winnerIndex)
            .reduce((sum, p) => sum + BigInt(p.sharesMicro) / 10_000n, 0n);
          const escrowCents = Number(owed) + extra;
          const { payouts, houseRemainderCents } = settleMarket({
            escrowCents,
            positions: held,
            winnerIndex,
          });
          expect(payouts.map((p) => p.id)).toEqual(held.map((p) => p.id));
          payouts.forEach((payout, k) => {
            const position = held[k];
            const due =
              position?.optionIndex === winnerIndex
                ? Number(BigInt(position.sharesMicro) / 10_000n)
                : 0;
            expect(payout.cents).toBe(due);
          });
          const paid = payouts.reduce((sum, p) => sum + BigInt(p.cents), 0n);
          expect(paid).toBe(owed);
          expect(houseRemainderCents).toBe(extra);
          expect(paid + BigInt(houseRemainderCents)).toBe(BigInt(escrowCents));
          if (owed > 0n) {
            expect(
              pricingErrorCode(() =>
                settleMarket({ escrowCents: Number(owed) - 1, positions: held, winnerIndex }),
              ),
            ).toBe("INSOLVENT");
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses bad input", () => {
    const settle = (input: unknown) => () =>
      settleMarket(input as Parameters<typeof settleMarket>[0]);
    expect(pricingErrorCode(settle({ escrowCents: -1, positions, winnerIndex: 0 }))).toBe(
      "INVALID_AMOUNT",
    );
    expect(pricingErrorCode(settle({ escrowCents: 1.5, positions, winnerIndex: 0 }))).toBe(
      "INVALID_AMOUNT",
    );
    for (const winnerIndex of [-1, 4, 0.5]) {
      expect(pricingErrorCode(settle({ escrowCents: 1, positions, winnerIndex }))).toBe(
        "INVALID_OPTION",
      );
    }
    expect(pricingErrorCode(settle({ escrowCents: 1, positions: "x", winnerIndex: 0 }))).toBe(
      "INVALID_POSITION",
    );
    const badPositions = [
      null,
      { id: 1, optionIndex: 0, sharesMicro: 0 },
      { id: "x", optionIndex: 4, sharesMicro: 0 },
      { id: "x", optionIndex: -1, sharesMicro: 0 },
      { id: "x", optionIndex: 0, sharesMicro: -1 },
      { id: "x", optionIndex: 0, sharesMicro: 0.5 },
      { id: "x", optionIndex: 0, sharesMicro: 2 ** 53 },
    ];
    for (const bad of badPositions) {
      expect(pricingErrorCode(settle({ escrowCents: 1, positions: [bad], winnerIndex: 0 }))).toBe(
        "INVALID_POSITION",
      );
    }
  });
});

describe("refundMarket", () => {
  it("refunds every stake in full, in order", () => {
    expect(
      refundMarket([
        { id: "a", amountCents: 500 },
        { id: "b", amountCents: 1_234 },
        { id: "a", amountCents: 0 },
      ]),
    ).toEqual({
      refunds: [
        { id: "a", cents: 500 },
        { id: "b", cents: 1_234 },
        { id: "a", cents: 0 },
      ],
      totalCents: 1_734,
    });
    expect(refundMarket([])).toEqual({ refunds: [], totalCents: 0 });
  });

  it("refuses bad stakes", () => {
    const refund = (stakes: unknown) => () =>
      refundMarket(stakes as Parameters<typeof refundMarket>[0]);
    expect(pricingErrorCode(refund("x"))).toBe("INVALID_AMOUNT");
    expect(pricingErrorCode(refund([null]))).toBe("INVALID_POSITION");
    expect(pricingErrorCode(refund([{ id: 7, amountCents: 1 }]))).toBe("INVALID_POSITION");
    for (const amountCents of [-1, 0.5, Number.NaN, 2 ** 53]) {
      expect(pricingErrorCode(refund([{ id: "a", amountCents }]))).toBe("INVALID_AMOUNT");
    }
    const huge = { id: "a", amountCents: Number.MAX_SAFE_INTEGER };
    expect(pricingErrorCode(refund([huge, huge]))).toBe("INVALID_AMOUNT");
  });
});
