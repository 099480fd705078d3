// The script of the sign-in popup (`/embed/authorize`, DESIGN §7), served at
// `/embed/authorize-app.js`: a first-party page on the platform origin.
import { isLanguage } from "@pulso/core";
import { createRoot } from "react-dom/client";
import { log } from "../../log";
import { AuthorizeApp } from "../AuthorizeApp";
import { createPlatformPulso } from "../bootFrame";

function boot(): void {
  const root = document.getElementById("root");
  if (!root) return;
  const pageLang = document.documentElement.lang;
  const lang = isLanguage(pageLang) ? pageLang : "es";
  // The server put the site here only after checking it against the publishers' registered
  // origins (or EMBED_ORIGINS), with the name of its publisher (empty for a bootstrap origin).
  const site = root.dataset.site || null;
  const siteName = root.dataset.siteName || null;
  const nonce = root.dataset.nonce ?? "";
  const pulso = createPlatformPulso(lang, { realtime: false });
  void pulso.start();
  const opener = (window.opener as Window | null) ?? null;
  createRoot(root).render(
    <AuthorizeApp
      pulso={pulso}
      lang={lang}
      site={site}
      siteName={siteName}
      nonce={nonce}
      opener={opener}
      close={() => window.close()}
    />,
  );
}

try {
  boot();
} catch (error) {
  log.error("sign-in window: failed to start", error);
}
