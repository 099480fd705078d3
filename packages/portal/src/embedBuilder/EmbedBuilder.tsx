import { LANGUAGES, WIDGET_THEMES, type Language } from "@pulso/core";
import { useId, useState, type ReactNode } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { CodeBlock } from "./CodeBlock";
import {
  EMBED_SIZES,
  embedCodeFor,
  embedWidgetsFor,
  type EmbedChoice,
  type EmbeddableMarket,
  type EmbedSize,
} from "./embedCode";
import "./embedBuilder.css";

/** Props of {@link EmbedBuilder}. */
export interface EmbedBuilderProps {
  market: EmbeddableMarket;
  /**
   * The platform's public origin, which serves embed.js, the widgets' pages and the market pages.
   * The portal is served by the platform itself (its API base is same-origin), so by default it is
   * the page's own origin.
   */
  base?: string;
  /** Where the choices start (a publisher's default theme and language); else light, the page's. */
  initial?: Partial<Pick<EmbedChoice, "theme" | "lang">>;
}

const SIZES = Object.keys(EMBED_SIZES) as EmbedSize[];

/**
 * The embed builder (DESIGN §7, §12): a publisher chooses the widget (card, chart or ticket for a
 * prediction market, the poll for a poll), its width, theme, language and, for the card, its week
 * chart; a live preview shows the widget's platform page, and the code comes in both forms to copy
 * (script tag and element, iframe), each with the widget's reserved size inline, plus the market's
 * link for CMSs with oEmbed. Used in the market page's Embed dialog and the publisher console.
 */
export function EmbedBuilder({
  market,
  base = window.location.origin,
  initial,
}: EmbedBuilderProps) {
  const { t, lang } = usePortalT();
  const ids = useId();
  const widgets = embedWidgetsFor(market.kind);
  const [choice, setChoice] = useState<EmbedChoice>(() => ({
    widget: widgets[0]!,
    size: "standard",
    theme: initial?.theme ?? "light",
    lang: initial?.lang ?? lang,
    chart: true,
  }));
  // A market of another kind (the console's picker) keeps the other choices, with its own widget.
  const widget = widgets.includes(choice.widget) ? choice.widget : widgets[0]!;
  const current = { ...choice, widget };
  const choose = (change: Partial<EmbedChoice>) => setChoice({ ...current, ...change });

  const code = embedCodeFor(market, current, base);
  const languageNames = { es: t("header.languageEs"), en: t("header.languageEn") };

  return (
    <div className="embed-builder">
      <div className="embed-builder__top">
        <form
          className="embed-builder__controls"
          aria-label={t("embedBuilder.options")}
          onSubmit={(event) => event.preventDefault()}
        >
          <Choices
            legend={t("embedBuilder.widget")}
            name={`${ids}-widget`}
            value={widget}
            options={widgets.map((value) => ({
              value,
              label: t(`embedBuilder.widgets.${value}`),
            }))}
            onChange={(value) => choose({ widget: value })}
          />
          <Choices
            legend={t("embedBuilder.size")}
            name={`${ids}-size`}
            value={current.size}
            options={SIZES.map((value) => ({
              value,
              label: t(`embedBuilder.sizes.${value}`, { width: EMBED_SIZES[value] }),
            }))}
            onChange={(value) => choose({ size: value })}
          />
          <Choices
            legend={t("embedBuilder.theme")}
            name={`${ids}-theme`}
            value={current.theme}
            options={WIDGET_THEMES.map((value) => ({
              value,
              label: t(`embedBuilder.themes.${value}`),
            }))}
            onChange={(value) => choose({ theme: value })}
          />
          <Choices
            legend={t("embedBuilder.language")}
            name={`${ids}-lang`}
            value={current.lang}
            options={LANGUAGES.map((value: Language) => ({
              value,
              // Each language named in itself, as the header's switcher names them.
              label: <span lang={value}>{languageNames[value]}</span>,
            }))}
            onChange={(value) => choose({ lang: value })}
          />
          {widget === "market-card" && (
            <label className="embed-builder__check">
              <input
                type="checkbox"
                checked={current.chart}
                onChange={(event) => choose({ chart: event.currentTarget.checked })}
              />
              {t("embedBuilder.chart")}
            </label>
          )}
        </form>
        <section className="embed-builder__preview" aria-labelledby={`${ids}-preview`}>
          <h3 id={`${ids}-preview`}>{t("embedBuilder.preview")}</h3>
          <div className={`embed-builder__stage embed-builder__stage--${current.theme}`}>
            <iframe
              src={code.viewUrl}
              title={t("embedBuilder.previewFrame", { title: market.title })}
              className="embed-builder__frame"
              style={{ maxWidth: code.width, height: code.height }}
            />
          </div>
          <p className="embed-builder__note">
            {t("embedBuilder.previewSize", { width: code.width, height: code.height })}
          </p>
        </section>
      </div>
      <section className="embed-builder__code" aria-labelledby={`${ids}-code`}>
        <h3 id={`${ids}-code`}>{t("embedBuilder.code")}</h3>
        <CodeBlock
          label={t("embedBuilder.script")}
          hint={t("embedBuilder.scriptHint")}
          code={code.script}
          copyLabel={t("embedBuilder.copyScript")}
          rows={5}
        />
        <CodeBlock
          label={t("embedBuilder.iframe")}
          hint={t("embedBuilder.iframeHint")}
          code={code.iframe}
          copyLabel={t("embedBuilder.copyIframe")}
          rows={7}
        />
        <CodeBlock
          label={t("embedBuilder.oEmbed")}
          hint={t("embedBuilder.oEmbedHint")}
          code={code.marketUrl}
          copyLabel={t("embedBuilder.copyOEmbed")}
          rows={2}
        />
      </section>
    </div>
  );
}

/** A labelled group of radio buttons: one choice of the builder. */
function Choices<TValue extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: TValue;
  options: { value: TValue; label: ReactNode }[];
  onChange(value: TValue): void;
}) {
  return (
    <fieldset className="embed-builder__choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="embed-builder__choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
