import {
  centsToDollars,
  dollarsToCents,
  parseDollars,
  payPublisherBodySchema,
  validate,
  type Publisher,
} from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { FormAlert } from "../auth/FormAlert";
import { checkOf } from "../auth/formIssues";
import { FormField } from "../auth/FormField";
import { usePortalT } from "../i18n/usePortalT";
import { useAttemptKey } from "../money/attemptKey";
import { useCheckedForm } from "../support/useCheckedForm";
import { fieldIssuesOf, isFieldRefusal, withFieldIssues } from "./publisherForm";

interface PayoutValues extends Record<string, string> {
  amount: string;
  note: string;
}

const EMPTY: PayoutValues = { amount: "", note: "" };

/**
 * "Record a payout" (DESIGN §12): money already transferred to the publisher leaves its balance.
 * Each submission carries one Idempotency-Key: sending the same payout again after a lost answer
 * reuses it (the server pays once); a new payout, or a changed one, gets a new key. The button is
 * disabled while the call runs.
 */
export function PublisherPayoutForm({
  publisher,
  onPaid,
}: {
  publisher: Publisher;
  onPaid(publisher: Publisher, message: string): void;
}) {
  const pulso = usePulso();
  const { t, error, formatMoney } = usePortalT();
  const attempt = useAttemptKey();
  const form = useCheckedForm<PayoutValues, Publisher>(EMPTY, {
    validate: (values) => {
      const checked = validate(payPublisherBodySchema, values);
      if (!checked.ok) return checkOf(fieldIssuesOf(checked.issues));
      // What the server would refuse anyway: more than the publisher is owed.
      return checkOf(
        checked.value.amount > dollarsToCents(publisher.balance)
          ? [{ path: "amount", code: "PAYOUT_EXCEEDS_BALANCE" }]
          : [],
      );
    },
    submit: (values) => {
      const parsed = parseDollars(values.amount.trim());
      const request = {
        amount: parsed.ok ? centsToDollars(parsed.cents) : values.amount,
        note: values.note.trim(),
      };
      const idempotencyKey = attempt.keyFor(request);
      return withFieldIssues(
        () => pulso.api.payPublisher(publisher.id, request, { idempotencyKey }),
        ["amount", "note"],
      );
    },
    failureMessage: (cause) => {
      attempt.failed(cause);
      return isFieldRefusal(cause)
        ? t("admin.common.formErrors")
        : t("admin.common.failed", { reason: error(cause) });
    },
    onSuccess: (paid) => {
      attempt.succeeded();
      const parsed = parseDollars(form.values.amount.trim());
      form.reset();
      onPaid(
        paid,
        t("publishers.admin.paid", {
          amount: formatMoney(parsed.ok ? centsToDollars(parsed.cents) : 0),
        }),
      );
    },
    invalidMessage: t("admin.common.formErrors"),
  });

  return (
    <section className="publisher-section" aria-labelledby="publisher-pay-title">
      <h3 id="publisher-pay-title">{t("publishers.admin.payTitle")}</h3>
      <p className="portal-muted">{t("publishers.admin.payIntro")}</p>
      <form className="admin-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <FormAlert message={form.formError} tone="error" />
        <div className="admin-grid">
          <FormField
            label={t("publishers.admin.amount")}
            hint={t("publishers.admin.amountHint", { balance: formatMoney(publisher.balance) })}
            inputMode="decimal"
            autoComplete="off"
            {...form.field("amount")}
          />
          <FormField
            label={t("publishers.admin.note")}
            maxLength={200}
            autoComplete="off"
            {...form.field("note")}
          />
        </div>
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={form.pending}
            aria-busy={form.pending || undefined}
          >
            {form.pending ? t("publishers.admin.paying") : t("publishers.admin.pay")}
          </button>
        </div>
      </form>
    </section>
  );
}
