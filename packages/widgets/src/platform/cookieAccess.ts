import { log } from "../log";
import { createNonce } from "../frameProtocol/protocol";

/** What asking for storage access on a reader's click came to. */
export type CookieAccess = "granted" | "denied" | "unsupported";

/**
 * The probe cookie's name. Written with the attributes of the embed session's cookie (`Secure;
 * SameSite=None; Partitioned`), so it is kept exactly when that one would be.
 */
const PROBE = "pulso_probe";
const ATTRIBUTES = "; Path=/; Secure; SameSite=None; Partitioned";

/** The part of a document the probe and the request use (tests pass fakes). */
export type CookieDocument = Pick<Document, "cookie"> & {
  requestStorageAccess?: () => Promise<void>;
};

/**
 * Whether the browser keeps a cookie for this frame (DESIGN §7): writes a probe cookie, reads it
 * back and deletes it. A reader's settings may block the platform's cookies under one news site,
 * and some browsers keep no third-party cookie at all; `navigator.cookieEnabled` says true in both
 * cases, so only a real write tells. False when the document refuses cookies outright (it throws).
 */
export function frameKeepsCookies(doc: CookieDocument): boolean {
  // A fresh value each time: a probe left behind by an earlier page cannot answer for this one.
  const value = createNonce();
  try {
    doc.cookie = `${PROBE}=${value}${ATTRIBUTES}`;
    const kept = doc.cookie.split(";").some((pair) => pair.trim() === `${PROBE}=${value}`);
    if (kept) doc.cookie = `${PROBE}=${ATTRIBUTES}; Max-Age=0`;
    return kept;
  } catch (error) {
    log.warn("frame: cookies are refused here", error);
    return false;
  }
}

/**
 * Asks the browser to let this frame keep its cookies (the Storage Access API), then probes again:
 * `granted` only when the frame now keeps them. Must be called in the reader's click, before any
 * `await`: the browser honours the request only during that user activation, so this calls
 * `requestStorageAccess` synchronously and returns its promise's outcome.
 */
export function requestCookieAccess(doc: CookieDocument): Promise<CookieAccess> {
  if (typeof doc.requestStorageAccess !== "function") return Promise.resolve("unsupported");
  let request: Promise<void>;
  try {
    request = doc.requestStorageAccess();
  } catch (error) {
    log.warn("frame: storage access could not be asked for", error);
    return Promise.resolve("denied");
  }
  return Promise.resolve(request).then(
    () => (frameKeepsCookies(doc) ? "granted" : "denied"),
    // The reader said no, or the browser decided for them (NotAllowedError): nothing to log.
    () => "denied",
  );
}
