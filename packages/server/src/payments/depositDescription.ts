import { WALLET_CHAINS, type Language } from "@pulso/core";

/**
 * Where a deposit's money came from, as its ledger transaction's description records it: a card
 * (brand and last four digits when the processor said them) or a token on a chain.
 */
export type DepositSource =
  | { method: "card"; brand: string | null; last4: string | null }
  | { method: "crypto"; token: string; chainKey: string };

const CARD_PREFIX = "Card deposit";
const CRYPTO_PATTERN = /^Crypto deposit: (\S+) on (\S+)$/;
const CARD_ENDING = /^(?:(.*?)\s+)?ending (\d{4})$/;

/** Card brands the processors report, as people write them; any other brand is left unnamed. */
const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

/**
 * The ledger description of a deposit (one language, for audits and support):
 * `Card deposit: visa ending 4242`, `Card deposit` when the processor named no card, or
 * `Crypto deposit: USDC on base`. {@link parseDepositDescription} reads it back.
 */
export function depositLedgerDescription(source: DepositSource): string {
  if (source.method === "crypto") return `Crypto deposit: ${source.token} on ${source.chainKey}`;
  const brand = source.brand?.trim() || null;
  const last4 = source.last4 !== null && /^\d{4}$/.test(source.last4) ? source.last4 : null;
  const card = [brand, last4 ? `ending ${last4}` : null].filter(Boolean).join(" ");
  return card ? `${CARD_PREFIX}: ${card}` : CARD_PREFIX;
}

/**
 * The source a deposit's ledger description names, or null for a text of another shape. Older
 * card deposits were all recorded as plain `Card deposit`: a card, brand and digits unknown.
 */
export function parseDepositDescription(description: string): DepositSource | null {
  const crypto = CRYPTO_PATTERN.exec(description);
  if (crypto) return { method: "crypto", token: crypto[1]!, chainKey: crypto[2]! };
  if (description === CARD_PREFIX) return { method: "card", brand: null, last4: null };
  if (!description.startsWith(`${CARD_PREFIX}: `)) return null;
  const card = description.slice(CARD_PREFIX.length + 2).trim();
  const ending = CARD_ENDING.exec(card);
  if (ending) return { method: "card", brand: ending[1]?.trim() || null, last4: ending[2]! };
  return { method: "card", brand: card || null, last4: null };
}

const TEXTS: Record<
  Language,
  {
    card: (brand: string | null, last4: string | null) => string;
    crypto: (token: string, network: string) => string;
  }
> = {
  es: {
    card: (brand, last4) =>
      `Tarjeta${brand ? ` ${brand}` : ""}${last4 ? ` terminada en ${last4}` : ""}`,
    crypto: (token, network) => `${token} en la red ${network}`,
  },
  en: {
    card: (brand, last4) =>
      `${brand ? `${brand} card` : "Card"}${last4 ? ` ending in ${last4}` : ""}`,
    crypto: (token, network) => `${token} on ${network}`,
  },
};

/**
 * A deposit's description in the reader's language, from its ledger description: the card
 * ("Tarjeta Visa terminada en 4242") or the token and network ("USDC en la red Base"); null
 * when the ledger text names no source (the list then shows the kind alone).
 */
export function describeDeposit(ledgerDescription: string, language: Language): string | null {
  const source = parseDepositDescription(ledgerDescription);
  if (!source) return null;
  const texts = TEXTS[language];
  if (source.method === "crypto") {
    const chain = WALLET_CHAINS.find((candidate) => candidate.key === source.chainKey);
    return texts.crypto(source.token, chain?.name ?? source.chainKey);
  }
  const brand = source.brand ? (CARD_BRANDS[source.brand.toLowerCase()] ?? null) : null;
  return texts.card(brand, source.last4);
}
