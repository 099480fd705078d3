import { isLanguage, type Language, isWidgetTheme } from "@pulso/core";
import { createPulso, type Pulso, type PulsoOptions } from "@pulso/sdk";
import { createRoot } from "react-dom/client";
import { log } from "../log";
import { FrameApp, type FrameView } from "./FrameApp";
import { frameArticle } from "./frameArticle";
import { createParentLink } from "./parentLink";

/**
 * Starts a frame page (`/embed/frame/<widget>`, DESIGN §7) with `view`: reads the language, theme,
 * market, option and article (DESIGN §12) from its URL, and renders the widget over an sdk instance
 * on the platform origin, with the embed session's cookie. A page whose root names another widget
 * renders nothing.
 */
export function bootFrame(view: FrameView): void {
  try {
    const root = document.getElementById("root");
    if (!root || root.dataset.widget !== view.widget) {
      log.error("frame: no widget to render");
      return;
    }
    const params = new URLSearchParams(location.search);
    const langParam = params.get("lang");
    const pageLang = document.documentElement.lang;
    const lang = isLanguage(langParam) ? langParam : isLanguage(pageLang) ? pageLang : "es";
    const themeParam = params.get("theme");
    const theme = isWidgetTheme(themeParam) ? themeParam : "light";
    const pulso = createPlatformPulso(lang);
    void pulso.start();
    const link = createParentLink(window, params.get("origin"));
    createRoot(root).render(
      <FrameApp
        view={view}
        pulso={pulso}
        link={link}
        lang={lang}
        theme={theme}
        marketId={params.get("market")?.trim() ?? ""}
        optionId={params.get("option")?.trim() || undefined}
        article={frameArticle(params.get("article"))}
      />,
    );
  } catch (error) {
    log.error("frame: failed to start", error);
  }
}

/**
 * The sdk instance of a page on the platform origin (a frame, the sign-in popup): the API beside
 * it, the reader's cookie, and `X-Requested-With` on every write, which the embed session's guard
 * asks for (server/src/embed/guard.ts), local dev or not.
 */
export function createPlatformPulso(
  lang: Language,
  options: Pick<PulsoOptions, "realtime"> = {},
): Pulso {
  return createPulso({
    apiBase: `${location.origin}/api/v1`,
    lang,
    auth: "cookie",
    credentials: "include",
    requestedWith: true,
    ...options,
  });
}
