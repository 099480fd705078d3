// The script of the account widgets' frame pages (`/embed/frame/<widget>`, DESIGN §7), served at
// `/embed/frame-app.js`. It runs on the platform origin, with the embed session's cookie.
import { isLanguage } from "@pulso/core";
import { createPulso } from "@pulso/sdk";
import { createRoot } from "react-dom/client";
import { log } from "../../log";
import { isWidgetTheme } from "../../theme/theme";
import { FrameApp } from "../FrameApp";
import { createParentLink } from "../parentLink";
import { isFrameWidget } from "../../frameProtocol/protocol";

function boot(): void {
  const root = document.getElementById("root");
  const widget = root?.dataset.widget;
  if (!root || !isFrameWidget(widget)) {
    log.error("frame: no widget to render");
    return;
  }
  const params = new URLSearchParams(location.search);
  const langParam = params.get("lang");
  const pageLang = document.documentElement.lang;
  const lang = isLanguage(langParam) ? langParam : isLanguage(pageLang) ? pageLang : "es";
  const themeParam = params.get("theme");
  const theme = isWidgetTheme(themeParam) ? themeParam : "light";
  const pulso = createPulso({
    apiBase: `${location.origin}/api/v1`,
    lang,
    auth: "cookie",
    credentials: "include",
    // The embed session's writes must carry it (server/src/embed/guard.ts), local dev or not.
    requestedWith: true,
  });
  void pulso.start();
  const link = createParentLink(window, params.get("origin"));
  createRoot(root).render(
    <FrameApp
      widget={widget}
      pulso={pulso}
      link={link}
      lang={lang}
      theme={theme}
      marketId={params.get("market")?.trim() ?? ""}
      optionId={params.get("option")?.trim() || undefined}
    />,
  );
}

try {
  boot();
} catch (error) {
  log.error("frame: failed to start", error);
}
