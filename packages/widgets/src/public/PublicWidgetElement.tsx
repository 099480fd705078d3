import type { PublicData } from "@pulso/sdk/public";
import { isLanguage, type Language, isWidgetTheme, type WidgetTheme } from "@pulso/core";
import { useEffect, useEffectEvent, useMemo, type ReactNode } from "react";
import { WidgetErrorBoundary } from "../components/WidgetErrorBoundary";
import { WidgetFrame } from "../components/widgetChrome/WidgetFrame";
import { WidgetMessage } from "../components/widgetChrome/WidgetMessage";
import { createPublicTranslator } from "../i18n/translator";
import type { WidgetMessageKey } from "../i18n/widgetMessages";
import { log } from "../log";
import { normalizeApiBase, platformPageUrl } from "./apiBase";
import type { CatalogueLoader } from "./catalogues";
import { emitPulsoEvent, repeatsLastError, type PulsoErrorReason } from "./pulsoEvents";
import { SharedPublicProvider } from "./SharedPublicProvider";
import { useCatalogue } from "./useCatalogue";
import { useElementDefaults } from "./useElementDefaults";

/**
 * A wrong attribute or missing setup, shown as the element's error state: the reader sees that
 * the content cannot be shown (`element.unavailable`); the publisher's developer gets `detail`,
 * in English, in one `[pulso]` warning and in the `pulso-error` event's message.
 */
export interface ElementProblem {
  detail: string;
  reason: PulsoErrorReason;
}

/** The problem of a widget element without its `market` attribute. */
export const MISSING_MARKET: ElementProblem = {
  detail: 'this widget needs a market: add its market="…" attribute.',
  reason: "invalid-attribute",
};

/** What a widget element hands its widget: settings and how to report what it shows. */
export interface WidgetElementContext {
  lang: Language;
  theme: WidgetTheme;
  /** The platform's page for a market (or its home), where the widget links to. */
  platformPage(marketId: string | null): string;
  /** The widget shows its data: dispatches `pulso-ready`. */
  ready(): void;
  /**
   * The widget shows an error: logs it and dispatches `pulso-error` with `detail` (a problem the
   * publisher can fix), else the shown text.
   */
  failed(key: WidgetMessageKey, reason: PulsoErrorReason, error?: unknown, detail?: string): void;
}

/** Props of {@link PublicWidgetElement}. */
export type PublicWidgetElementProps = ShellProps &
  (
    | {
        /** The widget's frame class (its reserved height) for the error states. */
        className: string;
        /** The widget's name, for the error frame's label. */
        titleKey: WidgetMessageKey;
        messageFrame?: never;
      }
    | {
        className?: never;
        titleKey?: never;
        /** The error state's box around a message, for a widget with a frame of its own. */
        messageFrame: (message: string, theme: WidgetTheme) => ReactNode;
      }
  );

interface ShellProps {
  /** The element's tag, for `[pulso]` warnings. */
  tag: string;
  /** The widget's texts, one module per language, loaded before anything shows. */
  catalogue: CatalogueLoader;
  /** The widget's styles (host styles are added). */
  css: string;
  /** The market the events name, or null for widgets without one. */
  marketId: string | null;
  /** A problem with the widget's own attributes (checked before `lang` and `theme`). */
  problem: ElementProblem | null;
  lang: string | undefined;
  theme: string | undefined;
  apiBase: string | undefined;
  container: HTMLElement | undefined;
  /** Data to render from instead of the page's shared client (a render to markup on the server). */
  data?: PublicData | undefined;
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
      ? {
          detail: `unsupported lang "${requestedLang}": use lang="es" or lang="en".`,
          reason: "invalid-attribute",
        }
      : requestedTheme !== undefined && !isWidgetTheme(requestedTheme)
        ? {
            detail: `unsupported theme "${requestedTheme}": use theme="light", "dark" or "auto".`,
            reason: "invalid-attribute",
          }
        : !base
          ? {
              detail:
                "Pulso isn't set up on this page: load embed.js or set the api-base attribute.",
              reason: "not-configured",
            }
          : null);

  const messages = useCatalogue(props.catalogue, lang);
  const translator = useMemo(
    () =>
      messages === undefined || messages === "failed"
        ? null
        : createPublicTranslator(lang, messages),
    [lang, messages],
  );
  const style = <style>{hostCss + css}</style>;
  // Until the texts are here the element shows its reserved space, empty: nothing shifts.
  if (messages === undefined) return style;
  if (!translator) {
    // Without texts in any language, the one thing left to offer is the way to the platform.
    return (
      <>
        {style}
        <a href={platformPageUrl(base, marketId)} part="message">
          Pulso
        </a>
      </>
    );
  }
  const { t } = translator;

  const context: WidgetElementContext = {
    lang,
    theme,
    platformPage: (id) => platformPageUrl(base, id),
    ready: () => emitPulsoEvent(container, "pulso-ready", { marketId: marketId ?? "" }),
    failed: (key, reason, error, detail) => {
      const said = { marketId, reason, message: detail ?? t(key) };
      if (repeatsLastError(container, said)) return;
      log.warn(`<${tag}>: ${said.message}`, error ?? "");
      emitPulsoEvent(container, "pulso-error", said);
    },
  };
  const frame = (message: string) =>
    titleKey === undefined ? (
      props.messageFrame(message, theme)
    ) : (
      <WidgetFrame className={className} theme={theme} label={t(titleKey)}>
        <WidgetMessage message={message} />
      </WidgetFrame>
    );

  return (
    <>
      {style}
      <WidgetErrorBoundary
        key={`${marketId ?? ""}|${base}`}
        onError={(error) => context.failed("element.crashed", "crashed", error)}
        fallback={frame(t("element.crashed"))}
      >
        {problem ? (
          <ProblemReporter problem={problem} context={context}>
            {frame(t("element.unavailable"))}
          </ProblemReporter>
        ) : (
          <SharedPublicProvider
            apiBase={base}
            translator={translator}
            {...(props.data ? { data: props.data } : {})}
          >
            {children(context)}
          </SharedPublicProvider>
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
  const report = useEffectEvent(() =>
    context.failed("element.unavailable", problem.reason, undefined, problem.detail),
  );
  useEffect(() => report(), [problem.detail]);
  return children;
}
