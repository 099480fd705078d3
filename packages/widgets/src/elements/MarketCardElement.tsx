import { isLanguage, type Language } from "@pulso/core";
import { useEffect, useEffectEvent } from "react";
import { MarketCard, type MarketCardStatus } from "../components/MarketCard/MarketCard";
import { marketCardCss } from "../components/MarketCard/MarketCard.css";
import { MarketCardFrame } from "../components/MarketCard/MarketCardFrame";
import { MarketCardMessage } from "../components/MarketCard/MarketCardMessage";
import { WidgetErrorBoundary } from "../components/WidgetErrorBoundary";
import { staticMessage } from "../i18n/staticMessage";
import type { WidgetMessageKey } from "../i18n/widgetMessages";
import { log } from "../log";
import { isWidgetTheme, type WidgetTheme } from "../theme/theme";
import { normalizeApiBase } from "./apiBase";
import { emitPulsoEvent, type PulsoErrorReason } from "./pulsoEvents";
import { SharedPulsoProvider } from "./SharedPulsoProvider";
import { useElementDefaults } from "./useElementDefaults";

/** The element's attributes as r2wc hands them over (absent or empty attributes are undefined). */
export interface MarketCardElementProps {
  market?: string;
  lang?: string;
  theme?: string;
  apiBase?: string;
  /** The shadow root r2wc renders into (events are dispatched from its host). */
  container?: HTMLElement;
}

/** Styles of the element's host box: page styles never reach inside, inherited ones are reset. */
const hostCss = `:host { all: initial; display: block; } :host([hidden]) { display: none; }`;

interface Problem {
  key: WidgetMessageKey;
  reason: PulsoErrorReason;
}

function findProblem(
  market: string,
  lang: string,
  theme: string | undefined,
  apiBase: string,
): Problem | null {
  if (!market) return { key: "element.missingMarket", reason: "invalid-attribute" };
  if (!isLanguage(lang)) return { key: "element.invalidLang", reason: "invalid-attribute" };
  if (theme !== undefined && !isWidgetTheme(theme)) {
    return { key: "element.invalidTheme", reason: "invalid-attribute" };
  }
  if (!apiBase) return { key: "element.missingApiBase", reason: "not-configured" };
  return null;
}

/**
 * What `<pulso-market-card>` renders into its shadow root: its styles, then the market card, or
 * its error state when an attribute is wrong or the widget fails. Never throws into the page.
 */
export function MarketCardElement({
  market,
  lang,
  theme,
  apiBase,
  container,
}: MarketCardElementProps) {
  const defaults = useElementDefaults();
  const marketId = market?.trim() ?? "";
  const requestedLang = lang?.trim() ?? defaults.lang;
  const shownLang: Language = isLanguage(requestedLang) ? requestedLang : defaults.lang;
  const shownTheme: WidgetTheme = isWidgetTheme(theme) ? theme : defaults.theme;
  const base = apiBase?.trim() ? normalizeApiBase(apiBase) : (defaults.apiBase ?? "");
  const problem = findProblem(marketId, requestedLang, theme?.trim(), base);

  const reportStatus = (status: MarketCardStatus, error: unknown) => {
    if (status === "success") emitPulsoEvent(container, "pulso-ready", { marketId });
    if (status === "error" || status === "not-found") {
      const key = status === "error" ? "marketCard.loadFailed" : "marketCard.notFound";
      log.warn(`market ${marketId}: ${staticMessage("en", key)}`, error ?? "");
      emitPulsoEvent(container, "pulso-error", {
        marketId,
        reason: status === "error" ? "load-failed" : "not-found",
        message: staticMessage(shownLang, key),
      });
    }
  };
  const reportCrash = () =>
    emitPulsoEvent(container, "pulso-error", {
      marketId: marketId || null,
      reason: "crashed",
      message: staticMessage(shownLang, "element.crashed"),
    });
  const selectOption = () => emitPulsoEvent(container, "pulso-option-select", { marketId });

  return (
    <>
      <style>{hostCss + marketCardCss}</style>
      <WidgetErrorBoundary
        key={`${marketId}|${base}`}
        onError={reportCrash}
        fallback={
          <MarketCardFrame theme={shownTheme}>
            <MarketCardMessage message={staticMessage(shownLang, "element.crashed")} />
          </MarketCardFrame>
        }
      >
        {problem ? (
          <ElementProblem
            problem={problem}
            marketId={marketId}
            lang={shownLang}
            theme={shownTheme}
            container={container}
          />
        ) : (
          <SharedPulsoProvider apiBase={base} lang={shownLang}>
            <MarketCard
              marketId={marketId}
              theme={shownTheme}
              onSelectOption={selectOption}
              onStatusChange={reportStatus}
            />
          </SharedPulsoProvider>
        )}
      </WidgetErrorBoundary>
    </>
  );
}

interface ElementProblemProps {
  problem: Problem;
  marketId: string;
  lang: Language;
  theme: WidgetTheme;
  container: HTMLElement | undefined;
}

/** A wrong attribute or missing setup: the localized message, a `[pulso]` warning and `pulso-error`. */
function ElementProblem({ problem, marketId, lang, theme, container }: ElementProblemProps) {
  const message = staticMessage(lang, problem.key);
  const report = useEffectEvent(() => {
    log.warn(`<pulso-market-card>: ${staticMessage("en", problem.key)}`);
    emitPulsoEvent(container, "pulso-error", {
      marketId: marketId || null,
      reason: problem.reason,
      message,
    });
  });
  useEffect(() => report(), [problem.key]);
  return (
    <MarketCardFrame theme={theme}>
      <MarketCardMessage message={message} />
    </MarketCardFrame>
  );
}
