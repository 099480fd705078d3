import { TRANSACTION_KINDS } from "@pulso/core";
import type { Language, Transaction } from "@pulso/core";

/** A ledger transaction kind as the dashboard lists it. */
export type TransactionKind = Transaction["kind"];

const KINDS: ReadonlySet<string> = new Set(TRANSACTION_KINDS);

/** A ledger kind as one of core's TRANSACTION_KINDS; anything else shows as an adjustment. */
export function transactionKindOf(kind: string): TransactionKind {
  return KINDS.has(kind) ? (kind as TransactionKind) : "adjustment";
}

/** Each kind's label, and how it names its market when it has one. */
const TEXTS: Record<TransactionKind, Record<Language, { label: string; withMarket: string }>> = {
  signup_credit: {
    es: { label: "Crédito de bienvenida", withMarket: "Crédito de bienvenida" },
    en: { label: "Sign-up credit", withMarket: "Sign-up credit" },
  },
  deposit: {
    es: { label: "Depósito", withMarket: "Depósito" },
    en: { label: "Deposit", withMarket: "Deposit" },
  },
  bet: {
    es: { label: "Apuesta", withMarket: "Apuesta en «{title}»" },
    en: { label: "Bet", withMarket: "Bet on “{title}”" },
  },
  payout: {
    es: { label: "Pago de ganancias", withMarket: "Ganancia en «{title}»" },
    en: { label: "Payout", withMarket: "Payout from “{title}”" },
  },
  refund: {
    es: { label: "Reembolso", withMarket: "Reembolso de «{title}» (mercado cancelado)" },
    en: { label: "Refund", withMarket: "Refund from “{title}” (market cancelled)" },
  },
  withdrawal: {
    es: { label: "Retiro", withMarket: "Retiro" },
    en: { label: "Withdrawal", withMarket: "Withdrawal" },
  },
  withdrawal_returned: {
    es: { label: "Retiro devuelto", withMarket: "Retiro devuelto" },
    en: { label: "Withdrawal returned", withMarket: "Withdrawal returned" },
  },
  profit_share: {
    es: {
      label: "Participación en comisiones",
      withMarket: "Participación en comisiones de «{title}»",
    },
    en: { label: "Profit share", withMarket: "Profit share from “{title}”" },
  },
  adjustment: {
    es: { label: "Ajuste", withMarket: "Ajuste en «{title}»" },
    en: { label: "Adjustment", withMarket: "Adjustment on “{title}”" },
  },
};

/** A transaction's description in the reader's language, naming its market when it has one. */
export function describeTransaction(
  kind: TransactionKind,
  marketTitle: string | null,
  language: Language,
): string {
  const text = TEXTS[kind][language];
  return marketTitle === null ? text.label : text.withMarket.replace("{title}", () => marketTitle);
}
