import {
  checkImage,
  DEFAULT_LIQUIDITY_B,
  MAX_LIQUIDITY_B,
  MIN_LIQUIDITY_B,
  MARKET_CATEGORIES,
  MAX_OPTIONS,
  MIN_OPTIONS,
  type FieldIssue,
  type Suggestion,
} from "@pulso/core";
import { usePulso } from "@pulso/widgets";
import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageHeading } from "../../a11y/PageHeading";
import { FormAlert } from "../../auth/FormAlert";
import { FormField } from "../../auth/FormField";
import { FileField } from "../fields/FileField";
import { LocalDateField } from "../fields/LocalDateField";
import { serverIssues } from "../../auth/formIssues";
import { usePortalT } from "../../i18n/usePortalT";
import { SelectField, TextAreaField } from "../../auth/FieldControls";
import {
  checkMarketForm,
  emptyMarketForm,
  marketFormFromSuggestion,
  type MarketFormValues,
} from "./marketForm";

/** What the suggestions screen passes when an admin creates a market from a suggestion. */
export interface CreateMarketState {
  suggestion?: Suggestion;
}

/**
 * `/admin/markets/new` (spec §5 market creation): a prediction market (binary: yes/no opening
 * prices 1–99; 3–4 options open at equal prices) or a poll (2–4 options), with dates, resolution
 * texts, optional liquidity `b` and image (5MB). Checked with core's createPoll rules before
 * sending; an image goes as multipart. Success opens the new market's page; a failure says
 * 'Failed to create market.'. From a suggestion, the form starts filled and the suggestion is
 * linked to the new market.
 */
export function CreateMarketPage() {
  const pulso = usePulso();
  const navigate = useNavigate();
  const location = useLocation();
  const translator = usePortalT();
  const { t, error, formatNumber } = translator;
  const liquidity = {
    min: formatNumber(MIN_LIQUIDITY_B),
    max: formatNumber(MAX_LIQUIDITY_B),
    default: formatNumber(DEFAULT_LIQUIDITY_B),
  };
  const suggestion = (location.state as CreateMarketState | null)?.suggestion;
  const [values, setValues] = useState<MarketFormValues>(() => {
    const base = emptyMarketForm({
      yes: t("admin.create.defaultYes"),
      no: t("admin.create.defaultNo"),
      yesEn: t("admin.create.defaultYesEn"),
      noEn: t("admin.create.defaultNoEn"),
    });
    return suggestion ? marketFormFromSuggestion(base, suggestion) : base;
  });
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [optionsError, setOptionsError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const optionsErrorId = useId();

  const set = <K extends keyof MarketFormValues>(key: K, value: MarketFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const input = (key: keyof MarketFormValues) => ({
    name: key,
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
    error: message(key),
  });
  function message(path: string): string | undefined {
    const issue = issues.find((candidate) => candidate.path === path);
    if (!issue) return undefined;
    if (issue.code === "TITLE_REQUIRED") return t("admin.create.titleRequired");
    if (issue.code === "DESCRIPTION_REQUIRED") return t("admin.create.descriptionRequired");
    if (path === "liquidityB") return t("admin.create.liquidityRange", liquidity);
    return error(issue.code, issue.params);
  }
  const focusFirstInvalid = () =>
    setTimeout(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());

  const addOption = () => {
    if (values.options.length >= MAX_OPTIONS) {
      setOptionsError(error("TOO_MANY_OPTIONS"));
      return;
    }
    setOptionsError(null);
    set("options", [...values.options, { text: "", textEn: "" }]);
  };
  const removeOption = (index: number) => {
    if (values.options.length <= MIN_OPTIONS) {
      setOptionsError(error("TOO_FEW_OPTIONS"));
      return;
    }
    setOptionsError(null);
    set(
      "options",
      values.options.filter((_, position) => position !== index),
    );
  };
  const setOption = (index: number, key: "text" | "textEn", value: string) =>
    set(
      "options",
      values.options.map((option, position) =>
        position === index ? { ...option, [key]: value } : option,
      ),
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const checked = checkMarketForm(values);
    if (!checked.ok || imageError) {
      setIssues(checked.ok ? [] : checked.issues);
      setFormError(t("admin.common.formErrors"));
      focusFirstInvalid();
      return;
    }
    setIssues([]);
    setPending(true);
    try {
      const market = await pulso.api.createPoll(checked.body, image ?? undefined);
      await pulso.invalidation.invalidateNow("polls");
      if (suggestion) {
        try {
          await pulso.suggestions.updateSuggestion(suggestion._id, {
            status: "created",
            linkedMarketId: market._id,
          });
        } catch (cause) {
          setFormError(t("admin.create.linkFailed", { reason: error(cause) }));
          setPending(false);
          return;
        }
      }
      void navigate(`/market/${market._id}`);
    } catch (cause) {
      const fromServer = serverIssues(cause);
      if (fromServer.length > 0) {
        setIssues(fromServer);
        focusFirstInvalid();
      }
      setFormError(error("MARKET_CREATE_FAILED"));
      setPending(false);
    }
  };

  const binaryPrediction = values.kind === "prediction" && values.options.length === 2;
  const optionsMessage = optionsError ?? message("options");

  return (
    <div className="admin-create">
      <PageHeading>{t("admin.create.title")}</PageHeading>
      {suggestion && (
        <p className="portal-muted">
          {t("admin.create.fromSuggestion", { title: suggestion.titleEn })}
        </p>
      )}
      <form ref={formRef} className="admin-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert message={formError} tone="error" />
        <fieldset>
          <legend>{t("admin.create.kind")}</legend>
          <label className="admin-radio">
            <input
              type="radio"
              name="kind"
              checked={values.kind === "prediction"}
              onChange={() => set("kind", "prediction")}
            />
            {t("admin.create.kindPrediction")}
          </label>
          <label className="admin-radio">
            <input
              type="radio"
              name="kind"
              checked={values.kind === "poll"}
              onChange={() => set("kind", "poll")}
            />
            {t("admin.create.kindPoll")}
          </label>
        </fieldset>
        <div className="admin-grid">
          <FormField label={t("admin.create.titleEs")} {...input("title")} />
          <FormField label={t("admin.create.titleEn")} {...input("titleEn")} />
        </div>
        <TextAreaField
          label={t("admin.create.descriptionEs")}
          value={values.description}
          onValueChange={(value) => set("description", value)}
          error={message("description")}
        />
        <TextAreaField
          label={t("admin.create.descriptionEn")}
          value={values.descriptionEn}
          onValueChange={(value) => set("descriptionEn", value)}
          error={message("descriptionEn")}
        />
        <div className="admin-grid">
          <SelectField
            label={t("admin.create.category")}
            value={values.category}
            options={[
              { value: "", label: t("admin.create.chooseCategory") },
              ...MARKET_CATEGORIES.map((value) => ({
                value,
                label: t(`marketList.categories.${value}`),
              })),
            ]}
            onValueChange={(value) => set("category", value)}
            error={message("category")}
          />
          <LocalDateField
            label={t("admin.create.startDate")}
            name="startDate"
            withTime
            value={values.startDate}
            onValueChange={(value) => set("startDate", value)}
            error={message("startDate")}
          />
          <LocalDateField
            label={t("admin.create.endDate")}
            name="endDate"
            withTime
            value={values.endDate}
            onValueChange={(value) => set("endDate", value)}
            error={message("endDate")}
          />
        </div>
        <FormField label={t("admin.create.resolutionSource")} {...input("resolutionSource")} />
        <TextAreaField
          label={t("admin.create.resolutionRules")}
          value={values.resolutionRules}
          onValueChange={(value) => set("resolutionRules", value)}
          error={message("resolutionRules")}
        />
        <TextAreaField
          label={t("admin.create.resolutionRulesEn")}
          value={values.resolutionRulesEn}
          onValueChange={(value) => set("resolutionRulesEn", value)}
          error={message("resolutionRulesEn")}
        />
        <fieldset aria-describedby={optionsMessage ? optionsErrorId : undefined}>
          <legend>{t("admin.create.options")}</legend>
          <p className="portal-field__hint">{t("admin.create.optionsHint")}</p>
          {values.options.map((option, index) => (
            <div key={index} className="admin-option">
              <FormField
                label={t("admin.create.optionText", { n: index + 1 })}
                value={option.text}
                onChange={(event) => setOption(index, "text", event.target.value)}
                error={message(`options.${index}.text`)}
              />
              <FormField
                label={t("admin.create.optionTextEn", { n: index + 1 })}
                value={option.textEn}
                onChange={(event) => setOption(index, "textEn", event.target.value)}
                error={message(`options.${index}.textEn`)}
              />
              <button type="button" className="portal-button" onClick={() => removeOption(index)}>
                {t("admin.create.removeOption", { n: index + 1 })}
              </button>
            </div>
          ))}
          {optionsMessage && (
            <p id={optionsErrorId} className="portal-field__error" role="alert">
              {optionsMessage}
            </p>
          )}
          <div>
            <button type="button" className="portal-button" onClick={addOption}>
              {t("admin.create.addOption")}
            </button>
          </div>
        </fieldset>
        {values.kind === "prediction" && (
          <fieldset>
            <legend>{t("admin.markets.kinds.prediction")}</legend>
            {binaryPrediction ? (
              <div className="admin-grid">
                <FormField
                  label={t("admin.create.yesPrice")}
                  type="number"
                  min={1}
                  max={99}
                  hint={t("admin.create.pricesHint")}
                  {...input("yesPrice")}
                />
                <FormField
                  label={t("admin.create.noPrice")}
                  type="number"
                  min={1}
                  max={99}
                  hint={t("admin.create.pricesHint")}
                  {...input("noPrice")}
                />
              </div>
            ) : (
              <p className="portal-muted">{t("admin.create.equalPrices")}</p>
            )}
            <FormField
              label={t("admin.create.liquidity")}
              type="number"
              min={MIN_LIQUIDITY_B}
              max={MAX_LIQUIDITY_B}
              hint={t("admin.create.liquidityHint", liquidity)}
              {...input("liquidityB")}
            />
          </fieldset>
        )}
        <FormField
          label={t("admin.create.featured")}
          type="checkbox"
          checked={values.featured}
          onChange={(event) => set("featured", event.target.checked)}
        />
        <FileField
          label={t("admin.create.image")}
          accept="image/jpeg,image/png,image/gif,image/webp"
          hint={t("admin.create.imageHint")}
          error={imageError ?? message("imageData") ?? message("imageType")}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const problem = file ? checkImage(file) : null;
            setImageError(problem ? error(problem) : null);
            setImage(problem ? null : file);
          }}
        />
        <div className="portal-actions">
          <button
            type="submit"
            className="portal-button portal-button--primary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? t("admin.create.submitting") : t("admin.create.submit")}
          </button>
        </div>
      </form>
    </div>
  );
}
