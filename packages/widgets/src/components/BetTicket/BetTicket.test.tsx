import type { BetQuote } from "@pulso/core";
import { sampleBet, sampleUser } from "@pulso/core/testing";
import { pulsoKeys } from "@pulso/sdk";
import { failure, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PulsoProvider } from "../../provider/PulsoProvider";
import { createTestPulso, testMarket } from "../../test-utils/testPulso";
import { BetTicket, type BetTicketProps } from "./BetTicket";
import { maxPriceFor } from "./betRules";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function quote(overrides: Partial<BetQuote> = {}): BetQuote {
  return {
    pollId: "m_1",
    optionId: "o_yes",
    amount: 10,
    fee: 0.2,
    net: 9.8,
    shares: 15.5,
    priceBefore: 62,
    averagePrice: 63.2,
    priceAfter: 64,
    potentialReturn: 15.5,
    profit: 5.5,
    odds: 1.55,
    ...overrides,
  };
}

async function renderTicket(
  lang: "es" | "en",
  props: Partial<BetTicketProps> = {},
  { signedIn = true, market = testMarket() } = {},
) {
  const test = createTestPulso(lang, market);
  test.api.on("GET", "/polls/m_1/quote", success({ quote: quote() }));
  if (signedIn) {
    test.pulso.queryClient.setQueryData(pulsoKeys.currentUser, sampleUser({ balance: 100 }));
  } else {
    test.api.on("GET", "/auth/session", success({ user: null }));
    await act(() => test.pulso.session.refresh());
  }
  const view = render(
    <PulsoProvider pulso={test.pulso}>
      <BetTicket marketId="m_1" quoteDelayMs={0} {...props} />
    </PulsoProvider>,
  );
  return { ...test, view };
}

async function typeAmount(value: string) {
  fireEvent.change(await screen.findByLabelText(/^(Importe|Amount)/), { target: { value } });
}

describe("BetTicket refusals (spec §8)", () => {
  it("asks a signed-out reader to log in, with a sign-in request button", async () => {
    const onSignInRequest = vi.fn();
    await renderTicket("en", { onSignInRequest }, { signedIn: false });
    expect((await screen.findByRole("alert")).textContent).toBe("Please log in to place bets.");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onSignInRequest).toHaveBeenCalledTimes(1);
  });

  it("refuses an inactive market, in both languages", async () => {
    await renderTicket("en", {}, { market: testMarket({ status: "closed" }) });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This market is not currently active for trading.",
    );
    cleanup();
    await renderTicket("es", {}, { market: testMarket({ status: "closed" }) });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Este mercado no está activo para operar en este momento.",
    );
  });

  it("says the election blackout at once when trading is paused or prices are hidden, with no form", async () => {
    const blackout = {
      startsAt: "2026-11-22T23:00:00.000Z",
      endsAt: "2026-11-27T23:00:00.000Z",
      law: "Ley Orgánica del Régimen Electoral General (LOREG), art. 69.7",
      pricesHidden: false,
      tradingOpen: false,
    };
    // Signed in on the platform, trading paused.
    await renderTicket("es", {}, { market: testMarket({ blackout }) });
    expect((await screen.findByRole("note")).textContent).toContain(
      "Las apuestas están en pausa hasta entonces.",
    );
    expect(screen.queryByLabelText(/^Importe/)).toBeNull();
    cleanup();
    // Signed out (or in a news page's frame): no prices to bet on, not "log in".
    await renderTicket(
      "en",
      {},
      {
        signedIn: false,
        market: testMarket({ blackout: { ...blackout, pricesHidden: true, tradingOpen: true } }),
      },
    );
    expect((await screen.findByRole("note")).textContent).toContain(
      "Forecasts are not published until",
    );
    expect(screen.queryByRole("button", { name: "Log in" })).toBeNull();
    cleanup();
    // Signed in on the platform with trading kept open: the ticket works as usual.
    await renderTicket(
      "en",
      {},
      {
        market: testMarket({ blackout: { ...blackout, tradingOpen: true } }),
      },
    );
    expect(await screen.findByLabelText(/^Amount/)).toBeTruthy();
  });

  it("refuses an option the market does not have", async () => {
    await renderTicket("en", { optionId: "o_gone" });
    expect((await screen.findByRole("alert")).textContent).toBe("Option ID not available.");
    expect(screen.getByRole("group", { name: "Option" }).getAttribute("aria-describedby")).toBe(
      screen.getByRole("alert").id,
    );
  });

  it("refuses less than $5 and more than two decimals, tied to the amount input", async () => {
    await renderTicket("en");
    await screen.findByRole("group", { name: "Option" });
    await typeAmount("4.99");
    const input = screen.getByLabelText("Amount (USD)");
    expect(screen.getByRole("alert").textContent).toBe("Minimum bet amount is $5.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
    await typeAmount("5.001");
    expect(screen.getByRole("alert").textContent).toBe("Amounts can have at most two decimals.");
    cleanup();
    await renderTicket("es");
    await screen.findByRole("group", { name: "Opción" });
    await typeAmount("3");
    expect(screen.getByRole("alert").textContent).toBe("El monto mínimo de apuesta es $5.");
  });
});

describe("BetTicket quote and placing", () => {
  it("asks for a quote once the typing pauses (debounced) and shows it", async () => {
    const { api } = await renderTicket("en", { quoteDelayMs: 300 });
    await screen.findByLabelText("Amount (USD)");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const input = screen.getByLabelText("Amount (USD)");
    fireEvent.change(input, { target: { value: "1" } });
    fireEvent.change(input, { target: { value: "10" } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(api.calls("GET", "/polls/m_1/quote")).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls("GET", "/polls/m_1/quote")).toHaveLength(1);
    expect(screen.getByText("Average price").closest("dl")?.getAttribute("aria-label")).toBe(
      "Your quote",
    );
    expect(screen.getByText("Average price").nextSibling?.textContent).toBe("63.2¢");
    expect(screen.getByText("Potential return").nextSibling?.textContent).toBe("$15.50");
    expect(screen.getByText("Profit").nextSibling?.textContent).toBe("$5.50");
    expect(screen.getByText("Odds").nextSibling?.textContent).toBe("1.55×");
    expect(screen.getByText("Fee").nextSibling?.textContent).toBe("$0.20");
    // What the bet buys and where it leaves the price (DESIGN §2's quote).
    expect(screen.getByText("Shares").nextSibling?.textContent).toBe("15.5");
    expect(screen.getByText("Current price").nextSibling?.textContent).toBe("62¢");
    expect(screen.getByText("Price after your bet").nextSibling?.textContent).toBe("64¢");
  });

  it("shows the shares and the price after the bet in Spanish too", async () => {
    await renderTicket("es");
    await typeAmount("10");
    const shares = await screen.findByText("Acciones");
    expect(shares.nextSibling?.textContent).toBe("15.5");
    expect(screen.getByText("Precio tras tu apuesta").nextSibling?.textContent).toBe("64¢");
  });

  it("confirms, then places the bet with maxPrice and an Idempotency-Key, and shows the result", async () => {
    const onPlaced = vi.fn();
    const { api, pulso } = await renderTicket("en", { onPlaced });
    const bet = sampleBet({ amount: 10, potentialReturn: 15.5 });
    api.on("POST", "/bets", success({ bet, balance: 90 }));
    await typeAmount("10");
    await screen.findByRole("button", { name: "Review bet" });
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Review bet" })).toHaveProperty("disabled", false),
    );
    fireEvent.click(screen.getByRole("button", { name: "Review bet" }));
    const heading = screen.getByRole("heading", { name: "Confirm bet" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("$10.00 on Yes at about 63.2¢ per share.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm bet" }));
    const placed = await screen.findByRole("heading", { name: "Bet placed" });
    await vi.waitFor(() => expect(document.activeElement).toBe(placed));
    const [request] = api.calls("POST", "/bets");
    expect(request?.body).toMatchObject({
      pollId: "m_1",
      optionId: "o_yes",
      amount: 10,
      language: "en",
      maxPrice: maxPriceFor(63.2),
    });
    expect(maxPriceFor(63.2)).toBe(64.2);
    expect(request?.headers.get("Idempotency-Key")).toMatch(/\S{8,}/);
    expect(onPlaced).toHaveBeenCalledWith(bet);
    expect(pulso.session.store.getState().user?.balance).toBe(90);
    expect(screen.getByText("$10.00 on Yes. Potential return $15.50.")).toBeTruthy();
  });

  it.each([
    [
      "given (a framed ticket)",
      { article: "/politica/2026/elecciones" },
      "/politica/2026/elecciones",
    ],
    ["not given (the portal)", {}, undefined],
    ["empty", { article: "" }, undefined],
  ] as const)("sends the article with the bet only when one is %s", async (_name, props, sent) => {
    const { api } = await renderTicket("en", props);
    api.on("POST", "/bets", success({ bet: sampleBet(), balance: 90 }));
    await typeAmount("10");
    const review = await screen.findByRole("button", { name: "Review bet" });
    await vi.waitFor(() => expect(review).toHaveProperty("disabled", false));
    fireEvent.click(review);
    fireEvent.click(screen.getByRole("button", { name: "Confirm bet" }));
    await screen.findByRole("heading", { name: "Bet placed" });
    const body = api.calls("POST", "/bets")[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ pollId: "m_1", optionId: "o_yes", amount: 10 });
    if (sent) expect(body.article).toBe(sent);
    else expect(body).not.toHaveProperty("article");
  });

  it("reuses the Idempotency-Key when the same confirmation is retried after a network failure", async () => {
    const { api } = await renderTicket("es");
    await typeAmount("10");
    const review = await screen.findByRole("button", { name: "Revisar apuesta" });
    await vi.waitFor(() => expect(review).toHaveProperty("disabled", false));
    fireEvent.click(review);
    api.on("POST", "/bets", () => {
      throw new TypeError("Failed to fetch");
    });
    fireEvent.click(screen.getByRole("button", { name: "Confirmar apuesta" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Error de red. Revisa tu conexión e inténtalo de nuevo.",
    );
    api.on("POST", "/bets", success({ bet: sampleBet(), balance: 90 }));
    fireEvent.click(screen.getByRole("button", { name: "Confirmar apuesta" }));
    expect(await screen.findByRole("heading", { name: "Apuesta realizada" })).toBeTruthy();
    const keys = api.calls("POST", "/bets").map((call) => call.headers.get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the fresh quote after PRICE_MOVED and asks for a new confirmation", async () => {
    const { api } = await renderTicket("en");
    await typeAmount("10");
    const review = await screen.findByRole("button", { name: "Review bet" });
    await vi.waitFor(() => expect(review).toHaveProperty("disabled", false));
    fireEvent.click(review);
    api.on("POST", "/bets", {
      status: 409,
      body: {
        status: "fail",
        code: "PRICE_MOVED",
        message: "moved",
        details: { quote: quote({ averagePrice: 70.5, priceBefore: 70 }) },
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Confirm bet" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The price moved. Review the new quote and confirm again.",
    );
    expect(screen.getByText("$10.00 on Yes at about 70.5¢ per share.")).toBeTruthy();
    // The answer came from the network, not a click: the heading takes the focus in the effects
    // that follow the render that shows the alert.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Confirm bet" })),
    );
    api.on("POST", "/bets", success({ bet: sampleBet(), balance: 90 }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm bet" }));
    await screen.findByRole("heading", { name: "Bet placed" });
    const calls = api.calls("POST", "/bets");
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toMatchObject({ maxPrice: maxPriceFor(70.5) });
    expect(calls[1]?.headers.get("Idempotency-Key")).not.toBe(
      calls[0]?.headers.get("Idempotency-Key"),
    );
  });

  it("says so when the balance is too low (INSUFFICIENT_FUNDS)", async () => {
    const { api } = await renderTicket("en");
    await typeAmount("10");
    const review = await screen.findByRole("button", { name: "Review bet" });
    await vi.waitFor(() => expect(review).toHaveProperty("disabled", false));
    fireEvent.click(review);
    api.on("POST", "/bets", failure(400, "INSUFFICIENT_FUNDS"));
    fireEvent.click(screen.getByRole("button", { name: "Confirm bet" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your balance is too low for this amount.",
    );
  });
});

describe("BetTicket names its market", () => {
  it.each([
    ["es", "¿Ganará la candidata A la presidencia?"],
    ["en", "Will candidate A win the presidency?"],
  ] as const)(
    "heads the ticket with the market's title in the reader's language (%s)",
    async (lang, title) => {
      await renderTicket(lang);
      const heading = await screen.findByRole("heading", { name: title });
      expect(screen.getByRole("region", { name: title })).toBeTruthy();
      // First in the ticket: the reader reads what the bet is on before the options.
      expect(heading.parentElement?.firstElementChild).toBe(heading);
    },
  );

  it("names the market to a signed-out reader too", async () => {
    await renderTicket("en", {}, { signedIn: false });
    expect(
      await screen.findByRole("heading", { name: "Will candidate A win the presidency?" }),
    ).toBeTruthy();
  });
});

describe("BetTicket for a market that is not there", () => {
  async function renderMissing(lang: "es" | "en", status: number, code: string) {
    const test = createTestPulso(lang);
    test.pulso.queryClient.setDefaultOptions({
      queries: { ...test.pulso.queryClient.getDefaultOptions().queries, retry: false },
    });
    test.api.on("GET", "/polls/m_x", failure(status, code));
    test.pulso.queryClient.setQueryData(pulsoKeys.currentUser, sampleUser({ balance: 100 }));
    const onStatusChange = vi.fn();
    render(
      <PulsoProvider pulso={test.pulso}>
        <BetTicket marketId="m_x" onStatusChange={onStatusChange} />
      </PulsoProvider>,
    );
    return { ...test, onStatusChange };
  }

  it.each([
    ["es", "Este mercado no existe o ya no está disponible."],
    ["en", "This market doesn't exist or is no longer available."],
  ] as const)("says it does not exist (%s), with nothing to retry", async (lang, text) => {
    const { onStatusChange } = await renderMissing(lang, 404, "NOT_FOUND");
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
    // The status reaches the host from an effect, which may run after the text has shown.
    await vi.waitFor(() =>
      expect(onStatusChange).toHaveBeenLastCalledWith("not-found", expect.anything()),
    );
  });

  it("keeps the retry for a market that failed to load", async () => {
    const { api, onStatusChange } = await renderMissing("es", 500, "INTERNAL_ERROR");
    expect((await screen.findByRole("alert")).textContent).toBe("No pudimos cargar este mercado.");
    await vi.waitFor(() =>
      expect(onStatusChange).toHaveBeenLastCalledWith("error", expect.anything()),
    );
    api.on("GET", "/polls/m_x", success({ poll: testMarket({ _id: "m_x" }) }));
    fireEvent.click(screen.getByRole("button", { name: "Intentar de nuevo" }));
    expect(
      await screen.findByRole("heading", { name: "¿Ganará la candidata A la presidencia?" }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(onStatusChange.mock.lastCall?.[0]).toBe("success"));
  });
});
