import {
  type CarriedAnswer,
  escapeHtml,
  LANDING_SCRIPT_ATTRIBUTE,
  LANGUAGE_COOKIE,
  type Language,
  PAINTED_END,
  PAINTED_START,
  type PaintedPage,
  type PaintPage,
} from "@pulso/core";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The language the server paints a page in: the reader's cookie, else Spanish
 * (spec §9).
 */
export function portalPageLanguage(request: FastifyRequest): Language {
  // Read from the header itself: the portal's routes do not depend on the cookie plugin.
  const cookies = (request.headers.cookie ?? "").split(";").map((pair) => pair.trim());
  return cookies.includes(`${LANGUAGE_COOKIE}=en`) ? "en" : "es";
}

/**
 * How long a page's paint may take before the page goes out without it (the portal then draws
 * it, as before): a few tens of milliseconds as a rule, more on a busy machine.
 */
export const PAGE_PAINT_DEADLINE_MS = 500;

/** Where the portal's build puts its page renderer (vite.config.ts), from the built portal's folder. */
export function pageRendererFile(portalDir: string): string {
  return join(portalDir, "..", "render", "dist", "page.mjs");
}

/** A portal page to paint: its HTML as it would go out, its path with its query, its answers. */
export interface PageToPaint {
  html: string;
  /** The page's address: its path and query, as the reader asked for it. */
  url: string;
  answers: readonly CarriedAnswer[];
}

/**
 * Paints a portal page for its request (issue 17): `html` with the page's first render in its
 * `#root`, in the language the reader's cookie names, or `html` as it is when the portal was built
 * without its renderer, the render fails, or it takes longer than {@link PAGE_PAINT_DEADLINE_MS}.
 */
export type PagePainter = (request: FastifyRequest, page: PageToPaint) => Promise<string>;

/** Never paints: a server without the portal's renderer. */
export const noPainting: PagePainter = (_request, { html }) => Promise.resolve(html);

/**
 * A painter with the renderer at `file` (`pageRendererFile`), loaded on first use (once; a
 * server that paints no page never loads it): a file the renderer cannot load from (a build
 * without it) paints nothing, said once in `log`.
 */
export function pagePainter(file: string, log: FastifyBaseLogger): PagePainter {
  let loading: Promise<PaintPage | null> | null = null;
  const load = () =>
    (loading ??= import(pathToFileURL(file).href).then(
      (module: { paintPage?: unknown }) =>
        typeof module.paintPage === "function" ? (module.paintPage as PaintPage) : null,
      (error: unknown) => {
        log.warn({ err: error }, "the portal's pages go out unpainted: its renderer is not built");
        return null;
      },
    ));
  return async (request, page) => {
    const paint = await load();
    if (!paint) return page.html;
    const lang = portalPageLanguage(request);
    // The render is told to stop at the deadline, and not waited for past it.
    const deadline = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        deadline.abort();
        reject(new Error(`[pulso] The page's paint took over ${PAGE_PAINT_DEADLINE_MS} ms.`));
      }, PAGE_PAINT_DEADLINE_MS);
    });
    try {
      const painted = await Promise.race([
        paint({ path: page.url, lang, answers: page.answers, signal: deadline.signal }),
        late,
      ]);
      return paintedHtml(page.html, page.url, lang, painted);
    } catch (error) {
      request.log.warn({ err: error, url: page.url }, "a portal page went out unpainted");
      return page.html;
    } finally {
      clearTimeout(timer);
    }
  };
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The landing script's tag (`LANDING_SCRIPT_ATTRIBUTE`), with the line it stands on. */
const LANDING_SCRIPT = new RegExp(
  `[ \\t]*<script\\b[^>]*\\s${LANDING_SCRIPT_ATTRIBUTE}\\b[^>]*></script>\\n?`,
);

/** The index's own code tags: its module script and the build's module preloads. */
const CODE_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*\sfetchpriority=)/g;

/**
 * `html` with `painted` in its empty `#root` (between the markers the service worker finds, and
 * `data-prerendered` naming the page's path, which the app checks before it takes the markup
 * over), its style sheets and its code named in the head, and `<html lang>` the render's
 * language. The code is named in the HTML, where the browser finds it at once, rather than by the
 * landing script, which goes: that script's work was a blocking task of up to 200 ms on a phone.
 * All that code is asked for at low priority: the painted page reads without it, so the network
 * first brings what its paint waits for (the style sheets, the font, the largest picture), and on
 * a slow phone the code no longer delays them (issue 17). `html` as it is when it has no empty
 * root.
 */
export function paintedHtml(
  html: string,
  url: string,
  lang: Language,
  { markup, sheets, modules }: PaintedPage,
): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  const path = url.split("?")[0] ?? "/";
  const links = [
    ...sheets.map((sheet) => `<link rel="stylesheet" crossorigin href="${escapeHtml(sheet)}">`),
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`),
  ].join("\n");
  // Function replacers: a string one would expand `$&` and the like in the page's text.
  return html
    .replace(LANDING_SCRIPT, "")
    .replace("</head>", () => (links ? `${links}\n</head>` : "</head>"))
    .replace(CODE_TAG, (_tag, name: string) => `<${name} fetchpriority="low"`)
    .replace(
      /<html([^>]*)\slang="[^"]*"/,
      (_tag, attributes: string) => `<html${attributes} lang="${lang}"`,
    )
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" data-prerendered="${escapeHtml(path)}">${PAINTED_START}${markup}${PAINTED_END}</div>`,
    );
}
