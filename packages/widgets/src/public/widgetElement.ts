import { log } from "../log";
import { ElementBase } from "../defineElement";
import { ERROR_ATTRIBUTE, OPEN_ON_PULSO } from "../marketPageUrl";
import { normalizeApiBase, platformPageUrl } from "./apiBase";
import { getElementDefaults } from "./defaults";
import { forgetPulsoState } from "./pulsoEvents";

/** What every public element hands its component: its attributes, and its shadow root. */
export interface ElementProps {
  /** The shadow root the component renders into (events are dispatched from its host). */
  container?: HTMLElement;
}

/** A component rendered into one shadow root. */
export interface MountedView<Props> {
  /** Renders `props` (again), once what the component needs first (its texts) is here. */
  render(props: Props): Promise<void>;
  unmount(): void;
}

/** How an element's component renders (`widgetView`), loaded when the element goes live. */
export interface WidgetView<Props> {
  mount(shadow: ShadowRoot): MountedView<Props>;
}

/**
 * A first paint without the widget's code (DESIGN §7): the server's markup for the element, shown
 * until the live widget takes over.
 */
export interface FirstPaint<Props> {
  /**
   * Paints `shadow` for `props` and watches for what only the live widget can show (a pushed
   * price, a reconnection), calling `goLive` then, as often as it happens until the live widget
   * has loaded. Resolves to the function that stops watching, or null when there is nothing to
   * paint (a wrong attribute, no such market, no markup): the live widget renders at once.
   */
  paint(
    host: HTMLElement,
    shadow: ShadowRoot,
    props: Props,
    goLive: () => void,
  ): Promise<(() => void) | null>;
}

/** Settings of {@link widgetElement}. */
export interface WidgetElementOptions<Props> {
  /** Each attribute and the prop it becomes (`"api-base": "apiBase"`). */
  attributes: Readonly<Record<string, keyof Props & string>>;
  /** Loads the component's view: its code, split from the element's (`import()`). */
  load: () => Promise<WidgetView<Props>>;
  /** Paints the element before its code loads; without it the widget renders at once. */
  firstPaint?: FirstPaint<Props>;
}

/** What a reader presses on a painted widget whose click must survive the live one replacing it. */
const PRESSABLE = "button, a[href]";

/** What a reader does that brings a painted widget to life before they click. */
const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/** Where `node` is under `root`, as child indexes, to find its counterpart after a re-render. */
function pathTo(root: Node, node: Node): number[] | null {
  const path: number[] = [];
  for (let at: Node | null = node; at !== root; at = at.parentNode) {
    const parent = at?.parentNode;
    if (!at || !parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, at));
  }
  return path;
}

function nodeAt(root: Node, path: readonly number[]): Node | null {
  let at: Node | null = root;
  for (const index of path) at = at?.childNodes[index] ?? null;
  return at;
}

/**
 * A custom element class that renders its component into an open shadow root (DESIGN §7): each
 * attribute becomes a string prop, undefined when missing or empty (removing `market` shows the
 * "missing market" state rather than the old market). The component's code loads when the
 * element goes live. With `firstPaint`, the element first shows the server's markup and goes live
 * when the reader points at it, focuses or touches it, clicks it (the click is then replayed on
 * the live widget), when its data changes, or when an attribute changes. It unmounts a microtask
 * after it is disconnected, unless it was only moved in the page. Nothing it does can throw into
 * the host page.
 */
export function widgetElement<Props extends ElementProps>(
  options: WidgetElementOptions<Props>,
): CustomElementConstructor {
  const { attributes, load, firstPaint } = options;
  let view: Promise<WidgetView<Props>> | null = null;
  const loadView = () => {
    view ??= load().catch((error: unknown) => {
      view = null;
      throw error;
    });
    return view;
  };
  const lifecycle = (host: HTMLElement) =>
    elementLifecycle(host, Object.entries(attributes), loadView, firstPaint);

  return class extends ElementBase {
    static readonly observedAttributes = Object.keys(attributes);
    private readonly pulso = lifecycle(this);

    connectedCallback(): void {
      this.pulso.connected();
    }

    disconnectedCallback(): void {
      this.pulso.disconnected();
    }

    attributeChangedCallback(): void {
      this.pulso.attributeChanged();
    }
  };
}

/** One element's life: painted, going live, live, gone (state in a closure: a small build). */
function elementLifecycle<Props extends ElementProps>(
  host: HTMLElement,
  attributes: readonly [string, string][],
  loadView: () => Promise<WidgetView<Props>>,
  firstPaint: FirstPaint<Props> | undefined,
) {
  let shadow: ShadowRoot | null = null;
  /** Connected, and not yet left the page. */
  let connected = false;
  let mounted: MountedView<Props> | null = null;
  /** The live widget is (being) rendered. */
  let live = false;
  /** The live widget's code is on its way to replace the painted one. */
  let loading = false;
  /** The live widget has rendered once: clicks reach it. */
  let shown = false;
  /** The current paint, or null: a newer one (or going live) makes an older one stale. */
  let paint: object | null = null;
  let stopPaint: (() => void) | null = null;
  /** Where the reader clicked on the painted widget, to click there again once it is live. */
  let clicked: number[] | null = null;
  /**
   * Where the reader pressed a painted button or link and has not released yet. Pointing at it
   * brought the live widget, which may replace it before the release: the browser then sends the
   * click to neither, so the release clicks it again on the live one (a link opens as it would).
   */
  let pressed: { path: number[]; tag: string } | null = null;
  /**
   * What has the keyboard focus in the painted widget (focusing it brings the live one). The live
   * widget replaces that element, and the browser then drops the focus to the page's body: the
   * focus goes back to the live widget's same element, so Tab and Enter carry on where they were.
   */
  let focused: { path: number[]; tag: string } | null = null;
  let stopClicks: (() => void) | null = null;

  const guard = (action: () => void): void => {
    try {
      action();
    } catch (error) {
      log.error(`rendering <${host.localName}> failed`, error);
    }
  };

  const props = (): Props => {
    const values: Record<string, unknown> = { container: shadow };
    for (const [attribute, prop] of attributes) {
      values[prop] = host.getAttribute(attribute) || undefined;
    }
    return values as Props;
  };

  const update = (): void => {
    shadow ??= host.shadowRoot ?? host.attachShadow({ mode: "open" });
    if (live) return render();
    if (paint) return;
    if (!firstPaint) return goLive();
    const current = {};
    paint = current;
    const root = shadow;
    firstPaint
      .paint(host, root, props(), () => guard(goLive))
      .then(
        (stop) =>
          guard(() => {
            if (paint !== current) return stop?.();
            if (!stop) {
              paint = null;
              return goLive();
            }
            stopPaint = stop;
            listenForIntent(root);
          }),
        (error: unknown) => {
          log.error(`painting <${host.localName}> failed`, error);
          if (paint !== current) return;
          paint = null;
          guard(goLive);
        },
      );
  };

  const listenForIntent = (root: ShadowRoot): void => {
    const intent = () => guard(goLive);
    const click = (event: Event) => {
      if (shown) return;
      const target = event.composedPath()[0];
      const control = target instanceof Element ? target.closest("button") : null;
      if (!control) return; // links work as they are
      clicked = pathTo(root, control);
      intent();
    };
    const press = (event: Event) => {
      if (shown) return;
      const target = event.composedPath()[0];
      const control = target instanceof Element ? target.closest(PRESSABLE) : null;
      const path = control ? pathTo(root, control) : null;
      pressed = control && path ? { path, tag: control.localName } : null;
    };
    const release = (event: Event) => {
      const held = pressed;
      pressed = null;
      // Released on the painted widget: its click follows (and is noted above).
      if (!held || !shown) return;
      stopReleases();
      // Released on the same button or link, now live: a click. Dragged off it: none, as in a
      // browser.
      const again = nodeAt(root, held.path);
      const target = event.composedPath()[0];
      if (!(again instanceof HTMLElement) || again.localName !== held.tag) return;
      if (target instanceof Node && again.contains(target)) again.click();
    };
    const stopReleases = () => {
      root.removeEventListener("pointerup", release, true);
      root.removeEventListener("pointercancel", cancel, true);
    };
    const cancel = () => {
      pressed = null;
      if (shown) stopReleases();
    };
    for (const name of INTENT_EVENTS) host.addEventListener(name, intent, { passive: true });
    const focusIn = (event: Event) => {
      const target = event.composedPath()[0];
      const path = target instanceof HTMLElement ? pathTo(root, target) : null;
      focused = target instanceof HTMLElement && path ? { path, tag: target.localName } : null;
    };
    // Focus moved on to something else (not lost with its element, which has no other target).
    const focusOut = (event: Event) => {
      if ((event as FocusEvent).relatedTarget) focused = null;
    };
    root.addEventListener("click", click, true);
    root.addEventListener("pointerdown", press, true);
    root.addEventListener("pointerup", release, true);
    root.addEventListener("pointercancel", cancel, true);
    root.addEventListener("focusin", focusIn);
    root.addEventListener("focusout", focusOut);
    const stopWatching = stopPaint;
    stopPaint = () => {
      stopWatching?.();
      for (const name of INTENT_EVENTS) host.removeEventListener(name, intent);
    };
    // Clicks are noted until the live widget shows, to be replayed on it; a press still held then
    // is clicked on release.
    stopClicks = () => {
      root.removeEventListener("click", click, true);
      root.removeEventListener("pointerdown", press, true);
      root.removeEventListener("focusin", focusIn);
      root.removeEventListener("focusout", focusOut);
      if (!pressed) stopReleases();
    };
  };

  const forgetClicks = (): void => {
    stopClicks?.();
    stopClicks = null;
    clicked = null;
    focused = null;
  };

  const stopPainting = (): void => {
    paint = null;
    const stop = stopPaint;
    stopPaint = null;
    stop?.();
  };

  /**
   * Renders the live widget. A painted one keeps showing (and watching) until the live code is
   * here: if it cannot load (the platform unreachable), the next reason to go live tries again.
   */
  const goLive = (): void => {
    if (live || loading || !host.isConnected) return;
    if (!paint) {
      live = true;
      return render();
    }
    loading = true;
    loadView().then(
      () =>
        guard(() => {
          loading = false;
          if (live || !paint || !host.isConnected) return;
          live = true;
          // The painted widget stops watching once the live one shows (and holds the data).
          render();
        }),
      (error: unknown) => {
        loading = false;
        log.warn(`could not load <${host.localName}>; it stays as painted for now`, error);
      },
    );
  };

  const render = (): void => {
    const root = shadow;
    if (!root) return;
    loadView().then(
      (loaded) => {
        if (!live || !host.isConnected) return;
        mounted ??= loaded.mount(root);
        return mounted.render(props()).then(() => guard(onShown));
      },
      (error: unknown) => guard(() => failedToLoad(root, error)),
    );
  };

  const onShown = (): void => {
    if (shown || !live) return;
    shown = true;
    stopPainting();
    const path = clicked;
    const focus = focused;
    forgetClicks();
    const lost = document.activeElement === null || document.activeElement === document.body;
    const refocus = focus && shadow && lost ? nodeAt(shadow, focus.path) : null;
    if (refocus instanceof HTMLElement && refocus.localName === focus?.tag) {
      refocus.focus({ preventScroll: true });
    }
    const again = path && shadow ? nodeAt(shadow, path) : null;
    if (again instanceof HTMLElement && again.localName === "button") again.click();
  };

  /** The component's code did not load: keep what is painted, or offer the market's page. */
  const failedToLoad = (root: ShadowRoot, error: unknown): void => {
    log.error(`could not load <${host.localName}>`, error);
    live = false;
    forgetClicks();
    host.setAttribute(ERROR_ATTRIBUTE, "load");
    if (root.childElementCount > 0) return;
    const shownProps = props() as { market?: string; lang?: string; apiBase?: string };
    const defaults = getElementDefaults();
    const base = shownProps.apiBase
      ? normalizeApiBase(shownProps.apiBase)
      : (defaults.apiBase ?? "");
    const lang =
      shownProps.lang === "en" || shownProps.lang === "es" ? shownProps.lang : defaults.lang;
    const link = document.createElement("a");
    link.href = platformPageUrl(base, shownProps.market?.trim() || null);
    link.lang = lang;
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = OPEN_ON_PULSO[lang];
    root.append(link);
  };

  return {
    connected(): void {
      connected = true;
      guard(update);
    },
    disconnected(): void {
      queueMicrotask(() =>
        guard(() => {
          if (host.isConnected) return;
          stopPainting();
          forgetClicks();
          mounted?.unmount();
          mounted = null;
          connected = false;
          live = false;
          shown = false;
          forgetPulsoState(host);
        }),
      );
    },
    attributeChanged(): void {
      // An upgrade reports each attribute before connecting: the connection renders them all.
      if (connected && host.isConnected) guard(() => (paint ? goLive() : update()));
    },
  };
}
