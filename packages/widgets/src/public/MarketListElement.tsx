import { MARKET_LIST_CATEGORIES, type MarketListCategory } from "@pulso/core";
import { MarketList, type MarketListStatus } from "../components/MarketList/MarketList";
import { marketListCss } from "../components/MarketList/MarketList.css";
import { emitPulsoEvent } from "./pulsoEvents";
import { marketListCatalogue } from "./catalogues/marketList";
import { PublicWidgetElement } from "./PublicWidgetElement";
import { widgetView } from "./widgetView";

/** The element's attributes as its shell hands them over (absent or empty ones are undefined). */
export interface MarketListElementProps {
  category?: string;
  lang?: string;
  theme?: string;
  apiBase?: string;
  /** The shadow root the shell renders into (events are dispatched from its host). */
  container?: HTMLElement;
}

function isCategory(value: string): value is MarketListCategory {
  return (MARKET_LIST_CATEGORIES as readonly string[]).includes(value);
}

/** What `<pulso-market-list>` renders into its shadow root. Never throws into the page. */
export function MarketListElement(props: MarketListElementProps) {
  const category = props.category?.trim() || "all";
  return (
    <PublicWidgetElement
      tag="pulso-market-list"
      catalogue={marketListCatalogue}
      css={marketListCss}
      className="pulso-ml"
      titleKey="marketList.categoriesLabel"
      marketId={null}
      problem={
        isCategory(category)
          ? null
          : {
              detail: `unsupported category "${category}": use one of ${MARKET_LIST_CATEGORIES.join(", ")}.`,
              reason: "invalid-attribute",
            }
      }
      lang={props.lang}
      theme={props.theme}
      apiBase={props.apiBase}
      container={props.container}
    >
      {({ theme, ready, failed }) => (
        <MarketList
          category={isCategory(category) ? category : "all"}
          theme={theme}
          onSelectOption={(marketId) =>
            emitPulsoEvent(props.container, "pulso-option-select", { marketId })
          }
          onStatusChange={(status: MarketListStatus, error) => {
            if (status === "success" || status === "empty") ready();
            if (status === "error") failed("marketList.loadFailed", "load-failed", error);
          }}
        />
      )}
    </PublicWidgetElement>
  );
}

/** How the element renders MarketListElement when it goes live (loaded apart from the element). */
export const marketListView = widgetView(MarketListElement, marketListCatalogue);
