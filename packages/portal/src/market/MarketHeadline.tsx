import {
  type Language,
  MARKET_PAGE_HISTORY_RANGE,
  type Market,
  type MarketOption,
} from "@pulso/core";
import { usePriceHistory } from "@pulso/widgets";
import { useState } from "react";
import { change24h } from "./change24h";
import type { PortalMessageKey } from "../i18n/portalMessages";
import { usePortalT } from "../i18n/usePortalT";

/** The option with the highest price (the first one on a tie), or undefined without prices. */
export function leadingOption(market: Market): MarketOption | undefined {
  let leading: MarketOption | undefined;
  for (const option of market.options) {
    if (option.price === null) continue;
    if (!leading || option.price > (leading.price ?? 0)) leading = option;
  }
  return leading;
}

/** The option's text in the page's language. */
export function optionName(option: MarketOption, lang: Language): string {
  return option.translations[lang]?.text || option.text;
}

/** The poll option with the most votes (the first one on a tie), or undefined without votes. */
function leadingPollOption(market: Market): MarketOption | undefined {
  let leading: MarketOption | undefined;
  for (const option of market.options) {
    const votes = option.votes ?? 0;
    if (votes > 0 && (!leading || votes > (leading.votes ?? 0))) leading = option;
  }
  return leading;
}

/**
 * The market's headline figure: for a prediction market the leading option's price as a big
 * "% chance" with its 24 h change ({@link PredictionHeadline}); for a poll the leading option's
 * share of the votes with the vote count ({@link PollHeadline}). Live: both follow `poll_updated`
 * and the reader's own vote.
 */
export function MarketHeadline({ market }: { market: Market }) {
  if (market.kind === "poll") return <PollHeadline market={market} />;
  return <PredictionHeadline market={market} />;
}

/**
 * A poll's headline: the leading option's share of the votes as a big "%", and how many votes
 * were cast ("No votes yet" before the first). Hidden with the prices in an election blackout.
 */
function PollHeadline({ market }: { market: Market }) {
  const { t, lang, formatPercent, formatNumber } = usePortalT();
  if (market.blackout?.pricesHidden) return null;
  const leading = leadingPollOption(market);
  const total = market.totalVotes;
  return (
    <section className="mkt-headline mkt-headline--poll" aria-labelledby="market-headline">
      <h2 id="market-headline" className="portal-visually-hidden">
        {t("marketPage.headline.pollLabel")}
      </h2>
      {leading ? (
        <>
          <p className="mkt-headline__option">{optionName(leading, lang)}</p>
          <p className="mkt-headline__chance">
            <span className="mkt-headline__percent">{formatPercent(leading.percentage, 0)}</span>{" "}
            <span className="mkt-headline__word">{t("marketPage.headline.votesWord")}</span>
          </p>
          <p className="mkt-headline__change">
            {/* A plural text: the translator picks `_one` or `_other` by `count`. */}
            {t("marketPage.headline.voteCount" as PortalMessageKey, {
              count: total,
              votes: formatNumber(total),
            })}
          </p>
        </>
      ) : (
        <p className="mkt-headline__change">{t("marketPage.headline.noVotes")}</p>
      )}
    </section>
  );
}

/**
 * A prediction market's headline: the leading option's price as a big "% chance", and its change
 * over 24 hours from the price history ("—" when the history has no point that old).
 */
function PredictionHeadline({ market }: { market: Market }) {
  const { t, lang, formatPercent, formatNumber } = usePortalT();
  // The week's history is the chart's first range: one request serves both (and the server
  // carries it in the page).
  const history = usePriceHistory(market._id, MARKET_PAGE_HISTORY_RANGE);
  const [now] = useState(() => Date.now());
  const leading = leadingOption(market);
  if (market.kind !== "prediction" || !leading || leading.price === null) return null;
  const index = market.options.indexOf(leading);
  const points =
    history.data && history.data.optionIds[index] === leading._id ? history.data.points : [];
  const change = history.data ? change24h(leading.price, points, index, now) : null;
  const points24 = change === null ? "" : formatNumber(Math.abs(change), 1);
  const direction = change === null ? "none" : change > 0 ? "up" : change < 0 ? "down" : "flat";
  const shown = {
    up: t("marketPage.headline.changeUp", { points: points24 }),
    down: t("marketPage.headline.changeDown", { points: points24 }),
    flat: t("marketPage.headline.changeFlat"),
    none: t("marketPage.headline.changeNone"),
  }[direction];
  const spoken = {
    up: t("marketPage.headline.changeUpText", { points: points24 }),
    down: t("marketPage.headline.changeDownText", { points: points24 }),
    flat: t("marketPage.headline.changeFlatText"),
    none: t("marketPage.headline.changeNoneText"),
  }[direction];
  return (
    <section className="mkt-headline" aria-labelledby="market-headline">
      <h2 id="market-headline" className="portal-visually-hidden">
        {t("marketPage.headline.label")}
      </h2>
      <p className="mkt-headline__option">{optionName(leading, lang)}</p>
      <p className="mkt-headline__chance">
        <span className="mkt-headline__percent">{formatPercent(leading.price, 0)}</span>{" "}
        <span className="mkt-headline__word">{t("marketPage.headline.chanceWord")}</span>
      </p>
      <p className="mkt-headline__change" data-direction={direction}>
        <span aria-hidden="true">{shown}</span>
        <span className="portal-visually-hidden">{spoken}</span>{" "}
        <span className="mkt-headline__period" aria-hidden="true">
          {t("marketPage.headline.change24h")}
        </span>
      </p>
    </section>
  );
}
