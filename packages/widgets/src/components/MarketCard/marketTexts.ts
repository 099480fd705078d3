import type { Language, Market, MarketOption } from "@pulso/core";

/** The market's title in `lang`, else the one the API sent (already in a fallback language). */
export function marketTitle(market: Market, lang: Language): string {
  return market.translations[lang]?.title || market.title;
}

/** The option's text in `lang`, else the one the API sent. */
export function optionText(option: MarketOption, lang: Language): string {
  return option.translations[lang]?.text || option.text;
}
