import { isLanguage, type Language } from "@pulso/core";
import { useEffect, useEffectEvent, type ReactNode } from "react";
import { WidgetErrorBoundary } from "../components/WidgetErrorBoundary";
import { WidgetFrame } from "../components/widgetChrome/WidgetFrame";
import { WidgetMessage } from "../components/widgetChrome/WidgetMessage";
import { staticMessage } from "../i18n/staticMessage";
import type { WidgetMessageKey } from "../i18n/widgetMessages";
import { log } from "../log";
import { isWidgetTheme, type WidgetTheme } from "../theme/theme";
import { normalizeApiBase } from "./apiBase";
import { emitPulsoEvent, type PulsoErrorReason } from "./pulsoEvents";
import { SharedPulsoProvider } from "./SharedPulsoProvider";
import { useElementDefaults } from "./useElementDefaults";

/** A wrong attribute or missing setup, shown as the element's error state. */
export interface ElementProblem {
  key: WidgetMessageKey;
  reason: PulsoErrorReason;
}

/** What a widget element hands its widget: settings and how to report what it shows. */
export interface WidgetElementContext {
  lang: Language;
  theme: WidgetTheme;
  /** The widget shows its data: dispatches `pulso-ready`. */
  ready(): void;
  /** The widget shows an error: logs it and dispatches `pulso-error`. */
  failed(key: WidgetMessageKey, reason: PulsoErrorReason, error?: unknown): void;
}

/** Props of {@link PublicWidgetElement}. */
export interface PublicWidgetElementProps {
  /** The element's tag, for `[pulso]` warnings. */
  tag: string;
  /** The widget's styles (host styles are added). */
  css: string;
  /** The widget's frame class (its reserved height) for the error states. */
  className: string;
  /** The widget's name, for the error frame's label. */
  titleKey: WidgetMessageKey;
  /** The market the events name, or null for widgets without one. */
  marketId: string | null;
  /** A problem with the widget's own attributes (checked before `lang` and `theme`). */
  problem: ElementProblem | null;
  lang: string | undefined;
  theme: string | undefined;
  apiBase: string | undefined;
  container: HTMLElement | undefined;
  /** Renders the widget once every attribute is valid. */
  children: (context: WidgetElementContext) => ReactNode;
}

/** Styles of the element's host box: page styles never reach inside, inherited ones are reset. */
const hostCss = `:host { all: initial; display: block; } :host([hidden]) { display: none; }`;

/**
 * The shell every public widget element renders into its shadow root (like `<pulso-market-card>`):
 * its styles, page defaults, attribute checks with a localized error state, the shared sdk
 * instance, an error boundary, and `pulso-*` events. Never throws into the page.
 */
export function PublicWidgetElement(props: PublicWidgetElementProps) {
  const { tag, css, className, titleKey, marketId, container, children } = props;
  const defaults = useElementDefaults();
  const requestedLang = props.lang?.trim() || defaults.lang;
  const lang: Language = isLanguage(requestedLang) ? requestedLang : defaults.lang;
  const requestedTheme = props.theme?.trim() || undefined;
  const theme: WidgetTheme = isWidgetTheme(requestedTheme) ? requestedTheme : defaults.theme;
  const base = props.apiBase?.trim() ? normalizeApiBase(props.apiBase) : (defaults.apiBase ?? "");
  const problem: ElementProblem | null =
    props.problem ??
    (!isLanguage(requestedLang)
      ? { key: "element.invalidLang", reason: "invalid-attribute" }
      : requestedTheme !== undefined && !isWidgetTheme(requestedTheme)
        ? { key: "element.invalidTheme", reason: "invalid-attribute" }
        : !base
          ? { key: "element.missingApiBase", reason: "not-configured" }
          : null);

  const context: WidgetElementContext = {
    lang,
    theme,
    ready: () => emitPulsoEvent(container, "pulso-ready", { marketId: marketId ?? "" }),
    failed: (key, reason, error) => {
      log.warn(`<${tag}>: ${staticMessage("en", key)}`, error ?? "");
      emitPulsoEvent(container, "pulso-error", {
        marketId,
        reason,
        message: staticMessage(lang, key),
      });
    },
  };
  const frame = (message: string) => (
    <WidgetFrame className={className} theme={theme} label={staticMessage(lang, titleKey)}>
      <WidgetMessage message={message} />
    </WidgetFrame>
  );

  return (
    <>
      <style>{hostCss + css}</style>
      <WidgetErrorBoundary
        key={`${marketId ?? ""}|${base}`}
        onError={(error) => context.failed("element.crashed", "crashed", error)}
        fallback={frame(staticMessage(lang, "element.crashed"))}
      >
        {problem ? (
          <ProblemReporter problem={problem} context={context}>
            {frame(staticMessage(lang, problem.key))}
          </ProblemReporter>
        ) : (
          <SharedPulsoProvider apiBase={base} lang={lang}>
            {children(context)}
          </SharedPulsoProvider>
        )}
      </WidgetErrorBoundary>
    </>
  );
}

interface ProblemReporterProps {
  problem: ElementProblem;
  context: WidgetElementContext;
  children: ReactNode;
}

/** Reports a wrong attribute once per problem: a `[pulso]` warning and `pulso-error`. */
function ProblemReporter({ problem, context, children }: ProblemReporterProps) {
  const report = useEffectEvent(() => context.failed(problem.key, problem.reason));
  useEffect(() => report(), [problem.key]);
  return children;
}
