import { z } from "zod";
import { idSchema, isoDateTimeSchema, languageSchema } from "./common";
import { WEB_VITAL_NAMES, WEB_VITAL_RATINGS } from "../constants/webVitals";

/** A promotional banner (spec §3 "Banner"). */
export const bannerSchema = z.object({
  _id: idSchema,
  language: languageSchema,
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  order: z.number().int(),
  active: z.boolean(),
});
/** A banner. */
export type Banner = z.infer<typeof bannerSchema>;

/** An entry of the header's Markets dropdown (spec §3 "Market link"). */
export const marketLinkSchema = z.object({
  key: z.string(),
  url: z.string(),
  order: z.number().int(),
  text_en: z.string(),
  text_es: z.string(),
});
/** A market link. */
export type MarketLink = z.infer<typeof marketLinkSchema>;

const localizedTextsSchema = z.object({ en: z.string().optional(), es: z.string().optional() });

/** The footer configuration (spec §3 "Footer config"). */
export const footerConfigSchema = z.object({
  configKey: z.string(),
  platform: z.object({
    nameTranslationKey: z.string().optional(),
    defaultName: z.string(),
    descriptionTranslationKey: z.string().optional(),
    defaultDescription: z.string(),
    descriptionSpanish: z.string().optional(),
  }),
  socialMedia: z.object({
    twitter: z.string().optional(),
    /** Shown as TikTok (spec §2). */
    discord: z.string().optional(),
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    whatsapp: z.string().optional(),
  }),
  copyright: z.object({
    localizedTexts: localizedTextsSchema,
    showYear: z.boolean(),
  }),
  linkGroups: z.array(
    z.object({
      id: z.string(),
      localizedTitles: localizedTextsSchema,
      links: z.array(
        z.object({
          id: z.string(),
          url: z.string(),
          localizedTexts: localizedTextsSchema,
        }),
      ),
    }),
  ),
});
/** The footer configuration. */
export type FooterConfig = z.infer<typeof footerConfigSchema>;

/** A banner as an admin manages it: the public fields plus its active window and counters. */
export const adminBannerSchema = bannerSchema.extend({
  startsAt: isoDateTimeSchema.nullable(),
  endsAt: isoDateTimeSchema.nullable(),
  views: z.number().int(),
  clicks: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
/** A banner with its admin-only fields. */
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** One stored web-vital report, as an admin lists it. */
export const webVitalSchema = z.object({
  _id: idSchema,
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number(),
  rating: z.enum(WEB_VITAL_RATINGS).nullable(),
  path: z.string().nullable(),
  createdAt: z.string(),
});
/** A stored web-vital report. */
export type WebVital = z.infer<typeof webVitalSchema>;

/** Per metric: how many reports and their 75th percentile (the Core Web Vitals threshold). */
export const webVitalSummarySchema = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  count: z.number().int(),
  p75: z.number().nullable(),
});
/** The summary of one metric. */
export type WebVitalSummary = z.infer<typeof webVitalSummarySchema>;
