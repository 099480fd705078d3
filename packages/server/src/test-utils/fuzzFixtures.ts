import { randomBytes } from "node:crypto";
import type { EndpointName } from "@pulso/core";
import { createSession } from "../auth/sessions";
import { hashToken } from "../auth/tokens";
import { createTestMarket } from "../bets/test-utils/markets";
import { fundUser } from "../bets/test-utils/money";
import { sampleFile, ticketBody } from "../tickets/test-utils/ticketFixtures";
import type { FuzzHints } from "./fuzzSchema";
import type { FuzzIdentity } from "./fuzzRequest";
import type { TestServer } from "./testServer";

/** The kinds of rows whose ids the fuzzer sends as path parameters. */
export type FuzzIdKind =
  | "market"
  | "poll"
  | "bet"
  | "comment"
  | "notification"
  | "suggestion"
  | "ticket"
  | "attachment"
  | "banner"
  | "marketLink"
  | "user"
  | "withdrawal"
  | "cryptoPayment"
  | "embedSession"
  | "resetToken"
  | "verificationToken"
  | "jurisdiction"
  | "publisher";

/**
 * The kind of row each operation's path parameter names, or `null` for an operation without
 * one. Every operation of the document must be here: a new route fails the fuzz test until it
 * is added, so none is skipped silently.
 */
export const FUZZ_PATH_IDS: Record<EndpointName, FuzzIdKind | null> = {
  signup: null,
  login: null,
  logout: null,
  updateMyPassword: null,
  forgotPassword: null,
  resetPassword: "resetToken",
  verifyEmail: "verificationToken",
  resendVerification: null,
  getSession: null,
  getMe: null,
  updateMe: null,
  getNotificationSettings: null,
  updateNotificationSettings: null,
  listUsers: null,
  getUser: "user",
  updateUser: "user",
  listPolls: null,
  getPollBatch: null,
  getPoll: "market",
  createPoll: null,
  updatePoll: "market",
  deletePoll: "market",
  setPollElection: "market",
  listBlackoutRules: null,
  saveBlackoutRule: "jurisdiction",
  deleteBlackoutRule: "jurisdiction",
  resolvePoll: null,
  cancelPoll: "market",
  getPollBets: "market",
  votePoll: null,
  getPollResults: "poll",
  stopPoll: "market",
  playPoll: "market",
  getPriceHistory: "market",
  getSimilarPolls: "market",
  getQuote: "market",
  getMyBets: null,
  placeBet: null,
  getBet: "bet",
  getDashboard: null,
  getDashboardStats: null,
  getDashboardChartData: null,
  getAllDashboardCharts: null,
  getDashboardChart: null,
  getTransactions: null,
  getBettingHistory: null,
  getActiveBets: null,
  getLeaderboard: null,
  getPlatformStats: null,
  listComments: "market",
  createComment: "market",
  upvoteComment: "comment",
  downvoteComment: "comment",
  updateComment: "comment",
  deleteComment: "comment",
  listNotifications: null,
  getUnreadCount: null,
  markNotificationRead: "notification",
  markAllNotificationsRead: null,
  deleteNotification: "notification",
  clearNotifications: null,
  getMySuggestions: null,
  createSuggestion: null,
  listSuggestions: null,
  getSuggestion: "suggestion",
  updateSuggestion: "suggestion",
  deleteSuggestion: "suggestion",
  createDeposit: null,
  recordFailedDeposit: null,
  listDeposits: null,
  chargeSandboxCard: null,
  getActiveBanners: null,
  recordBannerView: "banner",
  recordBannerClick: "banner",
  createWithdrawal: "user",
  listWithdrawals: "user",
  listAdminWithdrawals: null,
  approveWithdrawal: "withdrawal",
  rejectWithdrawal: "withdrawal",
  createCryptoPayment: null,
  getCryptoNetworks: null,
  getCryptoPayment: "cryptoPayment",
  getMarketLinks: null,
  getFooterSettings: null,
  listBanners: null,
  createBanner: null,
  updateBanner: "banner",
  deleteBanner: "banner",
  createMarketLink: null,
  updateMarketLink: "marketLink",
  deleteMarketLink: "marketLink",
  updateFooterSettings: null,
  resetFooterSettings: null,
  recordWebVital: null,
  listWebVitals: null,
  createTicket: null,
  listMyTickets: null,
  listAllTickets: null,
  getTicket: "ticket",
  replyToTicket: "ticket",
  updateTicket: "ticket",
  downloadTicketAttachment: "attachment",
  createEmbedCode: null,
  exchangeEmbedCode: null,
  listEmbedSessions: null,
  revokeEmbedSession: "embedSession",
  getEmbedAccess: null,
  getOEmbed: null,
  recordEmbedViews: null,
  listPublishers: null,
  createPublisher: null,
  updatePublisher: "publisher",
  addPublisherMember: "publisher",
  removePublisherMember: "publisher",
  payPublisher: "publisher",
  listMyPublishers: null,
  getPublisherFigures: "publisher",
};

/** The accounts requests are sent as, with sessions the harness keeps alive. */
interface FuzzAccount {
  userId: string;
  email: string;
  role: "user" | "admin";
  token: string;
}

/** The world the fuzzer runs in: accounts, one row of every kind, and how to sign requests. */
export interface FuzzWorld {
  ids: Record<FuzzIdKind, string[]>;
  hints: FuzzHints;
  /** The headers that make a request come from an identity. */
  credentials(identity: FuzzIdentity): Record<string, string>;
  /**
   * After a request that succeeded and may have signed someone out, demoted or disabled them,
   * puts the accounts back as they were (new sessions, role, access) so later requests still
   * reach past authentication.
   */
  restoreAccounts(): Promise<void>;
}

/**
 * Builds a small world through the API the way users would: a funded reader who bet, voted,
 * commented, suggested, opened a ticket with an attachment and approved an embed; another user
 * with their own rows; an admin with a banner and a market link.
 */
export async function createFuzzWorld(server: TestServer): Promise<FuzzWorld> {
  const admin = await server.admin();
  const reader = await server.signup();
  const other = await server.signup();
  await fundUser(server, reader.userId, 50_000);
  await fundUser(server, other.userId, 50_000);
  const adminMe = await admin.api.getMe();

  const market = await createTestMarket(server, admin);
  const poll = await createTestMarket(server, admin, { kind: "poll" });
  await reader.api.placeBet({
    pollId: market.id,
    optionId: market.optionIds[0] ?? "",
    amount: 5,
  });
  await other.api.placeBet({ pollId: market.id, optionId: market.optionIds[1] ?? "", amount: 6 });
  await reader.api.votePoll({ pollId: poll.id, optionId: poll.optionIds[0] ?? "" });
  const comments = [
    await reader.api.createComment(market.id, { content: "Comentario de la lectora" }),
    await other.api.createComment(market.id, { content: "Comentario de otra persona" }),
  ];
  const suggestionBody = {
    titleEn: "Who wins the Senate race?",
    descriptionEn: "A market on the 2026 Senate race in Nevada.",
    category: "congressional" as const,
  };
  const suggestions = [
    await reader.api.createSuggestion(suggestionBody),
    await other.api.createSuggestion(suggestionBody),
  ];
  const ticket = await reader.api.createTicket(ticketBody(), [sampleFile("pdf")]);
  const otherTicket = await other.api.createTicket(ticketBody());
  // An admin's reply notifies the owner: the reader has a notification to read and delete.
  await admin.api.replyToTicket(ticket._id, { content: "Lo revisamos hoy." });
  const banner = await admin.api.createBanner({ language: "es", title: "Aviso" });
  const link = await admin.api.createMarketLink({
    key: "fuzz-link",
    url: "/markets/congressional",
    order: 9,
    text_en: "Senate",
    text_es: "Senado",
  });
  const { code } = await reader.api.createEmbedCode({
    origin: "https://diario.example",
    perBetLimit: 10,
    dailyLimit: 20,
  });
  await fetch(`${server.baseURL}/embed/sessions/exchange`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({ code }),
  });
  // A publisher with a site, the reader as its member, approved by the admin.
  const publisher = await admin.api.createPublisher({
    name: "Diario de prueba",
    contactEmail: "medios@diario.example",
    origins: ["https://diario.example"],
    sharePercent: 10,
  });
  await admin.api.addPublisherMember(publisher.id, { email: reader.email });
  await admin.api.updatePublisher(publisher.id, { status: "active" });
  // A payment request row made directly: creating one through the API needs a chain node.
  const cryptoPaymentId = "cp_fuzz";
  const wallet = "0x00000000000000000000000000000000000beef1";
  await server.db.query(
    `INSERT INTO crypto_payments (id, user_id, chain_id, chain_key, token_symbol, token_address,
       decimals, address_index, payment_address, amount_cents, exact_amount, start_block,
       scanned_block, required_confirmations, expires_at, created_at, updated_at)
     VALUES ($1, $2, 8453, 'base', 'USDC', $3, 6, 999999, $3, 500, 5000000, 1, 1, 2,
       now() + interval '1 hour', now(), now())`,
    [cryptoPaymentId, reader.userId, wallet],
  );

  const column = async (sql: string) =>
    (await server.db.query<{ id: string }>(sql)).rows.map((row) => String(row.id));
  const ids: Record<FuzzIdKind, string[]> = {
    market: [market.id, poll.id],
    poll: [poll.id, market.id],
    bet: await column("SELECT id FROM bets ORDER BY id"),
    comment: comments.map((comment) => comment._id),
    notification: await column("SELECT id FROM notifications ORDER BY id"),
    suggestion: suggestions.map((suggestion) => suggestion._id),
    ticket: [ticket._id, otherTicket._id],
    attachment: await column("SELECT id FROM ticket_attachments ORDER BY id"),
    banner: [banner._id],
    marketLink: [link.key],
    user: [reader.userId, other.userId, admin.userId],
    // Withdrawals need a configured chain; the fuzz server has none (see fuzz.test.ts).
    withdrawal: [],
    cryptoPayment: [cryptoPaymentId],
    embedSession: await column("SELECT id FROM embed_sessions ORDER BY id"),
    resetToken: [randomBytes(24).toString("hex")],
    verificationToken: [randomBytes(24).toString("hex")],
    jurisdiction: ["ES", "AR-B"],
    publisher: [publisher.id],
  };

  const accounts: Record<"reader" | "admin" | "other", FuzzAccount> = {
    reader: { userId: reader.userId, email: reader.email, role: "user", token: reader.token },
    admin: { userId: admin.userId, email: adminMe.email, role: "admin", token: admin.token },
    other: { userId: other.userId, email: other.email, role: "user", token: other.token },
  };
  let cookieToken = await createSession(server.db, reader.userId, 1);
  const forged = randomBytes(32).toString("base64url");

  return {
    ids,
    hints: {
      ids: [...new Set(Object.values(ids).flat()), ...market.optionIds, ...poll.optionIds],
      emails: Object.values(accounts).map((account) => account.email),
    },
    credentials(identity): Record<string, string> {
      switch (identity) {
        case "visitor":
          return {};
        case "reader":
          return { authorization: `Bearer ${accounts.reader.token}` };
        case "admin":
          return { authorization: `Bearer ${accounts.admin.token}` };
        case "readerCookie":
          return { cookie: `pulso_session=${cookieToken}` };
        case "forged":
          return { authorization: `Bearer ${forged}` };
      }
    },
    async restoreAccounts() {
      for (const account of Object.values(accounts)) {
        await server.db.query("UPDATE users SET role = $2, disabled = false WHERE id = $1", [
          account.userId,
          account.role,
        ]);
        if (!(await liveSession(server, account.token))) {
          account.token = await createSession(server.db, account.userId, 1);
        }
      }
      if (!(await liveSession(server, cookieToken))) {
        cookieToken = await createSession(server.db, accounts.reader.userId, 1);
      }
    },
  };
}

async function liveSession(server: TestServer, token: string): Promise<boolean> {
  const result = await server.db.query(
    "SELECT 1 FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL",
    [hashToken(token)],
  );
  return result.rows.length > 0;
}
