import { isArticlePath } from "@pulso/core";

/**
 * The article a frame sits in (DESIGN §12), from its `article` URL parameter as the host element
 * set it: the page's path, without query string. Anything else (a page may write any URL for a
 * frame) is dropped rather than sent with a bet the server would then refuse.
 * `frameArticle.test.ts` holds this to the server's own schema.
 */
export function frameArticle(value: string | null): string | undefined {
  return isArticlePath(value) ? value : undefined;
}
