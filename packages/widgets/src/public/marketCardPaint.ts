import { isLanguage, isWidgetTheme } from "@pulso/core";
import { normalizeApiBase } from "./apiBase";
import { getElementDefaults, subscribeElementDefaults } from "./defaults";
import type { MarketCardElementProps } from "./MarketCardElement";
import { emitPulsoEvent } from "./pulsoEvents";
import { getSharedClient, retainSharedClient } from "./sharedPublicClient";
import type { FirstPaint } from "./widgetElement";

/**
 * The market card's first paint (DESIGN §7): the server renders the card into the same batch
 * request that loads its market, and the page shows that markup with no renderer or widget code.
 * The card stays on the page's shared socket meanwhile: a pushed price, a resolution or new page
 * settings bring the live card, which shows what changed; the connection lost past the five tries shows the server's
 * offline markup (prices marked out of date), needing no code from a platform it cannot reach,
 * until a reconnection brings the live card.
 */
export const marketCardPaint: FirstPaint<MarketCardElementProps> = {
  async paint(host, shadow, props, goLive) {
    const marketId = props.market?.trim();
    const defaults = getElementDefaults();
    const lang = props.lang?.trim() || defaults.lang;
    const theme = props.theme?.trim() || defaults.theme;
    const base = props.apiBase?.trim() ? normalizeApiBase(props.apiBase) : defaults.apiBase;
    // Wrong or missing settings: the live card says what is wrong, in the reader's language.
    if (!marketId || !isLanguage(lang) || !isWidgetTheme(theme) || !base) return null;

    const client = getSharedClient(base);
    const markup = await client.markup(marketId, { widget: "market-card", lang, theme });
    if (markup === null || !host.isConnected) return null;
    shadow.innerHTML = markup.live;
    emitPulsoEvent(shadow, "pulso-ready", { marketId });

    const release = retainSharedClient(base, client);
    // The batch loaded both: subscribing fetches nothing, it follows the market on the socket.
    const stops = [client.market(marketId), client.priceHistory(marketId, "1w")].map((data) =>
      data.subscribe(goLive),
    );
    // New page settings (`Pulso.set`): the live card shows the card in them.
    stops.push(subscribeElementDefaults(goLive));
    let offline = false;
    stops.push(
      client.connection.subscribe((state) => {
        if (state.gaveUp && state.status !== "open" && !offline) {
          offline = true;
          // The shell's styles stay; what follows them is the server's offline card.
          while (shadow.lastChild && shadow.lastChild !== shadow.firstElementChild) {
            shadow.lastChild.remove();
          }
          shadow.firstElementChild?.insertAdjacentHTML("afterend", markup.offline);
        } else if (offline && state.status === "open") {
          goLive();
        }
      }),
    );
    return () => {
      for (const stop of stops) stop();
      release();
    };
  },
};
