import { z } from "zod";
import { idSchema, languageSchema } from "./common";

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
