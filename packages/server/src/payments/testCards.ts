/** What the sandbox answers for a card (README.md in this folder lists the numbers). */
export type SandboxCardOutcome =
  "approved" | "declined" | "expired" | "insufficient_funds" | "network_error";

/**
 * The sandbox's test cards, all Luhn-valid. Any other Luhn-valid number is approved; a number
 * that fails the Luhn check is refused as invalid before anything is charged.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardOutcome>> = {
  "4242424242424242": "approved",
  "5555555555554444": "approved",
  "4000000000000002": "declined",
  "4000000000000069": "expired",
  "4000000000009995": "insufficient_funds",
  "4000000000000119": "network_error",
};

/** The outcome the sandbox gives a (Luhn-valid) card number, spaces and dashes ignored. */
export function sandboxOutcomeOf(cardNumber: string): SandboxCardOutcome {
  return SANDBOX_TEST_CARDS[digitsOf(cardNumber)] ?? "approved";
}

/** The card number's digits only. */
export function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, "");
}

/** The card's brand by its leading digits, as processors report it. */
export function cardBrandOf(cardNumber: string): string {
  const digits = digitsOf(cardNumber);
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "other";
}
