import { z } from "zod";
import {
  MAX_ATTACHMENT_BYTES,
  MAX_CARD_DEPOSIT_CENTS,
  MAX_IMAGE_BYTES,
  MAX_OPTIONS,
  MAX_PRICE_CENTS,
  MAX_PROFIT_SHARE_PERCENT,
  MIN_CARD_DEPOSIT_CENTS,
  MIN_CRYPTO_DEPOSIT_CENTS,
  MIN_OPTIONS,
  MIN_PRICE_CENTS,
  MIN_PROFIT_SHARE_PERCENT,
} from "../constants/business";
import { findChain, findToken } from "../constants/chains";
import { MARKET_CATEGORIES } from "../constants/markets";
import { ATTACHMENT_EXTENSIONS, TICKET_CATEGORIES, TICKET_PRIORITIES } from "../entities/ticket";
import type { ErrorCode } from "../errors/codes";
import { centsFromDollarsField, emailField, optionalText, requiredText } from "./fields";
import { betCentsRefusal, commentContentRefusal } from "./marketRules";

/** Login (spec §5): a valid email and a password of at least 6 characters. */
export const loginFormSchema = z.object({
  email: emailField,
  password: z.string("PASSWORD_TOO_SHORT").min(6, "PASSWORD_TOO_SHORT").max(256, "TOO_LONG"),
});

/** The sign-up password rule: at least 8 characters, one uppercase letter and one number. */
export const newPasswordField = z
  .string("PASSWORD_TOO_SHORT")
  .min(8, "PASSWORD_TOO_SHORT")
  .max(256, "TOO_LONG")
  .refine((value) => /[A-Z]/.test(value) && /\d/.test(value), "PASSWORD_TOO_WEAK");

/** The sign-up name rule: at least 3 characters. */
export const nameField = z
  .string("NAME_TOO_SHORT")
  .trim()
  .min(3, "NAME_TOO_SHORT")
  .max(80, "TOO_LONG");

/** Sign-up form (spec §5): name, email, strong password, matching confirmation, terms. */
export const signupFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string("PASSWORDS_DO_NOT_MATCH"),
    acceptTerms: z.literal(true, "TERMS_NOT_ACCEPTED"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "PASSWORDS_DO_NOT_MATCH",
    path: ["confirmPassword"],
  });

/** Profile (spec §5): first and last name must not be empty. */
export const profileNamesSchema = z.object({
  firstName: requiredText("FIRST_NAME_REQUIRED", 80),
  lastName: requiredText("LAST_NAME_REQUIRED", 80),
});

/** Password change (spec §5): all fields, new password ≥ 6 characters, the two new ones match. */
export const passwordChangeFormSchema = z
  .object({
    passwordCurrent: z.string("REQUIRED").min(1, "REQUIRED").max(256, "TOO_LONG"),
    password: z.string("REQUIRED").min(6, "PASSWORD_TOO_SHORT").max(256, "TOO_LONG"),
    passwordConfirm: z.string("REQUIRED").min(1, "REQUIRED"),
  })
  .refine((form) => form.passwordConfirm === "" || form.password === form.passwordConfirm, {
    message: "PASSWORDS_DO_NOT_MATCH",
    path: ["passwordConfirm"],
  });

/** A bet amount: dollars to cents, at least the $5 minimum. */
export const betAmountField = centsFromDollarsField.refine(
  (cents) => betCentsRefusal(cents) === null,
  "BET_BELOW_MINIMUM",
);

/** An opening price in cents, 1–99. */
export const priceCentsField = z
  .number("PRICE_OUT_OF_RANGE")
  .int("PRICE_OUT_OF_RANGE")
  .min(MIN_PRICE_CENTS, "PRICE_OUT_OF_RANGE")
  .max(MAX_PRICE_CENTS, "PRICE_OUT_OF_RANGE");

/** A market or option text in both languages; Spanish first, English optional. */
const optionInputSchema = z.object({
  text: requiredText("REQUIRED", 200),
  textEn: optionalText(200),
});

/** The image rule: at most 5 MB and an image type. */
export function checkImage(file: { size: number; type: string }): ErrorCode | null {
  if (!/^image\/(jpeg|png|gif|webp)$/.test(file.type)) return "IMAGE_TYPE_NOT_ALLOWED";
  if (file.size > MAX_IMAGE_BYTES) return "IMAGE_TOO_LARGE";
  return null;
}

/** The fields of the market creation form. */
export const marketFormShape = {
  kind: z.enum(["prediction", "poll"]),
  title: requiredText("TITLE_REQUIRED", 200),
  titleEn: optionalText(200),
  description: requiredText("DESCRIPTION_REQUIRED", 5000),
  descriptionEn: optionalText(5000),
  category: z.enum(MARKET_CATEGORIES, "CATEGORY_REQUIRED"),
  startDate: z.iso.datetime({ offset: true, error: "INVALID_DATE" }),
  endDate: z.iso.datetime({ offset: true, error: "INVALID_DATE" }),
  resolutionSource: optionalText(500),
  resolutionRules: optionalText(5000),
  resolutionRulesEn: optionalText(5000),
  yesPrice: priceCentsField.optional(),
  noPrice: priceCentsField.optional(),
  options: z
    .array(optionInputSchema)
    .min(MIN_OPTIONS, "TOO_FEW_OPTIONS")
    .max(MAX_OPTIONS, "TOO_MANY_OPTIONS"),
  liquidityB: z.number().positive().max(1_000_000).optional(),
  featured: z.boolean().optional(),
};

/**
 * Rules across fields: the end after the start; a binary (two-option) prediction market needs
 * both opening prices. Markets of three or four options open at equal prices.
 */
export function refineMarketForm(
  form: {
    kind: string;
    startDate: string;
    endDate: string;
    yesPrice?: number;
    noPrice?: number;
    options: readonly unknown[];
  },
  ctx: z.RefinementCtx,
): void {
  if (Date.parse(form.endDate) <= Date.parse(form.startDate)) {
    ctx.addIssue({ code: "custom", message: "END_BEFORE_START", path: ["endDate"] });
  }
  if (form.kind === "prediction" && form.options.length === 2) {
    if (form.yesPrice === undefined) {
      ctx.addIssue({ code: "custom", message: "PRICE_OUT_OF_RANGE", path: ["yesPrice"] });
    }
    if (form.noPrice === undefined) {
      ctx.addIssue({ code: "custom", message: "PRICE_OUT_OF_RANGE", path: ["noPrice"] });
    }
  }
}

/** Market creation (spec §5): prediction markets need yes/no prices 1–99; polls 2–4 options. */
export const marketFormSchema = z.object(marketFormShape).superRefine(refineMarketForm);

/** The attachment rule (spec §5): listed types only, at most 10 MB each. */
export function checkAttachment(file: { name: string; size: number }): ErrorCode | null {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (
    !file.name.includes(".") ||
    !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)
  ) {
    return "ATTACHMENT_TYPE_NOT_ALLOWED";
  }
  if (file.size > MAX_ATTACHMENT_BYTES) return "ATTACHMENT_TOO_LARGE";
  return null;
}

/** New ticket (spec §5): subject ≥ 5, description ≥ 20, category required. */
export const ticketFormSchema = z.object({
  subject: z.string("SUBJECT_TOO_SHORT").trim().min(5, "SUBJECT_TOO_SHORT").max(200, "TOO_LONG"),
  description: z
    .string("DESCRIPTION_TOO_SHORT")
    .trim()
    .min(20, "DESCRIPTION_TOO_SHORT")
    .max(10_000, "TOO_LONG"),
  category: z.enum(TICKET_CATEGORIES, "CATEGORY_REQUIRED"),
  priority: z.enum(TICKET_PRIORITIES).default("medium"),
});

/** Poll suggestion (spec §5): English title, English description and category required. */
export const suggestionFormSchema = z.object({
  titleEn: requiredText("TITLE_REQUIRED", 200),
  titleEs: optionalText(200),
  descriptionEn: requiredText("DESCRIPTION_REQUIRED", 5000),
  descriptionEs: optionalText(5000),
  category: z.enum(MARKET_CATEGORIES, "CATEGORY_REQUIRED"),
  estimatedEndDate: z.iso
    .datetime({ offset: true, error: "INVALID_DATE" })
    .nullish()
    .transform((value) => value ?? null),
});

/** A profit share an admin assigns: 5–15%. */
export const profitShareField = z
  .number("PROFIT_SHARE_OUT_OF_RANGE")
  .min(MIN_PROFIT_SHARE_PERCENT, "PROFIT_SHARE_OUT_OF_RANGE")
  .max(MAX_PROFIT_SHARE_PERCENT, "PROFIT_SHARE_OUT_OF_RANGE");

/** A comment: plain text, not blank, at most 2,000 characters. */
export const commentContentField = z
  .string("COMMENT_EMPTY")
  .trim()
  .superRefine((text, ctx) => {
    const code = commentContentRefusal(text);
    if (code) ctx.addIssue({ code: "custom", message: code, input: text });
  });

/** Whether a card number passes the Luhn check (13–19 digits; spaces and dashes ignored). */
export function isValidCardNumber(input: string): boolean {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a card expiring at the end of month/year has expired at `now`. */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  const firstDayAfter = Date.UTC(fullYear, month, 1);
  return now.getTime() >= firstDayAfter;
}

/** Card deposit form (spec §5): amount within the limits, Luhn, expiry, CVV, billing fields. */
export function cardDepositFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      amount: centsFromDollarsField
        .refine((cents) => cents >= MIN_CARD_DEPOSIT_CENTS, "DEPOSIT_BELOW_MINIMUM")
        .refine((cents) => cents <= MAX_CARD_DEPOSIT_CENTS, "DEPOSIT_ABOVE_MAXIMUM"),
      cardNumber: z.string("CARD_INVALID_NUMBER").refine(isValidCardNumber, "CARD_INVALID_NUMBER"),
      cardholder: requiredText("REQUIRED", 120),
      expiryMonth: z.number("INVALID_DATE").int().min(1, "INVALID_DATE").max(12, "INVALID_DATE"),
      expiryYear: z.number("INVALID_DATE").int().min(0, "INVALID_DATE").max(2100, "INVALID_DATE"),
      cvv: z.string("REQUIRED").regex(/^\d{3,4}$/, "INVALID_TYPE"),
      address: requiredText("REQUIRED", 200),
      city: requiredText("REQUIRED", 100),
      state: requiredText("REQUIRED", 100),
      country: requiredText("REQUIRED", 100),
      postalCode: requiredText("REQUIRED", 20),
      currency: z.literal("USD", "INVALID_TYPE").default("USD"),
    })
    .superRefine((form, ctx) => {
      if (isCardExpired(form.expiryMonth, form.expiryYear, now())) {
        ctx.addIssue({ code: "custom", message: "CARD_EXPIRED", path: ["expiryYear"] });
      }
    });
}

/** Whether an address is a well-formed EVM address (all six supported chains are EVM chains). */
export function isValidWalletAddress(chainId: number, address: string): boolean {
  if (!findChain(chainId)) return false;
  return /^0x[0-9a-fA-F]{40}$/.test(address) && !/^0x0{40}$/.test(address);
}

/** Per-currency minimum for crypto deposits, in cents (never below the $1 floor). */
export function cryptoMinimumCents(symbol: string): number {
  const perCurrency: Record<string, number> = { ETH: 500, BNB: 200, MATIC: 100 };
  return Math.max(MIN_CRYPTO_DEPOSIT_CENTS, perCurrency[symbol.toUpperCase()] ?? 0);
}

/** Crypto deposit request (spec §5): at least $1 and the currency's minimum, supported pair. */
export const cryptoDepositFormSchema = z
  .object({
    amount: centsFromDollarsField,
    chainId: z.number("UNSUPPORTED_CHAIN").int(),
    cryptocurrency: z.string("UNSUPPORTED_TOKEN").min(1, "UNSUPPORTED_TOKEN").max(10),
  })
  .superRefine((form, ctx) => {
    if (!findChain(form.chainId)) {
      ctx.addIssue({ code: "custom", message: "UNSUPPORTED_CHAIN", path: ["chainId"] });
      return;
    }
    if (!findToken(form.chainId, form.cryptocurrency)) {
      ctx.addIssue({ code: "custom", message: "UNSUPPORTED_TOKEN", path: ["cryptocurrency"] });
      return;
    }
    const minimum = cryptoMinimumCents(form.cryptocurrency);
    if (form.amount < minimum) {
      ctx.addIssue({
        code: "custom",
        message: "DEPOSIT_BELOW_MINIMUM",
        path: ["amount"],
        params: { min: minimum / 100 },
      });
    }
  });

/** Crypto withdrawal (spec §5): positive amount, supported pair, address valid for the chain. */
export const withdrawalFormSchema = z
  .object({
    amount: centsFromDollarsField.refine((cents) => cents > 0, "AMOUNT_INVALID"),
    chainId: z.number("UNSUPPORTED_CHAIN").int(),
    cryptocurrency: z.string("UNSUPPORTED_TOKEN").min(1, "UNSUPPORTED_TOKEN").max(10),
    walletAddress: z.string("INVALID_WALLET_ADDRESS").trim(),
  })
  .superRefine((form, ctx) => {
    if (!findChain(form.chainId)) {
      ctx.addIssue({ code: "custom", message: "UNSUPPORTED_CHAIN", path: ["chainId"] });
      return;
    }
    if (!findToken(form.chainId, form.cryptocurrency)) {
      ctx.addIssue({ code: "custom", message: "UNSUPPORTED_TOKEN", path: ["cryptocurrency"] });
    }
    if (!isValidWalletAddress(form.chainId, form.walletAddress)) {
      ctx.addIssue({ code: "custom", message: "INVALID_WALLET_ADDRESS", path: ["walletAddress"] });
    }
  });
