import { failure, success, type FakeApi, type FakeResponse } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sampleStats } from "../test-utils/dashboardFixtures";
import { describedText, sampleWithdrawal, typeInto } from "../test-utils/moneyFixtures";
import { CHECKING, NO_NETWORKS, serveNetworks } from "../test-utils/cryptoNetworkFixtures";
import { renderPortal, testUser } from "../test-utils/renderPortal";

afterEach(cleanup);

const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
const BAD_CHECKSUM = "0x52908400098527886E0F7030069857D2E4169Ee7";
const WITHDRAWALS = "/users/u_1/withdrawals";

/** Opens the page once it knows the figures and the networks (every chain works unless `prepare` says otherwise). */
async function openWithdraw(lang: "en" | "es", prepare?: (api: FakeApi) => void) {
  const rendered = renderPortal("/account/withdraw", {
    lang,
    user: testUser({ _id: "u_1", balance: 40 }),
    prepare: (fake) => {
      serveNetworks(fake);
      prepare?.(fake);
    },
  });
  await screen.findByRole(
    "heading",
    { level: 1, name: lang === "en" ? "Withdraw with crypto" : "Retirar con criptomonedas" },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(screen.queryByText(CHECKING[lang])).toBeNull());
  return rendered;
}

function fillWithdrawal(amount: string, address: string): void {
  typeInto("Amount (USD)", amount);
  typeInto("Wallet address", address);
  fireEvent.click(screen.getByRole("button", { name: "Request withdrawal" }));
}

describe("/account/withdraw", () => {
  it("shows the available balance, the withdrawable part and why, and the chosen token's fee", async () => {
    await openWithdraw("en", (fake) =>
      fake.on(
        "GET",
        "/dashboard/stats",
        success({
          stats: sampleStats({ balance: 40, withdrawable: 30, withdrawableReason: "promo_credit" }),
        }),
      ),
    );
    expect(await screen.findByText("Available balance: $40.00")).toBeTruthy();
    expect((await screen.findByText("Withdrawable")).nextElementSibling?.textContent).toBe(
      "$30.00",
    );
    expect(
      screen.getByText(
        "$10.00 of your balance is promotional credit (the sign-up credit and what it won): you can bet it, but not withdraw it.",
      ),
    ).toBeTruthy();
    expect(describedText("Cryptocurrency")).toContain("Estimated network fee: about $0.001");
    fireEvent.change(screen.getByLabelText("Network"), { target: { value: "1" } });
    expect(describedText("Cryptocurrency")).toContain("Estimated network fee: $5 to $50 (high)");
    expect(describedText("Wallet address")).toContain("An address on Ethereum");
  });

  it("checks the address for the chain, its checksum, and the amount, before sending", async () => {
    const { api } = await openWithdraw("en");
    fillWithdrawal("", "0x1234");
    expect(await screen.findByText("Please enter a valid amount.")).toBeTruthy();
    expect(describedText("Wallet address")).toContain(
      "Please enter a valid wallet address for this network.",
    );

    fillWithdrawal("5", BAD_CHECKSUM);
    await waitFor(() => expect(describedText("Amount (USD)")).not.toContain("valid amount"));
    expect(describedText("Wallet address")).toContain(
      "Please enter a valid wallet address for this network.",
    );

    fillWithdrawal("45", ADDRESS);
    await waitFor(() =>
      expect(describedText("Amount (USD)")).toContain("Your balance is too low for this amount."),
    );
    expect(describedText("Wallet address")).not.toContain("valid wallet address");
    expect(api.calls("POST", WITHDRAWALS)).toHaveLength(0);
  });

  it("checks the amount against the withdrawable part, not the whole balance, before sending", async () => {
    const { api } = await openWithdraw("en", (fake) =>
      fake.on(
        "GET",
        "/dashboard/stats",
        success({
          stats: sampleStats({ balance: 40, withdrawable: 30, withdrawableReason: "promo_credit" }),
        }),
      ),
    );
    await screen.findByText("Withdrawable");
    fillWithdrawal("35", ADDRESS);
    await waitFor(() =>
      expect(describedText("Amount (USD)")).toContain("Your balance is too low for this amount."),
    );
    expect(api.calls("POST", WITHDRAWALS)).toHaveLength(0);
  });

  it("says why nothing may be withdrawn yet, in Spanish, and shows the server's refusal", async () => {
    await openWithdraw("es", (fake) => {
      fake.on(
        "GET",
        "/dashboard/stats",
        success({
          stats: sampleStats({
            balance: 40,
            withdrawable: 0,
            withdrawableReason: "deposit_required",
          }),
        }),
      );
      fake.on("POST", WITHDRAWALS, failure(400, "DEPOSIT_REQUIRED"));
    });
    expect((await screen.findByText("Retirable")).nextElementSibling?.textContent).toBe("$0.00");
    expect(
      screen.getByText(
        "Los retiros se habilitan después de tu primer depósito con tu propio dinero (tarjeta o cripto).",
      ),
    ).toBeTruthy();
    // No form that could only be refused: what to do instead, and the rules, open.
    expect(
      screen.getByRole("heading", { level: 2, name: "Todavía no puedes retirar" }),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Importe (USD)")).toBeNull();
    expect(screen.getByRole("link", { name: "Hacer un depósito" }).getAttribute("href")).toBe(
      "/account/deposit",
    );
    expect(screen.getByText("Cuándo puedes retirar").closest("details")?.open).toBe(true);
    expect(screen.getByText("Con tu correo electrónico verificado.")).toBeTruthy();
    cleanup();

    // Before the figures arrive the form cannot know: the server's refusal says it instead.
    await openWithdraw("en", (fake) =>
      fake.on("POST", WITHDRAWALS, failure(400, "EMAIL_NOT_VERIFIED")),
    );
    fillWithdrawal("5", ADDRESS);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Verify your e-mail address before withdrawing: open the link we sent you.",
    );
  });

  it("says before any form that withdrawals are off when the server can send on no network", async () => {
    await openWithdraw("es", (fake) => {
      serveNetworks(fake, NO_NETWORKS);
      fake.on(
        "GET",
        "/dashboard/stats",
        success({ stats: sampleStats({ balance: 40, withdrawable: 30 }) }),
      );
    });
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "Los retiros con criptomonedas no están disponibles ahora",
      }),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Importe (USD)")).toBeNull();
    expect(screen.queryByRole("button", { name: "Solicitar retiro" })).toBeNull();
    expect(screen.getByRole("link", { name: "Escribir a soporte" }).getAttribute("href")).toBe(
      "/support/create",
    );
  });

  it("offers only the networks and tokens the server can send on", async () => {
    await openWithdraw("en", (fake) =>
      serveNetworks(
        fake,
        NO_NETWORKS.map((network) =>
          network.chainId === 137 ? { ...network, withdrawals: ["USDT"] } : network,
        ),
      ),
    );
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);
    expect(options("Network")).toEqual(["Polygon"]);
    expect(options("Cryptocurrency")).toEqual(["USDT · Tether USD"]);
    expect(screen.getByText("Right now we only accept: Polygon.")).toBeTruthy();
  });

  it("requests the withdrawal and shows it as requested, with the new balance and a dashboard link", async () => {
    const { api } = await openWithdraw("en", (fake) =>
      fake.on("POST", WITHDRAWALS, {
        status: 201,
        body: {
          status: "success",
          data: {
            withdrawal: sampleWithdrawal({ amount: 5, walletAddress: ADDRESS }),
            balance: 35,
          },
        },
      }),
    );
    fillWithdrawal("5", ADDRESS);
    expect(
      await screen.findByText(
        "Withdrawal of $5.00 requested to 0x5290…9EE7 on Base. Status: requested. Your new balance is $35.00. Estimated network fee: about $0.001.",
      ),
    ).toBeTruthy();
    const sent = api.calls("POST", WITHDRAWALS)[0];
    expect(sent?.body).toEqual({
      amount: 5,
      chainId: 8453,
      cryptocurrency: "USDC",
      walletAddress: ADDRESS,
    });
    expect(sent?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the dashboard" }).getAttribute("href")).toBe(
      "/account",
    );
    expect(await screen.findByRole("button", { name: /Ana Pérez.*\$35\.00/ })).toBeTruthy();
  });

  it("says 'Withdrawal failed.' when the server cannot take it (en and es)", async () => {
    await openWithdraw("en", (fake) =>
      fake.on("POST", WITHDRAWALS, failure(503, "WITHDRAWAL_FAILED")),
    );
    fillWithdrawal("5", ADDRESS);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Withdrawal failed. The chosen network is not answering right now. Try again in a few minutes.",
    );
    cleanup();

    await openWithdraw("es", (fake) =>
      fake.on("POST", WITHDRAWALS, failure(500, "INTERNAL_ERROR")),
    );
    typeInto("Importe (USD)", "5");
    typeInto("Dirección de la billetera", ADDRESS);
    fireEvent.click(screen.getByRole("button", { name: "Solicitar retiro" }));
    expect((await screen.findByRole("alert")).textContent).toBe("El retiro falló.");
  });

  it("says how much may be withdrawn when the sign-up credit is not withdrawable", async () => {
    await openWithdraw("en", (fake) =>
      fake.on("POST", WITHDRAWALS, {
        status: 400,
        body: {
          status: "fail",
          code: "WITHDRAWAL_EXCEEDS_BALANCE",
          message: "x",
          details: { withdrawable: 30 },
        },
      }),
    );
    fillWithdrawal("35", ADDRESS);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You cannot withdraw more than your withdrawable balance. You can withdraw up to $30.00.",
    );
  });

  it("retries a withdrawal whose answer was lost with the same key, and sends a new one after a refusal or a changed form", async () => {
    const answers: (() => FakeResponse)[] = [
      () => {
        throw new TypeError("Failed to fetch");
      },
      () => failure(500, "INTERNAL_ERROR"),
      () => failure(400, "WITHDRAWAL_EXCEEDS_BALANCE"),
      () => failure(500, "INTERNAL_ERROR"),
      () => success({ withdrawal: sampleWithdrawal({ amount: 6 }), balance: 34 }),
    ];
    const { api } = await openWithdraw("en", (fake) =>
      fake.on("POST", WITHDRAWALS, () => answers.shift()?.() ?? failure(500, "X")),
    );
    /** Submits the form and waits until the answer is on screen. */
    const submit = async (amount: string, alert: string | null) => {
      const before = api.calls("POST", WITHDRAWALS).length;
      fillWithdrawal(amount, ADDRESS);
      await waitFor(() => {
        expect(api.calls("POST", WITHDRAWALS)).toHaveLength(before + 1);
        expect(screen.queryByRole("button", { name: "Sending the request…" })).toBeNull();
      });
      if (alert) expect(screen.getByRole("alert").textContent).toBe(alert);
    };

    await submit("5", "Network error. Please try again.");
    await submit("5", "Withdrawal failed.");
    await submit("5", "You cannot withdraw more than your withdrawable balance.");
    await submit("5", "Withdrawal failed.");
    await submit("6", null);
    expect(await screen.findByText(/^Withdrawal of \$6\.00 requested/)).toBeTruthy();

    const keys = api.calls("POST", WITHDRAWALS).map((call) => call.headers.get("idempotency-key"));
    expect(keys).toHaveLength(5);
    expect(keys[0]).toBeTruthy();
    // Lost (network, then 500): the retries keep the key; the refusal ends the attempt.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    // A different amount after a lost answer is another request: a new key.
    expect(keys[4]).not.toBe(keys[3]);
    expect(new Set(keys).size).toBe(3);
  });
});
