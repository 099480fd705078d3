import { z } from "zod";
import { PAGE_SIZES, POLL_BATCH_MAX_IDS } from "../constants/business";
import { MAX_BLACKOUT_DAYS } from "../constants/blackout";
import { articlePathSchema } from "./publishers";
import { MARKUP_WIDGETS, WIDGET_THEMES } from "../constants/embed";
import { idSchema, languageSchema } from "../entities/common";
import { CHART_KINDS } from "../entities/dashboard";
import { LEADERBOARD_METRICS, LEADERBOARD_PERIODS } from "../constants/leaderboard";
import {
  MARKET_CATEGORIES,
  MARKET_KINDS,
  MARKET_LIST_CATEGORIES,
  MARKET_STATUSES,
  MARKET_SORTS,
  PRICE_HISTORY_RANGES,
} from "../constants/markets";
import { pixelPayTransactionSchema } from "../entities/payments";
import { WEB_VITAL_MAX, WEB_VITAL_NAMES, WEB_VITAL_RATINGS } from "../constants/webVitals";
import { SUGGESTION_STATUSES } from "../entities/suggestion";
import { GENDERS, USER_ROLES } from "../entities/user";
import {
  centsFromDollarsField,
  emailField,
  optionalText,
  optionalUrlField,
  requiredText,
} from "../validation/fields";
import {
  betAmountField,
  commentContentField,
  isValidCardNumber,
  loginFormSchema,
  marketFormShape,
  nameField,
  newPasswordField,
  profitShareField,
  refineMarketForm,
  suggestionFormSchema,
  withdrawalFormSchema,
} from "../validation/rules";
import { pageQuery, queryBoolean } from "./query";

// ── Path parameters ────────────────────────────────────────────────────────────────────────────

/** `:id` path parameter. */
export const idParamsSchema = z.strictObject({ id: idSchema });
/** `:token` path parameter of the password reset. */
export const tokenParamsSchema = z.strictObject({ token: z.string().min(16).max(256) });
/** `:kind` path parameter of a dashboard chart. */
export const chartParamsSchema = z.strictObject({ kind: z.enum(CHART_KINDS) });

// ── Auth ───────────────────────────────────────────────────────────────────────────────────────

/** POST /auth/signup (spec §7). */
export const signupBodySchema = z.strictObject({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  language: languageSchema.optional(),
});
/** POST /auth/login (spec §7). */
export const loginBodySchema = loginFormSchema.strict();
/** PATCH /auth/updateMyPassword. */
export const updatePasswordBodySchema = z
  .strictObject({
    passwordCurrent: z.string("REQUIRED").min(1, "REQUIRED").max(256, "TOO_LONG"),
    password: newPasswordField,
    passwordConfirm: z.string("REQUIRED"),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    message: "PASSWORDS_DO_NOT_MATCH",
    path: ["passwordConfirm"],
  });
/** POST /auth/forgotPassword (DESIGN §5). */
export const forgotPasswordBodySchema = z.strictObject({ email: emailField });
/** PATCH /auth/resetPassword/:token (DESIGN §5). */
export const resetPasswordBodySchema = z
  .strictObject({ password: newPasswordField, passwordConfirm: z.string("REQUIRED") })
  .refine((body) => body.password === body.passwordConfirm, {
    message: "PASSWORDS_DO_NOT_MATCH",
    path: ["passwordConfirm"],
  });

// ── Users ──────────────────────────────────────────────────────────────────────────────────────

/** PATCH /users/updateMe: any profile field; multipart adds the verification photo. */
export const updateMeBodySchema = z.strictObject({
  name: nameField.optional(),
  language: languageSchema.optional(),
  firstName: optionalText(80).optional(),
  lastName: optionalText(80).optional(),
  displayName: optionalText(80).optional(),
  dateOfBirth: z.iso.date("INVALID_DATE").nullable().optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  country: optionalText(100).optional(),
  state: optionalText(100).optional(),
  city: optionalText(100).optional(),
  cellPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, "INVALID_TYPE")
    .nullable()
    .optional(),
  facebookUrl: optionalUrlField.optional(),
  instagramUrl: optionalUrlField.optional(),
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, "INVALID_TYPE")
    .nullable()
    .optional(),
});
/** GET /users (admin). */
export const listUsersQuerySchema = z.strictObject({
  ...pageQuery(20),
  search: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
});
/** PATCH /users/:id (admin): what an admin may change. Balances change only through the ledger. */
export const adminUpdateUserBodySchema = z.strictObject({
  name: nameField.optional(),
  role: z.enum(USER_ROLES).optional(),
  disabled: z.boolean().optional(),
});
/** PATCH /users/me/notification-settings. */
export const updateNotificationSettingsBodySchema = z.strictObject({
  marketResolved: z.boolean().optional(),
  payouts: z.boolean().optional(),
  balanceChanges: z.boolean().optional(),
  tickets: z.boolean().optional(),
  suggestions: z.boolean().optional(),
  marketing: z.boolean().optional(),
  email: z.boolean().optional(),
});

// ── Polls / markets ────────────────────────────────────────────────────────────────────────────

/** GET /polls query (spec §2 market list: search, status, sort, hot/new, category, pages). */
export const listPollsQuerySchema = z.strictObject({
  ...pageQuery(PAGE_SIZES.polls),
  category: z.enum(MARKET_LIST_CATEGORIES).optional(),
  status: z.enum([...MARKET_STATUSES, "all"]).optional(),
  kind: z.enum(MARKET_KINDS).optional(),
  search: z.string().trim().max(100, "TOO_LONG").optional(),
  sort: z.enum(MARKET_SORTS).optional(),
  hot: queryBoolean.optional(),
  new: queryBoolean.optional(),
  featured: queryBoolean.optional(),
});
/** One market id of a comma-separated list: the characters ids are made of. */
const LISTED_ID = "[A-Za-z0-9_-]{1,64}";
/**
 * GET /polls/batch: up to POLL_BATCH_MAX_IDS markets by id, comma-separated (`ids=a,b,c`), and with
 * `history` each one's price history for that range (DESIGN §7: one request per batch of
 * embedded markets). With `markup` (a widget, e.g. `market-card`) the answer also holds that
 * widget's markup for each market, in `lang` (default the request's language) and `theme`
 * (default `light`), with the week's history: what a news page paints before any widget code runs.
 */
export const pollBatchQuerySchema = z.strictObject({
  ids: z
    .string()
    .regex(
      new RegExp(`^${LISTED_ID}(,${LISTED_ID}){0,${POLL_BATCH_MAX_IDS - 1}}$`),
      "INVALID_ID_LIST",
    ),
  history: z.enum(PRICE_HISTORY_RANGES).optional(),
  markup: z.enum(MARKUP_WIDGETS).optional(),
  lang: languageSchema.optional(),
  theme: z.enum(WIDGET_THEMES).optional(),
});
/** POST /polls (admin; JSON, or multipart with `data` holding this and `image` the file). */
export const createPollBodySchema = z
  .strictObject({
    ...marketFormShape,
    imageData: z.string().max(7_000_000, "IMAGE_TOO_LARGE").optional(),
    imageType: z
      .string()
      .regex(/^image\/(jpeg|png|gif|webp)$/, "IMAGE_TYPE_NOT_ALLOWED")
      .optional(),
  })
  .superRefine(refineMarketForm);
/** PATCH /polls/:id (admin): texts, dates, image, category, featured. */
export const updatePollBodySchema = z.strictObject({
  title: optionalText(200).optional(),
  titleEn: optionalText(200).optional(),
  description: optionalText(5000).optional(),
  descriptionEn: optionalText(5000).optional(),
  category: z.enum(MARKET_CATEGORIES).optional(),
  startDate: z.iso.datetime({ offset: true, error: "INVALID_DATE" }).optional(),
  endDate: z.iso.datetime({ offset: true, error: "INVALID_DATE" }).optional(),
  resolutionSource: optionalText(500).optional(),
  resolutionRules: optionalText(5000).optional(),
  resolutionRulesEn: optionalText(5000).optional(),
  featured: z.boolean().optional(),
  status: z.enum(["upcoming", "active"]).optional(),
  imageData: z.string().max(7_000_000, "IMAGE_TOO_LARGE").nullable().optional(),
  imageType: z
    .string()
    .regex(/^image\/(jpeg|png|gif|webp)$/, "IMAGE_TYPE_NOT_ALLOWED")
    .optional(),
});
/** A country (ISO 3166-1 alpha-2) or one of its regions (ISO 3166-2): where an election is held. */
const countrySchema = z.string().regex(/^[A-Z]{2}$/, "INVALID_COUNTRY");
const regionSchema = z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, "INVALID_REGION");
const instantSchema = z.iso.datetime({ offset: true, error: "INVALID_DATE" });

/**
 * PATCH /polls/:id/election (admin, DESIGN §12): where and when the market's election is held, a
 * blackout window set by hand (which wins over the rules), and whether trading stays open for
 * signed-in users during the window. Each field replaces the stored one; null clears it.
 */
export const pollElectionBodySchema = z
  .strictObject({
    jurisdiction: z
      .strictObject({ country: countrySchema, region: regionSchema.nullable() })
      .nullable(),
    electionDate: z.iso.date({ error: "INVALID_DATE" }).nullable(),
    blackoutWindow: z.strictObject({ startsAt: instantSchema, endsAt: instantSchema }).nullable(),
    tradingOpen: z.boolean(),
  })
  .superRefine((body, context) => {
    const region = body.jurisdiction?.region;
    if (region && !region.startsWith(`${body.jurisdiction?.country}-`)) {
      context.addIssue({
        code: "custom",
        path: ["jurisdiction", "region"],
        message: "REGION_OF_ANOTHER_COUNTRY",
      });
    }
    const window = body.blackoutWindow;
    if (window && Date.parse(window.endsAt) <= Date.parse(window.startsAt)) {
      context.addIssue({
        code: "custom",
        path: ["blackoutWindow", "endsAt"],
        message: "END_BEFORE_START",
      });
    }
  });
/** `:jurisdiction` of the blackout rule calls: a country (`ES`) or a region (`AR-B`). */
export const jurisdictionParamsSchema = z.strictObject({
  jurisdiction: z.union([countrySchema, regionSchema], "INVALID_COUNTRY"),
});
/** PATCH /blackout-rules/:jurisdiction (admin): a rule, created or replaced. */
export const blackoutRuleBodySchema = z.strictObject({
  daysBefore: z
    .number("BLACKOUT_DAYS_OUT_OF_RANGE")
    .int("BLACKOUT_DAYS_OUT_OF_RANGE")
    .min(1, "BLACKOUT_DAYS_OUT_OF_RANGE")
    .max(MAX_BLACKOUT_DAYS, "BLACKOUT_DAYS_OUT_OF_RANGE"),
  lawEs: z.string().trim().min(1, "REQUIRED").max(300, "TOO_LONG"),
  lawEn: z.string().trim().min(1, "REQUIRED").max(300, "TOO_LONG"),
  timeZone: z
    .string()
    .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2}$/, "INVALID_TIME_ZONE")
    .max(64, "INVALID_TIME_ZONE"),
});
/** POST /polls/resolve (spec §7). */
export const resolvePollBodySchema = z.strictObject({ pollId: idSchema, winnerId: idSchema });
/** POST /polls/vote (spec §7). */
export const votePollBodySchema = z.strictObject({
  pollId: idSchema,
  optionId: z.string("OPTION_REQUIRED").min(1, "OPTION_REQUIRED").max(64),
});
/** GET /polls/:id/price-history. */
export const priceHistoryQuerySchema = z.strictObject({
  range: z.enum(PRICE_HISTORY_RANGES).default("1w"),
});
/** GET /polls/:id/quote: what a bet of `amount` dollars on `optionId` would get now. */
export const quoteQuerySchema = z.strictObject({
  optionId: idSchema,
  amount: betAmountField,
});

// ── Bets ───────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /bets (spec §7) plus DESIGN §2's optional slippage guards: `maxPrice` (cents, compared with
 * the average price paid) and `minShares` (shares).
 */
export const placeBetBodySchema = z.strictObject({
  pollId: idSchema,
  optionId: z.string("OPTION_NOT_AVAILABLE").min(1, "OPTION_NOT_AVAILABLE").max(64),
  amount: betAmountField,
  language: languageSchema.default("en"),
  maxPrice: z.number().positive().max(100).optional(),
  minShares: z.number().positive().max(1e9).optional(),
  /**
   * The news article a framed ticket sits in (the host page's path, DESIGN §12); recorded with
   * the embed session's verified site, ignored for the platform's own pages.
   */
  article: articlePathSchema.optional(),
  /**
   * The bet window's token (DESIGN §7: a frame that keeps no cookie sends its reader to a Pulso
   * window): the bet is credited to the publisher and article the server opened the window for.
   */
  attribution: z.string().min(16).max(128).optional(),
});
/** GET /bets/my-bets. */
export const myBetsQuerySchema = z.strictObject({ pollId: idSchema.optional() });

// ── Dashboard and leaderboard ─────────────────────────────────────────────────────────────────

/** GET /dashboard/transactions (page 1, limit 10 by default). */
export const transactionsQuerySchema = z.strictObject(pageQuery(PAGE_SIZES.dashboardTransactions));
/** GET /dashboard/betting-history (page 1, limit 10 by default). */
export const bettingHistoryQuerySchema = z.strictObject(pageQuery(PAGE_SIZES.bettingHistory));
/** GET /leaderboard. */
export const leaderboardQuerySchema = z.strictObject({
  period: z.enum(LEADERBOARD_PERIODS).default("all"),
  metric: z.enum(LEADERBOARD_METRICS).default("profit"),
  limit: z.coerce.number<number | string>("INVALID_TYPE").int().min(1).max(100).default(20),
});

// ── Comments ───────────────────────────────────────────────────────────────────────────────────

/** GET /comments/polls/:id/comments (page 1, limit 20 by default). */
export const listCommentsQuerySchema = z.strictObject(pageQuery(PAGE_SIZES.comments));
/** POST /comments/polls/:id/comments and PATCH /comments/:id. */
export const commentBodySchema = z.strictObject({ content: commentContentField });

// ── Notifications ──────────────────────────────────────────────────────────────────────────────

/** GET /notifications (page 1, limit 50). */
export const listNotificationsQuerySchema = z.strictObject({
  ...pageQuery(PAGE_SIZES.notifications),
  unread: queryBoolean.optional(),
});

// ── Suggestions ────────────────────────────────────────────────────────────────────────────────

/** POST /poll-suggestions. */
export const createSuggestionBodySchema = suggestionFormSchema.strict();
/** GET /poll-suggestions (admin). */
export const listSuggestionsQuerySchema = z.strictObject({
  ...pageQuery(20),
  status: z.enum(SUGGESTION_STATUSES).optional(),
  category: z.enum(MARKET_CATEGORIES).optional(),
});
/** PATCH /poll-suggestions/:id: the owner edits a pending one; an admin reviews. */
export const updateSuggestionBodySchema = z.strictObject({
  titleEn: optionalText(200).optional(),
  titleEs: optionalText(200).optional(),
  descriptionEn: optionalText(5000).optional(),
  descriptionEs: optionalText(5000).optional(),
  category: z.enum(MARKET_CATEGORIES).optional(),
  status: z.enum(SUGGESTION_STATUSES).optional(),
  adminNotes: optionalText(2000).optional(),
  profitSharePercentage: profitShareField.optional(),
  linkedMarketId: idSchema.optional(),
});

// ── Deposits, withdrawals ──────────────────────────────────────────────────────────────────────

/** POST /deposits (spec §7): the card processor's record, verified by the server. */
export const createDepositBodySchema = z.strictObject({
  userId: idSchema,
  amount: centsFromDollarsField,
  pixelPayTransaction: pixelPayTransactionSchema,
});
/** POST /deposits/failed (spec §7): recorded for support, never credited. */
export const failedDepositBodySchema = z.strictObject({
  userId: idSchema,
  amount: centsFromDollarsField,
  errorMessage: z.string().trim().min(1).max(500),
  pixelPayTransaction: pixelPayTransactionSchema.partial().nullable().optional(),
});
/** GET /deposits?userId&page&limit: the user's own deposits (admins: any user's), newest first. */
export const listDepositsQuerySchema = z.strictObject({
  userId: idSchema.optional(),
  ...pageQuery(PAGE_SIZES.deposits),
});
/**
 * POST /payments/sandbox/charge (DESIGN §9): the local sandbox card processor's charge, which
 * answers a signed transaction record. Luhn, expiry and the amount limits are checked by the
 * server; billing fields are optional for the sandbox.
 */
export const sandboxCardChargeBodySchema = z.strictObject({
  amount: centsFromDollarsField,
  currency: z.literal("USD", "INVALID_TYPE").default("USD"),
  cardNumber: z.string("CARD_INVALID_NUMBER").refine(isValidCardNumber, "CARD_INVALID_NUMBER"),
  cardholder: requiredText("REQUIRED", 120),
  expiryMonth: z
    .number("INVALID_DATE")
    .int("INVALID_DATE")
    .min(1, "INVALID_DATE")
    .max(12, "INVALID_DATE"),
  expiryYear: z
    .number("INVALID_DATE")
    .int("INVALID_DATE")
    .min(0, "INVALID_DATE")
    .max(2100, "INVALID_DATE"),
  cvv: z.string("CARD_INVALID_CVV").regex(/^\d{3,4}$/, "CARD_INVALID_CVV"),
  address: optionalText(200).optional(),
  city: optionalText(100).optional(),
  state: optionalText(100).optional(),
  country: optionalText(100).optional(),
  postalCode: optionalText(20).optional(),
});
/** POST /users/:id/withdrawals (spec §7: amount plus the crypto withdrawal fields). */
export const createWithdrawalBodySchema = withdrawalFormSchema.strict();

// ── Site settings ──────────────────────────────────────────────────────────────────────────────

/** GET /banners/active?lang. */
export const activeBannersQuerySchema = z.strictObject({ lang: languageSchema.default("es") });

/** A banner's image or link: an http(s) URL or a path on the platform (`/uploads/…`), or none. */
const siteUrlField = z
  .string("INVALID_URL")
  .trim()
  .max(2048, "TOO_LONG")
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(value),
    "INVALID_URL",
  );
/** An optional instant (ISO-8601 with offset); empty or null means none. */
const optionalInstantField = z.iso
  .datetime({ offset: true, error: "INVALID_DATE" })
  .nullish()
  .transform((value) => value ?? null);
const bannerShape = {
  language: languageSchema,
  title: z.string("REQUIRED").trim().min(1, "REQUIRED").max(200, "TOO_LONG"),
  subtitle: optionalText(500),
  imageUrl: siteUrlField,
  linkUrl: siteUrlField,
  order: z.number("INVALID_TYPE").int("INVALID_TYPE").min(0).max(10_000),
  active: z.boolean("INVALID_TYPE"),
  startsAt: optionalInstantField,
  endsAt: optionalInstantField,
};
/** A banner's window must not end before it starts. */
const windowInOrder = (banner: { startsAt?: string | null; endsAt?: string | null }) =>
  !banner.startsAt || !banner.endsAt || Date.parse(banner.endsAt) > Date.parse(banner.startsAt);
/** POST /banners (admin): a new banner; shown while active and inside its optional window. */
export const createBannerBodySchema = z
  .strictObject({
    ...bannerShape,
    order: bannerShape.order.default(0),
    active: bannerShape.active.default(true),
  })
  .refine(windowInOrder, { message: "END_BEFORE_START", path: ["endsAt"] });
/** PATCH /banners/:id (admin): any of the banner's fields. */
export const updateBannerBodySchema = z
  .strictObject(bannerShape)
  .partial()
  .refine(windowInOrder, { message: "END_BEFORE_START", path: ["endsAt"] });

const marketLinkShape = {
  url: z
    .string("INVALID_URL")
    .trim()
    .min(1, "INVALID_URL")
    .max(2048, "TOO_LONG")
    .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, "INVALID_URL"),
  order: z.number("INVALID_TYPE").int("INVALID_TYPE").min(0).max(10_000),
  text_en: z.string("REQUIRED").trim().min(1, "REQUIRED").max(100, "TOO_LONG"),
  text_es: z.string("REQUIRED").trim().min(1, "REQUIRED").max(100, "TOO_LONG"),
};
/** POST /market-links (admin): a new entry of the header's Markets dropdown. */
export const createMarketLinkBodySchema = z.strictObject({
  key: z
    .string("REQUIRED")
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "INVALID_TYPE"),
  ...marketLinkShape,
});
/** PATCH /market-links/:id (admin; `:id` is the link's key). */
export const updateMarketLinkBodySchema = z.strictObject(marketLinkShape).partial();

const localizedTextsBody = z.strictObject({
  en: z.string().trim().max(500, "TOO_LONG").optional(),
  es: z.string().trim().max(500, "TOO_LONG").optional(),
});
const footerTextField = (max: number) => z.string("REQUIRED").trim().max(max, "TOO_LONG");
const footerUrlField = footerTextField(2048).regex(
  /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*|mailto:[^\s]+)$/i,
  "INVALID_URL",
);
/** PATCH /uiconfig/footer-settings (admin): the whole footer configuration, replaced. */
export const updateFooterSettingsBodySchema = z.strictObject({
  configKey: z.string("REQUIRED").trim().min(1, "REQUIRED").max(64, "TOO_LONG"),
  platform: z.strictObject({
    nameTranslationKey: footerTextField(100).optional(),
    defaultName: footerTextField(100).min(1, "REQUIRED"),
    descriptionTranslationKey: footerTextField(100).optional(),
    defaultDescription: footerTextField(1000),
    descriptionSpanish: footerTextField(1000).optional(),
  }),
  socialMedia: z.strictObject({
    twitter: footerUrlField.optional(),
    discord: footerUrlField.optional(),
    facebook: footerUrlField.optional(),
    instagram: footerUrlField.optional(),
    whatsapp: footerUrlField.optional(),
  }),
  copyright: z.strictObject({ localizedTexts: localizedTextsBody, showYear: z.boolean() }),
  linkGroups: z
    .array(
      z.strictObject({
        id: footerTextField(64).min(1, "REQUIRED"),
        localizedTitles: localizedTextsBody,
        links: z
          .array(
            z.strictObject({
              id: footerTextField(64).min(1, "REQUIRED"),
              url: footerUrlField,
              localizedTexts: localizedTextsBody,
            }),
          )
          .max(20, "TOO_LONG"),
      }),
    )
    .max(10, "TOO_LONG"),
});

/** POST /metrics/web-vitals: one report from a page (the web-vitals library's fields). */
export const webVitalBodySchema = z
  .strictObject({
    name: z.enum(WEB_VITAL_NAMES, "INVALID_TYPE"),
    value: z.number("INVALID_TYPE").min(0, "INVALID_TYPE"),
    rating: z.enum(WEB_VITAL_RATINGS, "INVALID_TYPE").optional(),
    id: z.string().max(100, "TOO_LONG").optional(),
    path: z.string().trim().max(500, "TOO_LONG").optional(),
  })
  .refine((report) => report.value <= WEB_VITAL_MAX[report.name], {
    message: "INVALID_TYPE",
    path: ["value"],
  });
/** GET /metrics/web-vitals (admin). */
export const listWebVitalsQuerySchema = z.strictObject({
  ...pageQuery(50),
  name: z.enum(WEB_VITAL_NAMES, "INVALID_TYPE").optional(),
});

/** Request body types as the client sends them. */
export type SignupBody = z.input<typeof signupBodySchema>;
export type LoginBody = z.input<typeof loginBodySchema>;
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>;
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;
export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBodySchema>;
export type UpdateNotificationSettingsBody = z.input<typeof updateNotificationSettingsBodySchema>;
export type ListPollsQuery = z.input<typeof listPollsQuerySchema>;
/** GET /polls/batch query. */
export type PollBatchQuery = z.input<typeof pollBatchQuerySchema>;
export type CreatePollBody = z.input<typeof createPollBodySchema>;
export type UpdatePollBody = z.input<typeof updatePollBodySchema>;
export type PollElectionBody = z.input<typeof pollElectionBodySchema>;
export type BlackoutRuleBody = z.input<typeof blackoutRuleBodySchema>;
export type ResolvePollBody = z.input<typeof resolvePollBodySchema>;
export type VotePollBody = z.input<typeof votePollBodySchema>;
export type PriceHistoryQuery = z.input<typeof priceHistoryQuerySchema>;
export type QuoteQuery = z.input<typeof quoteQuerySchema>;
export type PlaceBetBody = z.input<typeof placeBetBodySchema>;
export type MyBetsQuery = z.input<typeof myBetsQuerySchema>;
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;
export type BettingHistoryQuery = z.input<typeof bettingHistoryQuerySchema>;
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;
export type ListCommentsQuery = z.input<typeof listCommentsQuerySchema>;
export type CommentBody = z.input<typeof commentBodySchema>;
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;
export type CreateSuggestionBody = z.input<typeof createSuggestionBodySchema>;
export type ListSuggestionsQuery = z.input<typeof listSuggestionsQuerySchema>;
export type UpdateSuggestionBody = z.input<typeof updateSuggestionBodySchema>;
export type CreateDepositBody = z.input<typeof createDepositBodySchema>;
export type FailedDepositBody = z.input<typeof failedDepositBodySchema>;
export type ListDepositsQuery = z.input<typeof listDepositsQuerySchema>;
export type SandboxCardChargeBody = z.input<typeof sandboxCardChargeBodySchema>;
export type CreateWithdrawalBody = z.input<typeof createWithdrawalBodySchema>;
export type ActiveBannersQuery = z.input<typeof activeBannersQuerySchema>;

// ── Embed (DESIGN §7) ──────────────────────────────────────────────────────────────────────────

/** The highest caps a reader may approve for one news site, in cents. */
export const EMBED_LIMITS_CENTS = { perBet: 50_000, daily: 200_000 } as const;

/** POST /embed/sessions/code: the news site's origin and the caps the reader approves. */
export const embedCodeBodySchema = z
  .strictObject({
    origin: z.string("REQUIRED").trim().min(1, "REQUIRED").max(200, "TOO_LONG"),
    perBetLimit: centsFromDollarsField.refine(
      (cents) => cents > 0 && cents <= EMBED_LIMITS_CENTS.perBet,
      "AMOUNT_INVALID",
    ),
    dailyLimit: centsFromDollarsField.refine(
      (cents) => cents > 0 && cents <= EMBED_LIMITS_CENTS.daily,
      "AMOUNT_INVALID",
    ),
  })
  .refine((body) => body.perBetLimit <= body.dailyLimit, {
    message: "AMOUNT_INVALID",
    path: ["perBetLimit"],
  });
/** POST /embed/sessions/exchange: the single-use code the sign-in popup handed the frame. */
export const embedExchangeBodySchema = z.strictObject({
  code: z.string("REQUIRED").min(16, "EMBED_CODE_INVALID").max(256, "EMBED_CODE_INVALID"),
});
/** GET /oembed (oEmbed 1.0): not strict, as consumers add their own parameters (`dnt`, …). */
export const oEmbedQuerySchema = z.object({
  url: z.string("REQUIRED").trim().min(1, "REQUIRED").max(2048, "TOO_LONG"),
  maxwidth: z.coerce.number<number | string>().int().positive().max(10_000).optional(),
  maxheight: z.coerce.number<number | string>().int().positive().max(10_000).optional(),
  format: z.enum(["json", "xml"]).default("json"),
});

export type EmbedCodeBody = z.input<typeof embedCodeBodySchema>;
export type EmbedExchangeBody = z.input<typeof embedExchangeBodySchema>;
export type OEmbedQuery = z.input<typeof oEmbedQuerySchema>;
export type CreateBannerBody = z.input<typeof createBannerBodySchema>;
export type UpdateBannerBody = z.input<typeof updateBannerBodySchema>;
export type CreateMarketLinkBody = z.input<typeof createMarketLinkBodySchema>;
export type UpdateMarketLinkBody = z.input<typeof updateMarketLinkBodySchema>;
export type UpdateFooterSettingsBody = z.input<typeof updateFooterSettingsBodySchema>;
export type WebVitalBody = z.input<typeof webVitalBodySchema>;
export type ListWebVitalsQuery = z.input<typeof listWebVitalsQuerySchema>;
