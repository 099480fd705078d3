import type { BetQuote, Comment, Language, Market, PollResults } from "@pulso/core";
import { sampleBet, sampleUser } from "@pulso/core/testing";
import { failure, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestPulso, testMarket, type TestPulso } from "../test-utils/testPulso";
import { AA_CONTRAST, contrastRatio } from "../theme/contrast";
import { THEME_PALETTES, type ThemePalette } from "../theme/tokens";
import { FrameApp, frameCss, type FrameAppProps } from "./FrameApp";
import { betTicketView } from "./views/betTicketView";
import { commentsView } from "./views/commentsView";
import { notificationBellView } from "./views/notificationBellView";
import { pollView } from "./views/pollView";
import type { ParentLink } from "./parentLink";
import {
  FRAME_PROTOCOL,
  parseHostMessage,
  type HostToFrameMessage,
} from "../frameProtocol/protocol";

const NEWS = "https://news.example";
const P = FRAME_PROTOCOL;

/** A ParentLink that records what the frame posts and lets a test play the page's theme messages. */
function fakeLink(origin: string | null = NEWS) {
  const posts: unknown[] = [];
  const listeners = new Set<(message: HostToFrameMessage) => void>();
  const link: ParentLink = {
    origin,
    post: (message) => posts.push(message),
    onTheme(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    link,
    posts,
    /** The page sends `data`; like the real link, only a message that parses is delivered. */
    sendTheme(data: unknown) {
      const message = parseHostMessage(data);
      if (!message) return;
      act(() => {
        for (const listener of listeners) listener(message);
      });
    },
  };
}

const QUOTE: BetQuote = {
  pollId: "m_1",
  optionId: "o_no",
  amount: 10,
  fee: 0.2,
  net: 9.8,
  shares: 25,
  priceBefore: 38,
  averagePrice: 39.2,
  priceAfter: 40,
  potentialReturn: 25,
  profit: 15,
  odds: 2.5,
};

interface SetupOptions {
  signedIn?: boolean;
  balance?: number;
  market?: Market;
  origin?: string | null;
  props?: Partial<FrameAppProps>;
  prepare?: (test: TestPulso) => void;
}

async function setup(lang: Language, options: SetupOptions = {}) {
  const test = createTestPulso(lang, options.market ?? testMarket());
  test.pulso.queryClient.setDefaultOptions({
    queries: { ...test.pulso.queryClient.getDefaultOptions().queries, retry: false },
  });
  test.api.on("GET", "/polls/m_1/quote", success({ quote: QUOTE }));
  test.api.on("GET", "/auth/logout", () => {
    // Like the server: the embed cookie is cleared, so the user is gone.
    test.api.on("GET", "/auth/session", success({ user: null }));
    return { body: { status: "success" } };
  });
  test.api.on(
    "GET",
    "/auth/session",
    options.signedIn
      ? success({ user: sampleUser({ balance: options.balance ?? 10 }) })
      : success({ user: null }),
  );
  options.prepare?.(test);
  await act(() => test.pulso.session.refresh());
  const page = fakeLink(options.origin === undefined ? NEWS : options.origin);
  const view = render(
    <FrameApp
      view={betTicketView}
      pulso={test.pulso}
      link={page.link}
      lang={lang}
      theme="light"
      marketId="m_1"
      {...options.props}
    />,
  );
  return { ...test, ...page, view };
}

function bar(): HTMLElement {
  const element = document.querySelector<HTMLElement>(".pulso-frame__bar");
  if (!element) throw new Error("no bar");
  return element;
}

beforeEach(() => {
  // jsdom has no ResizeObserver; the frame only needs it to exist.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("style");
});

describe("FrameApp and its page", () => {
  it("tells its size, and says ready once, when the ticket has its market", async () => {
    const { posts } = await setup("es");
    expect(posts[0]).toEqual({ type: "resize", height: expect.any(Number) as number });
    await screen.findByRole("heading", { name: "¿Ganará la candidata A la presidencia?" });
    await waitFor(() => expect(posts).toContainEqual({ type: "ready" }));
    expect(posts.filter((post) => (post as { type: string }).type === "ready")).toHaveLength(1);
    expect(JSON.stringify(posts)).not.toMatch(/token|balance|email/i);
  });

  it("tells an overlay's size with its width (the bell)", async () => {
    const { posts } = await setup("en", { props: { view: notificationBellView } });
    expect(posts[0]).toEqual({ type: "ready" });
    expect(posts[1]).toEqual({
      type: "resize",
      width: expect.any(Number) as number,
      height: expect.any(Number) as number,
    });
    expect(
      screen.getByRole("button", { name: "Log in to Pulso to take part from this page." }),
    ).toBeTruthy();
  });

  it("takes the page's theme and only its allowed --pulso-* values", async () => {
    const { sendTheme, view } = await setup("es");
    const root = view.container.querySelector(".pulso-frame");
    expect(root?.getAttribute("data-theme")).toBe("light");
    sendTheme({
      protocol: P,
      type: "theme",
      theme: "dark",
      vars: {
        "--pulso-color-accent": "#ff0066",
        "--pulso-radius": "4px",
        "--pulso-color-bg": "red;background:url(https://evil.example/x)",
        "--pulso-evil": "red",
      },
    });
    expect(root?.getAttribute("data-theme")).toBe("dark");
    const style = document.documentElement.style;
    expect(style.getPropertyValue("--pulso-color-accent")).toBe("#ff0066");
    expect(style.getPropertyValue("--pulso-radius")).toBe("4px");
    expect(style.getPropertyValue("--pulso-color-bg")).toBe("");
    expect(style.getPropertyValue("--pulso-evil")).toBe("");
  });

  it("ignores theme colours that would hide the ticket's text, and keeps the readable ones", async () => {
    const { sendTheme } = await setup("es");
    const style = document.documentElement.style;
    // The attack: the ticket's texts vanish while "Confirmar" (accent) stays visible.
    sendTheme({
      protocol: P,
      type: "theme",
      theme: "light",
      vars: {
        "--pulso-color-text": "transparent",
        "--pulso-color-muted": "rgba(0, 0, 0, 0)",
        "--pulso-color-down": "#ffffff00",
        "--pulso-color-up": "#fdfdfd",
        "--pulso-color-accent": "#1e40af",
        "--pulso-radius": "4px",
      },
    });
    expect(style.getPropertyValue("--pulso-color-text")).toBe("");
    expect(style.getPropertyValue("--pulso-color-muted")).toBe("");
    expect(style.getPropertyValue("--pulso-color-down")).toBe("");
    expect(style.getPropertyValue("--pulso-color-up")).toBe("");
    expect(style.getPropertyValue("--pulso-color-accent")).toBe("#1e40af");
    expect(style.getPropertyValue("--pulso-radius")).toBe("4px");
  });

  it("takes each theme message as the whole theme, so two cannot combine to hide text", async () => {
    const { sendTheme } = await setup("es");
    const style = document.documentElement.style;
    const dark = { "--pulso-color-bg": "#000000", "--pulso-color-text": "#ffffff" };
    sendTheme({ protocol: P, type: "theme", theme: "dark", vars: dark });
    expect(style.getPropertyValue("--pulso-color-bg")).toBe("#000000");
    // Black text alone reads on the light palette, but not on the black set before.
    sendTheme({
      protocol: P,
      type: "theme",
      theme: "light",
      vars: { "--pulso-color-text": "#000000" },
    });
    expect(style.getPropertyValue("--pulso-color-bg")).toBe("");
    expect(style.getPropertyValue("--pulso-color-text")).toBe("#000000");
  });

  it("tells the page that a bet was placed on the market, never the option or the amount", async () => {
    const { api, posts } = await setup("en", {
      signedIn: true,
      balance: 100,
      props: { optionId: "o_no" },
    });
    api.on("POST", "/bets", success({ bet: sampleBet({ option: "o_no" }), balance: 90 }));
    fireEvent.change(await screen.findByLabelText("Amount (USD)"), { target: { value: "10" } });
    const review = screen.getByRole("button", { name: "Review bet" });
    await waitFor(() => expect(review).toHaveProperty("disabled", false));
    fireEvent.click(review);
    fireEvent.click(screen.getByRole("button", { name: "Confirm bet" }));
    await screen.findByRole("heading", { name: "Bet placed" });
    const placed = posts.filter((post) => (post as { type: string }).type === "bet-placed");
    expect(placed).toEqual([{ type: "bet-placed", marketId: "m_1" }]);
    expect(JSON.stringify(posts)).not.toMatch(/o_no|amount|balance/);
  });

  it("tells the page of each click or Enter/Space press in the frame, and nothing about it", async () => {
    const { posts } = await setup("en", { signedIn: true, balance: 100 });
    const amount = await screen.findByLabelText("Amount (USD)");
    const interacted = () =>
      posts.filter((post) => (post as { type: string }).type === "interacted");
    const before = interacted().length;
    fireEvent.click(amount, { detail: 1 });
    fireEvent.keyDown(amount, { key: "Enter" });
    fireEvent.keyDown(amount, { key: "5" });
    fireEvent.click(amount, { detail: 0 }); // the click a key press makes: counted as that press
    expect(interacted().slice(before)).toEqual([{ type: "interacted" }, { type: "interacted" }]);
  });
});

describe("FrameApp's bets record their article", () => {
  it.each([
    ["the article the frame was given", "/politica/2026/elecciones"],
    ["no article without one", undefined],
  ] as const)("a bet placed in the ticket's frame carries %s", async (_name, article) => {
    const { api } = await setup("en", {
      signedIn: true,
      balance: 100,
      props: { optionId: "o_no", ...(article ? { article } : {}) },
    });
    api.on("POST", "/bets", success({ bet: sampleBet({ option: "o_no" }), balance: 90 }));
    fireEvent.change(await screen.findByLabelText("Amount (USD)"), { target: { value: "10" } });
    const review = screen.getByRole("button", { name: "Review bet" });
    await waitFor(() => expect(review).toHaveProperty("disabled", false));
    fireEvent.click(review);
    fireEvent.click(screen.getByRole("button", { name: "Confirm bet" }));
    await screen.findByRole("heading", { name: "Bet placed" });
    const body = api.calls("POST", "/bets")[0]?.body as Record<string, unknown>;
    expect(body.optionId).toBe("o_no");
    expect(body.article).toBe(article);
  });
});

/** The palette colour a declaration of one of frameCss's rules names (`var(--_bg)` → `bg`). */
function declaredColour(selector: string, property: string): keyof ThemePalette | null {
  const rule = new RegExp(`${selector.replace(/[.]/g, "\\.")} \\{([^}]*)\\}`).exec(frameCss);
  const value = new RegExp(`(?:^|[;\\s])${property}:\\s*var\\(--_(\\w+)\\)`).exec(rule?.[1] ?? "");
  return (value?.[1] as keyof ThemePalette | undefined) ?? null;
}

describe("FrameApp's bar on any page", () => {
  // The page behind a frame shows through wherever the frame draws nothing: a light palette's
  // dark text over a dark news page would not read.
  it("is opaque in the frame's palette, whatever the page behind the frame", () => {
    expect(declaredColour(".pulso-frame__bar", "background")).toBe("bg");
    expect(declaredColour(".pulso-frame__bar", "color")).toBe("text");
  });

  it.each(["light", "dark"] as const)(
    "keeps its texts, its button and its note readable on its own background (%s)",
    (name) => {
      const palette = THEME_PALETTES[name];
      const bg = palette[declaredColour(".pulso-frame__bar", "background") ?? "bg"];
      for (const [selector, property] of [
        [".pulso-frame__bar", "color"],
        [".pulso-frame__action", "color"],
        [".pulso-frame__note", "color"],
      ] as const) {
        const colour = declaredColour(selector, property);
        expect(colour, selector).not.toBeNull();
        expect(contrastRatio(palette[colour!], bg), selector).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    },
  );
});

describe("FrameApp's bar", () => {
  it("signed out: the hint and a log-in button (es)", async () => {
    await setup("es");
    const inBar = within(bar());
    expect(
      inBar.getByText("Inicia sesión en Pulso para participar desde esta página."),
    ).toBeTruthy();
    expect(inBar.getByRole("button", { name: "Iniciar sesión" })).toBeTruthy();
  });

  it("signed in: who, the formatted balance and disconnect (es)", async () => {
    const { pulso } = await setup("es", { signedIn: true, balance: 1234.5 });
    const inBar = within(bar());
    expect(bar().textContent).toContain("Sesión iniciada como Ana Pérez");
    expect(inBar.getByText(`Saldo: ${pulso.i18n.formatMoney(1234.5)}`)).toBeTruthy();
    expect(pulso.i18n.formatMoney(1234.5)).toMatch(/1.?234[.,]50/);
    expect(inBar.getByRole("button", { name: "Desconectar este sitio" })).toBeTruthy();
    expect(inBar.queryByRole("button", { name: "Iniciar sesión" })).toBeNull();
  });

  it("signed in: English texts", async () => {
    const { pulso } = await setup("en", { signedIn: true, balance: 100 });
    expect(bar().textContent).toContain("Signed in as Ana Pérez");
    expect(bar().textContent).toContain(`Balance: ${pulso.i18n.formatMoney(100)}`);
    expect(within(bar()).getByRole("button", { name: "Disconnect this site" })).toBeTruthy();
  });

  it("disconnect ends the session on the server and shows the signed-out bar", async () => {
    const { api } = await setup("es", { signedIn: true });
    fireEvent.click(within(bar()).getByRole("button", { name: "Desconectar este sitio" }));
    expect(await within(bar()).findByRole("button", { name: "Iniciar sesión" })).toBeTruthy();
    expect(api.calls("GET", "/auth/logout")).toHaveLength(1);
    expect(bar().textContent).not.toContain("Ana Pérez");
  });

  it("log in with a blocked popup says how to allow it", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await setup("es");
    fireEvent.click(within(bar()).getByRole("button", { name: "Iniciar sesión" }));
    expect((await within(bar()).findByRole("alert")).textContent).toBe(
      "Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes de este sitio e inténtalo de nuevo.",
    );
    expect(new URL(String(open.mock.calls[0]?.[0])).searchParams.get("origin")).toBe(NEWS);
  });

  it("log in through the popup: the popup's code signs the frame in", async () => {
    const popup = { closed: false };
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const { api } = await setup("en");
    api.on(
      "POST",
      "/embed/sessions/exchange",
      success({
        origin: NEWS,
        perBetLimit: 50,
        dailyLimit: 200,
        expiresAt: "2026-12-01T00:00:00.000Z",
      }),
    );
    api.on("GET", "/auth/session", success({ user: sampleUser({ balance: 100 }) }));
    fireEvent.click(within(bar()).getByRole("button", { name: "Log in" }));
    expect(within(bar()).getByRole("button", { name: "Connecting…" })).toHaveProperty(
      "disabled",
      true,
    );
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.pathname).toBe("/embed/authorize");
    expect(url.searchParams.get("origin")).toBe(NEWS);
    expect(url.searchParams.get("lang")).toBe("en");
    act(() => {
      window.dispatchEvent(
        new MessageEvent("message", {
          data: {
            protocol: P,
            type: "embed-code",
            code: "c".repeat(32),
            nonce: url.searchParams.get("nonce"),
          },
          origin: location.origin,
          source: popup as unknown as Window,
        }),
      );
    });
    await waitFor(() => expect(bar().textContent).toContain("Signed in as Ana Pérez"));
    expect(api.calls("POST", "/embed/sessions/exchange")[0]?.body).toEqual({
      code: "c".repeat(32),
    });
    popup.closed = true;
  });

  it("not embedded: log in opens the platform's own sign-in page instead of a popup", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await setup("es", { origin: null });
    fireEvent.click(within(bar()).getByRole("button", { name: "Iniciar sesión" }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe(`${location.origin}/login`);
    expect(open.mock.calls[0]?.[1]).toBe("_blank");
  });
});

/** The frame's posts of one type. */
const postsOf = (posts: unknown[], type: string) =>
  posts.filter((post) => (post as { type: string }).type === type);

describe("a framed widget for a market that does not exist", () => {
  const gone = (test: TestPulso) => {
    test.api.on("GET", "/polls/m_gone", failure(404, "NOT_FOUND"));
    test.api.on("GET", "/comments/polls/m_gone/comments", failure(404, "NOT_FOUND"));
  };

  it.each([
    ["the ticket", "es", betTicketView, "Este mercado no existe o ya no está disponible."],
    ["the ticket", "en", betTicketView, "This market doesn't exist or is no longer available."],
    ["the poll", "es", pollView, "No encontramos esta encuesta."],
    ["the poll", "en", pollView, "We couldn't find this poll."],
    ["the comments", "es", commentsView, "Este mercado no existe o ya no está disponible."],
    ["the comments", "en", commentsView, "This market doesn't exist or is no longer available."],
  ])(
    "%s tells the page not-found instead of ready, and the reader (%s) with nothing to retry",
    async (_name, lang, view, text) => {
      const { posts } = await setup(lang as Language, {
        props: { view, marketId: "m_gone" },
        prepare: gone,
      });
      expect(await screen.findByText(text)).toBeTruthy();
      await waitFor(() =>
        expect(postsOf(posts, "error")).toEqual([{ type: "error", reason: "not-found" }]),
      );
      expect(postsOf(posts, "ready")).toHaveLength(0);
      expect(
        screen.queryByRole("button", { name: /Reintentar|Intentar de nuevo|Try again/ }),
      ).toBeNull();
    },
  );

  it("a market that failed to load is ready with the widget's own retry, not not-found", async () => {
    const { posts } = await setup("es", {
      props: { marketId: "m_down" },
      prepare: (test) => test.api.on("GET", "/polls/m_down", failure(500, "INTERNAL_ERROR")),
    });
    expect(await screen.findByRole("button", { name: "Intentar de nuevo" })).toBeTruthy();
    await waitFor(() => expect(postsOf(posts, "ready")).toHaveLength(1));
    expect(postsOf(posts, "error")).toHaveLength(0);
  });
});

describe("FrameApp's widgets", () => {
  it("renders the poll", async () => {
    const [yes, no] = testMarket().options;
    const results: PollResults = {
      pollId: "m_1",
      totalVotes: 5,
      options: [
        { optionId: "o_yes", text: "Sí", votes: 3, percentage: 60 },
        { optionId: "o_no", text: "No", votes: 2, percentage: 40 },
      ],
      myVote: null,
    };
    await setup("es", {
      market: testMarket({
        kind: "poll",
        options: [
          { ...yes!, price: null, votes: 3, percentage: 60 },
          { ...no!, price: null, votes: 2, percentage: 40 },
        ],
      }),
      props: { view: pollView },
      prepare: (test) => test.api.on("GET", "/polls/m_1/results", success({ results })),
    });
    expect(await screen.findByRole("group", { name: /^Sí: 3 votos, 60\s?%$/ })).toBeTruthy();
    expect(within(bar()).getByRole("button", { name: "Iniciar sesión" })).toBeTruthy();
  });

  it("renders the comments", async () => {
    const comment: Comment = {
      _id: "c_1",
      pollId: "m_1",
      user: { _id: "u_2", name: "Luis Gómez" },
      content: "¿Alguien vio el último sondeo?",
      upvotes: 3,
      downvotes: 1,
      myVote: null,
      edited: false,
      createdAt: "2026-11-21T09:55:00.000Z",
      updatedAt: "2026-11-21T09:55:00.000Z",
    };
    await setup("es", {
      props: { view: commentsView },
      prepare: (test) =>
        test.api.on(
          "GET",
          "/comments/polls/m_1/comments",
          success({
            comments: [comment],
            pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasMore: false },
          }),
        ),
    });
    expect(await screen.findByText("¿Alguien vio el último sondeo?")).toBeTruthy();
    expect(screen.getByText("Luis Gómez")).toBeTruthy();
  });
});
