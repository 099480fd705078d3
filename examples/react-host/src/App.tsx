import type { Pulso } from "@pulso/sdk";
import {
  Leaderboard,
  leaderboardCss,
  MarketCard,
  marketCardCss,
  PriceChart,
  priceChartCss,
  PulsoProvider,
} from "@pulso/widgets";
import { useEffect, useState } from "react";
import { marketPage, pickMarket, type HostSettings } from "./settings";
import { LANGUAGE_NAMES, TEXTS, type Lang } from "./texts";

/** The widgets ship their styles as strings; a React host renders them once. */
const WIDGET_CSS = [marketCardCss, priceChartCss, leaderboardCss].join("\n");

/** This page's own layout: the market's card and chart beside the leaderboard. */
const PAGE_CSS = `
body { margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2433; }
.host { max-width: 1040px; margin: 0 auto; padding: 24px 16px; }
.host__switch { display: flex; gap: 8px; }
.host__switch button { padding: 6px 14px; border: 1px solid #1d2433; border-radius: 999px; background: #fff; color: inherit; font: inherit; cursor: pointer; }
.host__switch button[aria-pressed="true"] { background: #1d2433; color: #fff; }
.host__widgets { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); margin-top: 16px; }
`;

type MarketChoice =
  | { status: "finding" }
  | { status: "found"; id: string }
  | { status: "none" }
  | { status: "unreachable" };

/** The market given in the URL, or a featured one the platform names. */
function useMarketChoice({ apiBase, marketId }: HostSettings): MarketChoice {
  const [choice, setChoice] = useState<MarketChoice>(
    marketId ? { status: "found", id: marketId } : { status: "finding" },
  );
  useEffect(() => {
    if (marketId) return;
    const controller = new AbortController();
    pickMarket(apiBase, controller.signal).then(
      (id) => setChoice(id ? { status: "found", id } : { status: "none" }),
      () => {
        if (!controller.signal.aborted) setChoice({ status: "unreachable" });
      },
    );
    return () => controller.abort();
  }, [apiBase, marketId]);
  return choice;
}

export interface AppProps {
  /** The sdk instance the widgets share (one cache, one socket). */
  pulso: Pulso;
  settings: HostSettings;
}

/** A React host page: a market card, its price chart and the leaderboard, in Spanish or English. */
export function App({ pulso, settings }: AppProps) {
  const [lang, setLang] = useState<Lang>("es");
  const choice = useMarketChoice(settings);
  const texts = TEXTS[lang];

  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = TEXTS[lang].title;
  }, [lang]);

  function switchTo(next: Lang) {
    setLang(next);
    // The instance is this app's own, so the API's texts follow the language too.
    pulso.i18n.setLanguage(next);
  }

  return (
    <PulsoProvider pulso={pulso} lang={lang}>
      <style>{PAGE_CSS + WIDGET_CSS}</style>
      <div className="host">
        <header>
          <h1>{texts.title}</h1>
          <p>{texts.intro}</p>
          <div className="host__switch" role="group" aria-label={texts.language}>
            {(["es", "en"] as const).map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                aria-pressed={lang === code}
                onClick={() => switchTo(code)}
              >
                {LANGUAGE_NAMES[code]}
              </button>
            ))}
          </div>
        </header>
        <main className="host__widgets">
          {choice.status === "found" ? (
            <>
              <MarketCard
                marketId={choice.id}
                href={marketPage(settings.apiBase, choice.id)}
                // A React host would open its own bet ticket here; this one sends the reader to
                // the market's page on Pulso.
                onSelectOption={() =>
                  window.location.assign(marketPage(settings.apiBase, choice.id))
                }
              />
              <PriceChart marketId={choice.id} />
            </>
          ) : (
            <p role={choice.status === "unreachable" ? "alert" : "status"}>
              {choice.status === "finding"
                ? texts.finding
                : choice.status === "none"
                  ? texts.noMarket
                  : texts.unreachable}
            </p>
          )}
          <Leaderboard limit={5} />
        </main>
      </div>
    </PulsoProvider>
  );
}
