/**
 * The home page as the server sends it (issue 17): the built `index.html` with the home's first
 * render inside `#root`, between markers the service worker finds (an offline visit to another
 * page must not show the home first), and `<html lang>` set to the render's language.
 */

/** Marks the start of the prerendered markup inside `#root`. */
export const PRERENDERED_START = "<!--pulso:home-->";
/** Marks its end. */
export const PRERENDERED_END = "<!--/pulso:home-->";

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[a-z]+">/;

/** `index` with `markup` (the home in `lang`) in its root; throws if `index` has no empty root. */
export function homePage(index: string, lang: string, markup: string): string {
  if (!index.includes(EMPTY_ROOT) || !HTML_LANG.test(index)) {
    throw new Error("[pulso] index.html has no empty #root or no <html lang> to prerender into.");
  }
  return index
    .replace(HTML_LANG, () => `<html lang="${lang}">`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" data-prerendered="/">${PRERENDERED_START}${markup}${PRERENDERED_END}</div>`,
    );
}
