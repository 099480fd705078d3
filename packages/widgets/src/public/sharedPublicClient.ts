import { createPublicClient, type PublicClient } from "@pulso/sdk/public";

/** Creates the public client for one API base (replaceable for tests and custom transports). */
export type SharedClientFactory = (apiBase: string) => PublicClient;

/**
 * Whether this page is the platform itself (a frame or the portal), not a publisher's page. The
 * document's own origin, not its URL's: a platform page framed with `sandbox` (WordPress frames
 * oEmbed's card so) has the platform's URL but an opaque origin, whose credentialed requests
 * the API's CORS answer refuses.
 */
function onPlatformOrigin(apiBase: string): boolean {
  try {
    return (
      typeof location !== "undefined" &&
      new URL(apiBase, location.href).origin === (globalThis.origin ?? location.origin)
    );
  } catch {
    return false;
  }
}

/**
 * Public widgets need no session: they read public data on an anonymous socket (DESIGN §7). On a
 * publisher's page they never send the reader's platform cookies, so no script there can act with
 * them; on the platform's own origin cookies go as usual.
 */
const defaultFactory: SharedClientFactory = (apiBase) =>
  createPublicClient({
    apiBase,
    credentials: onPlatformOrigin(apiBase) ? "include" : "omit",
  });

interface Entry {
  client: PublicClient;
  users: number;
}

let factory = defaultFactory;
const shared = new Map<string, Entry>();

/**
 * Replaces how shared clients are created (null: back to the default); clients already made are
 * kept. For tests (a fake fetch and socket) and hosts with their own transport.
 */
export function setSharedClientFactory(next: SharedClientFactory | null): void {
  factory = next ?? defaultFactory;
}

/**
 * The one public client for an API base on this page, created on first use (creating opens
 * nothing): every widget on the page shares its markets, its batches and its socket.
 */
export function getSharedClient(apiBase: string): PublicClient {
  let entry = shared.get(apiBase);
  if (!entry) {
    entry = { client: factory(apiBase), users: 0 };
    shared.set(apiBase, entry);
  }
  return entry.client;
}

/**
 * Counts one more user of the client and returns the release. The last release stops it a
 * microtask later (closing the socket), so a widget moved in the DOM (disconnected and connected
 * in one task) keeps it.
 */
export function retainSharedClient(apiBase: string, client: PublicClient): () => void {
  let entry = shared.get(apiBase);
  if (!entry || entry.client !== client) {
    entry = { client, users: 0 };
    shared.set(apiBase, entry);
  }
  const held = entry;
  held.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.users -= 1;
    queueMicrotask(() => {
      if (held.users > 0) return;
      client.stop();
      if (shared.get(apiBase) === held) shared.delete(apiBase);
    });
  };
}
