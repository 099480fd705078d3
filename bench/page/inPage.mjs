/* global window, document */
// Code the page benchmark runs inside the browser. Playwright sends these functions' source to
// the page, so each one is self-contained (no imports, no closures over module scope).

/**
 * Installed with `addInitScript`, so it runs at document start before any page script: records
 * long tasks, layout shifts (those without recent input, as CLS counts them) and largest
 * contentful paints of the top frame in `window.__pulsoBench`. Observing from the start rather
 * than reading buffered entries later also catches what a browser does not buffer.
 */
export function recordPerformance() {
  if (window !== window.top) return;
  const name = (element) => {
    const id = element.id ? `#${element.id}` : "";
    const className =
      typeof element.className === "string" && element.className.trim()
        ? `.${element.className.trim().split(/\s+/).join(".")}`
        : "";
    return `${element.tagName.toLowerCase()}${id}${className}`;
  };
  // An element with its parent and grandparent, so a shifted `a` says where it is.
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : null;
    const path = [];
    for (let element = node; element && path.length < 3; element = element.parentElement) {
      path.unshift(name(element));
    }
    return path.join(" > ");
  };
  const seen = { longTasks: [], shifts: [], lcp: null, ready: [] };
  window.__pulsoBench = seen;
  // Widgets announce that they show their data with a composed `pulso-ready` event.
  const readyElements = new WeakSet();
  Object.defineProperty(seen, "readyElements", { value: readyElements, enumerable: false });
  document.addEventListener("pulso-ready", (event) => {
    readyElements.add(event.target);
    seen.ready.push({ tag: name(event.target), at: window.performance.now() });
  });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
        type,
        buffered: true,
      });
    } catch {
      // This browser does not report `type`; the figure stays empty.
    }
  };
  observe("longtask", (entry) =>
    seen.longTasks.push({
      start: entry.startTime,
      duration: entry.duration,
      container: entry.attribution?.[0]?.containerSrc || entry.attribution?.[0]?.containerType,
    }),
  );
  // A widget can only move what comes after it in the page (or itself): a shift whose moved
  // nodes all come before the first Pulso element is the host page's own.
  const isPulso = (element) => element.tagName.startsWith("PULSO-");
  const mayBeMovedByWidget = (node) => {
    if (!node) return true;
    let outer = node;
    while (outer.getRootNode() instanceof window.ShadowRoot) outer = outer.getRootNode().host;
    const first = [...document.body.querySelectorAll("*")].find(isPulso);
    if (!first) return false;
    const after = window.Node.DOCUMENT_POSITION_FOLLOWING;
    return (
      outer === first ||
      first.contains(outer) ||
      (first.compareDocumentPosition(outer) & after) !== 0
    );
  };
  observe("layout-shift", (entry) => {
    if (entry.hadRecentInput) return;
    const nodes = (entry.sources ?? []).map((source) => source.node);
    seen.shifts.push({
      start: entry.startTime,
      value: entry.value,
      sources: nodes.map(describe),
      afterWidget: nodes.length === 0 || nodes.some(mayBeMovedByWidget),
    });
  });
  observe("largest-contentful-paint", (entry) => {
    const text = entry.element?.textContent?.trim().slice(0, 60) ?? null;
    seen.lcp = {
      start: entry.renderTime || entry.loadTime || entry.startTime,
      size: entry.size,
      element: describe(entry.element),
      text,
      url: entry.url || null,
    };
  });
}

/** What `recordPerformance` has seen so far, with the navigation's own timings. */
export function readPerformance() {
  const [navigation] = window.performance.getEntriesByType("navigation");
  const paint = window.performance.getEntriesByName("first-contentful-paint")[0];
  return {
    ...window.__pulsoBench,
    domContentLoaded: navigation?.domContentLoadedEventEnd ?? null,
    load: navigation?.loadEventEnd ?? null,
    firstContentfulPaint: paint?.startTime ?? null,
  };
}

/**
 * Resolves once every Pulso element on the page (`pulso-*`) has dispatched `pulso-ready`, with the
 * time the last one did. One listener and no polling, so waiting adds no work to the measured main
 * thread.
 */
export function whenWidgetsReady() {
  // A framed widget still showing its facade waits for the reader's click: it says nothing to the
  // page until its frame has the market (issue 16), so it is not waited for.
  const waitsForReader = (element) => Boolean(element.shadowRoot?.querySelector(".facade"));
  const pending = () =>
    [...document.querySelectorAll("*")].filter(
      (element) =>
        element.tagName.startsWith("PULSO-") &&
        !window.__pulsoBench.readyElements.has(element) &&
        !waitsForReader(element),
    );
  return new Promise((resolve) => {
    const check = () => {
      if (pending().length > 0) return;
      document.removeEventListener("pulso-ready", check);
      resolve(Math.max(...window.__pulsoBench.ready.map((entry) => entry.at)));
    };
    document.addEventListener("pulso-ready", check);
    check();
  });
}

/** Scrolls to the end of the page, as a reader would, so every widget nears the viewport. */
export function scrollToEnd() {
  window.scrollTo(0, document.documentElement.scrollHeight);
}

/** Whether `count` market cards are on the page and every one shows a price (`…¢`). */
export function cardsPriced(count) {
  const cards = [...document.querySelectorAll("pulso-market-card")];
  return (
    cards.length === count &&
    cards.every((card) => /\d\s*¢/.test(card.shadowRoot?.textContent ?? ""))
  );
}
