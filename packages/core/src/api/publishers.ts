import { z } from "zod";
import { WIDGET_THEMES } from "../constants/embed";
import {
  ARTICLE_PATH_PATTERN,
  isSiteOrigin,
  MAX_ARTICLE_PATH_LENGTH,
  MAX_BEACON_INTERACTIONS,
  MAX_BEACON_VIEWS,
  MAX_PUBLISHER_ORIGINS,
  MAX_PUBLISHER_SHARE_PERCENT,
  PUBLISHER_STATUSES,
} from "../constants/publishers";
import {
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  languageSchema,
  successEnvelope,
} from "../entities/common";
import { centsFromDollarsField, emailField, requiredText } from "../validation/fields";

// Publishers (DESIGN §12): news sites that embed Pulso, with their origins, members, revenue
// share, balance (`publisher:<id>` in the ledger) and figures.

/**
 * An article as Pulso records it: the host page's path without query string or fragment, e.g.
 * `/politica/2026/elecciones`. A path the element reports is cut to this shape by
 * `articlePathOf`; the server accepts only this shape.
 */
export const articlePathSchema = z
  .string("INVALID_ARTICLE")
  .max(MAX_ARTICLE_PATH_LENGTH, "INVALID_ARTICLE")
  .regex(ARTICLE_PATH_PATTERN, "INVALID_ARTICLE");

/** A site's origin as a publisher registers it: `https://host[:port]`, nothing after. */
export const publisherOriginField = z
  .string("INVALID_ORIGIN")
  .trim()
  .max(200, "INVALID_ORIGIN")
  .transform((value) => value.replace(/\/$/, "").toLowerCase())
  .refine(isSiteOrigin, "INVALID_ORIGIN");

/** The revenue share in percent (0–50, two decimals at most); the server keeps basis points. */
export const sharePercentField = z
  .number("INVALID_SHARE")
  .min(0, "INVALID_SHARE")
  .max(MAX_PUBLISHER_SHARE_PERCENT, "INVALID_SHARE")
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, "INVALID_SHARE");

/** Someone who belongs to a publisher (admins see members; the console shows the same list). */
export const publisherMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
});

/** A publisher as admins and its members see it. */
export const publisherSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactEmail: z.string(),
  defaultLanguage: languageSchema,
  defaultTheme: z.enum(WIDGET_THEMES),
  origins: z.array(z.string()),
  sharePercent: z.number(),
  status: z.enum(PUBLISHER_STATUSES),
  /** What the ledger owes the publisher (`publisher:<id>`), in dollars. */
  balance: z.number(),
  /** Everything paid out to it so far, in dollars. */
  paidOut: z.number(),
  members: z.array(publisherMemberSchema),
  createdAt: isoDateTimeSchema,
});

/** One day's figures (UTC days): counts, and dollar amounts. */
export const publisherDayFiguresSchema = z.object({
  day: isoDateSchema,
  /** Widgets that stayed at least one second on screen. */
  views: z.number().int(),
  /** Clicks and key presses inside the widgets. */
  interactions: z.number().int(),
  /** Embed sessions readers approved for the publisher's sites. */
  signIns: z.number().int(),
  bets: z.number().int(),
  volume: z.number(),
  fees: z.number(),
  /** The publisher's share of those fees (credited when each market resolves). */
  share: z.number(),
});

/** One article's figures over the period; only articles with ARTICLE_MIN_READERS readers. */
export const publisherArticleFiguresSchema = publisherDayFiguresSchema
  .omit({ day: true, signIns: true })
  .extend({ path: z.string(), readers: z.number().int() });

/** GET /publishers/:id/figures: per day (every day of the period), per article, and totals. */
export const publisherFiguresSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  days: z.array(publisherDayFiguresSchema),
  articles: z.array(publisherArticleFiguresSchema),
  /** Articles left out for having fewer readers than ARTICLE_MIN_READERS. */
  hiddenArticles: z.number().int(),
  totals: publisherDayFiguresSchema.omit({ day: true }),
  /** Shares credited at resolution so far (all time), in dollars. */
  earned: z.number(),
});

// ── Requests ─────────────────────────────────────────────────────────────────────────────────

const publisherFields = {
  name: requiredText("NAME_REQUIRED", 100),
  contactEmail: emailField,
  defaultLanguage: languageSchema,
  defaultTheme: z.enum(WIDGET_THEMES),
  origins: z.array(publisherOriginField).max(MAX_PUBLISHER_ORIGINS, "TOO_MANY_ORIGINS"),
  sharePercent: sharePercentField,
};

/** POST /admin/publishers: a new publisher, `pending` until an admin approves it. */
export const createPublisherBodySchema = z.strictObject({
  ...publisherFields,
  defaultLanguage: publisherFields.defaultLanguage.default("es"),
  defaultTheme: publisherFields.defaultTheme.default("auto"),
  origins: publisherFields.origins.default([]),
  sharePercent: publisherFields.sharePercent.default(0),
});

/** PATCH /admin/publishers/:id: any of the fields, and the status (approve, suspend, reinstate). */
export const updatePublisherBodySchema = z
  .strictObject({
    name: publisherFields.name.optional(),
    contactEmail: publisherFields.contactEmail.optional(),
    defaultLanguage: publisherFields.defaultLanguage.optional(),
    defaultTheme: publisherFields.defaultTheme.optional(),
    origins: publisherFields.origins.optional(),
    sharePercent: publisherFields.sharePercent.optional(),
    status: z.enum(PUBLISHER_STATUSES).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "REQUIRED",
  });

/** POST /admin/publishers/:id/members: adds an existing user by e-mail. */
export const addPublisherMemberBodySchema = z.strictObject({ email: emailField });

/** `:id/members/:userId`. */
export const publisherMemberParamsSchema = z.strictObject({ id: idSchema, userId: idSchema });

/**
 * POST /admin/publishers/:id/payouts (idempotent): records money paid to the publisher, moving it
 * from `publisher:<id>` out of the platform; at most the balance.
 */
export const payPublisherBodySchema = z.strictObject({
  amount: centsFromDollarsField.refine((cents) => cents > 0, "AMOUNT_INVALID"),
  /** The bank transfer's reference, for the books. */
  note: z.string().trim().max(200, "TOO_LONG").default(""),
});

/** GET /publishers/:id/figures: a period of UTC days, the last 30 by default. */
export const publisherFiguresQuerySchema = z
  .strictObject({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "INVALID_PERIOD",
    path: ["to"],
  });

/**
 * POST /embed/beacon: one page's widget views and interactions, sent once per page (on leaving
 * or hiding it) with no cookie; the publisher is the browser-set `Origin`. Sent as `text/plain`
 * so no preflight is needed; the server parses it as this JSON.
 */
export const embedBeaconBodySchema = z.strictObject({
  path: articlePathSchema,
  views: z
    .array(
      z.strictObject({
        widget: z.string().regex(/^[a-z-]{2,32}$/, "INVALID_TYPE"),
        market: idSchema.optional(),
      }),
    )
    .max(MAX_BEACON_VIEWS, "TOO_LONG"),
  interactions: z.number().int().min(0).max(MAX_BEACON_INTERACTIONS),
});

// ── Responses ────────────────────────────────────────────────────────────────────────────────

/** `data.publisher`. */
export const publisherResponseSchema = successEnvelope(z.object({ publisher: publisherSchema }));
/** `data.publishers`. */
export const publishersResponseSchema = successEnvelope(
  z.object({ publishers: z.array(publisherSchema) }),
);
/** `data.figures`. */
export const publisherFiguresResponseSchema = successEnvelope(
  z.object({ figures: publisherFiguresSchema }),
);

export type PublisherMember = z.infer<typeof publisherMemberSchema>;
export type Publisher = z.infer<typeof publisherSchema>;
export type PublisherDayFigures = z.infer<typeof publisherDayFiguresSchema>;
export type PublisherArticleFigures = z.infer<typeof publisherArticleFiguresSchema>;
export type PublisherFigures = z.infer<typeof publisherFiguresSchema>;
export type CreatePublisherBody = z.input<typeof createPublisherBodySchema>;
export type UpdatePublisherBody = z.input<typeof updatePublisherBodySchema>;
export type AddPublisherMemberBody = z.input<typeof addPublisherMemberBodySchema>;
export type PayPublisherBody = z.input<typeof payPublisherBodySchema>;
export type PublisherFiguresQuery = z.input<typeof publisherFiguresQuerySchema>;
export type EmbedBeaconBody = z.input<typeof embedBeaconBodySchema>;
