import { failure, success, type FakeApi, type FakeResponse } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { decodeFunctionData, erc20Abi } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describedText, sampleCryptoPayment, typeInto } from "../test-utils/moneyFixtures";
import { renderPortal, testUser } from "../test-utils/renderPortal";
import { CHECKING, NO_NETWORKS, serveNetworks } from "../test-utils/cryptoNetworkFixtures";

afterEach(() => {
  cleanup();
  delete (window as { ethereum?: unknown }).ethereum;
});

const PAYMENT_PATH = "/payments/crypto/cp_1";

/** Opens the page once it knows the networks (every chain works unless `prepare` says otherwise). */
async function openCryptoDeposit(lang: "en" | "es", prepare?: (api: FakeApi) => void) {
  const rendered = renderPortal("/account/deposit/crypto", {
    lang,
    user: testUser({ _id: "u_1" }),
    prepare: (fake) => {
      serveNetworks(fake);
      prepare?.(fake);
    },
  });
  await screen.findByRole(
    "heading",
    { level: 1, name: lang === "en" ? "Deposit with crypto" : "Depositar con criptomonedas" },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(screen.queryByText(CHECKING[lang])).toBeNull());
  return rendered;
}

/** Opens the page with a payment the fake API creates, and creates it for $25 of Base USDC. */
async function createPayment(lang: "en" | "es" = "en", minutesLeft = 30) {
  const payment = sampleCryptoPayment({}, minutesLeft);
  const rendered = await openCryptoDeposit(lang, (fake) => {
    fake.on("POST", "/payments/crypto", {
      status: 201,
      body: { status: "success", data: { payment } },
    });
    fake.on("GET", PAYMENT_PATH, success({ payment }));
  });
  typeInto(lang === "en" ? "Amount (USD)" : "Importe (USD)", "25");
  fireEvent.click(
    screen.getByRole("button", { name: lang === "en" ? "Create payment" : "Crear pago" }),
  );
  await screen.findByRole("heading", {
    level: 2,
    name: lang === "en" ? "Your payment" : "Tu pago",
  });
  return { ...rendered, payment };
}

const statusText = () => document.querySelector(".money-status")?.textContent ?? "";

describe("/account/deposit/crypto: the request", () => {
  it("asks for at least $1 and the currency's own minimum before sending", async () => {
    const { api } = await openCryptoDeposit("en");
    typeInto("Amount (USD)", "0.50");
    fireEvent.click(screen.getByRole("button", { name: "Create payment" }));
    expect(await screen.findByText("The minimum deposit is $1.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Cryptocurrency"), { target: { value: "ETH" } });
    typeInto("Amount (USD)", "3");
    expect(screen.getByText("Minimum $5.00 for ETH.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create payment" }));
    expect(await screen.findByText("The minimum deposit is $5.")).toBeTruthy();
    expect(api.calls("POST", "/payments/crypto")).toHaveLength(0);
  });

  it("lists each chain's tokens with their fee note", async () => {
    await openCryptoDeposit("en");
    const tokens = () =>
      within(screen.getByLabelText("Cryptocurrency"))
        .getAllByRole("option")
        .map((option) => option.getAttribute("value"));
    expect(tokens()).toEqual(["ETH", "USDC"]);
    expect(screen.getByText("Network fee: about $0.001")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Network"), { target: { value: "56" } });
    expect(tokens()).toEqual(["BNB", "USDC", "USDT"]);
    expect((screen.getByLabelText("Cryptocurrency") as HTMLSelectElement).value).toBe("USDC");
    expect(screen.getByText("Network fee: about $0.10")).toBeTruthy();
  });

  it("shows 'Failed to create crypto payment.' when the server cannot make one", async () => {
    await openCryptoDeposit("es", (fake) =>
      fake.on("POST", "/payments/crypto", failure(500, "CRYPTO_PAYMENT_FAILED")),
    );
    typeInto("Importe (USD)", "25");
    fireEvent.click(screen.getByRole("button", { name: "Crear pago" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No se pudo crear el pago con criptomonedas.",
    );
  });

  it("says before the form that crypto deposits are off, and offers the card instead", async () => {
    const { api } = await openCryptoDeposit("es", (fake) => serveNetworks(fake, NO_NETWORKS));
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "Los depósitos con criptomonedas no están disponibles ahora",
      }),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Importe (USD)")).toBeNull();
    expect(screen.queryByRole("button", { name: "Crear pago" })).toBeNull();
    const panel = screen.getByRole("region", {
      name: "Los depósitos con criptomonedas no están disponibles ahora",
    });
    expect(
      within(panel).getByRole("link", { name: "Depositar con tarjeta" }).getAttribute("href"),
    ).toBe("/account/deposit");
    expect(api.calls("POST", "/payments/crypto")).toHaveLength(0);
  });

  it("offers only the networks that work, and says which", async () => {
    await openCryptoDeposit("en", (fake) =>
      serveNetworks(
        fake,
        NO_NETWORKS.map((network) =>
          network.chainId === 8453 || network.chainId === 10
            ? { ...network, deposits: ["USDC"] }
            : network,
        ),
      ),
    );
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);
    expect(options("Network")).toEqual(["Base", "OP Mainnet"]);
    expect(options("Cryptocurrency")).toEqual(["USDC · USD Coin"]);
    expect(screen.getByText("Right now we only accept: Base and OP Mainnet.")).toBeTruthy();
  });

  it("writes a server's limit in the shared money format ($2,000.00, not $2000)", async () => {
    await openCryptoDeposit("es", (fake) =>
      fake.on("POST", "/payments/crypto", {
        status: 400,
        body: {
          status: "fail",
          code: "DEPOSIT_BELOW_MINIMUM",
          message: "x",
          details: { min: 2000 },
        },
      }),
    );
    typeInto("Importe (USD)", "25");
    fireEvent.click(screen.getByRole("button", { name: "Crear pago" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "El depósito mínimo es de $2,000.00.",
    );
  });

  it("writes the fee note in Spanish", async () => {
    await openCryptoDeposit("es");
    fireEvent.change(screen.getByLabelText("Red"), { target: { value: "1" } });
    expect(describedText("Criptomoneda")).toContain("Comisión de red: entre $5 y $50 (alta)");
    expect(document.body.textContent).not.toContain("(high)");
  });

  it("says the network is not available when the server has no node for it", async () => {
    await openCryptoDeposit("en", (fake) =>
      fake.on("POST", "/payments/crypto", failure(503, "CRYPTO_PAYMENT_FAILED")),
    );
    typeInto("Amount (USD)", "25");
    fireEvent.click(screen.getByRole("button", { name: "Create payment" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to create crypto payment. The chosen network is not answering right now. Try again in a few minutes.",
    );
  });

  it("retries a request whose answer was lost with the same key, and sends a new one after a refusal, a changed amount or a created payment", async () => {
    const created = success({ payment: sampleCryptoPayment({ status: "expired" }) });
    const answers: (() => FakeResponse)[] = [
      () => {
        throw new TypeError("Failed to fetch");
      },
      () => failure(500, "INTERNAL_ERROR"),
      () => failure(500, "INTERNAL_ERROR"),
      () => failure(400, "UNSUPPORTED_TOKEN"),
      () => created,
      () => created,
    ];
    const { api } = await openCryptoDeposit("en", (fake) => {
      fake.on("POST", "/payments/crypto", () => answers.shift()?.() ?? failure(500, "X"));
      fake.on("GET", PAYMENT_PATH, created);
    });
    /** Submits the form and waits until the answer is on screen. */
    const submit = async (amount: string, alert: string | null) => {
      const before = api.calls("POST", "/payments/crypto").length;
      typeInto("Amount (USD)", amount);
      fireEvent.click(screen.getByRole("button", { name: "Create payment" }));
      await waitFor(() => {
        expect(api.calls("POST", "/payments/crypto")).toHaveLength(before + 1);
        expect(screen.queryByRole("button", { name: "Creating the payment…" })).toBeNull();
      });
      if (alert) expect(screen.getByRole("alert").textContent).toBe(alert);
    };

    await submit("25", "Network error. Please try again.");
    await submit("25", "Failed to create crypto payment.");
    await submit("30", "Failed to create crypto payment.");
    await submit("30", null);
    await submit("30", null);
    fireEvent.click(await screen.findByRole("button", { name: "Create another payment" }));
    await screen.findByRole("button", { name: "Create payment" });
    await submit("30", null);
    expect(await screen.findByRole("heading", { level: 2, name: "Your payment" })).toBeTruthy();

    const keys = api
      .calls("POST", "/payments/crypto")
      .map((call) => call.headers.get("idempotency-key"));
    expect(keys).toHaveLength(6);
    expect(keys[0]).toBeTruthy();
    // Lost (network, then 500): the same amount keeps the key, another amount gets a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    // The 500 keeps it for the retry; the refusal ends the attempt; so does the created payment.
    expect(keys[3]).toBe(keys[2]);
    expect(keys[4]).not.toBe(keys[3]);
    expect(keys[5]).not.toBe(keys[4]);
    expect(new Set(keys).size).toBe(4);
  });
});

describe("/account/deposit/crypto: the payment", () => {
  it("shows the shortened address, exact amount, network, countdown and waiting status", async () => {
    const { api } = await createPayment("en");
    expect(api.calls("POST", "/payments/crypto")[0]?.body).toEqual({
      amount: 25,
      chainId: 8453,
      cryptocurrency: "USDC",
    });
    expect(api.calls("POST", "/payments/crypto")[0]?.headers.get("Idempotency-Key")).toBeTruthy();
    expect(screen.getByText("0x1111…2222")).toBeTruthy();
    expect(screen.getByText("25.000001 USDC ($25.00)")).toBeTruthy();
    expect(screen.getByText("Base")).toBeTruthy();
    expect(document.querySelector(".money-timer")?.textContent).toMatch(/^(30:00|29:5\d)$/);
    expect(screen.getByText("30 min left before the payment expires.")).toBeTruthy();
    expect(statusText()).toBe("Waiting for payment");
    expect(screen.getByRole("button", { name: "Pay 25.000001 USDC" })).toBeTruthy();
  });

  it("follows the status as the server's answers change: received, then confirmed and credited", async () => {
    const { api, payment } = await createPayment("en");
    api.on(
      "GET",
      PAYMENT_PATH,
      success({
        payment: { ...payment, status: "received", confirmations: 3, transactionHash: "0xabc" },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Refresh status" }));
    await waitFor(() =>
      expect(statusText()).toBe("Payment received: awaiting confirmations (3 of 10)"),
    );
    expect(screen.getByText("0xabc")).toBeTruthy();

    api.on("GET", "/users/me", success({ user: testUser({ _id: "u_1", balance: 50.5 }) }));
    api.on(
      "GET",
      PAYMENT_PATH,
      success({ payment: { ...payment, status: "confirmed", confirmations: 10 } }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Refresh status" }));
    await waitFor(() =>
      expect(statusText()).toBe("Confirmed and credited: $25.00 added to your balance."),
    );
    expect(await screen.findByRole("button", { name: /Ana Pérez.*\$50\.50/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Pay / })).toBeNull();
  });

  it("polls the status without a click", async () => {
    const { api, payment } = await createPayment("en");
    api.on(
      "GET",
      PAYMENT_PATH,
      success({ payment: { ...payment, status: "received", confirmations: 1 } }),
    );
    await waitFor(
      () => expect(statusText()).toBe("Payment received: awaiting confirmations (1 of 10)"),
      { timeout: 8000 },
    );
  }, 20_000);

  it("shows an expired payment as expired, without the countdown or the wallet", async () => {
    const { api, payment } = await createPayment("es");
    api.on("GET", PAYMENT_PATH, success({ payment: { ...payment, status: "expired" } }));
    fireEvent.click(screen.getByRole("button", { name: "Actualizar estado" }));
    await waitFor(() =>
      expect(statusText()).toBe("El pago caducó. Crea uno nuevo si aún quieres depositar."),
    );
    expect(document.querySelector(".money-timer")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Pagar desde tu billetera" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Crear otro pago" }));
    expect(await screen.findByRole("button", { name: "Crear pago" })).toBeTruthy();
  });

  it("asks the server again when the countdown reaches zero", async () => {
    const { api } = await createPayment("en", 0.06);
    const before = api.calls("GET", PAYMENT_PATH).length;
    await waitFor(() => expect(api.calls("GET", PAYMENT_PATH).length).toBeGreaterThan(before), {
      timeout: 8000,
    });
    expect(document.querySelector(".money-timer")?.textContent).toBe("00:00");
  });

  it("says 'Failed to copy address.' when the clipboard refuses, in both languages", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error("denied"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await createPayment("en");
    fireEvent.click(screen.getByRole("button", { name: "Copy address" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to copy address.");
    expect(writeText).toHaveBeenCalledWith("0x1111111111111111111111111111111111112222");
    cleanup();

    await createPayment("es");
    fireEvent.click(screen.getByRole("button", { name: "Copiar dirección" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No se pudo copiar la dirección.");
  });

  it("copies the full address", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await createPayment("en");
    fireEvent.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await screen.findByText("Address copied.")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("0x1111111111111111111111111111111111112222");
  });

  it("says 'Payment received but failed to refresh balance.' when the balance cannot be fetched", async () => {
    const { api } = await createPayment("en");
    api.on("GET", "/users/me", failure(503, "SERVICE_UNAVAILABLE"));
    fireEvent.click(screen.getByRole("button", { name: "Refresh balance" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Payment received but failed to refresh balance.",
    );
    // Still signed in: a failed refresh here does not end the session.
    expect(screen.getByRole("heading", { level: 1, name: "Deposit with crypto" })).toBeTruthy();
  });
});

describe("/account/deposit/crypto: paying from the wallet", () => {
  it("says so when the browser has no wallet", async () => {
    await createPayment("en");
    fireEvent.click(screen.getByRole("button", { name: "Pay 25.000001 USDC" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No wallet was found in this browser. Copy the address and pay by hand.",
    );
  });

  it("connects, switches to the payment's chain and sends the exact token transfer", async () => {
    const account = "0x52908400098527886e0f7030069857d2e4169ee7";
    let chainId = "0x1";
    const sent: { to: string; data: string }[] = [];
    const request = vi.fn(async ({ method, params }: { method: string; params?: unknown[] }) => {
      switch (method) {
        case "eth_requestAccounts":
        case "eth_accounts":
          return [account];
        case "eth_chainId":
          return chainId;
        case "wallet_switchEthereumChain":
          chainId = (params?.[0] as { chainId: string }).chainId;
          return null;
        case "eth_sendTransaction":
          sent.push(params?.[0] as { to: string; data: string });
          return `0x${"ab".repeat(32)}`;
        default:
          return null;
      }
    });
    (window as { ethereum?: unknown }).ethereum = { request, on: vi.fn(), removeListener: vi.fn() };
    const { api } = await createPayment("en");

    fireEvent.click(screen.getByRole("button", { name: "Pay 25.000001 USDC" }));
    expect(await screen.findByText(`Transaction sent. Hash: 0x${"ab".repeat(32)}`)).toBeTruthy();
    expect(chainId).toBe("0x2105");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to.toLowerCase()).toBe("0x833589fcd6edb6e08f4c7c32d4f71b54bda02913");
    const call = decodeFunctionData({ abi: erc20Abi, data: sent[0]!.data as `0x${string}` });
    expect(call.functionName).toBe("transfer");
    expect(call.args).toEqual(["0x1111111111111111111111111111111111112222", 25_000_001n]);
    expect(await screen.findByText(/Wallet: Connected: 0x5290…9ee7/i)).toBeTruthy();
    await waitFor(() => expect(api.calls("GET", PAYMENT_PATH).length).toBeGreaterThan(0));
  });

  it("shows the wallet's refusal (4001) in Spanish", async () => {
    const request = vi.fn(async ({ method }: { method: string }) => {
      if (method === "eth_requestAccounts") {
        throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      }
      if (method === "eth_chainId") return "0x2105";
      return [];
    });
    (window as { ethereum?: unknown }).ethereum = { request, on: vi.fn(), removeListener: vi.fn() };
    await createPayment("es");
    fireEvent.click(screen.getByRole("button", { name: "Pagar 25.000001 USDC" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Rechazaste la solicitud en tu billetera.",
    );
  });

  it("says the wallet lacks the network (4902) when it cannot switch to it", async () => {
    const request = vi.fn(async ({ method }: { method: string }) => {
      switch (method) {
        case "eth_requestAccounts":
        case "eth_accounts":
          return ["0x52908400098527886e0f7030069857d2e4169ee7"];
        case "eth_chainId":
          return "0x1";
        case "wallet_switchEthereumChain":
          throw Object.assign(new Error("Unrecognized chain ID"), { code: 4902 });
        case "wallet_addEthereumChain":
          throw Object.assign(new Error("Cannot add chain"), { code: -32603 });
        default:
          return null;
      }
    });
    (window as { ethereum?: unknown }).ethereum = { request, on: vi.fn(), removeListener: vi.fn() };
    await createPayment("en");
    fireEvent.click(screen.getByRole("button", { name: "Pay 25.000001 USDC" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your wallet does not know the Base network (4902). Add it in your wallet and try again.",
    );
    expect(request.mock.calls.some(([call]) => call.method === "eth_sendTransaction")).toBe(false);
  });
});

describe("/account/deposit/crypto: status checks", () => {
  it("says so when the status cannot be checked", async () => {
    const { api } = await createPayment("en");
    api.on("GET", PAYMENT_PATH, failure(503, "SERVICE_UNAVAILABLE"));
    fireEvent.click(screen.getByRole("button", { name: "Refresh status" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The payment's status could not be checked.",
    );
    expect(statusText()).toBe("Waiting for payment");
  });
});
