import type { FooterConfig } from "@pulso/core";

/**
 * The footer served until an admin stores one (and again after they delete theirs), so the
 * portal's footer never fails on a fresh installation.
 */
export const DEFAULT_FOOTER: FooterConfig = {
  configKey: "main",
  platform: {
    nameTranslationKey: "footer.platformName",
    defaultName: "Pulso",
    descriptionTranslationKey: "footer.platformDescription",
    defaultDescription:
      "Prediction markets and polls on elections and politics. Trade on what you think will happen.",
    descriptionSpanish:
      "Mercados de predicción y encuestas sobre elecciones y política. Opina con lo que crees que pasará.",
  },
  socialMedia: {
    twitter: "https://twitter.com/pulso",
    discord: "https://www.tiktok.com/@pulso",
    facebook: "https://www.facebook.com/pulso",
    instagram: "https://www.instagram.com/pulso",
    whatsapp: "https://wa.me/15555550100",
  },
  copyright: {
    localizedTexts: {
      en: "Pulso. All rights reserved.",
      es: "Pulso. Todos los derechos reservados.",
    },
    showYear: true,
  },
  linkGroups: [
    {
      id: "markets",
      localizedTitles: { en: "Markets", es: "Mercados" },
      links: [
        { id: "all", url: "/markets/all", localizedTexts: { en: "All markets", es: "Todos" } },
        {
          id: "presidential",
          url: "/markets/presidential",
          localizedTexts: { en: "Presidential", es: "Presidenciales" },
        },
      ],
    },
    {
      id: "help",
      localizedTitles: { en: "Help", es: "Ayuda" },
      links: [
        {
          id: "how-it-works",
          url: "/how-it-works",
          localizedTexts: { en: "How it works", es: "Cómo funciona" },
        },
        {
          id: "support",
          url: "/support/tickets",
          localizedTexts: { en: "Support", es: "Soporte" },
        },
      ],
    },
  ],
};
