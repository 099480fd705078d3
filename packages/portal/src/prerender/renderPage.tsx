import type { PaintedPage, PaintPageRequest } from "@pulso/core";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createPortalRouter, PortalApp } from "../PortalApp";
import { LANGUAGE_STORAGE_KEY } from "../i18n/languageStorage";
import { loadPortalLanguage } from "../i18n/registerPortalMessages";
import type { LandingFiles, LanguageFiles } from "../platform/landingPreload";
import { routeDataQueries } from "../platform/routeData";
import { createPortalPulso } from "../pulso/createPortalPulso";

/**
 * How long a render waits for the page's first calls to be answered by the carried answers (each
 * is answered within a few ticks); a call no answer stands in for is left loading, as on a visit.
 */
const ANSWERS_WAIT_MS = 50;

/**
 * A fetch whose calls wait until they are called off, and `callOff`, which fails those waiting
 * and every later one (a failed call may try again).
 */
function unansweredFetch(): { fetch: typeof fetch; callOff(): void } {
  const waiting = new Set<() => void>();
  let over = false;
  return {
    fetch: (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const fail = () => {
          waiting.delete(fail);
          reject(new TypeError("[pulso] No API answers while a page is painted."));
        };
        if (over) return fail();
        waiting.add(fail);
        init?.signal?.addEventListener("abort", fail, { once: true });
      }),
    callOff: () => {
      over = true;
      for (const fail of [...waiting]) fail();
    },
  };
}

/**
 * A portal page's first render as HTML, made by the server for one request (issue 17): the page
 * as its reader sees it once its first data is in (the home's banners, figures and featured
 * cards, a market list's first page, a market), with the carried answers standing in for those
 * calls; any other call stays loading, as on a visit before its answer, and the session is not
 * known yet (the bar shows its stand-in for the account). The server sends it inside `#root`, so
 * the page's largest text or picture paints with the HTML instead of after the scripts; the app's
 * first render then takes its place with the same markup (main.tsx). `landing` names each landing
 * page's own files (`landingFiles`): the style sheets the painted markup needs before the app
 * runs, and the code the app takes it over with, for the page's head to name.
 * Runs where there is no DOM: the portal's modules and components must not need one to render.
 */
export async function renderPage(
  { path, lang, answers, signal }: PaintPageRequest,
  landing: readonly LandingFiles[],
  base = "/",
  languages: readonly LanguageFiles[] = [],
): Promise<PaintedPage> {
  const url = new URL(path, "http://portal.invalid");
  const api = unansweredFetch();
  // The page's language's texts (English loads apart from the portal's first chunk).
  await loadPortalLanguage(lang);
  const pulso = createPortalPulso({
    navigate: () => undefined,
    storage: {
      getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? lang : null),
      setItem: () => undefined,
    },
    carriedAnswers: answers,
    overrides: { fetch: api.fetch },
  });
  try {
    // The page's first data, in the cache before the render, as the app has it on its first
    // render when the page arrives with its answers.
    const { queries } = routeDataQueries(pulso, url.pathname, url.search);
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(queries.map((query) => pulso.queryClient.prefetchQuery(query))),
      new Promise((resolve) => (waited = setTimeout(resolve, ANSWERS_WAIT_MS))),
    ]).finally(() => clearTimeout(waited));
    // `prerender` waits for the page's code (a lazy page) and its texts, where a plain string
    // render would give their skeleton.
    const stop = new AbortController();
    if (signal?.aborted) stop.abort();
    signal?.addEventListener("abort", () => stop.abort(), { once: true });
    // A part that fails renders its fallback, for the browser to render again: a page with one
    // is not sent (nor one called off part-way); the page goes out unpainted and the app draws it.
    let failure: { error: unknown } | null = null;
    const { prelude } = await prerender(
      <StrictMode>
        <PortalApp pulso={pulso} router={createPortalRouter(url.pathname + url.search)} />
      </StrictMode>,
      {
        signal: stop.signal,
        onError: (error) => void (failure ??= { error }),
        // Every part of the page inline, in order: React would otherwise send a large part
        // apart, for an inline script to put in place, which the page's CSP does not run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const markup = await new Response(prelude).text();
    if (failure || stop.signal.aborted) {
      throw new Error("[pulso] The page could not be painted whole.", {
        cause: (failure as { error: unknown } | null)?.error,
      });
    }
    const files = landing.find(([pattern]) => new RegExp(pattern).test(url.pathname));
    const paths = (names: string | undefined) =>
      (names ?? "")
        .split(" ")
        .filter(Boolean)
        .map((file) => base + file);
    // The page's language's own texts (English) too: the app's first render waits for them.
    const texts = languages.find(([language]) => language === lang)?.[1];
    return {
      markup,
      sheets: paths(files?.[2]),
      modules: [...paths(files?.[1]), ...paths(texts)],
    };
  } finally {
    // Called off and forgotten: their timers (time-outs, cache clean-up) would hold the process
    // for minutes.
    await pulso.queryClient.cancelQueries();
    pulso.queryClient.clear();
    api.callOff();
    pulso.stop();
  }
}
