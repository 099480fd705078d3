import type { PublicData } from "@pulso/sdk/public";
import { MarketCard, type MarketCardStatus } from "../components/MarketCard/MarketCard";
import { marketCardCss } from "../components/MarketCard/MarketCard.css";
import { WidgetFrame } from "../components/widgetChrome/WidgetFrame";
import { WidgetMessage } from "../components/widgetChrome/WidgetMessage";
import { openInlineTicket } from "./inlineTicket";
import { emitPulsoEvent } from "./pulsoEvents";
import { marketCardCatalogue } from "./catalogues/marketCard";
import { MISSING_MARKET, PublicWidgetElement } from "./PublicWidgetElement";
import { widgetView } from "./widgetView";

/** The element's attributes as its shell hands them over (absent or empty ones are undefined). */
export interface MarketCardElementProps {
  market?: string;
  lang?: string;
  theme?: string;
  apiBase?: string;
  /** The shadow root the shell renders into (events are dispatched from its host). */
  container?: HTMLElement;
  /** Data to render from instead of the page's shared client (a render to markup on the server). */
  data?: PublicData;
}

/**
 * What `<pulso-market-card>` renders into its shadow root: the public widget shell (styles, page
 * defaults, attribute checks, the shared public client, events) around the market card, with the
 * card's own frame for its error states. Never throws into the page.
 */
export function MarketCardElement({
  market,
  lang,
  theme,
  apiBase,
  container,
  data,
}: MarketCardElementProps) {
  const marketId = market?.trim() ?? "";
  return (
    <PublicWidgetElement
      tag="pulso-market-card"
      catalogue={marketCardCatalogue}
      css={marketCardCss}
      marketId={marketId || null}
      problem={marketId ? null : MISSING_MARKET}
      lang={lang}
      theme={theme}
      apiBase={apiBase}
      container={container}
      data={data}
      messageFrame={(message, shownTheme) => (
        <WidgetFrame base="pulso-mc" as="article" theme={shownTheme}>
          <WidgetMessage base="pulso-mc" message={message} />
        </WidgetFrame>
      )}
    >
      {({ theme: shownTheme, ready, failed, platformPage }) => (
        <MarketCard
          marketId={marketId}
          theme={shownTheme}
          href={platformPage(marketId)}
          embedded
          onSelectOption={(optionId, kind) => {
            // The page may open its own ticket; otherwise the card opens the framed one.
            if (!emitPulsoEvent(container, "pulso-option-select", { marketId })) return;
            const card = container instanceof ShadowRoot ? container.host : null;
            if (card) openInlineTicket(card, marketId, optionId, kind);
          }}
          onStatusChange={(status: MarketCardStatus, error) => {
            if (status === "success") ready();
            if (status === "error") failed("marketCard.loadFailed", "load-failed", error);
            if (status === "not-found") failed("marketCard.notFound", "not-found", error);
          }}
        />
      )}
    </PublicWidgetElement>
  );
}

/** How the element renders MarketCardElement when it goes live (loaded apart from the element). */
export const marketCardView = widgetView(MarketCardElement, marketCardCatalogue);
