import { ERROR_CODES, ERROR_MESSAGES, LANGUAGES } from "@pulso/core";
import { describe, expect, it } from "vitest";
import { catalogueProblems, flatten } from "../../test-utils/catalogueProblems";
import { CATALOGUES } from "./allCatalogues";

/** Every message of spec §8 (and the texts of §2 the sdk carries), in English, word for word. */
const SPEC_MESSAGES = [
  "Login failed: Please check your credentials and try again.",
  "Registration failed: There was a problem creating your account. Please try again.",
  "Please log in to place bets.",
  "Please log in to vote.",
  "This market is not currently active for trading.",
  "This poll is not currently active for voting.",
  "Please select an option to vote.",
  "Failed to submit vote.",
  "Minimum bet amount is $5.",
  "Option ID not available.",
  "Error placing bet. Please try again.",
  "Failed to create market.",
  "Failed to update profile.",
  "Failed to change password.",
  "Payment failed.",
  "Invalid card number.",
  "Card has expired.",
  "Insufficient funds.",
  "Network error. Please try again.",
  "Failed to create crypto payment.",
  "Failed to copy address.",
  "Payment received but failed to refresh balance.",
  "Withdrawal failed.",
  "Failed to load notifications",
  "Failed to mark notification as read",
  "Failed to mark all notifications as read",
  "Failed to delete notification",
  "Failed to load suggestions",
  "Failed to create ticket",
  "Failed to load ticket",
  "Failed to send message",
  "Ticket not found",
  "Unable to load promotional banners",
  "Error loading links",
  "Failed to fetch market links",
  "HTTP error! status: {{status}}",
  "Invalid API response structure",
  "An unknown error occurred while fetching footer data.",
  "API request failed with status {{status}}",
  "Could not reconnect to real-time service. Please refresh the page.",
  "Market Updated!",
  "Market data has been refreshed automatically",
  "Market Resolved!",
  "Balance Updated!",
  "useAuth must be used within an AuthProvider",
  "At least 2 options are required",
  "Maximum 4 options allowed",
  "All caught up!",
  "No notifications yet",
  "Loading footer...",
  "Crypto Deposit Successful",
  "Wallet Deposit Successful",
];

describe("the catalogues", () => {
  it("have exactly the same keys in every language, and no empty value", () => {
    expect(catalogueProblems(CATALOGUES)).toEqual([]);
  });

  it("would be refused with a key missing in one language or an empty value", () => {
    expect(
      catalogueProblems({
        es: { a: { b: "uno", c: "dos" }, d: "   " },
        en: { a: { b: "one" }, d: "four", e: "five {{n}}" },
      }),
    ).toEqual(["en: missing a.c", "es: empty d", "es: missing e"]);
    expect(catalogueProblems({ es: { a: "{{x}} y" }, en: { a: "{{y}} and" } })).toEqual([
      "placeholders differ in a",
    ]);
  });

  it("cover both languages", () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
  });

  it("hold core's message for every error code, in both languages", () => {
    for (const language of LANGUAGES) {
      for (const code of ERROR_CODES) {
        expect(CATALOGUES[language].errors[code]).toBe(ERROR_MESSAGES[code][language]);
      }
    }
  });

  it("hold every message of spec §8 in English", () => {
    const english = new Set(flatten(CATALOGUES.en).values());
    expect(SPEC_MESSAGES.filter((message) => !english.has(message))).toEqual([]);
  });
});
