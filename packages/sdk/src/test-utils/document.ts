import { afterAll, vi } from "vitest";

/**
 * Puts the jsdom document back as a new one stands: nothing in its head (so no title) or body, no
 * attribute on `<html>` or `<body>`, empty storage, no cookie, the URL at `/`, real timers. The
 * jsdom projects' test files share one document per worker (`isolate: false`, vitest.shared.ts), so
 * each file's setup calls this before the file runs: what one file left behind never reaches the
 * next.
 * A file of such a project that runs in Node's environment has no document to reset.
 */
export function resetDocument(): void {
  vi.useRealTimers();
  if (typeof document === "undefined") return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, "", "/");
}

/**
 * What a jsdom project's setup file does for each file of a worker it shares with other files:
 * resets the document now ({@link resetDocument}) and, once the file's tests are done, waits for
 * every module import the file started to settle. A test may end while a page it opened is still
 * loading its code (a lazy route after a click); a module still loading when its file ends fails to
 * load ("after the environment was torn down"), and the worker's shared registry keeps that failure
 * for every later file that imports it.
 */
export function startSharedFile(): void {
  resetDocument();
  afterAll(() => vi.dynamicImportSettled());
}
