import { log } from "../log";
import { ERROR_ATTRIBUTE, marketPageUrl, OPEN_ON_PULSO } from "../marketPageUrl";
import { createViewBeacon } from "./beacon";
import { createCommandQueue, type CommandHandler } from "./commandQueue";
import { SETTINGS_CHANGE_EVENT, initialSettings, mergeSettings } from "./settings";
import { EMBED_TAGS, isEmbedTag, reservationCss, reserveSpace } from "./tags";
import type { ObserveNearViewport } from "./viewport";

/** What the loader needs from its environment; tests pass fakes. */
export interface StartLoaderOptions {
  /** The URL embed.js was loaded from (`import.meta.url`); its origin serves the API and chunks. */
  scriptUrl: string;
  /** Imports one widget chunk by URL (`import(url)` in browsers). */
  importChunk: (url: string) => Promise<unknown>;
  /** Calls back once an element nears the viewport. */
  observe: ObserveNearViewport;
  /** The loader's version, shown as `Pulso.version`. */
  version: string;
  /** The page's window (default: `window`). */
  win?: Window & typeof globalThis;
  /** Whether the script tag allows the views beacon (`data-stats="off"` says no); default yes. */
  stats?: boolean;
}

const selector = Object.keys(EMBED_TAGS).join(",");

/** How long a chunk that failed to load waits before its one retry, in ms. */
export const CHUNK_RETRY_DELAY_MS = 1500;

/** Runs `action`, logging instead of throwing: code on a publisher's page never throws. */
function guard(action: () => void): void {
  try {
    action();
  } catch (error) {
    log.error("embed loader failed", error);
  }
}

/**
 * Starts the embed loader on a page: takes over `window.Pulso`, publishes `window.__pulsoEmbed`,
 * reserves every Pulso element's space (now and as elements are added), counts its views for the
 * page's beacon (unless the page switched `stats` off) and imports `<origin>/embed/<tag>.js` once
 * per tag when an element of that tag nears the viewport. A chunk that fails to load is tried once
 * more after a short delay; if that fails too, each of its elements gets `data-pulso-error="load"`
 * and, instead of a blank box, a link to its market on the platform ("Ver en Pulso" / "View on
 * Pulso"). Returns a function that stops watching for new elements.
 */
export function startLoader(options: StartLoaderOptions): () => void {
  const win = options.win ?? window;
  const queued: unknown = win.Pulso;
  if (typeof (queued as { version?: unknown } | undefined)?.version === "string") {
    log.warn("embed.js is on this page twice; the first copy stays in charge");
    return () => {};
  }
  const url = new URL(options.scriptUrl);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    log.error(`embed.js must be served over http(s), not from ${url.href}`);
    return () => {};
  }
  const origin = url.origin;

  let settings = initialSettings(origin, win.document, options.stats);
  win.__pulsoEmbed = settings;
  const set: CommandHandler = (patch) => {
    settings = mergeSettings(settings, patch);
    win.__pulsoEmbed = settings;
    win.dispatchEvent(new win.CustomEvent(SETTINGS_CHANGE_EVENT, { detail: settings }));
  };
  win.Pulso = createCommandQueue(queued, new Map([["set", set]]), options.version);
  const countViews = createViewBeacon(win, settings.apiBase, () => settings.stats);

  const chunks = new Map<string, Promise<boolean>>();
  const load = (tag: string): Promise<boolean> => {
    let chunk = chunks.get(tag);
    if (!chunk) {
      const chunkUrl = `${origin}/embed/${tag}.js`;
      // The retry asks for a distinct URL: a browser may keep a failed module import's result.
      const attempt = (url: string) => Promise.resolve().then(() => options.importChunk(url));
      chunk = win.customElements?.get(tag)
        ? Promise.resolve(true)
        : attempt(chunkUrl)
            .catch(() =>
              new Promise((retry) => win.setTimeout(retry, CHUNK_RETRY_DELAY_MS)).then(() =>
                attempt(`${chunkUrl}?retry=1`),
              ),
            )
            .then(
              () => true,
              (error: unknown) => {
                log.error(`could not load ${chunkUrl}`, error);
                return false;
              },
            );
      chunks.set(tag, chunk);
    }
    return chunk;
  };

  /** Marks an element whose code could not load and, if it is empty, puts the link in it. */
  const showLink = (element: Element): void => {
    element.setAttribute(ERROR_ATTRIBUTE, "load");
    if (element.childElementCount || element.textContent?.trim()) return;
    const market = element.getAttribute("market")?.trim();
    const own = element.getAttribute("lang")?.trim().slice(0, 2).toLowerCase();
    const lang = own === "en" || own === "es" ? own : settings.lang;
    const link = win.document.createElement("a");
    link.href = marketPageUrl(origin, market);
    link.target = "_blank";
    link.rel = "noopener";
    link.lang = lang;
    link.textContent = OPEN_ON_PULSO[lang];
    element.append(link);
  };

  const adopted = new WeakSet<Element>();
  const adopt = (element: Element): void => {
    const tag = element.localName;
    if (adopted.has(element) || !isEmbedTag(tag)) return;
    adopted.add(element);
    reserveSpace(element as HTMLElement, tag);
    countViews(element);
    options.observe(element, () =>
      guard(() => {
        void load(tag).then((loaded) => {
          if (!loaded) guard(() => showLink(element));
        });
      }),
    );
  };
  const scan = (root: Element | Document): void => {
    if (root.nodeType === 1) adopt(root as Element);
    // While the page is parsed, each element arrives empty (its children come as their own
    // additions): only a subtree added at once is searched.
    if (!root.firstElementChild) return;
    root.querySelectorAll(selector).forEach((element) => guard(() => adopt(element)));
  };

  guard(() => {
    const doc = win.document;
    const style = doc.createElement("style");
    style.setAttribute("data-pulso-embed", "");
    style.textContent = reservationCss();
    const head = doc.head ?? doc.documentElement;
    head.insertBefore(style, head.firstChild);
  });
  scan(win.document);
  if (typeof win.MutationObserver !== "function") return () => {};
  const mutations = new win.MutationObserver((records) =>
    guard(() => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node.nodeType === 1) scan(node as Element);
        });
      }
    }),
  );
  mutations.observe(win.document.documentElement, { childList: true, subtree: true });
  return () => mutations.disconnect();
}
