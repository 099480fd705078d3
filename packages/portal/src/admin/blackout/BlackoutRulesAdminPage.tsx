import {
  blackoutRuleBodySchema,
  jurisdictionParamsSchema,
  validate,
  type BlackoutRuleBody,
  type BlackoutRuleEntry,
  type FieldIssue,
} from "@pulso/core";
import type { PulsoQuery } from "@pulso/sdk";
import { usePulso, useQuery } from "@pulso/widgets";
import { FormAlert } from "../../auth/FormAlert";
import { FormField } from "../../auth/FormField";
import { usePortalT } from "../../i18n/usePortalT";
import { useCheckedForm } from "../../support/useCheckedForm";
import { EditableList } from "../settings/EditableList";

/** The cache key of the blackout rules (the sdk has no query for them). */
const BLACKOUT_RULES_KEY = ["blackoutRules"] as const;

function blackoutRulesQuery(pulso: ReturnType<typeof usePulso>): PulsoQuery<BlackoutRuleEntry[]> {
  return {
    queryKey: [...BLACKOUT_RULES_KEY],
    queryFn: ({ signal }) => pulso.api.listBlackoutRules({ signal }),
  };
}

interface RuleValues extends Record<string, string> {
  jurisdiction: string;
  daysBefore: string;
  lawEs: string;
  lawEn: string;
  timeZone: string;
}

const EMPTY: RuleValues = { jurisdiction: "", daysBefore: "", lawEs: "", lawEn: "", timeZone: "" };

function ruleBody(values: RuleValues): BlackoutRuleBody {
  return {
    daysBefore: values.daysBefore.trim() === "" ? Number.NaN : Number(values.daysBefore),
    lawEs: values.lawEs.trim(),
    lawEn: values.lawEn.trim(),
    timeZone: values.timeZone.trim(),
  };
}

const jurisdictionOf = (values: RuleValues) => values.jurisdiction.trim().toUpperCase();

/** Adding a jurisdiction that already has a rule (PATCH would silently replace it). */
class RuleExists extends Error {}

/**
 * `/admin/blackout-rules` (DESIGN §12): the election blackout rule of each jurisdiction — days
 * before the election, the law in both languages, the time zone the days are counted in — with
 * add, edit (the jurisdiction stays) and delete (confirmed). Every call answers the whole list,
 * which replaces the cached one.
 */
export function BlackoutRulesAdminPage() {
  const pulso = usePulso();
  const { t, lang, formatDate } = usePortalT();
  const rules = useQuery("admin-blackout-rules", blackoutRulesQuery);
  const store = (list: BlackoutRuleEntry[]) =>
    pulso.queryClient.setQueryData([...BLACKOUT_RULES_KEY], list);

  return (
    <div className="admin-rules">
      <EditableList
        blocksOnPhone
        texts={{
          title: t("admin.blackoutRules.title"),
          intro: t("admin.blackoutRules.intro"),
          newItem: t("admin.blackoutRules.newRule"),
          loadError: t("admin.blackoutRules.loadError"),
          empty: t("admin.blackoutRules.empty"),
          caption: t("admin.blackoutRules.tableCaption"),
          deleteTitle: (rule) =>
            t("admin.blackoutRules.deleteTitle", { jurisdiction: rule.jurisdiction }),
          deleteText: t("admin.blackoutRules.deleteText"),
          confirmDelete: t("admin.blackoutRules.confirmDelete"),
          deleted: t("admin.blackoutRules.deletedOk"),
        }}
        state={rules}
        keyOf={(rule) => rule.jurisdiction}
        columns={[
          t("admin.blackoutRules.jurisdiction"),
          t("admin.blackoutRules.daysBefore"),
          t("admin.blackoutRules.lawEs"),
          t("admin.blackoutRules.lawEn"),
          t("admin.blackoutRules.timeZone"),
          t("admin.blackoutRules.updated"),
        ]}
        cells={(rule) => (
          <>
            <th scope="row" className="admin-mono">
              {rule.jurisdiction}
            </th>
            <td data-label={t("admin.blackoutRules.daysBefore")}>
              {t("admin.blackoutRules.days", { count: rule.daysBefore })}
            </td>
            <td data-label={t("admin.blackoutRules.lawEs")} lang={lang === "es" ? undefined : "es"}>
              {rule.law.es}
            </td>
            <td data-label={t("admin.blackoutRules.lawEn")} lang={lang === "en" ? undefined : "en"}>
              {rule.law.en}
            </td>
            <td data-label={t("admin.blackoutRules.timeZone")} className="admin-mono">
              {rule.timeZone}
            </td>
            <td data-label={t("admin.blackoutRules.updated")}>{formatDate(rule.updatedAt)}</td>
          </>
        )}
        remove={async (rule) => store(await pulso.api.deleteBlackoutRule(rule.jurisdiction))}
        form={({ item, onDone, onClose }) => (
          <RuleForm
            rule={item}
            existing={rules.data ?? []}
            onSaved={store}
            onDone={onDone}
            onClose={onClose}
          />
        )}
      />
    </div>
  );
}

function RuleForm({
  rule,
  existing,
  onSaved,
  onDone,
  onClose,
}: {
  rule: BlackoutRuleEntry | null;
  existing: readonly BlackoutRuleEntry[];
  onSaved(rules: BlackoutRuleEntry[]): void;
  onDone(message: string): void;
  onClose(): void;
}) {
  const pulso = usePulso();
  const { t, error } = usePortalT();
  const initial: RuleValues = rule
    ? {
        jurisdiction: rule.jurisdiction,
        daysBefore: String(rule.daysBefore),
        lawEs: rule.law.es,
        lawEn: rule.law.en,
        timeZone: rule.timeZone,
      }
    : EMPTY;
  const form = useCheckedForm<RuleValues, string>(initial, {
    validate: (values) => {
      const checked = validate(blackoutRuleBodySchema, ruleBody(values));
      const issues: FieldIssue[] = checked.ok ? [] : [...checked.issues];
      if (!rule) {
        const jurisdiction = validate(jurisdictionParamsSchema, {
          jurisdiction: jurisdictionOf(values),
        });
        if (!jurisdiction.ok) issues.unshift({ path: "jurisdiction", code: "INVALID_COUNTRY" });
      }
      return issues.length === 0 ? { ok: true } : { ok: false, issues };
    },
    submit: async (values) => {
      const jurisdiction = rule?.jurisdiction ?? jurisdictionOf(values);
      // PATCH creates or replaces: adding a jurisdiction that has a rule would overwrite it.
      if (!rule && existing.some((other) => other.jurisdiction === jurisdiction)) {
        throw new RuleExists(t("admin.blackoutRules.exists", { jurisdiction }));
      }
      onSaved(await pulso.api.saveBlackoutRule(jurisdiction, ruleBody(values)));
      return t(rule ? "admin.blackoutRules.updatedOk" : "admin.blackoutRules.createdOk", {
        jurisdiction,
      });
    },
    failureMessage: (cause) =>
      cause instanceof RuleExists
        ? cause.message
        : t("admin.common.failed", { reason: error(cause) }),
    onSuccess: onDone,
    invalidMessage: t("admin.common.formErrors"),
  });
  const { field, formError, pending } = form;

  return (
    <section className="admin-confirm" aria-labelledby="admin-rule-form">
      <h2 id="admin-rule-form" className="admin-confirm__title">
        {rule
          ? t("admin.blackoutRules.editRule", { jurisdiction: rule.jurisdiction })
          : t("admin.blackoutRules.newRule")}
      </h2>
      <form className="admin-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <FormAlert message={formError} tone="error" />
        <div className="admin-grid">
          {!rule && (
            <FormField
              label={t("admin.blackoutRules.jurisdiction")}
              hint={t("admin.blackoutRules.jurisdictionHint")}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={6}
              {...field("jurisdiction")}
            />
          )}
          <FormField
            label={t("admin.blackoutRules.daysBefore")}
            hint={t("admin.blackoutRules.daysHint")}
            type="number"
            min={1}
            max={30}
            inputMode="numeric"
            {...field("daysBefore")}
          />
          <FormField
            label={t("admin.blackoutRules.timeZone")}
            hint={t("admin.blackoutRules.timeZoneHint")}
            autoComplete="off"
            {...field("timeZone")}
          />
        </div>
        <FormField label={t("admin.blackoutRules.lawEs")} lang="es" {...field("lawEs")} />
        <FormField label={t("admin.blackoutRules.lawEn")} lang="en" {...field("lawEn")} />
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {rule ? t("admin.blackoutRules.save") : t("admin.blackoutRules.create")}
          </button>
          <button type="button" className="portal-button" onClick={onClose}>
            {t("admin.common.cancelEdit")}
          </button>
        </div>
      </form>
    </section>
  );
}
