import { describe, expect, it } from "vitest";
import { commentContentField } from "./rules";
import { betAmountRefusal, checkBet, checkVote, commentContentRefusal } from "./marketRules";

describe("bet and vote checks", () => {
  const market = {
    kind: "prediction" as const,
    status: "active",
    options: [{ _id: "yes" }, { _id: "no" }],
  };
  it("apply spec §5 in order", () => {
    expect(checkBet({ signedIn: false, market, optionId: "yes", amount: 10 })).toBe(
      "LOGIN_REQUIRED_TO_BET",
    );
    expect(
      checkBet({
        signedIn: true,
        market: { ...market, status: "closed" },
        optionId: "yes",
        amount: 10,
      }),
    ).toBe("MARKET_NOT_ACTIVE");
    expect(checkBet({ signedIn: true, market, optionId: "maybe", amount: 10 })).toBe(
      "OPTION_NOT_AVAILABLE",
    );
    expect(checkBet({ signedIn: true, market, optionId: null, amount: 10 })).toBe(
      "OPTION_NOT_AVAILABLE",
    );
    expect(checkBet({ signedIn: true, market, optionId: "yes", amount: 4.99 })).toBe(
      "BET_BELOW_MINIMUM",
    );
    expect(checkBet({ signedIn: true, market, optionId: "yes", amount: 5.001 })).toBe(
      "AMOUNT_TOO_PRECISE",
    );
    expect(checkBet({ signedIn: true, market, optionId: "yes", amount: "abc" })).toBe(
      "AMOUNT_INVALID",
    );
    expect(checkBet({ signedIn: true, market, optionId: "yes", amount: 5 })).toBeNull();
    expect(
      checkBet({ signedIn: true, market: { ...market, kind: "poll" }, optionId: "yes", amount: 5 }),
    ).toBe("WRONG_MARKET_KIND");
  });
  it("check votes", () => {
    const poll = { ...market, kind: "poll" as const };
    expect(checkVote({ signedIn: false, market: poll, optionId: "yes" })).toBe(
      "LOGIN_REQUIRED_TO_VOTE",
    );
    expect(
      checkVote({ signedIn: true, market: { ...poll, status: "upcoming" }, optionId: "yes" }),
    ).toBe("POLL_NOT_ACTIVE");
    expect(checkVote({ signedIn: true, market: poll, optionId: "" })).toBe("OPTION_REQUIRED");
    expect(checkVote({ signedIn: true, market: poll, optionId: "zzz" })).toBe(
      "OPTION_NOT_AVAILABLE",
    );
    expect(checkVote({ signedIn: true, market: poll, optionId: "no" })).toBeNull();
    expect(checkVote({ signedIn: true, market, optionId: "no" })).toBe("WRONG_MARKET_KIND");
  });
});

describe("amounts and comments, checked without zod", () => {
  it("refuse what is not a bet amount with the money module's codes", () => {
    expect(betAmountRefusal(5)).toBeNull();
    expect(betAmountRefusal("12.50")).toBeNull();
    expect(betAmountRefusal(4.99)).toBe("BET_BELOW_MINIMUM");
    expect(betAmountRefusal(-5)).toBe("AMOUNT_NEGATIVE");
    expect(betAmountRefusal(null)).toBe("AMOUNT_INVALID");
    expect(betAmountRefusal({})).toBe("AMOUNT_INVALID");
  });

  it("refuse a blank or over-long comment, as the server's field does", () => {
    const long = "a".repeat(2001);
    for (const [text, code] of [
      ["   ", "COMMENT_EMPTY"],
      [long, "COMMENT_TOO_LONG"],
      [`  ${"a".repeat(2000)}  `, null],
      ["¡Vamos!", null],
    ] as const) {
      expect(commentContentRefusal(text), text.slice(0, 10)).toBe(code);
      const field = commentContentField.safeParse(text);
      expect(field.success ? null : field.error.issues[0]?.message).toBe(code);
    }
    expect(commentContentRefusal(42)).toBe("COMMENT_EMPTY");
  });
});
