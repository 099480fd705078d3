import { log } from "../log";
import {
  FRAME_PROTOCOL,
  parseHostMessage,
  type FrameToHostMessage,
  type HostToFrameMessage,
} from "../frameProtocol/protocol";

type Outgoing = FrameToHostMessage extends infer M
  ? M extends { protocol: typeof FRAME_PROTOCOL }
    ? Omit<M, "protocol">
    : never
  : never;

/** The frame's line to the page that embeds it. */
export interface ParentLink {
  /** The embedding page's origin, or null when the frame is not embedded (or it can't be told). */
  readonly origin: string | null;
  /** Posts a UI message to the parent at its exact origin; nothing when there is none. */
  post(message: Outgoing): void;
  /** Calls back with each valid theme message from the parent; returns the unsubscribe. */
  onTheme(listener: (message: HostToFrameMessage) => void): () => void;
}

/** An origin string exactly (`scheme://host[:port]`), else null. */
function asOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Finds who embeds this frame. The browser's own answer wins: `location.ancestorOrigins` where it
 * exists (Chromium, Safari), else the referrer's origin (the element sends `referrerpolicy=origin`).
 * The `origin` query parameter the element adds is only accepted when it agrees, so a page cannot
 * claim to be another to receive the frame's messages.
 */
export function findParentOrigin(win: Window, claimed: string | null): string | null {
  if (win.parent === win) return null;
  const ancestors = (win.location as Location & { ancestorOrigins?: DOMStringList })
    .ancestorOrigins;
  const observed =
    ancestors && ancestors.length > 0
      ? asOrigin(ancestors.item(0))
      : asOrigin(win.document.referrer);
  if (!observed) return null;
  const claim = asOrigin(claimed);
  if (claim && claim !== observed) {
    log.warn(`frame: the page says it is ${claim} but the browser says ${observed}`);
  }
  return observed;
}

/** Opens the frame's line to its parent (see {@link findParentOrigin}). */
export function createParentLink(win: Window, claimed: string | null): ParentLink {
  const origin = findParentOrigin(win, claimed);
  return {
    origin,
    post(message) {
      if (!origin) return;
      try {
        win.parent.postMessage({ protocol: FRAME_PROTOCOL, ...message }, origin);
      } catch (error) {
        log.warn("frame: posting to the page failed", error);
      }
    },
    onTheme(listener) {
      if (!origin) return () => {};
      const handle = (event: MessageEvent) => {
        if (event.source !== win.parent || event.origin !== origin) return;
        const message = parseHostMessage(event.data);
        if (message) listener(message);
      };
      win.addEventListener("message", handle);
      return () => win.removeEventListener("message", handle);
    },
  };
}
