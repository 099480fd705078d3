import type { BetQuote, Language } from "@pulso/core";
import { sampleBet, sampleUser } from "@pulso/core/testing";
import { failure, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FRAME_PROTOCOL } from "../frameProtocol/protocol";
import { createTestPulso } from "../test-utils/testPulso";
import { BetPopupApp, type BetPopupAppProps } from "./BetPopupApp";

afterEach(cleanup);

const SITE = "https://news.example";
const NONCE = "0123456789abcdef0123456789abcdef";

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
  props?: Partial<BetPopupAppProps>;
}

async function setup(lang: Language, options: SetupOptions = {}) {
  const test = createTestPulso(lang);
  const user = sampleUser({ balance: 100 });
  test.api.on("GET", "/auth/session", success({ user: options.signedIn ? user : null }));
  test.api.on("POST", "/auth/login", {
    body: { status: "success", token: "tok_1", data: { user } },
  });
  test.api.on("GET", "/auth/logout", { body: { status: "success" } });
  test.api.on("GET", "/polls/m_1/quote", success({ quote: QUOTE }));
  test.api.on("POST", "/bets", success({ bet: sampleBet({ option: "o_no" }), balance: 90 }));
  await act(() => test.pulso.session.refresh());
  const opener = { postMessage: vi.fn() };
  const close = vi.fn();
  render(
    <BetPopupApp
      pulso={test.pulso}
      lang={lang}
      site={SITE}
      marketId="m_1"
      optionId="o_no"
      nonce={NONCE}
      opener={opener as unknown as Window}
      close={close}
      {...options.props}
    />,
  );
  return { ...test, opener, close };
}

/**
 * Types an amount, reviews and confirms, as a reader does on the ticket (English texts). Typing is
 * an `input` event, which both renderers the window may ship with (React, preact/compat) hear.
 */
async function placeBet() {
  fireEvent.input(await screen.findByLabelText("Amount (USD)"), { target: { value: "10" } });
  const review = screen.getByRole("button", { name: "Review bet" });
  await waitFor(() => expect(review).toHaveProperty("disabled", false));
  fireEvent.click(review);
  fireEvent.click(screen.getByRole("button", { name: "Confirm bet" }));
  await screen.findByRole("heading", { name: "Bet placed" });
}

describe("BetPopupApp: signing in", () => {
  it("names the site and asks a signed-out reader to log in, with the focus on the email (es)", async () => {
    await setup("es");
    expect(screen.getByRole("heading", { name: "Apostar desde news.example" })).toBeTruthy();
    expect(
      screen.getByText(
        "Inicia sesión en Pulso para confirmar tu apuesta. news.example nunca ve tu cuenta ni tus apuestas.",
      ),
    ).toBeTruthy();
    const email = screen.getByLabelText("Correo electrónico");
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText("Contraseña")).toBeTruthy();
    expect(screen.getByText(/Vuelve a esta ventana para hacer tu apuesta/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Revisar apuesta" })).toBeNull();
  });

  it("in English, with the publisher's name as the server gave it", async () => {
    await setup("en", { props: { siteName: "Daily News" } });
    expect(
      screen.getByRole("heading", { name: "Bet from Daily News (news.example)" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
  });

  it("after logging in, shows the ticket on the frame's option with the focus on it", async () => {
    const test = await setup("en");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Secreto123" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    const amount = await screen.findByLabelText("Amount (USD)");
    expect(amount).toBeTruthy();
    expect(test.api.calls("POST", "/auth/login")[0]?.body).toEqual({
      email: "ana@example.com",
      password: "Secreto123",
    });
    const checked = document.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    expect(checked?.value).toBe("o_no");
    await waitFor(() => expect(document.activeElement).toBe(checked));
    expect(
      screen.getByText("news.example never sees your account, your balance or your bets."),
    ).toBeTruthy();
  });
});

describe("BetPopupApp: betting", () => {
  it("tells the opener only that a bet was placed, at this origin with the nonce, then offers to close", async () => {
    const test = await setup("en", { signedIn: true });
    await placeBet();
    expect(test.opener.postMessage).toHaveBeenCalledTimes(1);
    expect(test.opener.postMessage).toHaveBeenCalledWith(
      { protocol: FRAME_PROTOCOL, type: "bet-placed", nonce: NONCE },
      location.origin,
    );
    expect(JSON.stringify(test.opener.postMessage.mock.calls)).not.toMatch(/o_no|m_1|10|90/);
    expect(test.api.calls("POST", "/bets")[0]?.body).toMatchObject({
      pollId: "m_1",
      optionId: "o_no",
      amount: 10,
    });
    const placed = screen.getByText(
      "Your bet is placed. You can close this window and go back to news.example.",
    );
    expect(placed.getAttribute("role")).toBe("status");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(test.close).toHaveBeenCalledTimes(1);
  });

  it("in Spanish: the placed message and Cerrar", async () => {
    const test = await setup("es", { signedIn: true });
    fireEvent.input(await screen.findByLabelText("Importe (USD)"), { target: { value: "10" } });
    const review = screen.getByRole("button", { name: "Revisar apuesta" });
    await waitFor(() => expect(review).toHaveProperty("disabled", false));
    fireEvent.click(review);
    fireEvent.click(screen.getByRole("button", { name: "Confirmar apuesta" }));
    const placed = await screen.findByText(
      "Tu apuesta está hecha. Puedes cerrar esta ventana y volver a news.example.",
    );
    expect(placed.getAttribute("role")).toBe("status");
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeTruthy();
    expect(test.opener.postMessage).toHaveBeenCalledTimes(1);
  });

  it("tells the opener nothing when the bet is refused", async () => {
    const test = await setup("en", { signedIn: true });
    test.api.on("POST", "/bets", failure(400, "INSUFFICIENT_FUNDS"));
    fireEvent.input(await screen.findByLabelText("Amount (USD)"), { target: { value: "10" } });
    const review = screen.getByRole("button", { name: "Review bet" });
    await waitFor(() => expect(review).toHaveProperty("disabled", false));
    fireEvent.click(review);
    fireEvent.click(screen.getByRole("button", { name: "Confirm bet" }));
    await screen.findByRole("alert");
    expect(test.opener.postMessage).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});

describe("BetPopupApp: refusing to run", () => {
  it.each([
    ["a site the server did not name", { site: null }],
    ["no opener", { opener: null }],
    ["no nonce", { nonce: "" }],
  ] as const)(
    "with %s: says where to open it from, with no form and no ticket",
    async (_, props) => {
      const test = await setup("es", { signedIn: true, props });
      expect(screen.getByRole("alert").textContent).toBe(
        "Abre esta ventana desde un boleto de apuesta de Pulso en un sitio de noticias.",
      );
      expect(screen.queryByRole("heading")).toBeNull();
      expect(screen.queryByLabelText("Importe (USD)")).toBeNull();
      expect(screen.queryByLabelText("Correo electrónico")).toBeNull();
      expect(test.opener.postMessage).not.toHaveBeenCalled();
    },
  );

  it("for a market the server did not accept: says so, in English", async () => {
    await setup("en", { signedIn: true, props: { marketId: null } });
    expect(screen.getByRole("alert").textContent).toBe("This window can't show that market.");
    expect(screen.queryByLabelText("Amount (USD)")).toBeNull();
  });
});

describe("BetPopupApp: the publisher's credit", () => {
  it("sends the window's attribution token with the bet, and none when the server gave none", async () => {
    const test = await setup("en", { signedIn: true, props: { attribution: "t".repeat(43) } });
    await placeBet();
    expect(test.api.calls("POST", "/bets")[0]?.body).toMatchObject({
      attribution: "t".repeat(43),
    });
    cleanup();
    const plain = await setup("en", { signedIn: true });
    await placeBet();
    expect(plain.api.calls("POST", "/bets")[0]?.body).not.toHaveProperty("attribution");
  });
});
