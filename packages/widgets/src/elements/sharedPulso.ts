import { createPulso, type Pulso } from "@pulso/sdk";

/** Creates the sdk instance for one API base (replaceable for tests and custom transports). */
export type SharedPulsoFactory = (apiBase: string) => Pulso;

/** Whether this page is the platform itself (a frame or the portal), not a publisher's page. */
function onPlatformOrigin(apiBase: string): boolean {
  try {
    return (
      typeof location !== "undefined" && new URL(apiBase, location.href).origin === location.origin
    );
  } catch {
    return false;
  }
}

/**
 * Public widgets need no session: they read public data on an anonymous socket (DESIGN §7). On a
 * publisher's page they never send the reader's platform cookies, so no script there can act with
 * them; on the platform's own origin (frames, portal) cookies go as usual.
 */
const defaultFactory: SharedPulsoFactory = (apiBase) =>
  createPulso({
    apiBase,
    restoreSession: false,
    credentials: onPlatformOrigin(apiBase) ? "include" : "omit",
  });

interface Entry {
  pulso: Pulso;
  users: number;
}

let factory = defaultFactory;
const shared = new Map<string, Entry>();

/**
 * Replaces how shared instances are created (null: back to the default); instances already made
 * are kept. For tests (a fake fetch and socket) and hosts with their own transport.
 */
export function setSharedPulsoFactory(next: SharedPulsoFactory | null): void {
  factory = next ?? defaultFactory;
}

/**
 * The one sdk instance for an API base on this page, created on first use (creating has no side
 * effects): every element on the page shares its cache and its socket.
 */
export function getSharedPulso(apiBase: string): Pulso {
  let entry = shared.get(apiBase);
  if (!entry) {
    entry = { pulso: factory(apiBase), users: 0 };
    shared.set(apiBase, entry);
  }
  return entry.pulso;
}

/**
 * Counts one more user of the instance (starting it for the first) and returns the release. The
 * last release stops it a microtask later, so an element moved in the DOM (disconnected and
 * connected in one task) keeps the socket open.
 */
export function retainSharedPulso(apiBase: string, pulso: Pulso): () => void {
  let entry = shared.get(apiBase);
  if (!entry || entry.pulso !== pulso) {
    entry = { pulso, users: 0 };
    shared.set(apiBase, entry);
  }
  const held = entry;
  held.users += 1;
  if (held.users === 1) void pulso.start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.users -= 1;
    queueMicrotask(() => {
      if (held.users > 0) return;
      pulso.stop();
      if (shared.get(apiBase) === held) shared.delete(apiBase);
    });
  };
}
