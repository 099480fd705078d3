import { API_ENDPOINTS, buildPath, type EndpointDefinition, type EndpointName } from "@pulso/core";
import { sampleBet, sampleMarket, sampleNotification, sampleUser } from "@pulso/core/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isApiError } from "./apiError";
import { apiHost, createApiClient, type ApiClient } from "./createApiClient";
import { createRecordingServer, type RecordedRequest } from "./test-utils/recordingServer";

const server = createRecordingServer();
beforeAll(() => server.start());
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A card the sandbox approves, as the charge call's body. */
const SANDBOX_CARD = {
  amount: 20,
  cardNumber: "4242424242424242",
  cardholder: "Ana Pérez",
  expiryMonth: 12,
  expiryYear: 2030,
  cvv: "123",
};
const pagination = { page: 1, limit: 10, total: 1, totalPages: 1, hasMore: false };
const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  json: { status: "success", ...extra, data },
});

/** One data object holding every key any call reads, so each call can resolve. */
const everything = {
  user: sampleUser(),
  users: [sampleUser()],
  poll: sampleMarket(),
  polls: [sampleMarket()],
  pagination,
  bets: [sampleBet()],
  bet: sampleBet(),
  balance: 5,
  results: { pollId: "m_1", totalVotes: 0, options: [], myVote: null },
  history: { pollId: "m_1", range: "1w", optionIds: [], points: [] },
  histories: {},
  quote: { pollId: "m_1", optionId: "o_yes", amount: 10 },
  stats: { balance: 5 },
  charts: {},
  chart: [],
  kind: "profit-loss",
  transactions: [],
  leaderboard: { entries: [] },
  comments: [],
  comment: { _id: "c_1" },
  notifications: [sampleNotification()],
  notification: sampleNotification(),
  unreadCount: 1,
  count: 1,
  settings: { email: true },
  suggestions: [],
  suggestion: { _id: "s_1" },
  deposit: { _id: "d_1" },
  deposits: [],
  transaction: { transactionId: "t1" },
  withdrawal: { _id: "w_1" },
  withdrawals: [],
  networks: [],
  banners: [],
  links: [],
  footerConfig: { configKey: "main" },
  stats2: null,
  activeBets: [],
  recentTransactions: [],
  sessions: [],
  code: "c1",
  expiresAt: "2026-11-22T00:00:00Z",
  ticket: { _id: "t_1", attachments: [], messages: [] },
  tickets: [],
  publisher: { id: "p1" },
  publishers: [],
  figures: { days: [] },
};

/** How the contract test calls each function: its arguments. */
const calls: Record<EndpointName, (api: ApiClient) => Promise<unknown>> = {
  signup: (api) => api.signup({ name: "Ana", email: "ana@example.com", password: "Secreto12" }),
  login: (api) => api.login({ email: "ana@example.com", password: "secret" }),
  logout: (api) => api.logout(),
  updateMyPassword: (api) =>
    api.updateMyPassword({
      passwordCurrent: "a",
      password: "Secreto12",
      passwordConfirm: "Secreto12",
    }),
  forgotPassword: (api) => api.forgotPassword({ email: "ana@example.com" }),
  resetPassword: (api) =>
    api.resetPassword("x1", { password: "Secreto12", passwordConfirm: "Secreto12" }),
  verifyEmail: (api) => api.verifyEmail("x1"),
  resendVerification: (api) => api.resendVerification(),
  getSession: (api) => api.getSession(),
  getMe: (api) => api.getMe(),
  updateMe: (api) => api.updateMe({ firstName: "Ana" }),
  getNotificationSettings: (api) => api.getNotificationSettings(),
  updateNotificationSettings: (api) => api.updateNotificationSettings({ email: false }),
  listUsers: (api) => api.listUsers(),
  getUser: (api) => api.getUser("x1"),
  updateUser: (api) => api.updateUser("x1", { role: "admin" }),
  listPolls: (api) => api.listPolls(),
  getPollBatch: (api) => api.getPollBatch({ ids: "x1,x2", history: "1w" }),
  getPoll: (api) => api.getPoll("x1"),
  createPoll: (api) =>
    api.createPoll({
      kind: "poll",
      title: "T",
      description: "D",
      category: "local",
      startDate: "2026-11-01T00:00:00Z",
      endDate: "2026-12-01T00:00:00Z",
      options: [{ text: "A" }, { text: "B" }],
    }),
  updatePoll: (api) => api.updatePoll("x1", { featured: true }),
  deletePoll: (api) => api.deletePoll("x1"),
  setPollElection: (api) =>
    api.setPollElection("x1", {
      jurisdiction: { country: "ES", region: null },
      electionDate: "2027-05-23",
      blackoutWindow: null,
      tradingOpen: false,
    }),
  listBlackoutRules: (api) => api.listBlackoutRules(),
  saveBlackoutRule: (api) =>
    api.saveBlackoutRule("x1", {
      daysBefore: 5,
      lawEs: "LOREG, art. 69.7",
      lawEn: "LOREG, art. 69.7",
      timeZone: "Europe/Madrid",
    }),
  deleteBlackoutRule: (api) => api.deleteBlackoutRule("x1"),
  resolvePoll: (api) => api.resolvePoll({ pollId: "m_1", winnerId: "o_yes" }),
  cancelPoll: (api) => api.cancelPoll("x1"),
  getPollBets: (api) => api.getPollBets("x1"),
  votePoll: (api) => api.votePoll({ pollId: "m_1", optionId: "o_yes" }),
  getPollResults: (api) => api.getPollResults("x1"),
  stopPoll: (api) => api.stopPoll("x1"),
  playPoll: (api) => api.playPoll("x1"),
  getPriceHistory: (api) => api.getPriceHistory("x1", { range: "1d" }),
  getSimilarPolls: (api) => api.getSimilarPolls("x1"),
  getQuote: (api) => api.getQuote("x1", { optionId: "o_yes", amount: 10 }),
  getMyBets: (api) => api.getMyBets(),
  placeBet: (api) => api.placeBet({ pollId: "m_1", optionId: "o_yes", amount: 10 }),
  getBet: (api) => api.getBet("x1"),
  getDashboard: (api) => api.getDashboard(),
  getDashboardStats: (api) => api.getDashboardStats(),
  getDashboardChartData: (api) => api.getDashboardChartData(),
  getAllDashboardCharts: (api) => api.getAllDashboardCharts(),
  getDashboardChart: (api) => api.getDashboardChart("profit-loss"),
  getTransactions: (api) => api.getTransactions(),
  getBettingHistory: (api) => api.getBettingHistory(),
  getActiveBets: (api) => api.getActiveBets(),
  getPlatformStats: (api) => api.getPlatformStats(),
  getLeaderboard: (api) => api.getLeaderboard({ period: "week" }),
  listComments: (api) => api.listComments("x1"),
  createComment: (api) => api.createComment("x1", { content: "Hola" }),
  upvoteComment: (api) => api.upvoteComment("x1"),
  downvoteComment: (api) => api.downvoteComment("x1"),
  updateComment: (api) => api.updateComment("x1", { content: "Editado" }),
  deleteComment: (api) => api.deleteComment("x1"),
  listNotifications: (api) => api.listNotifications(),
  getUnreadCount: (api) => api.getUnreadCount(),
  markNotificationRead: (api) => api.markNotificationRead("x1"),
  markAllNotificationsRead: (api) => api.markAllNotificationsRead(),
  deleteNotification: (api) => api.deleteNotification("x1"),
  clearNotifications: (api) => api.clearNotifications(),
  getMySuggestions: (api) => api.getMySuggestions(),
  createSuggestion: (api) =>
    api.createSuggestion({ titleEn: "Who wins?", descriptionEn: "Race", category: "local" }),
  listSuggestions: (api) => api.listSuggestions({ status: "pending" }),
  getSuggestion: (api) => api.getSuggestion("x1"),
  updateSuggestion: (api) =>
    api.updateSuggestion("x1", { status: "approved", profitSharePercentage: 10 }),
  deleteSuggestion: (api) => api.deleteSuggestion("x1"),
  createDeposit: (api) =>
    api.createDeposit({
      userId: "u_1",
      amount: 20,
      pixelPayTransaction: {
        transactionId: "t1",
        amount: 20,
        currency: "USD",
        status: "approved",
        createdAt: "2026-11-22T00:00:00Z",
        signature: "sig",
      },
    }),
  recordFailedDeposit: (api) =>
    api.recordFailedDeposit({ userId: "u_1", amount: 20, errorMessage: "Card has expired." }),
  listDeposits: (api) => api.listDeposits({ userId: "u_1" }),
  chargeSandboxCard: (api) => api.chargeSandboxCard(SANDBOX_CARD),
  getActiveBanners: (api) => api.getActiveBanners({ lang: "en" }),
  recordBannerView: (api) => api.recordBannerView("x1"),
  recordBannerClick: (api) => api.recordBannerClick("x1"),
  createWithdrawal: (api) =>
    api.createWithdrawal("x1", {
      amount: 20,
      chainId: 8453,
      cryptocurrency: "USDC",
      walletAddress: "0x52908400098527886E0F7030069857D2E4169EE7",
    }),
  listWithdrawals: (api) => api.listWithdrawals("x1"),
  listAdminWithdrawals: (api) => api.listAdminWithdrawals({ status: "requested" }),
  approveWithdrawal: (api) => api.approveWithdrawal("x1"),
  rejectWithdrawal: (api) => api.rejectWithdrawal("x1", { adminNotes: "no" }),
  createCryptoPayment: (api) =>
    api.createCryptoPayment({ amount: 5, chainId: 8453, cryptocurrency: "USDC" }),
  getCryptoPayment: (api) => api.getCryptoPayment("x1"),
  getCryptoNetworks: (api) => api.getCryptoNetworks(),
  getMarketLinks: (api) => api.getMarketLinks(),
  getFooterSettings: (api) => api.getFooterSettings(),
  listBanners: (api) => api.listBanners(),
  createBanner: (api) => api.createBanner({ language: "es", title: "Elecciones 2026" }),
  updateBanner: (api) => api.updateBanner("x1", { active: false }),
  deleteBanner: (api) => api.deleteBanner("x1"),
  createMarketLink: (api) =>
    api.createMarketLink({
      key: "senate",
      url: "/markets/congressional",
      order: 9,
      text_en: "Senate",
      text_es: "Senado",
    }),
  updateMarketLink: (api) => api.updateMarketLink("x1", { order: 2 }),
  deleteMarketLink: (api) => api.deleteMarketLink("x1"),
  updateFooterSettings: (api) =>
    api.updateFooterSettings({
      configKey: "main",
      platform: { defaultName: "Pulso", defaultDescription: "Mercados" },
      socialMedia: {},
      copyright: { localizedTexts: { es: "Pulso" }, showYear: true },
      linkGroups: [],
    }),
  resetFooterSettings: (api) => api.resetFooterSettings(),
  recordWebVital: (api) => api.recordWebVital({ name: "LCP", value: 1200 }),
  listWebVitals: (api) => api.listWebVitals({ name: "LCP" }),
  createEmbedCode: (api) =>
    api.createEmbedCode({ origin: "https://diario.example", perBetLimit: 50, dailyLimit: 200 }),
  exchangeEmbedCode: (api) => api.exchangeEmbedCode("c".repeat(43)),
  listEmbedSessions: (api) => api.listEmbedSessions(),
  revokeEmbedSession: (api) => api.revokeEmbedSession("x1"),
  getEmbedAccess: (api) => api.getEmbedAccess(),
  recordEmbedViews: (api) =>
    api.recordEmbedViews({
      path: "/politica/nota",
      views: [{ widget: "market-card" }],
      interactions: 1,
    }),
  listPublishers: (api) => api.listPublishers(),
  createPublisher: (api) =>
    api.createPublisher({ name: "El Diario", contactEmail: "medios@diario.example" }),
  updatePublisher: (api) => api.updatePublisher("x1", { status: "active" }),
  addPublisherMember: (api) => api.addPublisherMember("x1", { email: "ana@example.com" }),
  removePublisherMember: (api) => api.removePublisherMember("x1", "x1"),
  payPublisher: (api) => api.payPublisher("x1", { amount: 10 }, { idempotencyKey: "k1" }),
  listMyPublishers: (api) => api.listMyPublishers(),
  getPublisherFigures: (api) => api.getPublisherFigures("x1", { from: "2026-11-01" }),
  getOEmbed: (api) => api.getOEmbed({ url: "https://pulso.example/market/m_1" }),
  createTicket: (api) =>
    api.createTicket({
      subject: "No puedo retirar",
      description: "El retiro falla con un error desconocido.",
      category: "billing",
    }),
  listMyTickets: (api) => api.listMyTickets({ status: "open" }),
  listAllTickets: (api) => api.listAllTickets({ unassigned: true }),
  getTicket: (api) => api.getTicket("x1"),
  replyToTicket: (api) => api.replyToTicket("x1", { content: "Gracias" }),
  updateTicket: (api) => api.updateTicket("x1", { status: "in_progress" }),
  downloadTicketAttachment: (api) => api.downloadTicketAttachment("x1"),
};

function clientFor(extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({ baseURL: server.baseURL, token: "tok", ...extra });
}

describe("createApiClient: the contract with @pulso/core's endpoint table", () => {
  it("has one function per endpoint, named after it", () => {
    const api = clientFor();
    for (const name of Object.keys(API_ENDPOINTS)) {
      expect(typeof (api as unknown as Record<string, unknown>)[name], name).toBe("function");
    }
  });

  const table: [string, EndpointDefinition][] = Object.entries(API_ENDPOINTS);
  it.each(table)("%s sends its method and path", async (name, endpoint) => {
    server.respond(
      endpoint.method,
      buildPath(endpoint.path, {
        id: "x1",
        token: "x1",
        kind: "profit-loss",
        jurisdiction: "x1",
        userId: "x1",
      }),
      (request: RecordedRequest) =>
        ok(everything, request.path.startsWith("/auth/") ? { token: "new-token" } : {}),
    );
    const api = clientFor();
    await calls[name as EndpointName](api);
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.method).toBe(endpoint.method);
    expect(request.path).toBe(
      buildPath(endpoint.path, {
        id: "x1",
        token: "x1",
        kind: "profit-loss",
        jurisdiction: "x1",
        userId: "x1",
      }),
    );
    expect(request.headers.authorization).toBe("Bearer tok");
    if (endpoint.body && endpoint.method !== "GET") {
      expect(request.contentType).toContain("application/json");
      expect(request.json).toBeTypeOf("object");
    }
  });
});

describe("createApiClient: behaviour of the typed calls", () => {
  it("signs in and returns the token and the user, with relative images made absolute", async () => {
    server.respond("POST", "/auth/login", {
      json: {
        status: "success",
        token: "t-123",
        data: { user: sampleUser({ verificationPhotoUrl: "/uploads/ana.png" }) },
      },
    });
    const session = await clientFor({ token: undefined }).login({
      email: "ana@example.com",
      password: "secret",
    });
    expect(session.token).toBe("t-123");
    expect(session.user.verificationPhotoUrl).toBe(`${server.origin}/uploads/ana.png`);
    expect(server.requests[0]?.json).toEqual({ email: "ana@example.com", password: "secret" });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("lists markets with the query encoded and images made absolute", async () => {
    server.respond(
      "GET",
      "/polls",
      ok({ polls: [sampleMarket({ image: "uploads/m1.jpg" })], pagination }),
    );
    const page = await clientFor().listPolls({ category: "presidential", hot: true, page: 2 });
    expect(server.requests[0]?.query).toEqual({
      category: ["presidential"],
      hot: ["true"],
      page: ["2"],
    });
    expect(page.polls[0]?.image).toBe(`${server.origin}/uploads/m1.jpg`);
    expect(page.pagination.total).toBe(1);
  });

  it("places a bet with its Idempotency-Key and returns the bet and the new balance", async () => {
    server.respond("POST", "/bets", ok({ bet: sampleBet(), balance: 0 }));
    const result = await clientFor().placeBet(
      { pollId: "m_1", optionId: "o_yes", amount: 10, language: "es" },
      { idempotencyKey: "bet-abc" },
    );
    expect(result.balance).toBe(0);
    expect(server.requests[0]?.headers["idempotency-key"]).toBe("bet-abc");
    expect(server.requests[0]?.json).toEqual({
      pollId: "m_1",
      optionId: "o_yes",
      amount: 10,
      language: "es",
    });
  });

  it("charges a card with its Idempotency-Key and resolves the signed record", async () => {
    const transaction = {
      transactionId: "sbx_1",
      amount: 20,
      currency: "USD",
      status: "approved",
      createdAt: "2026-11-22T00:00:00Z",
      signature: "sig",
    };
    server.respond("POST", "/payments/sandbox/charge", ok({ transaction }));
    const record = await clientFor().chargeSandboxCard(SANDBOX_CARD, {
      idempotencyKey: "charge:dep-1",
    });
    expect(record).toEqual(transaction);
    expect(server.requests[0]?.headers["idempotency-key"]).toBe("charge:dep-1");
    expect(server.requests[0]?.json).toEqual(SANDBOX_CARD);
  });

  it("turns a refused bet into an ApiError with the server's code and message", async () => {
    server.respond("POST", "/bets", {
      status: 400,
      json: { status: "fail", code: "BET_BELOW_MINIMUM", message: "Minimum bet amount is $5." },
    });
    const failure = await clientFor()
      .placeBet({ pollId: "m_1", optionId: "o_yes", amount: 1 })
      .catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 400, code: "BET_BELOW_MINIMUM", path: "/bets" });
  });

  it("creates a market as multipart with image, data and options when a file is attached", async () => {
    server.respond("POST", "/polls", ok({ poll: sampleMarket() }));
    const body = {
      kind: "poll" as const,
      title: "Encuesta",
      description: "Desc",
      category: "local" as const,
      startDate: "2026-11-01T00:00:00Z",
      endDate: "2026-12-01T00:00:00Z",
      options: [{ text: "A" }, { text: "B" }],
    };
    await clientFor().createPoll(body, new Blob(["png-bytes"], { type: "image/png" }));
    const request = server.requests[0]!;
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.rawBody).toContain('name="image"');
    expect(request.rawBody).toContain("png-bytes");
    expect(request.rawBody).toContain('name="options"');
    expect(request.rawBody).toContain('[{"text":"A"},{"text":"B"}]');
    expect(request.rawBody).toContain('name="data"');
    expect(request.rawBody).toContain('"title":"Encuesta"');
  });

  it("sends the verification photo as multipart beside the profile fields", async () => {
    server.respond("PATCH", "/users/updateMe", ok({ user: sampleUser() }));
    await clientFor().updateMe(
      { firstName: "Ana", city: null },
      new Blob(["jpg"], { type: "image/jpeg" }),
    );
    const request = server.requests[0]!;
    expect(request.contentType).toMatch(/^multipart\/form-data/);
    expect(request.rawBody).toContain('name="firstName"');
    expect(request.rawBody).toContain('name="photo"');
  });

  it("ignores banner counter errors (spec §7)", async () => {
    server.respond("PATCH", "/banners/b1/click", {
      status: 500,
      json: { status: "error", code: "INTERNAL_ERROR", message: "x" },
    });
    await expect(clientFor().recordBannerClick("b1")).resolves.toBeUndefined();
    server.respond("PATCH", "/banners/b1/view", { destroy: true });
    await expect(clientFor().recordBannerView("b1")).resolves.toBeUndefined();
  });

  it("reports market links that are not a success with links as 'Failed to fetch market links'", async () => {
    server.respond("GET", "/market-links", { json: { status: "success", data: {} } });
    await expect(clientFor().getMarketLinks()).rejects.toMatchObject({
      code: "MARKET_LINKS_FETCH_FAILED",
      message: "Failed to fetch market links",
    });
    server.respond(
      "GET",
      "/market-links",
      ok({
        links: [{ key: "all", url: "/markets/all", order: 1, text_en: "All", text_es: "Todos" }],
      }),
    );
    await expect(clientFor().getMarketLinks()).resolves.toHaveLength(1);
  });

  it("reports footer failures with the spec's three messages", async () => {
    server.respond("GET", "/uiconfig/footer-settings", {
      status: 503,
      body: "<html>down</html>",
      headers: { "content-type": "text/html" },
    });
    await expect(clientFor().getFooterSettings()).rejects.toMatchObject({
      code: "FOOTER_HTTP_ERROR",
      message: "HTTP error! status: 503",
    });
    server.respond("GET", "/uiconfig/footer-settings", {
      json: { status: "success", data: { other: 1 } },
    });
    await expect(clientFor().getFooterSettings()).rejects.toMatchObject({
      code: "FOOTER_INVALID_RESPONSE",
      message: "Invalid API response structure",
    });
    server.respond("GET", "/uiconfig/footer-settings", {
      body: "not json",
      headers: { "content-type": "text/plain" },
    });
    await expect(clientFor().getFooterSettings()).rejects.toMatchObject({
      code: "FOOTER_INVALID_RESPONSE",
    });
    server.respond("GET", "/uiconfig/footer-settings", { destroy: true });
    await expect(clientFor().getFooterSettings()).rejects.toMatchObject({
      code: "FOOTER_UNKNOWN_ERROR",
      message: "An unknown error occurred while fetching footer data.",
    });
  });

  it("calls onUnauthorized when the session is gone", async () => {
    server.respond("GET", "/users/me", {
      status: 401,
      json: { status: "fail", code: "UNAUTHENTICATED", message: "Please log in." },
    });
    const seen: string[] = [];
    await expect(
      clientFor({ onUnauthorized: (error) => seen.push(error.code) }).getMe(),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(["UNAUTHENTICATED"]);
  });

  it("derives the API host from the base", () => {
    expect(apiHost("https://pulso.example/api/v1/")).toBe("https://pulso.example");
    expect(apiHost("http://localhost:8000")).toBe("http://localhost:8000");
  });
});
