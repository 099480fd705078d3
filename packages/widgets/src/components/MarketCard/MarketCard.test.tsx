import { formatDate } from "@pulso/sdk";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { failure, success } from "@pulso/sdk/testing";
import { createTestPulso, testMarket } from "../../test-utils/testPulso";
import { MarketCard, type MarketCardProps } from "./MarketCard";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderCard(
  lang: "es" | "en",
  props: Partial<MarketCardProps> = {},
  market = testMarket(),
) {
  const test = createTestPulso(lang, market);
  const view = render(
    <PulsoProvider pulso={test.pulso}>
      <MarketCard marketId="m_1" {...props} />
    </PulsoProvider>,
  );
  return { ...test, view };
}

const END = "2026-12-01T12:00:00.000Z";

describe("MarketCard", () => {
  it("shows a skeleton, then the market in Spanish", async () => {
    renderCard("es");
    expect(screen.getByRole("status").textContent).toBe("Cargando mercado…");
    expect(screen.getByRole("article").getAttribute("aria-busy")).toBe("true");

    expect(
      await screen.findByRole("heading", { name: "¿Ganará la candidata A la presidencia?" }),
    ).toBeTruthy();
    expect(screen.getByRole("group", { name: /^Sí, 62 centavos, 62\s?%$/ })).toBeTruthy();
    expect(screen.getByRole("group", { name: /^No, 38 centavos, 38\s?%$/ })).toBeTruthy();
    expect(screen.getByText("62¢")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Opciones" }).querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByText("$1,250.50")).toBeTruthy();
    expect(screen.getByText("Volumen")).toBeTruthy();
    expect(screen.getByText("Subió 3 centavos en 24 horas")).toBeTruthy();
    expect(screen.getByText("Activo")).toBeTruthy();
    expect(screen.getByText(`Cierra el ${formatDate(END, "es")}`)).toBeTruthy();
    expect(
      screen.getByRole("img", { name: /^Imagen del mercado: ¿Ganará/ }).getAttribute("src"),
    ).toBe("http://api.test/uploads/m_1.png");
    expect(screen.getByRole("article").getAttribute("aria-busy")).toBeNull();
  });

  it("shows a stored picture on a news page as its small square thumbnail, elsewhere as a 16:9 banner", async () => {
    const stored = "http://api.test/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4";
    const picture = async () =>
      (await screen.findByRole("img", { name: /^Imagen del mercado/ })).getAttribute("src");
    renderCard(
      "es",
      { embedded: true, href: "http://pulso.test/market/m_1" },
      testMarket({ image: stored }),
    );
    // Twice the 56 px box: a 640 px upload is not fetched to fill it.
    expect(await picture()).toBe(`${stored}?thumb=112`);
    cleanup();
    // A host that shows it larger (the portal's cards, across the top) gets the 640 px banner,
    // whatever size the upload is.
    renderCard("es", {}, testMarket({ image: stored }));
    expect(await picture()).toBe(`${stored}?w=640`);
    cleanup();
    renderCard(
      "es",
      { embedded: true, href: "http://pulso.test/market/m_1" },
      testMarket({ image: "https://cdn.example/photo.jpg" }),
    );
    expect(await picture()).toBe("https://cdn.example/photo.jpg");
  });

  it("shows the market in English and re-renders when the language switches", async () => {
    const { pulso } = renderCard("en", { onSelectOption: vi.fn() });
    expect(
      await screen.findByRole("heading", { name: "Will candidate A win the presidency?" }),
    ).toBeTruthy();
    expect(screen.getByRole("group", { name: "Yes, 62 cents, 62%" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bet on Yes" }).textContent).toBe("Bet");
    expect(screen.getByText("Up 3 cents in 24 hours")).toBeTruthy();
    expect(screen.getByText(`Closes ${formatDate(END, "en")}`)).toBeTruthy();

    act(() => pulso.i18n.setLanguage("es"));
    expect(
      screen.getByRole("heading", { name: "¿Ganará la candidata A la presidencia?" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Apostar por Sí" }).textContent).toBe("Apostar");
  });

  it("summarises the week's price history in words (es and en)", async () => {
    renderCard("es");
    expect(
      await screen.findByRole("img", {
        name: "Historial de precios: Sí en la última semana: de 55¢ a 62¢, mínimo 50¢, máximo 64¢.",
      }),
    ).toBeTruthy();
    cleanup();
    renderCard("en");
    expect(
      await screen.findByRole("img", {
        name: "Price history: Yes over the last week: from 55¢ to 62¢, low 50¢, high 64¢.",
      }),
    ).toBeTruthy();
  });

  it("links its title to the market's page, letting the app open it on a plain click", async () => {
    const onOpen = vi.fn();
    renderCard("en", { href: "/market/m_1", onOpen });
    const link = await screen.findByRole("link", {
      name: "Will candidate A win the presidency?",
    });
    expect(link.getAttribute("href")).toBe("/market/m_1");
    expect(link.closest("h3")).toBeTruthy();

    // A modified click (new tab) is the browser's; a plain one is the app's.
    const newTab = fireEvent.click(link, { ctrlKey: true });
    expect(newTab).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
    const plain = fireEvent.click(link);
    expect(plain).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("keeps a plain title without href", async () => {
    renderCard("en");
    await screen.findByRole("heading", { name: "Will candidate A win the presidency?" });
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("calls onSelectOption with the option's id when Bet is pressed", async () => {
    const onSelectOption = vi.fn();
    renderCard("es", { onSelectOption });
    fireEvent.click(await screen.findByRole("button", { name: "Apostar por No" }));
    expect(onSelectOption).toHaveBeenCalledWith("o_no", "prediction");
  });

  describe("in an election blackout (DESIGN §12)", () => {
    const hiddenMarket = () => {
      const market = testMarket();
      return {
        ...market,
        options: market.options.map((option) => ({ ...option, price: null, percentage: 0 })),
        volume: 0,
        change24h: 0,
        lmsr: null,
        blackout: {
          startsAt: "2026-11-22T23:00:00.000Z",
          endsAt: "2026-11-27T23:00:00.000Z",
          law: "Ley Orgánica del Régimen Electoral General (LOREG), art. 69.7",
          pricesHidden: true,
          tradingOpen: false,
        },
      };
    };

    it("shows the notice with the law and the last day instead of prices, bars, chart and volume", async () => {
      const onSelectOption = vi.fn();
      renderCard("es", { onSelectOption }, hiddenMarket());
      const note = await screen.findByRole("note");
      expect(note.textContent).toBe(
        "Veda electoralLos pronósticos no se publican hasta el " +
          `${formatDate("2026-11-27T22:59:59.999Z", "es")}, según la Ley Orgánica del Régimen ` +
          "Electoral General (LOREG), art. 69.7. Las apuestas están en pausa hasta entonces.",
      );
      // The options are named, with nothing a forecast could be read from, and no Bet button.
      expect(screen.getByRole("group", { name: "Sí" })).toBeTruthy();
      expect(screen.queryByText(/¢|%/)).toBeNull();
      expect(screen.queryByText("Volumen")).toBeNull();
      expect(screen.queryByRole("button", { name: /Apostar/ })).toBeNull();
      expect(document.querySelector(".pulso-mc__bar, .pulso-mc__sparkline")).toBeNull();
    });

    it("in English, and telling a signed-in reader the prices stay on Pulso", async () => {
      const market = testMarket();
      renderCard(
        "en",
        {},
        {
          ...market,
          blackout: { ...hiddenMarket().blackout, pricesHidden: false, tradingOpen: true, law: "" },
        },
      );
      const note = await screen.findByRole("note");
      expect(note.textContent).toBe(
        `Election blackoutElection blackout until ${formatDate("2026-11-27T22:59:59.999Z", "en")}: ` +
          "these prices are shown on Pulso only.",
      );
      expect(screen.getByText("62¢")).toBeTruthy();
    });
  });

  it("offers no Bet button once the market is closed, and says when it closed", async () => {
    renderCard("en", { onSelectOption: vi.fn() }, testMarket({ status: "closed" }));
    expect(await screen.findByText("Closed", { selector: ".pulso-mc__badge" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText(`Closed ${formatDate(END, "en")}`)).toBeTruthy();
  });

  it("names a resolved market's winner at 100%, never beside its last live price (es and en)", async () => {
    // The last trade left "Sí" at 79¢; the market then resolved to "No".
    const resolved = () => {
      const market = testMarket({ status: "resolved", winnerOptionId: "o_no" });
      return {
        ...market,
        options: [
          { ...market.options[0]!, price: 79, percentage: 79 },
          { ...market.options[1]!, price: 21, percentage: 21 },
        ],
      };
    };
    renderCard("es", { onSelectOption: vi.fn() }, resolved());
    const winner = await screen.findByRole("group", { name: /^No, 100\s?%$/ });
    expect(winner.textContent).toContain("Ganadora");
    expect(winner.textContent).toContain("100");
    expect(screen.getByRole("group", { name: /^Sí, 0\s?%$/ }).textContent).not.toContain(
      "Ganadora",
    );
    expect(screen.queryByText("79¢")).toBeNull();
    expect(screen.queryByText("21¢")).toBeNull();
    expect(screen.getByText("Resuelto", { selector: ".pulso-mc__badge" })).toBeTruthy();
    expect(screen.getByText(`Cerró el ${formatDate(END, "es")}`)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    cleanup();
    renderCard("en", {}, resolved());
    expect((await screen.findByRole("group", { name: "No, 100%" })).textContent).toContain(
      "Winner",
    );
    expect(screen.getByRole("group", { name: "Yes, 0%" })).toBeTruthy();
  });

  it("moves the shown price when a poll_updated arrives on the socket", async () => {
    const { pulso, api, sockets } = renderCard("es");
    await act(() => pulso.start());
    await screen.findByRole("group", { name: /^Sí, 62 centavos/ });
    // The first paint does not flash; only a moved price does (each flash is work for the page).
    const moving = () =>
      [...document.querySelectorAll(".pulso-mc__price--moved")].map((node) => node.textContent);
    expect(moving()).toEqual([]);
    act(() => sockets.latest().open());
    // The server's copy moves too, so the sdk's debounced refetch confirms the new price.
    api.on("GET", "/polls/m_1", success({ poll: testMarket({ options: moved() }) }));
    act(() =>
      sockets.latest().receive({
        event: "poll_updated",
        pollId: "m_1",
        prices: { o_yes: 70, o_no: 30 },
        volume: 1300,
        at: "2026-11-21T12:00:00.000Z",
      }),
    );
    expect(screen.getByRole("group", { name: /^Sí, 70 centavos, 70\s?%$/ })).toBeTruthy();
    expect(screen.getByText("70¢")).toBeTruthy();
    expect(screen.getByText("$1,300.00")).toBeTruthy();
    expect(moving()).toEqual(["70¢", "30¢"]);
    pulso.stop();
  });

  it("marks its prices offline after the five reconnect tries, then catches up when the connection returns", async () => {
    const { pulso, api, sockets } = renderCard("es");
    await screen.findByRole("group", { name: /^Sí, 62 centavos/ });
    const options = screen.getByRole("list", { name: "Opciones" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await act(async () => {
      void pulso.start();
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => sockets.latest().open());
    expect(screen.queryByText("Sin conexión")).toBeNull();

    // The server goes away: five tries 5 s apart, all failing.
    act(() => sockets.latest().drop());
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.queryByText("Sin conexión")).toBeNull();
      act(() => sockets.latest().fail());
    }
    const mark = screen.getByRole("status");
    expect(mark.textContent).toBe(
      "Sin conexiónLos precios pueden estar desactualizados hasta que vuelva la conexión.",
    );
    expect(options.getAttribute("aria-describedby")).toBe(mark.id);
    expect(screen.getByText("62¢").hasAttribute("data-pulso-stale")).toBe(true);

    // A bet moved the market meanwhile; the next try (10 s later) finds the server back.
    api.on("GET", "/polls/m_1", success({ poll: testMarket({ options: moved() }) }));
    await act(() => vi.advanceTimersByTimeAsync(10_001));
    act(() => sockets.latest().open());
    vi.useRealTimers();
    expect(await screen.findByRole("group", { name: /^Sí, 70 centavos, 70\s?%$/ })).toBeTruthy();
    expect(screen.queryByText("Sin conexión")).toBeNull();
    expect(screen.getByText("70¢").hasAttribute("data-pulso-stale")).toBe(false);
    expect(options.getAttribute("aria-describedby")).toBeNull();
    pulso.stop();
  });

  it("says 'Offline' in English", async () => {
    const { pulso, sockets } = renderCard("en");
    await screen.findByRole("group", { name: /^Yes, 62 cents/ });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await act(async () => {
      void pulso.start();
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => sockets.latest().fail());
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await act(() => vi.advanceTimersByTimeAsync(5000));
      act(() => sockets.latest().fail());
    }
    expect(screen.getByRole("status").textContent).toBe(
      "OfflinePrices may be out of date until the connection returns.",
    );
    pulso.stop();
    vi.useRealTimers();
  });

  it("shows a localized error with a retry that fetches again", async () => {
    const test = createTestPulso("es");
    test.pulso.queryClient.setQueryDefaults(["polls"], { retry: false });
    test.api.on("GET", "/polls/m_1", failure(500, "INTERNAL_ERROR"));
    render(
      <PulsoProvider pulso={test.pulso}>
        <MarketCard marketId="m_1" />
      </PulsoProvider>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("No pudimos cargar este mercado.");

    test.api.on("GET", "/polls/m_1", success({ poll: testMarket() }));
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(screen.getByRole("status").textContent).toBe("Cargando mercado…");
    expect(await screen.findByRole("heading", { name: /¿Ganará/ })).toBeTruthy();
    expect(test.api.calls("GET", "/polls/m_1")).toHaveLength(2);
  });

  it("says so when the market does not exist, or no id is given", async () => {
    const test = createTestPulso("en");
    test.api.on("GET", "/polls/m_1", failure(404, "NOT_FOUND"));
    const onStatusChange = vi.fn();
    render(
      <PulsoProvider pulso={test.pulso}>
        <MarketCard marketId="m_1" onStatusChange={onStatusChange} />
        <MarketCard marketId="" />
      </PulsoProvider>,
    );
    expect(screen.getAllByText("We couldn't find this market.")).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getAllByText("We couldn't find this market.")).toHaveLength(2),
    );
    // Reported once on screen: at once under React, after the frame under preact.
    await waitFor(() =>
      expect(onStatusChange).toHaveBeenLastCalledWith("not-found", expect.anything()),
    );
  });
});

function moved() {
  const [yes, no] = testMarket().options;
  return [
    { ...yes!, price: 70, percentage: 70 },
    { ...no!, price: 30, percentage: 30 },
  ];
}
