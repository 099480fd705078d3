import { HOME_FEATURED_COUNT } from "@pulso/core";
import type { ReadableStore, SessionState } from "@pulso/sdk";
import { PORTAL_API_BASE } from "../pulso/createPortalPulso";

/**
 * The calls every visit starts with: the home page's featured market list (spec §2: markets),
 * exactly as its first request spells it (a test holds them together), or the hint is wasted.
 */
export const PUBLIC_PREFETCH = [
  `${PORTAL_API_BASE}/polls?status=active&limit=${HOME_FEATURED_COUNT}&featured=true`,
] as const;

/** The signed-in reader's first calls (spec §2): the dashboard, and the session probe (the user). */
export const SIGNED_IN_PREFETCH = [
  `${PORTAL_API_BASE}/dashboard`,
  `${PORTAL_API_BASE}/auth/session`,
] as const;

/** Where the portal remembers that this browser was signed in last time. */
export const SIGNED_IN_KEY = "pulso:signedIn";

/**
 * Adds `<link rel="prefetch" as="fetch">` for an API call to the head once, with the session
 * cookie (`crossorigin="use-credentials"`, as the sdk's own fetch), so the browser may fetch it
 * while idle and the sdk's request finds it ready.
 */
export function addPrefetchHint(doc: Document, href: string): void {
  const exists = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some(
    (link) => link.getAttribute("href") === href,
  );
  if (exists) return;
  const link = doc.createElement("link");
  link.setAttribute("rel", "prefetch");
  link.setAttribute("as", "fetch");
  link.setAttribute("crossorigin", "use-credentials");
  link.setAttribute("href", href);
  doc.head.append(link);
}

function wasSignedIn(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    return storage?.getItem(SIGNED_IN_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The portal's prefetch hints (spec §2): the home's featured market list once the page has loaded
 * (`whenLoaded`: before, it would take bandwidth from the page's own code and data, issue 17), and the dashboard and current user at once when this browser
 * was signed in on its last visit (the session check is still under way at start). A call the
 * page has already made (`asked`, see prefetchRouteData) is not hinted again. Follows the session
 * to remember that for the next visit. Returns the function that stops following it.
 */
export function installPrefetchHints(
  doc: Document,
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined,
  session: ReadableStore<SessionState>,
  whenLoaded: (work: () => void) => void,
  asked: readonly string[] = [],
): () => void {
  const publicHints = PUBLIC_PREFETCH.filter((href) => !asked.includes(href));
  if (publicHints.length > 0) {
    whenLoaded(() => {
      for (const href of publicHints) addPrefetchHint(doc, href);
    });
  }
  if (wasSignedIn(storage)) {
    for (const href of SIGNED_IN_PREFETCH) addPrefetchHint(doc, href);
  }
  const remember = ({ status }: SessionState) => {
    try {
      if (status === "signed-in") storage?.setItem(SIGNED_IN_KEY, "1");
      else if (status === "signed-out") storage?.removeItem(SIGNED_IN_KEY);
    } catch {
      // Storage may be unavailable (private mode); the hints are only hints.
    }
  };
  remember(session.getState());
  return session.subscribe(remember);
}
