import { describe, expect, it } from "vitest";
import {
  cardDepositFormSchema,
  checkAttachment,
  checkImage,
  cryptoDepositFormSchema,
  cryptoMinimumCents,
  isCardExpired,
  isValidCardNumber,
  isValidWalletAddress,
  loginFormSchema,
  marketFormSchema,
  passwordChangeFormSchema,
  profileNamesSchema,
  signupFormSchema,
  suggestionFormSchema,
  ticketFormSchema,
  withdrawalFormSchema,
} from "./rules";
import { firstIssueFor, validate } from "./validate";

const codesOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.issues.map((issue) => `${issue.path}:${issue.code}`);
};

describe("login rules", () => {
  it("accepts a valid email and a 6-character password, normalising the email", () => {
    const result = validate(loginFormSchema, { email: "  Ana@Example.COM ", password: "secret" });
    expect(result).toEqual({ ok: true, value: { email: "ana@example.com", password: "secret" } });
  });
  it("refuses a bad email and a short password", () => {
    expect(codesOf(loginFormSchema, { email: "ana@", password: "12345" })).toEqual([
      "email:INVALID_EMAIL",
      "password:PASSWORD_TOO_SHORT",
    ]);
    expect(codesOf(loginFormSchema, {})).toEqual([
      "email:INVALID_EMAIL",
      "password:PASSWORD_TOO_SHORT",
    ]);
  });
});

describe("sign-up rules", () => {
  const good = {
    name: "Ana Pérez",
    email: "ana@example.com",
    password: "Secreto12",
    confirmPassword: "Secreto12",
    acceptTerms: true,
  };
  it("accepts a complete form", () => {
    expect(validate(signupFormSchema, good).ok).toBe(true);
  });
  it("names each broken rule", () => {
    expect(codesOf(signupFormSchema, { ...good, name: "Al" })).toEqual(["name:NAME_TOO_SHORT"]);
    expect(
      codesOf(signupFormSchema, { ...good, password: "Short1", confirmPassword: "Short1" }),
    ).toEqual(["password:PASSWORD_TOO_SHORT"]);
    expect(
      codesOf(signupFormSchema, {
        ...good,
        password: "alllowercase1",
        confirmPassword: "alllowercase1",
      }),
    ).toEqual(["password:PASSWORD_TOO_WEAK"]);
    expect(
      codesOf(signupFormSchema, {
        ...good,
        password: "NoDigitsHere",
        confirmPassword: "NoDigitsHere",
      }),
    ).toEqual(["password:PASSWORD_TOO_WEAK"]);
    expect(codesOf(signupFormSchema, { ...good, confirmPassword: "Secreto13" })).toEqual([
      "confirmPassword:PASSWORDS_DO_NOT_MATCH",
    ]);
    expect(codesOf(signupFormSchema, { ...good, acceptTerms: false })).toEqual([
      "acceptTerms:TERMS_NOT_ACCEPTED",
    ]);
  });
});

describe("profile and password change rules", () => {
  it("require first and last names", () => {
    expect(codesOf(profileNamesSchema, { firstName: "  ", lastName: "" })).toEqual([
      "firstName:FIRST_NAME_REQUIRED",
      "lastName:LAST_NAME_REQUIRED",
    ]);
    expect(validate(profileNamesSchema, { firstName: "Ana", lastName: "Pérez" }).ok).toBe(true);
  });
  it("require all fields, a 6-character new password and a matching confirmation", () => {
    expect(
      codesOf(passwordChangeFormSchema, {
        passwordCurrent: "",
        password: "12345",
        passwordConfirm: "",
      }),
    ).toEqual([
      "passwordCurrent:REQUIRED",
      "password:PASSWORD_TOO_SHORT",
      "passwordConfirm:REQUIRED",
    ]);
    expect(
      codesOf(passwordChangeFormSchema, {
        passwordCurrent: "old",
        password: "newpass",
        passwordConfirm: "newpasz",
      }),
    ).toEqual(["passwordConfirm:PASSWORDS_DO_NOT_MATCH"]);
    expect(
      validate(passwordChangeFormSchema, {
        passwordCurrent: "old",
        password: "newpass",
        passwordConfirm: "newpass",
      }).ok,
    ).toBe(true);
  });
});

describe("market creation rules", () => {
  const base = {
    kind: "prediction",
    title: "¿Ganará la candidata?",
    description: "Mercado de prueba",
    category: "presidential",
    startDate: "2026-11-01T00:00:00Z",
    endDate: "2026-12-01T00:00:00Z",
    yesPrice: 60,
    noPrice: 40,
    options: [{ text: "Sí" }, { text: "No" }],
  };
  it("accepts a prediction market with prices and a poll with up to four options", () => {
    expect(validate(marketFormSchema, base).ok).toBe(true);
    const poll = { ...base, kind: "poll", yesPrice: undefined, noPrice: undefined };
    expect(
      validate(marketFormSchema, { ...poll, options: [1, 2, 3, 4].map((n) => ({ text: `O${n}` })) })
        .ok,
    ).toBe(true);
  });
  it("refuses prices outside 1–99 and missing prices", () => {
    expect(codesOf(marketFormSchema, { ...base, yesPrice: 0, noPrice: 100 })).toEqual([
      "yesPrice:PRICE_OUT_OF_RANGE",
      "noPrice:PRICE_OUT_OF_RANGE",
    ]);
    expect(codesOf(marketFormSchema, { ...base, yesPrice: undefined })).toEqual([
      "yesPrice:PRICE_OUT_OF_RANGE",
    ]);
  });
  it("opens three- and four-option prediction markets at equal prices, without yes/no prices", () => {
    const options = [{ text: "A" }, { text: "B" }, { text: "C" }];
    expect(
      validate(marketFormSchema, { ...base, yesPrice: undefined, noPrice: undefined, options }).ok,
    ).toBe(true);
  });
  it("uses the spec's option-count messages", () => {
    expect(codesOf(marketFormSchema, { ...base, options: [{ text: "Solo" }] })).toEqual([
      "options:TOO_FEW_OPTIONS",
    ]);
    expect(
      codesOf(marketFormSchema, {
        ...base,
        options: [1, 2, 3, 4, 5].map((n) => ({ text: `${n}` })),
      }),
    ).toEqual(["options:TOO_MANY_OPTIONS"]);
  });
  it("refuses an end before the start", () => {
    expect(codesOf(marketFormSchema, { ...base, endDate: "2026-10-01T00:00:00Z" })).toEqual([
      "endDate:END_BEFORE_START",
    ]);
  });
  it("checks images: type and 5 MB", () => {
    expect(checkImage({ size: 1000, type: "image/png" })).toBeNull();
    expect(checkImage({ size: 5 * 1024 * 1024 + 1, type: "image/jpeg" })).toBe("IMAGE_TOO_LARGE");
    expect(checkImage({ size: 10, type: "image/svg+xml" })).toBe("IMAGE_TYPE_NOT_ALLOWED");
  });
});

describe("ticket and suggestion rules", () => {
  it("require subject ≥ 5, description ≥ 20 and a category", () => {
    expect(
      codesOf(ticketFormSchema, { subject: "Hola", description: "muy corta", category: "" }),
    ).toEqual([
      "subject:SUBJECT_TOO_SHORT",
      "description:DESCRIPTION_TOO_SHORT",
      "category:CATEGORY_REQUIRED",
    ]);
    const ok = validate(ticketFormSchema, {
      subject: "No puedo retirar",
      description: "Intenté retirar y me dio un error.",
      category: "billing",
    });
    expect(ok.ok && ok.value.priority).toBe("medium");
  });
  it("accept only the listed attachment types up to 10 MB", () => {
    expect(checkAttachment({ name: "recibo.PDF", size: 100 })).toBeNull();
    expect(checkAttachment({ name: "captura.jpeg", size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkAttachment({ name: "malware.exe", size: 100 })).toBe("ATTACHMENT_TYPE_NOT_ALLOWED");
    expect(checkAttachment({ name: "pdf", size: 100 })).toBe("ATTACHMENT_TYPE_NOT_ALLOWED");
    expect(checkAttachment({ name: "big.png", size: 10 * 1024 * 1024 + 1 })).toBe(
      "ATTACHMENT_TOO_LARGE",
    );
  });
  it("require the English title, description and category of a suggestion", () => {
    expect(
      codesOf(suggestionFormSchema, { titleEn: " ", descriptionEn: "", category: "nope" }),
    ).toEqual([
      "titleEn:TITLE_REQUIRED",
      "descriptionEn:DESCRIPTION_REQUIRED",
      "category:CATEGORY_REQUIRED",
    ]);
    const ok = validate(suggestionFormSchema, {
      titleEn: "Who wins?",
      titleEs: "",
      descriptionEn: "A market on the race",
      category: "local",
    });
    expect(ok).toEqual({
      ok: true,
      value: {
        titleEn: "Who wins?",
        titleEs: null,
        descriptionEn: "A market on the race",
        descriptionEs: null,
        category: "local",
        estimatedEndDate: null,
      },
    });
  });
});

describe("payment rules", () => {
  const now = () => new Date("2026-11-22T12:00:00Z");
  const card = {
    amount: 50,
    cardNumber: "4242 4242 4242 4242",
    cardholder: "Ana Pérez",
    expiryMonth: 12,
    expiryYear: 2028,
    cvv: "123",
    address: "Calle 1",
    city: "Tegucigalpa",
    state: "FM",
    country: "HN",
    postalCode: "11101",
  };
  it("Luhn-checks card numbers", () => {
    expect(isValidCardNumber("4242424242424242")).toBe(true);
    expect(isValidCardNumber("4242-4242-4242-4241")).toBe(false);
    expect(isValidCardNumber("1234")).toBe(false);
  });
  it("knows when a card expired (end of its month)", () => {
    expect(isCardExpired(11, 2026, now())).toBe(false);
    expect(isCardExpired(10, 2026, now())).toBe(true);
    expect(isCardExpired(11, 26, now())).toBe(false);
  });
  it("validates the card deposit form within the $10–$2,000 limits", () => {
    const schema = cardDepositFormSchema(now);
    const ok = validate(schema, card);
    expect(ok.ok && ok.value.amount).toBe(5000);
    expect(codesOf(schema, { ...card, amount: 9.99 })).toEqual(["amount:DEPOSIT_BELOW_MINIMUM"]);
    expect(codesOf(schema, { ...card, amount: 2000.01 })).toEqual(["amount:DEPOSIT_ABOVE_MAXIMUM"]);
    expect(codesOf(schema, { ...card, cardNumber: "4242424242424241" })).toEqual([
      "cardNumber:CARD_INVALID_NUMBER",
    ]);
    expect(codesOf(schema, { ...card, expiryMonth: 1, expiryYear: 2026 })).toEqual([
      "expiryYear:CARD_EXPIRED",
    ]);
    expect(codesOf(schema, { ...card, cvv: "12a" })).toEqual(["cvv:INVALID_TYPE"]);
  });
  it("validates crypto deposits: supported pair, $1 floor and per-currency minimum", () => {
    expect(
      validate(cryptoDepositFormSchema, { amount: 1, chainId: 8453, cryptocurrency: "USDC" }).ok,
    ).toBe(true);
    expect(cryptoMinimumCents("eth")).toBe(500);
    const tooSmall = validate(cryptoDepositFormSchema, {
      amount: 4,
      chainId: 1,
      cryptocurrency: "ETH",
    });
    expect(tooSmall).toEqual({
      ok: false,
      issues: [{ path: "amount", code: "DEPOSIT_BELOW_MINIMUM", params: { min: 5 } }],
    });
    expect(
      codesOf(cryptoDepositFormSchema, { amount: 5, chainId: 999, cryptocurrency: "ETH" }),
    ).toEqual(["chainId:UNSUPPORTED_CHAIN"]);
    expect(
      codesOf(cryptoDepositFormSchema, { amount: 5, chainId: 8453, cryptocurrency: "USDT" }),
    ).toEqual(["cryptocurrency:UNSUPPORTED_TOKEN"]);
  });
  it("validates withdrawal addresses per chain", () => {
    const address = "0x52908400098527886E0F7030069857D2E4169EE7";
    expect(isValidWalletAddress(1, address)).toBe(true);
    expect(isValidWalletAddress(1, "0x" + "0".repeat(40))).toBe(false);
    expect(isValidWalletAddress(999, address)).toBe(false);
    expect(
      validate(withdrawalFormSchema, {
        amount: 20,
        chainId: 137,
        cryptocurrency: "USDT",
        walletAddress: address,
      }).ok,
    ).toBe(true);
    expect(
      codesOf(withdrawalFormSchema, {
        amount: 0,
        chainId: 137,
        cryptocurrency: "USDT",
        walletAddress: "bc1qxyz",
      }),
    ).toEqual(["amount:AMOUNT_INVALID", "walletAddress:INVALID_WALLET_ADDRESS"]);
    expect(
      codesOf(withdrawalFormSchema, {
        amount: 5,
        chainId: 3,
        cryptocurrency: "USDT",
        walletAddress: address,
      }),
    ).toEqual(["chainId:UNSUPPORTED_CHAIN"]);
    expect(
      codesOf(withdrawalFormSchema, {
        amount: 5,
        chainId: 8453,
        cryptocurrency: "BNB",
        walletAddress: address,
      }),
    ).toEqual(["cryptocurrency:UNSUPPORTED_TOKEN"]);
  });
});

describe("validate helpers", () => {
  it("finds the first issue of a field", () => {
    const result = validate(loginFormSchema, { email: "x", password: "1" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(firstIssueFor(result.issues, "password")).toBe("PASSWORD_TOO_SHORT");
      expect(firstIssueFor(result.issues, "name")).toBeUndefined();
    }
  });
});
