// The script of the bet window (`/embed/bet`, DESIGN §7), served at `/embed/bet-popup-app.js`: a
// first-party page on the platform origin, where a ticket's frame that can keep no cookie sends
// its reader to confirm a bet.
import { isLanguage } from "@pulso/core";
import { createRoot } from "react-dom/client";
import { log } from "../../log";
import { BetPopupApp } from "../BetPopupApp";
import { createPlatformPulso } from "../bootFrame";

function boot(): void {
  const root = document.getElementById("root");
  if (!root) return;
  const pageLang = document.documentElement.lang;
  const lang = isLanguage(pageLang) ? pageLang : "es";
  // The server put the site here only when a platform page opened this window for a site that
  // may embed Pulso, and the market and option only when they have an id's shape.
  const site = root.dataset.site || null;
  const siteName = root.dataset.siteName || null;
  const nonce = root.dataset.nonce ?? "";
  const marketId = root.dataset.market || null;
  const optionId = root.dataset.option || undefined;
  const attribution = root.dataset.attribution || undefined;
  const pulso = createPlatformPulso(lang);
  void pulso.start();
  const opener = (window.opener as Window | null) ?? null;
  createRoot(root).render(
    <BetPopupApp
      pulso={pulso}
      lang={lang}
      site={site}
      siteName={siteName}
      marketId={marketId}
      optionId={optionId}
      attribution={attribution}
      nonce={nonce}
      opener={opener}
      close={() => window.close()}
    />,
  );
}

try {
  boot();
} catch (error) {
  log.error("bet window: failed to start", error);
}
