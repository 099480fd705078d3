import type { CryptoDeposit, Deposit, PixelPayTransaction, Withdrawal } from "@pulso/core";
import {
  sampleCryptoPayment as sdkSampleCryptoPayment,
  sampleDeposit,
  sampleWithdrawal as sdkSampleWithdrawal,
} from "@pulso/sdk/testing";
import { fireEvent, screen } from "@testing-library/react";

// Valid payment entities for the money screens' tests, and helpers to fill their forms.

const AT = "2026-11-03T18:00:00.000Z";

/** The sandbox processor's signed record of an approved charge. */
export function sampleCardTransaction(
  overrides: Partial<PixelPayTransaction> = {},
): PixelPayTransaction {
  return {
    transactionId: "sbx_1",
    amount: 50,
    currency: "USD",
    status: "approved",
    cardBrand: "visa",
    cardLast4: "4242",
    createdAt: AT,
    signature: "sig",
    ...overrides,
  };
}

/** A credited card deposit. */
export function sampleCardDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return sampleDeposit({ amount: 50, pixelPayTransaction: sampleCardTransaction(), ...overrides });
}

/** A crypto payment request waiting for its transfer, expiring `minutesLeft` from now. */
export function sampleCryptoPayment(
  overrides: Partial<CryptoDeposit> = {},
  minutesLeft = 30,
): CryptoDeposit {
  return sdkSampleCryptoPayment({
    paymentAddress: "0x1111111111111111111111111111111111112222",
    requiredConfirmations: 10,
    expiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    createdAt: new Date().toISOString(),
    ...overrides,
  });
}

/** A requested withdrawal. */
export function sampleWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return sdkSampleWithdrawal({
    walletAddress: "0x52908400098527886E0F7030069857D2E4169EE7",
    estimatedNetworkFee: "~$0.001",
    ...overrides,
  });
}

/** Types into the field labelled `label`. */
export function typeInto(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The texts tied to a field through aria-describedby (its hint and error). */
export function describedText(label: string | RegExp): string {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/** A complete, valid card form in English with this card number. */
export function fillCardForm(cardNumber = "4242 4242 4242 4242", amount = "50"): void {
  typeInto("Amount (USD)", amount);
  typeInto("Card number", cardNumber);
  typeInto("Cardholder", "Ana Pérez");
  typeInto("Expiry month (MM)", "12");
  typeInto("Expiry year (YYYY)", String(new Date().getFullYear() + 2));
  typeInto("Security code (CVV)", "123");
  typeInto("Address", "Calle 1");
  typeInto("City", "San José");
  typeInto("State or province", "SJ");
  typeInto("Country", "Costa Rica");
  typeInto("Postal code", "10101");
}
