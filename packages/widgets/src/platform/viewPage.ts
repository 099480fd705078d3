/**
 * The script of a widget's own page, `/embed/view/<widget>/<marketId>` (DESIGN §7: the iframe form
 * of the embed code and oEmbed's card). The page is a news page of the platform's: the loader and
 * one element. What this adds is where the reader goes from a frame of fixed size: the market on
 * the platform, in a new tab, for its links and for "Apostar" (a ticket would not fit the frame).
 *
 * WordPress frames an oEmbed provider it does not know with `sandbox="allow-scripts"`: no popups,
 * no navigating the article. It puts a secret in the frame's URL (`#?secret=…`) and its page's
 * embed script, given `{ secret, message, value }`, resizes the frame (`height`) or opens a link
 * on the frame's own host (`link`). With that secret, the page talks to it that way.
 */

/** The secret WordPress put in the page's URL fragment for its embed messages, else null. */
export function wordpressSecret(hash: string): string | null {
  const match = /^#\??(?:.*&)?secret=([A-Za-z0-9]{1,64})(?:&|$)/.exec(hash);
  return match?.[1] ?? null;
}

/** The first link with an address on an event's path, across shadow roots. */
function linkOn(event: Event): string | null {
  for (const node of event.composedPath()) {
    if (node instanceof HTMLAnchorElement && node.href) return node.href;
  }
  return null;
}

/** What the page's script uses of its window (a stand-in in tests). */
export interface ViewPageWindow {
  document: Document;
  location: { hash: string };
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  open(url: string, target: string, features: string): unknown;
  ResizeObserver?: typeof ResizeObserver;
}

/** Starts the page's script in `win`: links and "Apostar" open the market, the frame's height. */
export function startViewPage(win: ViewPageWindow): void {
  const doc = win.document;
  const marketHref = doc.body.dataset.marketHref ?? "";
  const framed = (win.parent as unknown) !== win;
  const secret = framed ? wordpressSecret(win.location.hash) : null;
  const tell = (message: "height" | "link", value: number | string) =>
    // The embedding page's origin is unknown here; the message holds nothing private (a height,
    // a public link), and WordPress's script checks the secret and the link's host.
    win.parent.postMessage({ secret, message, value }, "*");
  const open = (href: string) => {
    if (secret) tell("link", href);
    else win.open(href, "_blank", "noopener");
  };

  // The card opens its own ticket after itself unless told otherwise; in a frame of fixed size
  // it would be cut off, so "Apostar" opens the market instead.
  doc.addEventListener("pulso-option-select", (event) => {
    event.preventDefault();
    if (marketHref) open(marketHref);
  });
  if (!secret) return;
  // Links open in a new tab, which the sandbox forbids: WordPress opens them instead.
  doc.addEventListener(
    "click",
    (event) => {
      const href = linkOn(event);
      if (href === null || event.defaultPrevented) return;
      event.preventDefault();
      tell("link", href);
    },
    true,
  );
  let last = -1;
  const report = () => {
    const height = Math.ceil(doc.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    tell("height", height);
  };
  report();
  if (win.ResizeObserver) new win.ResizeObserver(report).observe(doc.body);
}
