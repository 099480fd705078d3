import { sampleBet, sampleMarket } from "@pulso/core/testing";
import { failure, held, success, type FakeApi } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

const market = sampleMarket();
const similarOne = sampleMarket({ _id: "m_2", title: "¿Ganará el partido B el congreso?" });
const similarTwo = sampleMarket({ _id: "m_3", title: "¿Habrá segunda vuelta?", kind: "poll" });
const SIMILAR = `/polls/${market._id}/similar`;

function withMarkets(api: FakeApi) {
  for (const other of [similarOne, similarTwo]) {
    api.on("GET", `/polls/${other._id}`, success({ poll: other }));
    api.on(
      "GET",
      `/comments/polls/${other._id}/comments`,
      success({
        comments: [],
        pagination: { page: 1, limit: 20, total: 0, totalPages: 0, hasMore: false },
      }),
    );
  }
}

const similarSection = () => screen.getByRole("region", { name: "Similar markets" });

describe("a market's similar markets", () => {
  it("lists them as live cards, each titled with a link to its page", async () => {
    const { api, router } = renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (fake) => {
        withMarkets(fake);
        fake.on("GET", SIMILAR, success({ polls: [similarOne, similarTwo] }));
      },
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    const section = similarSection();
    const links = await within(section).findAllByRole("link", { name: /¿/ });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [similarOne.title, "/market/m_2"],
      [similarTwo.title, "/market/m_3"],
    ]);
    // The cards themselves are the widgets, showing each market's own title.
    expect(
      await within(section).findByRole("heading", { level: 3, name: similarTwo.title }),
    ).toBeTruthy();
    expect(api.calls("GET", SIMILAR)).toHaveLength(1);
    // Each card shows from the similar list's answer: none asks for its market again.
    expect(api.calls("GET", "/polls/m_2")).toHaveLength(0);
    expect(api.calls("GET", "/polls/m_3")).toHaveLength(0);

    fireEvent.click(links[0]!);
    await waitFor(() => expect(router.location.pathname).toBe("/market/m_2"));
    // Its market came with the list: its page shows with no skeleton and no fetch of its own
    // (the router applies the navigation in a transition, so the page shows a moment later).
    expect(await screen.findByRole("heading", { level: 1, name: similarOne.title })).toBeTruthy();
    expect(screen.queryByTestId("route-skeleton")).toBeNull();
    expect(api.calls("GET", "/polls/m_2")).toHaveLength(0);
  });

  it("says so while loading, and when there are none", async () => {
    const similar = held(success({ polls: [] }));
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (fake) => fake.on("GET", SIMILAR, similar.handler),
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    expect(within(similarSection()).getByText("Loading similar markets…")).toBeTruthy();
    act(() => similar.answer());
    expect(await within(similarSection()).findByText("No similar markets.")).toBeTruthy();
  });

  it("shows an error with Retry, which asks again", async () => {
    const { api } = renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (fake) => {
        withMarkets(fake);
        fake.on("GET", SIMILAR, failure(500, "INTERNAL_ERROR"));
      },
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    const section = similarSection();
    expect(await within(section).findByText("Similar markets could not be loaded.")).toBeTruthy();
    api.on("GET", SIMILAR, success({ polls: [similarOne] }));
    fireEvent.click(within(section).getByRole("button", { name: "Retry" }));
    expect(await within(section).findByRole("link", { name: similarOne.title })).toBeTruthy();
    expect(api.calls("GET", SIMILAR)).toHaveLength(2);
  });

  it("lays four cards out two by two, with no card alone on the last row", async () => {
    const others = ["m_4", "m_5"].map((id) => sampleMarket({ _id: id, title: `¿Mercado ${id}?` }));
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (fake) => {
        withMarkets(fake);
        for (const other of others) fake.on("GET", `/polls/${other._id}`, success({ poll: other }));
        fake.on("GET", SIMILAR, success({ polls: [similarOne, similarTwo, ...others] }));
      },
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    await waitFor(() => expect(within(similarSection()).getAllByRole("article")).toHaveLength(4));
    const list = within(similarSection()).getAllByRole("article")[0]!.closest("ul");
    // Four: two by two at every width above one column (three and one would orphan a card).
    expect(list?.className).toBe("mkt-featured mkt-featured--max2");
  });

  it("is titled in Spanish too", async () => {
    renderPortal(`/market/${market._id}`, {
      prepare: (fake) => fake.on("GET", SIMILAR, success({ polls: [] })),
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    expect(screen.getByRole("heading", { level: 2, name: "Mercados similares" })).toBeTruthy();
    expect(await screen.findByText("No hay mercados similares.")).toBeTruthy();
  });
});

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** A week's history of `market`: the first option at each price, at so many hours ago. */
function serveHistory(api: FakeApi, points: [hours: number, firstPrice: number][]) {
  api.on(
    "GET",
    `/polls/${market._id}/price-history`,
    success({
      history: {
        pollId: market._id,
        range: "1w",
        optionIds: market.options.map((option) => option._id),
        points: points.map(([hours, price]) => ({
          t: hoursAgo(hours),
          prices: [price, 100 - price],
        })),
      },
    }),
  );
}

const headline = () => screen.findByRole("region", { name: "Current probability" });

describe("a market's headline probability", () => {
  it("shows the leading option's price as a big chance with its 24 h change", async () => {
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (api) =>
        serveHistory(api, [
          [72, 50],
          [30, 55],
          [2, 58],
        ]),
    });
    const region = await headline();
    expect(within(region).getByText("Yes")).toBeTruthy();
    expect(region.querySelector(".mkt-headline__chance")?.textContent).toBe("60% chance");
    // 60¢ now against 55¢ at the last point before 24 hours ago.
    expect(await within(region).findByText("Up 5 points in 24 hours")).toBeTruthy();
    expect(within(region).getByText("↑ 5 pts")).toBeTruthy();
  });

  it("leads with the option that leads, falling prices included, in Spanish", async () => {
    const leadingNo = sampleMarket({
      options: market.options.map((option, index) => ({
        ...option,
        price: index === 0 ? 30 : 70,
        percentage: index === 0 ? 30 : 70,
      })),
    });
    renderPortal(`/market/${market._id}`, {
      prepare: (api) => {
        api.on("GET", `/polls/${market._id}`, success({ poll: leadingNo }));
        // "No" was at 75¢ (the first option at 25¢) a day and a half ago.
        serveHistory(api, [[36, 25]]);
      },
    });
    const region = await screen.findByRole("region", { name: "Probabilidad actual" });
    expect(within(region).getByText("No")).toBeTruthy();
    expect(region.querySelector(".mkt-headline__chance")?.textContent).toMatch(
      /^70\s?% de probabilidad$/,
    );
    expect(await within(region).findByText("Bajó 5 puntos en 24 horas")).toBeTruthy();
  });

  it("says — when the history has no point from 24 hours ago", async () => {
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (api) =>
        serveHistory(api, [
          [20, 52],
          [3, 57],
        ]),
    });
    const region = await headline();
    expect(await within(region).findByText("No data from 24 hours ago")).toBeTruthy();
    expect(within(region).getByText("—")).toBeTruthy();
  });
});

/** A poll with these votes per option (candidates A, B and C), its shares as the server rounds them. */
function samplePoll(votes: [number, number, number]) {
  const total = votes.reduce((sum, count) => sum + count, 0);
  return sampleMarket({
    kind: "poll",
    yesPrice: null,
    noPrice: null,
    totalVotes: total,
    options: votes.map((count, index) => {
      const name = `Candidata ${"ABC"[index]}`;
      return {
        _id: `o_${index}`,
        text: name,
        translations: { es: { text: name }, en: { text: `Candidate ${"ABC"[index]}` } },
        price: null,
        votes: count,
        percentage: total === 0 ? 0 : Math.round((count / total) * 1000) / 10,
      };
    }),
  });
}

describe("a poll's headline share", () => {
  const renderPoll = (poll: ReturnType<typeof samplePoll>, lang?: "en") =>
    renderPortal(`/market/${market._id}`, {
      ...(lang ? { lang } : {}),
      prepare: (api) => api.on("GET", `/polls/${market._id}`, success({ poll })),
    });

  it("shows the most voted option's share of the votes as a big %, with the vote count", async () => {
    renderPoll(samplePoll([300, 900, 34]), "en");
    const region = await screen.findByRole("region", { name: "Most voted option" });
    expect(within(region).getByText("Candidate B")).toBeTruthy();
    expect(region.querySelector(".mkt-headline__chance")?.textContent).toBe("73% of votes");
    expect(within(region).getByText("1,234 votes")).toBeTruthy();
    // No probability headline for a poll: it takes no bets.
    expect(screen.queryByRole("region", { name: "Current probability" })).toBeNull();
  });

  it("in Spanish, one vote in the singular; before any vote, says so", async () => {
    renderPoll(samplePoll([0, 0, 1]));
    const region = await screen.findByRole("region", { name: "Opción más votada" });
    expect(within(region).getByText("Candidata C")).toBeTruthy();
    expect(region.querySelector(".mkt-headline__chance")?.textContent).toMatch(
      /^100\s?% de los votos$/,
    );
    expect(within(region).getByText("1 voto")).toBeTruthy();
    cleanup();

    renderPoll(samplePoll([0, 0, 0]));
    const empty = await screen.findByRole("region", { name: "Opción más votada" });
    expect(within(empty).getByText("Aún no hay votos: sé el primero en votar.")).toBeTruthy();
    expect(empty.querySelector(".mkt-headline__percent")).toBeNull();
  });
});

describe("a market's image", () => {
  it("heads the page at a reserved size, as its 640 px banner, with a text alternative", async () => {
    const stored = "http://api.test/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4";
    const pictured = sampleMarket({ image: stored });
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (api) => api.on("GET", `/polls/${market._id}`, success({ poll: pictured })),
    });
    const image = await screen.findByRole("img", {
      name: `Image for the market: ${market.title}`,
    });
    // The server's 16:9 WebP of the upload, whatever size the upload is.
    expect(image.getAttribute("src")).toBe(`${stored}?w=640`);
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["640", "360"]);
    // The first thing on the page: not lazily loaded.
    expect(image.getAttribute("loading")).toBeNull();
  });
});

describe("your position on a market", () => {
  const bets = [
    sampleBet({ _id: "b_1", option: "o_yes", amount: 10, shares: 16 }),
    sampleBet({ _id: "b_2", option: "o_yes", amount: 5, shares: 8 }),
    sampleBet({ _id: "b_3", option: "o_no", amount: 4, shares: 9.5 }),
  ];

  it("shows a signed-in holder's shares, cost and current value per option", async () => {
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      user: testUser(),
      prepare: (api) => api.on("GET", "/bets/my-bets", success({ bets })),
    });
    const region = await screen.findByRole("region", { name: "Your position" });
    const rows = within(region)
      .getAllByRole("row")
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Option", "Shares", "Cost", "Current value"],
      // 24 shares at 60¢ and 9.5 at 40¢.
      ["Yes", "24", "$15.00", "$14.40"],
      ["No", "9.5", "$4.00", "$3.80"],
      ["Total", "", "$19.00", "$18.20"],
    ]);
  });

  it("is not there for a signed-in reader holding nothing, nor for a signed-out one", async () => {
    const { api } = renderPortal(`/market/${market._id}`, {
      lang: "en",
      user: testUser(),
      prepare: (fake) => fake.on("GET", "/bets/my-bets", success({ bets: [] })),
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    await waitFor(() => expect(api.calls("GET", "/bets/my-bets")).toHaveLength(1));
    await screen.findByLabelText("Amount (USD)");
    expect(screen.queryByRole("region", { name: "Your position" })).toBeNull();
    cleanup();

    const signedOut = renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (fake) => fake.on("GET", "/bets/my-bets", success({ bets })),
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    await screen.findByRole("link", { name: "Sign up" });
    expect(screen.queryByRole("region", { name: "Your position" })).toBeNull();
    expect(signedOut.api.calls("GET", "/bets/my-bets")).toHaveLength(0);
  });
});

describe("the bet box", () => {
  it("is a compact sign-in call to action when signed out, coming back to the market", async () => {
    renderPortal(`/market/${market._id}`, { lang: "en" });
    const box = await screen.findByRole("region", { name: "Place a bet" });
    expect(within(box).getByText("Log in or sign up to bet from $5.00.")).toBeTruthy();
    expect(within(box).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      "/login?next=%2Fmarket%2Fm_1",
    );
    expect(within(box).getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe(
      "/signup?next=%2Fmarket%2Fm_1",
    );
    // No ticket behind it: nothing to fill in.
    expect(within(box).queryByRole("textbox")).toBeNull();
  });

  it("asks nobody to sign in while an election blackout pauses trading", async () => {
    const paused = sampleMarket({
      options: market.options.map((option) => ({ ...option, price: null, percentage: 0 })),
      blackout: {
        startsAt: "2026-11-22T23:00:00.000Z",
        endsAt: "2099-11-27T23:00:00.000Z",
        law: "LOREG, art. 69.7",
        pricesHidden: true,
        tradingOpen: false,
      },
    });
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (api) => api.on("GET", `/polls/${market._id}`, success({ poll: paused })),
    });
    await screen.findByRole("heading", { level: 1, name: market.title });
    // The session is known (signed out: the header offers to log in).
    await screen.findAllByRole("link", { name: "Log In" });
    expect(screen.queryByText("Log in or sign up to bet from $5.00.")).toBeNull();
    expect(screen.queryByRole("region", { name: "Place a bet" })).toBeNull();
    // No prices to lead with.
    expect(screen.queryByRole("region", { name: "Current probability" })).toBeNull();
  });

  it("is a one-line notice while the market is closed", async () => {
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      user: testUser(),
      prepare: (api) => {
        api.on("GET", `/polls/${market._id}`, success({ poll: { ...market, status: "closed" } }));
        api.on("GET", "/bets/my-bets", success({ bets: [] }));
      },
    });
    const box = await screen.findByRole("region", { name: "Market closed" });
    expect(
      within(box).getByText("It no longer takes bets; it will resolve by its rules."),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Amount (USD)" })).toBeNull();
    expect(screen.getByText("Closed", { selector: "dt" })).toBeTruthy();
  });
});

describe("a resolved market", () => {
  const resolved = sampleMarket({
    status: "resolved",
    winnerOptionId: "o_no",
    resolvedAt: "2026-11-25T12:00:00.000Z",
    endDate: "2026-11-24T12:00:00.000Z",
  });

  it("says it closed, names the winner, and invites nobody to log in to bet", async () => {
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      prepare: (api) => api.on("GET", `/polls/${market._id}`, success({ poll: resolved })),
    });
    const outcome = await screen.findByRole("region", { name: "Market resolved" });
    expect(within(outcome).getByText("Winner: No")).toBeTruthy();
    expect(screen.getByText("Closed", { selector: "dt" })).toBeTruthy();
    expect(screen.queryByText("Closes", { selector: "dt" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Place a bet" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Current probability" })).toBeNull();
    // Neither the page's call to action nor the ticket's own "log in to bet" (comments may still
    // ask a reader to log in to comment).
    expect(screen.queryByText("Log in or sign up to bet from $5.00.")).toBeNull();
    expect(screen.queryByText("Please log in to place bets.")).toBeNull();
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
  });

  it("in Spanish: Cerró, and the winner", async () => {
    renderPortal(`/market/${market._id}`, {
      prepare: (api) => api.on("GET", `/polls/${market._id}`, success({ poll: resolved })),
    });
    const outcome = await screen.findByRole("region", { name: "Mercado resuelto" });
    expect(within(outcome).getByText("Ganó: No")).toBeTruthy();
    expect(screen.getByText("Cerró", { selector: "dt" })).toBeTruthy();
    expect(screen.queryByText("Cierra", { selector: "dt" })).toBeNull();
  });
});

describe("the bet ticket on a phone", () => {
  let restore: () => void = () => {};
  afterEach(() => restore());

  function asPhone() {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        matches: query === "(max-width: 640px)",
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    restore = () => {
      window.matchMedia = original;
    };
  }

  it("opens from a sticky Bet bar as a sheet; Escape and Close dismiss it, focus going in and back", async () => {
    asPhone();
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      user: testUser(),
      prepare: (api) => api.on("GET", "/bets/my-bets", success({ bets: [] })),
    });
    const open = await screen.findByRole("button", { name: "Bet: Yes at 60¢" });
    // Closed: the ticket is not on the page's surface, and nothing inline takes its room.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("region", { name: "Place a bet" })).toBeNull();

    open.focus();
    fireEvent.click(open);
    const sheet = screen.getByRole("dialog", { name: "Place a bet" });
    expect(open.getAttribute("aria-expanded")).toBe("true");
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(await within(sheet).findByLabelText("Amount (USD)")).toBeTruthy();

    fireEvent.keyDown(sheet, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(open);

    fireEvent.click(open);
    const again = screen.getByRole("dialog", { name: "Place a bet" });
    fireEvent.click(within(again).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it("keeps Tab inside the open sheet", async () => {
    asPhone();
    renderPortal(`/market/${market._id}`, {
      lang: "en",
      user: testUser(),
      prepare: (api) => api.on("GET", "/bets/my-bets", success({ bets: [] })),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Bet: Yes at 60¢" }));
    const sheet = screen.getByRole("dialog", { name: "Place a bet" });
    await within(sheet).findByLabelText("Amount (USD)");
    const close = within(sheet).getByRole("button", { name: "Close" });
    close.focus();
    fireEvent.keyDown(sheet, { key: "Tab", shiftKey: true });
    // From the first control, Shift+Tab wraps to the last one inside the sheet.
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
  });
});

describe("the market page's language", () => {
  /** The market as the API gives it in the language a request asks for. */
  const titled = (lang: string | null) =>
    lang === "en"
      ? { ...market, title: "Will party A win the presidency?", description: "In English." }
      : { ...market, title: "¿Ganará el partido A la presidencia?", description: "En español." };

  for (const boot of [false, true]) {
    it(`follows the language switcher both ways${boot ? ", the market asked for before the first render" : ""}`, async () => {
      const { pulso } = renderPortal(`/market/${market._id}`, {
        lang: "es",
        boot,
        prepare: (fake) => {
          fake.on("GET", `/polls/${market._id}`, (request) =>
            success({ poll: titled(request.headers.get("Accept-Language")) }),
          );
          fake.on("GET", SIMILAR, (request) =>
            success({
              polls: [titled(request.headers.get("Accept-Language")), similarOne],
            }),
          );
          withMarkets(fake);
        },
      });
      // The app starts the sdk when it boots (platform/lifecycle.ts): it refreshes the page's
      // queries when the language changes.
      void pulso.start();
      const heading = (name: string) =>
        screen.findByRole("heading", { level: 1, name }, { timeout: 3000 });
      await heading("¿Ganará el partido A la presidencia?");
      act(() => pulso.i18n.setLanguage("en"));
      await heading("Will party A win the presidency?");
      expect(screen.getByText("In English.")).toBeTruthy();
      act(() => pulso.i18n.setLanguage("es"));
      await heading("¿Ganará el partido A la presidencia?");
      expect(screen.getByText("En español.")).toBeTruthy();
      act(() => pulso.i18n.setLanguage("en"));
      await heading("Will party A win the presidency?");
    });
  }
});
