import type { SuggestionStatus } from "@pulso/core";
import type { NewNotification } from "../notifications/service";
import type { SuggestionRow } from "./suggestionRow";

const TEXTS: Record<
  Exclude<SuggestionStatus, "pending">,
  { type: NewNotification["type"]; es: [string, string]; en: [string, string] }
> = {
  approved: {
    type: "success",
    es: [
      "Sugerencia aprobada",
      "Tu sugerencia «{title}» fue aprobada. Tu participación: {share}%.",
    ],
    en: ["Suggestion approved", 'Your suggestion "{title}" was approved. Your share: {share}%.'],
  },
  rejected: {
    type: "warning",
    es: ["Sugerencia rechazada", "Tu sugerencia «{title}» no fue aprobada.{notes}"],
    en: ["Suggestion rejected", 'Your suggestion "{title}" was not approved.{notes}'],
  },
  created: {
    type: "success",
    es: ["¡Tu mercado está publicado!", "Creamos un mercado a partir de tu sugerencia «{title}»."],
    en: ["Your market is live!", 'We created a market from your suggestion "{title}".'],
  },
};

/**
 * The notification telling a suggester that their suggestion's status changed (approved with
 * the share, rejected with the admin's notes, or turned into a market with a link to it).
 */
export function suggestionStatusNotice(row: SuggestionRow): NewNotification | null {
  if (row.status === "pending") return null;
  const texts = TEXTS[row.status];
  // One pass with a function, so a title holding `{notes}` or `$&` is kept as typed.
  const fill = (template: string, language: "es" | "en") => {
    const values: Record<string, string> = {
      title: language === "es" ? (row.title_es ?? row.title_en) : row.title_en,
      share: String((row.profit_share_bps ?? 0) / 100),
      notes: row.admin_notes ? ` ${row.admin_notes}` : "",
    };
    return template.replace(/\{(title|share|notes)\}/g, (_, key: string) => values[key] ?? "");
  };
  const market = row.status === "created" && row.linked_market_id;
  return {
    userId: row.user_id,
    type: texts.type,
    topic: "suggestions",
    es: {
      title: texts.es[0],
      message: fill(texts.es[1], "es"),
      ...(market ? { actionLabel: "Ver mercado" } : {}),
    },
    en: {
      title: texts.en[0],
      message: fill(texts.en[1], "en"),
      ...(market ? { actionLabel: "View market" } : {}),
    },
    actionUrl: market ? `/market/${market}` : "/suggest-poll",
    metadata: { suggestionId: row.id, status: row.status },
  };
}
