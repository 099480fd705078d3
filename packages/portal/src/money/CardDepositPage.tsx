import {
  cardDepositFormSchema,
  centsToDollars,
  isCardExpired,
  parseDollars,
  validate,
  type FieldIssue,
} from "@pulso/core";
import type { CardDepositResult } from "@pulso/sdk";
import { usePulso } from "@pulso/widgets";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../a11y/PageHeading";
import { FormAlert } from "../auth/FormAlert";
import { FormField } from "../auth/FormField";
import { usePortalT } from "../i18n/usePortalT";
import "./money.css";
import { useAttemptKey } from "./attemptKey";
import { CARD_LIMIT_PARAMS, cardLimitText, moneyFailureMessage } from "./moneyErrors";
import { MoneyNav } from "./MoneyNav";
import { SelectField } from "../auth/FieldControls";
import { checkOf } from "../auth/formIssues";
import { useCheckedForm } from "../support/useCheckedForm";

/** The card deposit form's values as typed (spec §3 "Card deposit form"). */
interface CardFormValues extends Record<string, string> {
  amount: string;
  cardNumber: string;
  cardholder: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  currency: string;
}

const EMPTY: CardFormValues = {
  amount: "",
  cardNumber: "",
  cardholder: "",
  expiryMonth: "",
  expiryYear: "",
  cvv: "",
  address: "",
  city: "",
  state: "",
  country: "",
  postalCode: "",
  currency: "USD",
};

/** A whole number typed in a field, or undefined (core then reports the field). */
const whole = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The card number as the processor takes it: digits only. */
const digits = (text: string) => text.replace(/[\s-]/g, "");

/**
 * Core's card rules (amount within the limits, Luhn, expiry, CVV, billing fields), with the expiry
 * compared even while other fields still fail (the schema's cross-field check runs only once every
 * field passes), so every message shows at once.
 */
export function checkCardForm(
  values: CardFormValues,
  limits: { min: string; max: string },
  now: Date = new Date(),
): FieldIssue[] {
  const month = whole(values.expiryMonth);
  const year = whole(values.expiryYear);
  const result = validate(
    cardDepositFormSchema(() => now),
    { ...values, cardNumber: digits(values.cardNumber), expiryMonth: month, expiryYear: year },
  );
  if (result.ok) return [];
  // The limits' messages name the limit ("The minimum deposit is $10.").
  const issues = result.issues.map((issue) =>
    issue.code === "DEPOSIT_BELOW_MINIMUM" || issue.code === "DEPOSIT_ABOVE_MAXIMUM"
      ? { ...issue, params: { ...issue.params, ...limits } }
      : issue,
  );
  const expiryKnown = month !== undefined && month >= 1 && month <= 12 && year !== undefined;
  if (
    expiryKnown &&
    isCardExpired(month, year, now) &&
    !issues.some((issue) => issue.path === "expiryYear")
  ) {
    return [...issues, { path: "expiryYear", code: "CARD_EXPIRED" }];
  }
  return issues;
}

/** The amount the reader typed, in dollars (the form has checked it already). */
function dollars(text: string): number {
  const parsed = parseDollars(text.trim());
  return parsed.ok ? centsToDollars(parsed.cents) : Number.NaN;
}

/**
 * `/account/deposit`: the card deposit (spec §3, §5, §8). Core's rules are checked before
 * anything is sent; the sdk charges the sandbox processor, posts its signed record to `/deposits`
 * (or records a refusal at `/deposits/failed`), and puts the new balance into the header. Each
 * refusal shows its own message next to the submit button, where the reader is, announced and
 * focused (a field the server faults takes the focus instead).
 */
export function CardDepositPage() {
  const pulso = usePulso();
  const translator = usePortalT();
  const { t, formatMoney } = translator;
  const [done, setDone] = useState<{ amount: number; result: CardDepositResult } | null>(null);
  // One key per attempt (the sdk derives the charge's from it): resubmitting after a lost answer
  // must neither charge the card nor credit twice (see useAttemptKey).
  const attempt = useAttemptKey();
  const failureId = useId();
  const failureRef = useRef<HTMLParagraphElement>(null);

  const form = useCheckedForm<CardFormValues, { amount: number; result: CardDepositResult }>(
    EMPTY,
    {
      validate: (values) => checkOf(checkCardForm(values, cardLimitText(translator))),
      submit: async (values) => {
        const amount = dollars(values.amount);
        const request = {
          amount,
          currency: "USD" as const,
          cardNumber: digits(values.cardNumber),
          cardholder: values.cardholder.trim(),
          expiryMonth: whole(values.expiryMonth)!,
          expiryYear: whole(values.expiryYear)!,
          cvv: values.cvv.trim(),
          address: values.address.trim(),
          city: values.city.trim(),
          state: values.state.trim(),
          country: values.country.trim(),
          postalCode: values.postalCode.trim(),
        };
        const result = await pulso.payments.depositByCard(request, {
          idempotencyKey: attempt.keyFor(request),
        });
        return { amount, result };
      },
      failureMessage: (error) => {
        // A refused card ends the attempt; after a lost answer the card may have been charged, so a
        // resubmit of the same details retries the same attempt with the same key.
        attempt.failed(error);
        return moneyFailureMessage(error, "PAYMENT_FAILED", translator);
      },
      onSuccess: (outcome) => {
        attempt.succeeded();
        setDone(outcome);
      },
    },
  );

  const limits = {
    min: formatMoney(CARD_LIMIT_PARAMS.min),
    max: formatMoney(CARD_LIMIT_PARAMS.max),
  };
  const typedAmount = dollars(form.values.amount);

  // A refusal arrives while the button is disabled (focus falls off it): bring the reader to the
  // message beside it, unless a faulted field is about to take the focus (useAuthForm). In the
  // commit that shows the message, so nothing can read the page with the focus lost.
  const { formError } = form;
  useLayoutEffect(() => {
    const failure = failureRef.current;
    if (!formError || !failure) return;
    if (failure.closest("form")?.querySelector("[aria-invalid='true']")) return;
    failure.focus();
  }, [formError]);

  return (
    <div className="portal-page portal-page--narrow money-page">
      <PageHeading>{t("money.card.title")}</PageHeading>
      <MoneyNav />
      {done ? (
        <div className="money-panel">
          <FormAlert
            tone="success"
            message={
              done.result.balance === undefined
                ? t("money.card.successNoBalance", { amount: formatMoney(done.amount) })
                : t("money.card.success", {
                    amount: formatMoney(done.amount),
                    balance: formatMoney(done.result.balance),
                  })
            }
          />
          <div className="portal-actions">
            <button
              type="button"
              className="portal-button"
              onClick={() => {
                form.setValues(EMPTY);
                setDone(null);
              }}
            >
              {t("money.card.depositAgain")}
            </button>
            <Link to="/account" className="portal-button">
              {t("money.dashboardLink")}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="portal-muted">{t("money.card.intro", limits)}</p>
          <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
            <FormField
              label={t("money.card.amount")}
              inputMode="decimal"
              hint={t("money.card.amountHint", limits)}
              {...form.field("amount")}
            />
            <SelectField
              label={t("money.card.currency")}
              options={[{ value: "USD", label: "USD" }]}
              {...form.field("currency")}
            />
            <FormField
              label={t("money.card.cardNumber")}
              inputMode="numeric"
              autoComplete="cc-number"
              {...form.field("cardNumber")}
            />
            <FormField
              label={t("money.card.cardholder")}
              autoComplete="cc-name"
              {...form.field("cardholder")}
            />
            <fieldset className="money-fieldset">
              <legend>{t("money.card.expiry")}</legend>
              <div className="money-row">
                <FormField
                  label={t("money.card.expiryMonth")}
                  inputMode="numeric"
                  autoComplete="cc-exp-month"
                  maxLength={2}
                  {...form.field("expiryMonth")}
                />
                <FormField
                  label={t("money.card.expiryYear")}
                  inputMode="numeric"
                  autoComplete="cc-exp-year"
                  maxLength={4}
                  {...form.field("expiryYear")}
                />
                <FormField
                  label={t("money.card.cvv")}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  {...form.field("cvv")}
                />
              </div>
            </fieldset>
            <fieldset className="money-fieldset">
              <legend>{t("money.card.billing")}</legend>
              <FormField
                label={t("money.card.address")}
                autoComplete="street-address"
                {...form.field("address")}
              />
              <div className="money-row">
                <FormField
                  label={t("money.card.city")}
                  autoComplete="address-level2"
                  {...form.field("city")}
                />
                <FormField
                  label={t("money.card.state")}
                  autoComplete="address-level1"
                  {...form.field("state")}
                />
              </div>
              <div className="money-row">
                <FormField
                  label={t("money.card.country")}
                  autoComplete="country-name"
                  {...form.field("country")}
                />
                <FormField
                  label={t("money.card.postalCode")}
                  autoComplete="postal-code"
                  {...form.field("postalCode")}
                />
              </div>
            </fieldset>
            {formError ? (
              <p
                ref={failureRef}
                id={failureId}
                className="portal-alert portal-alert--error"
                role="alert"
                tabIndex={-1}
              >
                {formError}
              </p>
            ) : null}
            <button
              type="submit"
              className="portal-button portal-button--primary"
              disabled={form.pending}
              aria-describedby={formError ? failureId : undefined}
            >
              {form.pending
                ? t("money.card.pending")
                : Number.isFinite(typedAmount) && typedAmount > 0
                  ? t("money.card.submit", { amount: formatMoney(typedAmount) })
                  : t("money.card.submitPlain")}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
