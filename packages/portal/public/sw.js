/* global self, caches */
/**
 * Pulso's service worker: makes the portal installable and opens it offline. It keeps the app
 * shell (the page, its scripts and styles, the manifest and icons) on install; pages are fetched
 * from the network first, the shell answering only when offline; hashed build files come from the
 * cache once fetched. API calls, the realtime socket, uploads and embeds are never touched.
 * Bump VERSION to drop every cache of the previous one.
 */
const VERSION = "v1";
const CACHE = `pulso-shell-${VERSION}`;
const SHELL = "/";
const STATIC = ["/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];
/** Paths the worker leaves to the network, always. */
const BYPASS = ["/api", "/ws", "/uploads", "/embed"];
/** At most this many build files are kept (old builds' files are dropped first). */
const MAX_ASSETS = 80;

const bypassed = (path) =>
  BYPASS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** The build files a page names (`/assets/index-abc.js`), to keep them with the shell. */
function assetsOf(html) {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: "no-cache" });
  if (!response.ok) throw new Error(`the app shell answered ${response.status}`);
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  await cache.addAll([...STATIC, ...assetsOf(html)]);
}

async function trimAssets(cache) {
  const keys = (await cache.keys()).filter((request) =>
    new URL(request.url).pathname.startsWith("/assets/"),
  );
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) {
    await cache.delete(request);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("pulso-shell-") && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Network first; offline, the cached shell (the portal's router shows the page). */
async function navigation(request) {
  try {
    const response = await fetch(request);
    if (response.ok && new URL(request.url).pathname === SHELL) {
      const cache = await caches.open(CACHE);
      await cache.put(SHELL, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL);
    if (shell) return withoutHome(shell);
    throw error;
  }
}

/**
 * The shell is the home as last served, painted by the server between these markers and carrying
 * the answers to its first calls; offline it stands for any page, so it goes without that markup
 * (the portal's router draws the page) and without those answers (they were the home's, and are
 * as old as the shell: the portal would show them as current).
 */
async function withoutHome(shell) {
  const html = (await shell.text())
    .replace(/<!--pulso:painted-->[^]*<!--\/pulso:painted-->/, "")
    .replace(/ data-prerendered="[^"]*"/, "")
    .replace(/<script type="application\/json" id="pulso-carried-answers">[^]*?<\/script>\n?/, "");
  return new Response(html, { status: shell.status, headers: shell.headers });
}

/** Hashed build files never change under one name: the cache first, else the network (kept). */
async function buildFile(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || bypassed(url.pathname)) return;
  if (request.mode === "navigate") {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(buildFile(request));
  } else if (STATIC.includes(url.pathname)) {
    event.respondWith(
      fetch(request).catch(() => caches.match(request).then((hit) => hit ?? Response.error())),
    );
  }
});
