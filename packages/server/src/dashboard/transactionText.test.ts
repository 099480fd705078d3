import { TRANSACTION_KINDS } from "@pulso/core";
import { describe, expect, it } from "vitest";
import { describeTransaction, transactionKindOf } from "./transactionText";

describe("transaction texts", () => {
  it("keeps core's kinds and shows any other ledger kind as an adjustment", () => {
    for (const kind of TRANSACTION_KINDS) expect(transactionKindOf(kind)).toBe(kind);
    expect(transactionKindOf("promo_credit")).toBe("adjustment");
    expect(transactionKindOf("")).toBe("adjustment");
  });

  it("describes every kind in both languages, naming the market when there is one", () => {
    for (const kind of TRANSACTION_KINDS) {
      for (const language of ["es", "en"] as const) {
        expect(describeTransaction(kind, null, language)).not.toBe("");
        expect(describeTransaction(kind, "Mercado", language)).not.toContain("{title}");
      }
    }
    expect(describeTransaction("bet", "¿Ganará Ana?", "es")).toBe("Apuesta en «¿Ganará Ana?»");
    expect(describeTransaction("refund", "Will Ana win?", "en")).toBe(
      "Refund from “Will Ana win?” (market cancelled)",
    );
    expect(describeTransaction("deposit", null, "en")).toBe("Deposit");
    // A title with `$&` or `{title}` in it is shown as typed.
    expect(describeTransaction("payout", "$& {title}", "en")).toBe("Payout from “$& {title}”");
  });
});
