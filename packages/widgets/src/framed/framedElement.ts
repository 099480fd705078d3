import {
  articlePathOf,
  isLanguage,
  type Language,
  isWidgetTheme,
  type WidgetTheme,
} from "@pulso/core";
import { defineElement, ElementBase } from "../defineElement";
import { log } from "../log";
import { embedAccess } from "./embedAccess";
import { developerDetail, PROBLEM_REASON, type Problem } from "./problems";
import { frameMessage } from "../frameProtocol/frameMessages";
import {
  FRAME_BAR_HEIGHT_PX,
  FRAME_MIN_HEIGHT_PX,
  FRAME_READY_TIMEOUT_MS,
} from "../frameProtocol/layout";
import {
  FORWARDED_VAR_NAMES,
  FRAME_PROTOCOL,
  parseFrameMessage,
  type FrameWidget,
  type HostToFrameMessage,
} from "../frameProtocol/protocol";

/** How one account element maps onto its frame. */
export interface FramedElementSpec {
  /** The element's tag, e.g. `pulso-bet-ticket`. */
  tag: string;
  /** The frame it mounts: `/embed/frame/<widget>`. */
  widget: FrameWidget;
  /** Attributes handed to the frame as query parameters (besides lang and theme). */
  params: readonly string[];
  /** Whether the `market` attribute is required. */
  needsMarket: boolean;
  /**
   * Overlay widgets (the bell) keep their box and let the frame grow over the page, anchored at
   * the box's end edge, instead of pushing the content below.
   */
  overlay: boolean;
  /**
   * Whether the frame waits for the reader (DESIGN §7, §10: frames load late): until the first
   * click the element shows a light facade of its own in the reserved box, with no request to the
   * platform; `loading="eager"` on the element mounts the frame at once, and `autofocus` gives it
   * the focus once it is ready (a card opening its ticket for the reader).
   */
  loadOnInteraction?: boolean;
  /**
   * Whether the frame is told the article it sits in (`article=`: the page's path without query
   * string or fragment, DESIGN §12), for the bets placed in it to record. Other frames are not.
   */
  article?: boolean;
}

/** The `loading` attribute's values: when a frame that waits for the reader mounts. */
const LOADING_VALUES = ["interaction", "eager"] as const;
type Loading = (typeof LOADING_VALUES)[number];
const isLoading = (value: string | undefined): value is Loading =>
  (LOADING_VALUES as readonly (string | undefined)[]).includes(value);

/** The settings embed.js leaves for chunks (see ../embed/settings.ts), read without importing it. */
interface PageSettings {
  apiBase?: unknown;
  lang?: unknown;
  theme?: unknown;
}

const SETTINGS_CHANGE_EVENT = "pulso-settings-change";

function pageSettings(): PageSettings {
  const settings: unknown = (window as { __pulsoEmbed?: unknown }).__pulsoEmbed;
  return typeof settings === "object" && settings !== null ? settings : {};
}

/** `https://pulso.example/api/v1` or `https://pulso.example` → the platform origin, else null. */
function platformOrigin(apiBase: string): string | null {
  try {
    const url = new URL(apiBase, location.href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The facade's look: the ticket's box and colours (the page's `--pulso-color-*` values when it
 * sets them, which reach a Shadow DOM through `all: initial`), light, dark, or the reader's.
 */
const FACADE_CSS = `
.facade {
  --_bg: var(--pulso-color-bg, #ffffff); --_text: var(--pulso-color-text, #111827);
  --_muted: var(--pulso-color-muted, #4b5563); --_border: var(--pulso-color-border, #d1d5db);
  --_accent: var(--pulso-color-accent, #1d4ed8); --_on-accent: var(--pulso-color-on-accent, #ffffff);
  box-sizing: border-box; display: flex; flex-direction: column; min-height: inherit; height: 100%;
  color: var(--_text);
  font: var(--pulso-font-size, 16px)/1.45 var(--pulso-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
}
.facade[data-theme="dark"] {
  --_bg: var(--pulso-color-bg, #111827); --_text: var(--pulso-color-text, #f9fafb);
  --_muted: var(--pulso-color-muted, #d1d5db); --_border: var(--pulso-color-border, #374151);
  --_accent: var(--pulso-color-accent, #93c5fd); --_on-accent: var(--pulso-color-on-accent, #111827);
}
@media (prefers-color-scheme: dark) {
  .facade[data-theme="auto"] {
    --_bg: var(--pulso-color-bg, #111827); --_text: var(--pulso-color-text, #f9fafb);
    --_muted: var(--pulso-color-muted, #d1d5db); --_border: var(--pulso-color-border, #374151);
    --_accent: var(--pulso-color-accent, #93c5fd); --_on-accent: var(--pulso-color-on-accent, #111827);
  }
}
.facade p { margin: 0; }
.facade__bar {
  box-sizing: border-box; display: flex; align-items: center; height: ${FRAME_BAR_HEIGHT_PX}px; padding: 0 0.5em;
  background: var(--_bg); border-radius: var(--pulso-radius, 12px);
}
.facade__card {
  box-sizing: border-box; flex: 1 0 auto; display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: 0.75em; padding: 1.25em; text-align: center; border: 1px solid var(--_border);
  border-radius: var(--pulso-radius, 12px); background: var(--_bg);
}
.facade__title { font-size: 1.125em; font-weight: 700; }
.facade__text { color: var(--_muted); max-width: 36em; }
.facade__cta {
  min-height: 44px; padding: 0.5em 1.5em; border: 0; border-radius: 999px; background: var(--_accent);
  color: var(--_on-accent); font: inherit; font-weight: 700; cursor: pointer;
}
.facade__cta:focus-visible { outline: 3px solid var(--_accent); outline-offset: 3px; }
.facade__brand { font-size: 0.8125em; font-weight: 700; color: var(--_muted); letter-spacing: 0.02em; }`;

function css(spec: FramedElementSpec): string {
  const height = FRAME_MIN_HEIGHT_PX[spec.widget];
  const box = spec.overlay
    ? `:host { all: initial; display: inline-block; position: relative; width: ${height}px; height: ${height}px; vertical-align: middle; }
iframe { position: absolute; top: 0; inset-inline-end: 0; z-index: 2147483000; width: ${height}px; height: ${height}px; max-width: calc(100vw - 16px); }`
    : `:host { all: initial; display: block; min-height: ${height}px; }
iframe { display: block; width: 100%; height: ${height}px; }`;
  return `${box}
:host([hidden]) { display: none; }
iframe { border: 0; margin: 0; padding: 0; background: transparent; color-scheme: normal; }
.problem { box-sizing: border-box; display: flex; flex-direction: column; justify-content: center; gap: 0.5em; min-height: inherit; height: 100%; padding: 1em; border: 1px solid #d1d5db; border-radius: 12px; background: #ffffff; color: #111827; font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.problem a { color: #1d4ed8; }
.problem button { align-self: flex-start; min-height: 44px; padding: 0.5em 1.25em; border: 1px solid #1d4ed8; border-radius: 999px; background: #ffffff; color: #1d4ed8; font: inherit; font-weight: 600; cursor: pointer; }
.problem :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
:host([data-overlay]) .problem { padding: 0.25em; font-size: 12px; }${spec.loadOnInteraction ? FACADE_CSS : ""}`;
}

/**
 * Defines an account element (DESIGN §7): in its Shadow DOM it mounts an iframe on the platform
 * origin (`/embed/frame/<widget>`), which renders the React widget with the reader's embed
 * session. The page only ever sees the frame's UI messages: its size, that a bet was placed on the
 * market (re-emitted as `pulso-bet-placed` `{ marketId }`, never the option or the amount), and its
 * own `--pulso-*` theme, which it sends in.
 * Messages are only accepted from this element's frame window at the exact platform origin, and
 * only when they have the protocol's shape. Bad attributes show a localized error, never throw.
 *
 * Idempotent; never throws.
 */
export function defineFramedElement(spec: FramedElementSpec): void {
  defineElement(spec.tag, createFramedElementClass(spec));
}

/** The element class behind {@link defineFramedElement} (exported for tests). */
export function createFramedElementClass(spec: FramedElementSpec): CustomElementConstructor {
  const observed = [...spec.params, "lang", "theme", "api-base", "loading"];

  return class FramedElement extends ElementBase {
    static get observedAttributes(): string[] {
      return observed;
    }

    #root: ShadowRoot | null = null;
    #frame: HTMLIFrameElement | null = null;
    #origin = "";
    #theme: WidgetTheme = "light";
    #lang: Language = "es";
    #ready = false;
    #timer: ReturnType<typeof setTimeout> | undefined;
    #scheduled = false;
    #problemKey = "";
    /** The reader asked for the frame (or the page did, with `loading="eager"`). */
    #activated = false;
    /** The facade on show, by language and theme (so a re-render keeps the same one). */
    #facadeKey = "";
    /** The reader opened the frame from the facade: focus goes into it once it is ready. */
    #focusOnReady = false;

    readonly #onMessage = (event: MessageEvent) => {
      const frame = this.#frame;
      if (!frame || event.source !== frame.contentWindow || event.origin !== this.#origin) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      if (message.type === "ready") {
        this.#ready = true;
        clearTimeout(this.#timer);
        this.#sendTheme();
        if (this.#focusOnReady) {
          this.#focusOnReady = false;
          frame.focus();
        }
        this.dispatchEvent(
          new CustomEvent("pulso-ready", {
            detail: { marketId: this.getAttribute("market")?.trim() ?? "" },
            bubbles: true,
            composed: true,
          }),
        );
      } else if (message.type === "error") {
        // Said instead of ready: the frame's widget has nothing to show (no such market).
        this.#showProblem("notFound");
      } else if (message.type === "resize") {
        const min = FRAME_MIN_HEIGHT_PX[spec.widget];
        frame.style.height = `${Math.max(min, message.height)}px`;
        if (spec.overlay) frame.style.width = `${Math.max(min, message.width ?? min)}px`;
      } else if (message.type === "interacted") {
        // For the page's beacon, on the element alone: a press in the frame, nothing about it.
        this.dispatchEvent(new Event("pulso-interaction"));
      } else {
        this.dispatchEvent(
          new CustomEvent("pulso-bet-placed", {
            detail: { marketId: message.marketId },
            bubbles: true,
            composed: true,
          }),
        );
      }
    };

    readonly #onSettings = () => this.#schedule();

    connectedCallback(): void {
      try {
        if (!this.#root) {
          this.#root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
          const style = document.createElement("style");
          style.textContent = css(spec);
          this.#root.append(style);
          if (spec.overlay) this.setAttribute("data-overlay", "");
        }
        window.addEventListener("message", this.#onMessage);
        window.addEventListener(SETTINGS_CHANGE_EVENT, this.#onSettings);
        this.#render();
      } catch (error) {
        log.error(`<${spec.tag}> failed to start`, error);
      }
    }

    disconnectedCallback(): void {
      window.removeEventListener("message", this.#onMessage);
      window.removeEventListener(SETTINGS_CHANGE_EVENT, this.#onSettings);
      clearTimeout(this.#timer);
      this.#timer = undefined;
      // A frame removed from the page stops; it is mounted afresh when the element returns.
      this.#frame?.remove();
      this.#frame = null;
      this.#ready = false;
      // Back on the page, a problem is reported again.
      this.#problemKey = "";
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.#schedule();
    }

    /** Focuses the widget in the frame: now if it is ready, else as soon as it is. */
    override focus(options?: FocusOptions): void {
      if (this.#frame && this.#ready) this.#frame.focus(options);
      else this.#focusOnReady = true;
    }

    /** Coalesces attribute and setting changes made in one task into one render. */
    #schedule(): void {
      if (this.#scheduled) return;
      this.#scheduled = true;
      queueMicrotask(() => {
        this.#scheduled = false;
        if (this.isConnected) this.#render();
      });
    }

    #render(): void {
      const root = this.#root;
      if (!root) return;
      const settings = pageSettings();
      const langAttr = this.getAttribute("lang")?.trim();
      const fallbackLang = isLanguage(settings.lang) ? settings.lang : "es";
      const lang: Language = isLanguage(langAttr) ? langAttr : fallbackLang;
      const themeAttr = this.getAttribute("theme")?.trim();
      const fallbackTheme = isWidgetTheme(settings.theme) ? settings.theme : "light";
      const theme: WidgetTheme = isWidgetTheme(themeAttr) ? themeAttr : fallbackTheme;
      const market = this.getAttribute("market")?.trim() ?? "";
      const apiBase =
        this.getAttribute("api-base")?.trim() ||
        (typeof settings.apiBase === "string" ? settings.apiBase : "");
      const origin = apiBase ? platformOrigin(apiBase) : null;

      const loadingAttr = this.getAttribute("loading")?.trim();
      this.#lang = lang;
      const problem: Problem | null =
        langAttr !== undefined && langAttr !== "" && !isLanguage(langAttr)
          ? "invalidLang"
          : themeAttr !== undefined && themeAttr !== "" && !isWidgetTheme(themeAttr)
            ? "invalidTheme"
            : loadingAttr !== undefined && loadingAttr !== "" && !isLoading(loadingAttr)
              ? "invalidLoading"
              : spec.needsMarket && !market
                ? "missingMarket"
                : !origin
                  ? "missingApiBase"
                  : null;
      if (problem || !origin) {
        this.#showProblem(problem ?? "missingApiBase");
        return;
      }
      this.#problemKey = "";

      const params = new URLSearchParams();
      for (const name of spec.params) {
        const value = this.getAttribute(name)?.trim();
        if (value) params.set(name, value);
      }
      params.set("lang", lang);
      params.set("theme", theme);
      params.set("origin", location.origin);
      if (spec.article) params.set("article", articlePathOf(location.pathname));
      const src = `${origin}/embed/frame/${spec.widget}?${params.toString()}`;

      this.#theme = theme;
      if (spec.loadOnInteraction && !this.#activated && loadingAttr !== "eager") {
        this.#showFacade(root, lang, theme);
        return;
      }
      if (this.#frame && this.#origin === origin && this.#sameExceptTheme(this.#frame.src, src)) {
        // At most the theme changed: tell the frame instead of reloading it. Its src keeps the
        // theme it loaded with, so a theme changed back to that one is sent too.
        this.#sendTheme();
        return;
      }
      this.#mountFrame(root, origin, src, lang);
    }

    #sameExceptTheme(current: string, next: string): boolean {
      const strip = (href: string) => {
        const url = new URL(href);
        url.searchParams.delete("theme");
        return url.href;
      };
      try {
        return strip(current) === strip(next);
      } catch {
        return false;
      }
    }

    /**
     * The light stand-in of a frame that waits for the reader: what the widget offers, one button
     * that mounts the frame, and Pulso's name. Nothing is asked of the platform until the click,
     * so nothing is said to the page either until the frame has the market (`pulso-ready`).
     */
    #showFacade(root: ShadowRoot, lang: Language, theme: WidgetTheme): void {
      const key = `${lang}|${theme}`;
      if (this.#facadeKey === key && root.querySelector(".facade")) return;
      this.#clearContent(root);
      this.#facadeKey = key;
      const texts = `host.facade.${spec.widget}`;
      const box = document.createElement("div");
      box.className = "facade";
      box.setAttribute("part", "facade");
      box.dataset.theme = theme;
      const title = document.createElement("p");
      title.className = "facade__title";
      title.textContent = frameMessage(lang, `${texts}.title`);
      const text = document.createElement("p");
      text.className = "facade__text";
      text.textContent = frameMessage(lang, `${texts}.text`);
      const button = document.createElement("button");
      button.type = "button";
      button.className = "facade__cta";
      button.setAttribute("part", "cta");
      button.textContent = frameMessage(lang, `${texts}.cta`);
      button.addEventListener("click", () => {
        this.#activated = true;
        this.#focusOnReady = true;
        this.#render();
      });
      // Laid out as the frame will be (its bar, then the widget's box), so the click moves nothing.
      const bar = document.createElement("div");
      bar.className = "facade__bar";
      const brand = document.createElement("p");
      brand.className = "facade__brand";
      brand.textContent = "Pulso";
      bar.append(brand);
      const card = document.createElement("div");
      card.className = "facade__card";
      card.append(title, text, button);
      box.append(bar, card);
      root.append(box);
      // No `pulso-ready` here: the facade has not asked whether the market exists, and a market
      // that does not is `pulso-error` alone (the frame says which once the reader opens it).
    }

    #mountFrame(root: ShadowRoot, origin: string, src: string, lang: Language): void {
      this.#clearContent(root);
      this.#origin = origin;
      this.#ready = false;
      // Opened for the reader (a card's "Apostar"): the widget takes the focus once it is ready.
      if (this.hasAttribute("autofocus")) this.#focusOnReady = true;
      const frame = document.createElement("iframe");
      frame.title = frameMessage(lang, `host.title.${spec.widget}`);
      // The frame may run its scripts on its own origin, open the sign-in popup (which must not
      // inherit the sandbox), and ask for storage access on the reader's click where the browser
      // keeps it no cookie (DESIGN §7); it may never navigate this page.
      frame.setAttribute(
        "sandbox",
        "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-storage-access-by-user-activation",
      );
      frame.setAttribute("allow", "");
      frame.referrerPolicy = "origin";
      frame.src = src;
      root.append(frame);
      this.#frame = frame;
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => {
        if (this.#ready || this.#frame !== frame) return;
        this.#showProblem("loadFailed");
      }, FRAME_READY_TIMEOUT_MS);
      // Asked beside the frame, never before it: an allowed site waits for nothing, a refused one
      // explains itself at once instead of showing the browser's broken frame (DESIGN §7).
      // The platform's own pages send no `Origin` on a same-origin GET, so they are not asked.
      if (origin === location.origin) return;
      void embedAccess(origin).then((allowed) => {
        if (allowed === false && !this.#ready && this.#frame === frame) {
          this.#showProblem("notAllowed");
        }
      });
    }

    #clearContent(root: ShadowRoot): void {
      for (const child of [...root.childNodes]) {
        if (!(child instanceof HTMLStyleElement)) child.remove();
      }
      this.#frame = null;
      this.#facadeKey = "";
    }

    /**
     * Replaces the widget with a short message for the reader (with a link to the market when the
     * site may not show it or it failed to load, and a retry for the latter), logs the developer's
     * details once, and dispatches `pulso-error`.
     */
    #showProblem(problem: Problem): void {
      const root = this.#root;
      if (!root) return;
      clearTimeout(this.#timer);
      const lang = this.#lang;
      const market = this.getAttribute("market")?.trim() ?? "";
      if (this.#problemKey === `${lang}|${problem}`) return;
      this.#problemKey = `${lang}|${problem}`;
      this.#clearContent(root);
      this.#ready = false;
      const key =
        problem === "notFound" || problem === "loadFailed"
          ? `host.${problem}`
          : problem === "notAllowed"
            ? `host.notAllowed.${spec.widget}`
            : "host.cannotShow";
      const box = document.createElement("div");
      box.className = "problem";
      box.setAttribute("part", "message");
      const text = document.createElement("p");
      text.setAttribute("role", "alert");
      text.style.margin = "0";
      const message = frameMessage(lang, key);
      text.textContent = message;
      box.append(text);
      if (problem === "loadFailed") {
        const retry = document.createElement("button");
        retry.type = "button";
        retry.setAttribute("part", "retry");
        retry.textContent = frameMessage(lang, "host.retry");
        retry.addEventListener("click", () => {
          this.#problemKey = "";
          this.#render();
        });
        box.append(retry);
      }
      if ((problem === "loadFailed" || problem === "notAllowed") && market && this.#origin) {
        const link = document.createElement("a");
        link.href = `${this.#origin}/market/${encodeURIComponent(market)}`;
        link.target = "_blank";
        link.rel = "noopener";
        link.textContent = frameMessage(lang, "host.openOnPulso");
        box.append(link);
      }
      root.append(box);
      log.warn(`<${spec.tag}>: ${developerDetail(problem, market)}`);
      this.dispatchEvent(
        new CustomEvent("pulso-error", {
          detail: { marketId: market || null, reason: PROBLEM_REASON[problem], message },
          bubbles: true,
          composed: true,
        }),
      );
    }

    /** Sends the theme and the page's `--pulso-*` values, to the platform origin only. */
    #sendTheme(): void {
      const target = this.#frame?.contentWindow;
      if (!target || !this.#ready) return;
      const computed = getComputedStyle(this);
      const vars: Record<string, string> = {};
      for (const name of FORWARDED_VAR_NAMES) {
        const value = computed.getPropertyValue(name).trim();
        if (value) vars[name] = value;
      }
      const message: HostToFrameMessage = {
        protocol: FRAME_PROTOCOL,
        type: "theme",
        theme: this.#theme,
        vars,
      };
      target.postMessage(message, this.#origin);
    }
  };
}
