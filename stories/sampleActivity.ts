import type {
  Comment,
  Leaderboard,
  LeaderboardEntry,
  Notification,
  NotificationType,
  User,
} from "@pulso/core";
import { sampleNotification, sampleUser } from "@pulso/core/testing";
import { STORY_NOW } from "./sampleMarkets";

/**
 * The people around the sample markets: the signed-in reader, their notifications, the
 * leaderboard and a comment thread, in both languages where the server writes the text.
 */

/** The signed-in reader: Ana, with $100 to bet. */
export function storyUser(overrides: Partial<User> = {}): User {
  return sampleUser({ _id: "u_me", name: "Ana Pérez", balance: 100, ...overrides });
}

/** Texts of the sample notifications, in both languages, by type. */
const NOTIFICATION_TEXTS: readonly {
  type: NotificationType;
  es: { title: string; message: string };
  en: { title: string; message: string };
  actionUrl: string | null;
}[] = [
  {
    type: "success",
    es: { title: "¡Mercado resuelto!", message: "Se resolvió un mercado en el que apostaste." },
    en: { title: "Market Resolved!", message: "A market you bet on has been resolved." },
    actionUrl: "/polls/m_1",
  },
  {
    type: "info",
    es: { title: "Depósito recibido", message: "Tu depósito de $50.00 está confirmado." },
    en: { title: "Deposit received", message: "Your $50.00 deposit is confirmed." },
    actionUrl: "https://example.com/receipt",
  },
  {
    type: "warning",
    es: { title: "Un mercado cierra pronto", message: "«Participación > 60 %» cierra mañana." },
    en: { title: "A market closes soon", message: "“Turnout > 60%” closes tomorrow." },
    actionUrl: "/polls/m_2",
  },
  {
    type: "error",
    es: { title: "Retiro rechazado", message: "Revisa los datos de tu billetera." },
    en: { title: "Withdrawal declined", message: "Check your wallet details." },
    actionUrl: null,
  },
];

/** `count` notifications, newest first, every 40 minutes; the first `unread` are unread. */
export function storyNotifications(count: number, unread: number): Notification[] {
  return Array.from({ length: count }, (_, index) => {
    const texts = NOTIFICATION_TEXTS[index % NOTIFICATION_TEXTS.length]!;
    return sampleNotification({
      _id: `n_${index + 1}`,
      type: texts.type,
      title: texts.en.title,
      message: texts.en.message,
      read: index >= unread,
      createdAt: new Date(STORY_NOW - (index + 1) * 40 * 60 * 1000).toISOString(),
      actionUrl: texts.actionUrl,
      actionLabel: null,
      metadata: { translations: { es: texts.es, en: texts.en } },
    });
  });
}

const TRADERS = [
  "Lucía Fernández",
  "Mateo Rojas",
  "Valentina Cruz",
  "Diego Morales",
  "Camila Herrera",
  "Santiago Vega",
  "Isabella Castro",
  "Nicolás Ortiz",
  "Mariana Silva",
  "Sebastián Núñez",
];

function traderRow(rank: number, name: string, userId = `u_${rank}`): LeaderboardEntry {
  return {
    rank,
    userId,
    name,
    profit: Math.round((2400 / rank - 35) * 100) / 100,
    volume: Math.round(18_000 / Math.sqrt(rank)),
    winRate: Math.max(35, 78 - rank * 3),
    bets: Math.max(4, 120 - rank * 7),
  };
}

/** A leaderboard's top `limit`, with the reader's own row at `myRank` (null: not ranked). */
export function storyLeaderboard(
  filters: Pick<Leaderboard, "period" | "metric">,
  limit: number,
  myRank: number | null,
): Leaderboard {
  const me = storyUser();
  const entries = TRADERS.slice(0, limit).map((name, index) =>
    index + 1 === myRank ? traderRow(index + 1, me.name, me._id) : traderRow(index + 1, name),
  );
  return {
    ...filters,
    entries,
    me: myRank === null ? null : traderRow(myRank, me.name, me._id),
    updatedAt: new Date(STORY_NOW).toISOString(),
  };
}

/** What readers write under a market: their own words, in their own language. */
const COMMENT_LINES: readonly { name: string; content: string }[] = [
  {
    name: "Luis Gómez",
    content: "¿Alguien vio el último sondeo? La candidata A sube tres puntos.",
  },
  { name: "Marta Ruiz", content: "Creo que sí gana, pero la participación será clave." },
  { name: "Sam Carter", content: "Turnout in the north looks strong this year." },
  { name: "Paula Díaz", content: "El debate del jueves puede cambiarlo todo." },
  { name: "Jorge Lima", content: "62¢ me parece caro todavía; espero a la segunda encuesta." },
  { name: "Emily Chen", content: "The resolution source is clear, which I like." },
];

/**
 * `count` comments on `pollId`, newest first, every 25 minutes; every fifth is the reader's own
 * (`storyUser`), so the edit and delete actions show.
 */
export function storyComments(pollId: string, count: number): Comment[] {
  const me = storyUser();
  return Array.from({ length: count }, (_, index) => {
    const line = COMMENT_LINES[index % COMMENT_LINES.length]!;
    const mine = index % 5 === 2;
    const at = new Date(STORY_NOW - (index + 1) * 25 * 60 * 1000).toISOString();
    return {
      _id: `c_${index + 1}`,
      pollId,
      user: mine ? { _id: me._id, name: me.name } : { _id: `u_c${index}`, name: line.name },
      content: mine ? "Mi apuesta va por el Sí, los números acompañan." : line.content,
      upvotes: ((index * 7) % 12) + 1,
      downvotes: (index * 3) % 4,
      myVote: index === 0 ? "up" : null,
      edited: index === 3,
      createdAt: at,
      updatedAt: at,
    };
  });
}
