import { describe, expect, it } from "vitest";
import { validate } from "../validation/validate";
import {
  createPollBodySchema,
  listPollsQuerySchema,
  placeBetBodySchema,
  quoteQuerySchema,
  signupBodySchema,
  updateMeBodySchema,
  updatePasswordBodySchema,
  resetPasswordBodySchema,
  commentBodySchema,
  createDepositBodySchema,
  leaderboardQuerySchema,
  listCommentsQuerySchema,
  transactionsQuerySchema,
  listNotificationsQuerySchema,
} from "./requests";

const issues = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.issues.map((issue) => `${issue.path}:${issue.code}`);
};

describe("POST /bets body", () => {
  it("turns dollars into cents and defaults the stored language to en", () => {
    const result = validate(placeBetBodySchema, { pollId: "m_1", optionId: "o_yes", amount: 12.5 });
    expect(result).toEqual({
      ok: true,
      value: { pollId: "m_1", optionId: "o_yes", amount: 1250, language: "en" },
    });
  });

  it("refuses hostile and malformed amounts with a stable code", () => {
    const body = { pollId: "m_1", optionId: "o_yes" };
    expect(issues(placeBetBodySchema, { ...body, amount: 4.99 })).toEqual([
      "amount:BET_BELOW_MINIMUM",
    ]);
    expect(issues(placeBetBodySchema, { ...body, amount: 10.001 })).toEqual([
      "amount:AMOUNT_TOO_PRECISE",
    ]);
    expect(issues(placeBetBodySchema, { ...body, amount: -10 })).toEqual([
      "amount:AMOUNT_NEGATIVE",
    ]);
    expect(issues(placeBetBodySchema, { ...body, amount: 1e300 })).toEqual([
      "amount:AMOUNT_TOO_LARGE",
    ]);
    expect(issues(placeBetBodySchema, { ...body, amount: Number.NaN })).toEqual([
      "amount:AMOUNT_INVALID",
    ]);
    expect(issues(placeBetBodySchema, { ...body, amount: true })).toEqual([
      "amount:AMOUNT_INVALID",
    ]);
    expect(issues(placeBetBodySchema, { ...body, amount: "<script>" })).toEqual([
      "amount:AMOUNT_INVALID",
    ]);
  });

  it("refuses extra fields, missing fields and wrong types", () => {
    expect(
      issues(placeBetBodySchema, { pollId: "m_1", optionId: "o", amount: 5, userId: "u_2" }),
    ).toEqual(["userId:UNKNOWN_FIELD"]);
    expect(issues(placeBetBodySchema, { amount: 5 })).toEqual([
      "pollId:REQUIRED",
      "optionId:OPTION_NOT_AVAILABLE",
    ]);
    expect(
      issues(placeBetBodySchema, { pollId: 7, optionId: "o", amount: 5, language: "fr" }),
    ).toEqual(["pollId:INVALID_TYPE", "language:INVALID_TYPE"]);
    expect(issues(placeBetBodySchema, null)).toEqual([":REQUIRED"]);
  });
});

describe("auth bodies", () => {
  it("sign-up applies the password rules and refuses extras", () => {
    expect(
      issues(signupBodySchema, { name: "Ana", email: "ana@example.com", password: "weakpass" }),
    ).toEqual(["password:PASSWORD_TOO_WEAK"]);
    expect(
      issues(signupBodySchema, {
        name: "Ana",
        email: "ana@example.com",
        password: "Strong123",
        role: "admin",
      }),
    ).toEqual(["role:UNKNOWN_FIELD"]);
  });
  it("password change and reset need matching new passwords", () => {
    expect(
      issues(updatePasswordBodySchema, {
        passwordCurrent: "x",
        password: "Newpass12",
        passwordConfirm: "Newpass13",
      }),
    ).toEqual(["passwordConfirm:PASSWORDS_DO_NOT_MATCH"]);
    expect(
      issues(resetPasswordBodySchema, { password: "Newpass12", passwordConfirm: "Newpass12" }),
    ).toEqual([]);
  });
  it("profile updates accept nulls to clear fields and refuse bad URLs", () => {
    const result = validate(updateMeBodySchema, {
      firstName: " Ana ",
      facebookUrl: "",
      city: null,
    });
    expect(result).toEqual({
      ok: true,
      value: { firstName: "Ana", facebookUrl: null, city: null },
    });
    expect(issues(updateMeBodySchema, { instagramUrl: "javascript:alert(1)" })).toEqual([
      "instagramUrl:INVALID_URL",
    ]);
    expect(issues(updateMeBodySchema, { role: "admin" })).toEqual(["role:UNKNOWN_FIELD"]);
  });
});

describe("list queries", () => {
  it("coerce strings and apply the spec's defaults", () => {
    expect(validate(listPollsQuerySchema, { page: "2", hot: "true", category: "local" })).toEqual({
      ok: true,
      value: { page: 2, limit: 12, hot: true, category: "local" },
    });
    expect(validate(listCommentsQuerySchema, {})).toEqual({
      ok: true,
      value: { page: 1, limit: 20 },
    });
    expect(validate(transactionsQuerySchema, {})).toEqual({
      ok: true,
      value: { page: 1, limit: 10 },
    });
    expect(validate(listNotificationsQuerySchema, {})).toEqual({
      ok: true,
      value: { page: 1, limit: 50 },
    });
    expect(validate(leaderboardQuerySchema, {})).toEqual({
      ok: true,
      value: { period: "all", metric: "profit", limit: 20 },
    });
  });
  it("refuse nonsense pages, limits and filters", () => {
    expect(issues(listPollsQuerySchema, { page: "0" })).toEqual(["page:INVALID_TYPE"]);
    expect(issues(listPollsQuerySchema, { limit: "1000" })).toEqual(["limit:TOO_LONG"]);
    expect(issues(listPollsQuerySchema, { hot: "yes" })).toEqual(["hot:INVALID_TYPE"]);
    expect(issues(listPollsQuerySchema, { sort: "random" })).toEqual(["sort:INVALID_TYPE"]);
    expect(issues(listPollsQuerySchema, { search: "x".repeat(101) })).toEqual(["search:TOO_LONG"]);
  });
  it("quote amounts come from the query string as dollars", () => {
    expect(validate(quoteQuerySchema, { optionId: "o_yes", amount: "25.50" })).toEqual({
      ok: true,
      value: { optionId: "o_yes", amount: 2550 },
    });
  });
});

describe("market creation body", () => {
  const base = {
    kind: "poll",
    title: "¿Quién debería moderar el debate?",
    description: "Encuesta de lectores",
    category: "local",
    startDate: "2026-11-01T00:00:00Z",
    endDate: "2026-11-30T00:00:00Z",
    options: [{ text: "A" }, { text: "B" }, { text: "C" }],
  };
  it("accepts a poll with an inline image and refuses other image types and extras", () => {
    expect(
      validate(createPollBodySchema, { ...base, imageData: "aGVsbG8=", imageType: "image/png" }).ok,
    ).toBe(true);
    expect(issues(createPollBodySchema, { ...base, imageType: "text/html" })).toEqual([
      "imageType:IMAGE_TYPE_NOT_ALLOWED",
    ]);
    expect(issues(createPollBodySchema, { ...base, status: "resolved" })).toEqual([
      "status:UNKNOWN_FIELD",
    ]);
  });
});

describe("comments and deposits", () => {
  it("keeps comment text as typed (trimmed), up to 2,000 characters", () => {
    expect(validate(commentBodySchema, { content: "  <b>hola</b>  " })).toEqual({
      ok: true,
      value: { content: "<b>hola</b>" },
    });
    expect(issues(commentBodySchema, { content: "   " })).toEqual(["content:COMMENT_EMPTY"]);
    expect(issues(commentBodySchema, { content: "x".repeat(2001) })).toEqual([
      "content:COMMENT_TOO_LONG",
    ]);
  });
  it("requires a well-formed card transaction record on deposits", () => {
    expect(
      issues(createDepositBodySchema, { userId: "u_1", amount: 20, pixelPayTransaction: {} }),
    ).toEqual([
      "pixelPayTransaction.transactionId:REQUIRED",
      "pixelPayTransaction.amount:REQUIRED",
      "pixelPayTransaction.currency:REQUIRED",
      "pixelPayTransaction.status:REQUIRED",
      "pixelPayTransaction.createdAt:REQUIRED",
      "pixelPayTransaction.signature:REQUIRED",
    ]);
  });
});
