import {
  createPollBodySchema,
  MAX_LIQUIDITY_B,
  MIN_LIQUIDITY_B,
  validate,
  type CreatePollBody,
  type FieldIssue,
  type MarketCategory,
  type MarketKind,
  type Suggestion,
} from "@pulso/core";
import { fromLocalInput, toLocalInput } from "../adminUi";

/** One option row of the market form. */
export interface MarketOptionValues {
  text: string;
  textEn: string;
}

/** The market creation form's values, as typed (numbers and dates still strings). */
export interface MarketFormValues {
  kind: MarketKind;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  category: MarketCategory | "";
  startDate: string;
  endDate: string;
  resolutionSource: string;
  resolutionRules: string;
  resolutionRulesEn: string;
  options: MarketOptionValues[];
  yesPrice: string;
  noPrice: string;
  liquidityB: string;
  featured: boolean;
}

/** A new form: a binary prediction market opening at 50/50, Yes and No in both languages. */
export function emptyMarketForm(yesNo: {
  yes: string;
  no: string;
  yesEn: string;
  noEn: string;
}): MarketFormValues {
  return {
    kind: "prediction",
    title: "",
    titleEn: "",
    description: "",
    descriptionEn: "",
    category: "",
    startDate: "",
    endDate: "",
    resolutionSource: "",
    resolutionRules: "",
    resolutionRulesEn: "",
    options: [
      { text: yesNo.yes, textEn: yesNo.yesEn },
      { text: yesNo.no, textEn: yesNo.noEn },
    ],
    yesPrice: "50",
    noPrice: "50",
    liquidityB: "",
    featured: false,
  };
}

/** The form pre-filled from an approved suggestion (titles, descriptions, category, end). */
export function marketFormFromSuggestion(
  base: MarketFormValues,
  suggestion: Suggestion,
): MarketFormValues {
  return {
    ...base,
    title: suggestion.titleEs ?? suggestion.titleEn,
    titleEn: suggestion.titleEn,
    description: suggestion.descriptionEs ?? suggestion.descriptionEn,
    descriptionEn: suggestion.descriptionEn,
    category: suggestion.category,
    endDate: toLocalInput(suggestion.estimatedEndDate),
  };
}

const optionalText = (value: string) => (value.trim() ? value.trim() : undefined);
const optionalNumber = (value: string) => (value.trim() === "" ? undefined : Number(value));

/**
 * The body of POST /polls for the form: empty optional fields left out, dates as ISO instants,
 * opening prices only for a binary prediction market (3–4 options open at equal prices).
 */
export function marketBody(values: MarketFormValues): CreatePollBody {
  const binaryPrediction = values.kind === "prediction" && values.options.length === 2;
  const body: Record<string, unknown> = {
    kind: values.kind,
    title: values.title.trim(),
    titleEn: optionalText(values.titleEn),
    description: values.description.trim(),
    descriptionEn: optionalText(values.descriptionEn),
    category: values.category || undefined,
    startDate: fromLocalInput(values.startDate),
    endDate: fromLocalInput(values.endDate),
    resolutionSource: optionalText(values.resolutionSource),
    resolutionRules: optionalText(values.resolutionRules),
    resolutionRulesEn: optionalText(values.resolutionRulesEn),
    options: values.options.map((option) => {
      const textEn = optionalText(option.textEn);
      return textEn ? { text: option.text.trim(), textEn } : { text: option.text.trim() };
    }),
    yesPrice: binaryPrediction ? optionalNumber(values.yesPrice) : undefined,
    noPrice: binaryPrediction ? optionalNumber(values.noPrice) : undefined,
    liquidityB: values.kind === "prediction" ? optionalNumber(values.liquidityB) : undefined,
    featured: values.featured || undefined,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body as unknown as CreatePollBody;
}

/** Checks the form with core's createPoll rules (spec §5): the body, or each field's problem. */
export function checkMarketForm(
  values: MarketFormValues,
): { ok: true; body: CreatePollBody } | { ok: false; issues: FieldIssue[] } {
  const body = marketBody(values);
  const result = validate(createPollBodySchema, body);
  const issues = result.ok ? [] : result.issues.filter((issue) => issue.path !== "liquidityB");
  const b = body.liquidityB;
  // The server's market maker takes b only within these bounds (DESIGN §2).
  if (b !== undefined && !(b >= MIN_LIQUIDITY_B && b <= MAX_LIQUIDITY_B)) {
    issues.push({ path: "liquidityB", code: "INVALID_TYPE" });
  }
  return issues.length === 0 ? { ok: true, body } : { ok: false, issues };
}
