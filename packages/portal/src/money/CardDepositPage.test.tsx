import { failure, success, type FakeApi, type FakeResponse } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  describedText,
  fillCardForm,
  sampleCardDeposit,
  sampleCardTransaction,
  typeInto,
} from "../test-utils/moneyFixtures";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

async function openCardDeposit(lang: "en" | "es", prepare?: (api: FakeApi) => void) {
  const rendered = renderPortal("/account/deposit", {
    lang,
    user: testUser({ _id: "u_1" }),
    ...(prepare ? { prepare } : {}),
  });
  await screen.findByRole(
    "heading",
    {
      level: 1,
      name: lang === "en" ? "Deposit by card" : "Depositar con tarjeta",
    },
    { timeout: 10_000 },
  );
  return rendered;
}

const submitCard = () => fireEvent.click(screen.getByRole("button", { name: /^Deposit/ }));

describe("/account/deposit", () => {
  it("checks every field before sending, each message tied to its field", async () => {
    const { api } = await openCardDeposit("en");
    submitCard();
    expect(await screen.findByText("Please enter a valid amount.")).toBeTruthy();
    expect(describedText("Card number")).toContain("Invalid card number.");
    expect(describedText("Cardholder")).toContain("This field is required.");
    expect(describedText("Security code (CVV)")).not.toBe("");
    expect(describedText("Postal code")).toContain("This field is required.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Amount (USD)")));

    typeInto("Amount (USD)", "5");
    typeInto("Card number", "4242 4242 4242 4241");
    typeInto("Expiry month (MM)", "01");
    typeInto("Expiry year (YYYY)", "2020");
    submitCard();
    await waitFor(() =>
      expect(describedText("Amount (USD)")).toContain("The minimum deposit is $10"),
    );
    expect(describedText("Card number")).toContain("Invalid card number.");
    expect(describedText("Expiry year (YYYY)")).toContain("Card has expired.");

    typeInto("Amount (USD)", "2500");
    submitCard();
    await waitFor(() =>
      expect(describedText("Amount (USD)")).toContain("The maximum deposit is $2,000.00"),
    );
    expect(api.calls("POST", "/payments/sandbox/charge")).toHaveLength(0);
  });

  it("charges the sandbox, posts the signed record and shows the new balance in the page and header", async () => {
    const transaction = sampleCardTransaction({ amount: 50 });
    const { api } = await openCardDeposit("en", (fake) => {
      fake.on("POST", "/payments/sandbox/charge", success({ transaction }));
      fake.on("POST", "/deposits", success({ deposit: sampleCardDeposit(), balance: 75.5 }));
    });
    fillCardForm("4242 4242 4242 4242", "50");
    submitCard();
    expect(
      await screen.findByText("Deposit of $50.00 credited. Your new balance is $75.50."),
    ).toBeTruthy();
    expect(api.calls("POST", "/payments/sandbox/charge")[0]?.body).toMatchObject({
      amount: 50,
      currency: "USD",
      cardNumber: "4242424242424242",
      cardholder: "Ana Pérez",
      expiryMonth: 12,
      cvv: "123",
      city: "San José",
      postalCode: "10101",
    });
    const deposit = api.calls("POST", "/deposits")[0];
    expect(deposit?.body).toEqual({ userId: "u_1", amount: 50, pixelPayTransaction: transaction });
    expect(deposit?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(await screen.findByRole("button", { name: /Ana Pérez.*\$75\.50/ })).toBeTruthy();
  });

  const refusals = [
    {
      status: 402,
      code: "CARD_DECLINED",
      en: "Payment failed: the card was declined.",
      es: "El pago falló: la tarjeta fue rechazada.",
    },
    {
      status: 400,
      code: "CARD_INVALID_NUMBER",
      en: "Invalid card number.",
      es: "Número de tarjeta no válido.",
    },
    { status: 402, code: "CARD_EXPIRED", en: "Card has expired.", es: "La tarjeta ha caducado." },
    {
      status: 402,
      code: "CARD_INSUFFICIENT_FUNDS",
      en: "Insufficient funds.",
      es: "Fondos insuficientes.",
    },
    {
      status: 503,
      code: "CARD_NETWORK_ERROR",
      en: "Network error. Please try again.",
      es: "Error de red. Inténtalo de nuevo.",
    },
    { status: 500, code: "INTERNAL_ERROR", en: "Payment failed.", es: "El pago falló." },
  ] as const;

  for (const refusal of refusals) {
    for (const lang of ["en", "es"] as const) {
      it(`shows ${refusal.code} as "${refusal[lang]}" (${lang}) and records the failure`, async () => {
        const { api } = await openCardDeposit(lang, (fake) => {
          fake.on("POST", "/payments/sandbox/charge", failure(refusal.status, refusal.code));
          fake.on(
            "POST",
            "/deposits/failed",
            success({ deposit: sampleCardDeposit({ status: "failed" }) }),
          );
        });
        if (lang === "en") fillCardForm("4000 0000 0000 0002");
        else fillSpanishCardForm("4000 0000 0000 0002");
        fireEvent.click(
          screen.getByRole("button", { name: lang === "en" ? /^Deposit/ : /^Depositar/ }),
        );
        const alert = await screen.findByRole("alert");
        expect(alert.textContent).toBe(refusal[lang]);
        expectBesideSubmit(alert);
        await waitFor(() => expect(api.calls("POST", "/deposits/failed")).toHaveLength(1));
        expect(api.calls("POST", "/deposits/failed")[0]?.body).toMatchObject({
          userId: "u_1",
          amount: 50,
        });
        expect(api.calls("POST", "/deposits")).toHaveLength(0);
      });
    }
  }

  /**
   * Opens the card page whose charge call answers `answers` in turn (the first a lost answer),
   * sends the filled form once and waits for the network error.
   */
  async function chargeLostOnce(answers: FakeResponse[], balance: number): Promise<FakeApi> {
    const { api } = await openCardDeposit("en", (fake) => {
      fake.on("POST", "/payments/sandbox/charge", () => answers.shift() ?? failure(500, "X"));
      fake.on("POST", "/deposits/failed", success({ deposit: sampleCardDeposit() }));
      fake.on("POST", "/deposits", success({ deposit: sampleCardDeposit(), balance }));
    });
    fillCardForm();
    submitCard();
    expect((await screen.findByRole("alert")).textContent).toBe("Network error. Please try again.");
    return api;
  }

  it("retries a charge whose answer was lost with the same key, and a refused card's next try with a new one", async () => {
    const answers = [
      failure(503, "CARD_NETWORK_ERROR"),
      failure(402, "CARD_DECLINED"),
      success({ transaction: sampleCardTransaction() }),
    ];
    const api = await chargeLostOnce(answers, 75.5);
    submitCard();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Payment failed: the card was declined."),
    );
    submitCard();
    expect(await screen.findByText(/^Deposit of \$50\.00 credited/)).toBeTruthy();

    const keys = api
      .calls("POST", "/payments/sandbox/charge")
      .map((call) => call.headers.get("idempotency-key"));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^charge:./);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(api.calls("POST", "/deposits")[0]?.headers.get("idempotency-key")).toBe(
      keys[2]?.replace(/^charge:/, ""),
    );
  });

  it("charges changed card details after a lost answer with a new key, not a conflicting one", async () => {
    const answers = [
      failure(503, "CARD_NETWORK_ERROR"),
      success({ transaction: sampleCardTransaction({ amount: 60 }) }),
    ];
    const api = await chargeLostOnce(answers, 85.5);
    typeInto("Amount (USD)", "60");
    submitCard();
    expect(await screen.findByText(/^Deposit of \$60\.00 credited/)).toBeTruthy();

    const charges = api.calls("POST", "/payments/sandbox/charge");
    expect(charges.map((call) => (call.body as { amount: number }).amount)).toEqual([50, 60]);
    const keys = charges.map((call) => call.headers.get("idempotency-key"));
    expect(keys[1]).toMatch(/^charge:./);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("keeps a faulted field's focus when the server names the field", async () => {
    await openCardDeposit("en", (fake) => {
      fake.on("POST", "/payments/sandbox/charge", {
        status: 400,
        body: {
          status: "fail",
          code: "VALIDATION_FAILED",
          message: "VALIDATION_FAILED",
          details: { issues: [{ path: "cardNumber", code: "CARD_INVALID_NUMBER" }] },
        },
      });
      fake.on("POST", "/deposits/failed", success({ deposit: sampleCardDeposit() }));
    });
    fillCardForm("4000 0000 0000 0002");
    submitCard();
    expect((await screen.findByRole("alert")).textContent).toBe("Payment failed.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Card number")));
    expect(describedText("Card number")).toContain("Invalid card number.");
  });

  it("shows the server's refusal of the record after an approved charge", async () => {
    await openCardDeposit("en", (fake) => {
      fake.on(
        "POST",
        "/payments/sandbox/charge",
        success({ transaction: sampleCardTransaction() }),
      );
      fake.on("POST", "/deposits", failure(400, "TRANSACTION_INVALID"));
    });
    fillCardForm();
    submitCard();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("The payment record could not be verified.");
    expectBesideSubmit(alert);
  });
});

/**
 * A refusal shows where the reader is: right before the submit button (not at the top of the
 * form), described by it, and focused.
 */
function expectBesideSubmit(alert: HTMLElement): void {
  const submit = screen.getByRole("button", { name: /^(Deposit|Depositar)/ });
  expect(alert.nextElementSibling).toBe(submit);
  expect(submit.getAttribute("aria-describedby")).toBe(alert.id);
  expect(document.activeElement).toBe(alert);
}

/** The card form in Spanish. */
function fillSpanishCardForm(cardNumber: string): void {
  typeInto("Importe (USD)", "50");
  typeInto("Número de tarjeta", cardNumber);
  typeInto("Titular de la tarjeta", "Ana Pérez");
  typeInto("Mes de vencimiento (MM)", "12");
  typeInto("Año de vencimiento (AAAA)", String(new Date().getFullYear() + 2));
  typeInto("Código de seguridad (CVV)", "123");
  typeInto("Dirección", "Calle 1");
  typeInto("Ciudad", "San José");
  typeInto("Estado o provincia", "SJ");
  typeInto("País", "Costa Rica");
  typeInto("Código postal", "10101");
}
