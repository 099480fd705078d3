import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database";

/** The demo data set's promotional banners (DESIGN §4): two per language, always on. */
const DEMO_BANNERS = [
  {
    language: "es",
    title: "Elecciones 2026: opina con tu pronóstico",
    subtitle: "Compra y vende acciones de cada resultado en tiempo real.",
    linkUrl: "/markets/presidential",
  },
  {
    language: "es",
    title: "Sugiere una encuesta y gana",
    subtitle: "Si tu idea se convierte en mercado, recibes parte de las comisiones.",
    linkUrl: "/suggest-poll",
  },
  {
    language: "en",
    title: "Election 2026: trade on your forecast",
    subtitle: "Buy and sell shares of every outcome in real time.",
    linkUrl: "/markets/presidential",
  },
  {
    language: "en",
    title: "Suggest a poll and earn",
    subtitle: "If your idea becomes a market, you get a share of its fees.",
    linkUrl: "/suggest-poll",
  },
] as const;

/** Stores the demo banners (market links and the footer come from migration 0007 and code). */
export async function seedDemoBanners(db: Queryable): Promise<void> {
  for (const [index, banner] of DEMO_BANNERS.entries()) {
    await db.query(
      `INSERT INTO banners (id, language, title, subtitle, link_url, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), banner.language, banner.title, banner.subtitle, banner.linkUrl, index],
    );
  }
}
