/**
 * The pages a reader lands on from elsewhere (a link, a search, a shared market), as a pattern of
 * the address's path and the page's module: the build names each one's files in the landing
 * script (see {@link landingPreloadScript}).
 */
export const LANDING_PAGES: readonly { path: string; module: string }[] = [
  { path: "^/$", module: "/src/routes/HomePage.tsx" },
  { path: "^/markets/[^/]+/?$", module: "/src/routes/MarketListPage.tsx" },
  { path: "^/market/[^/]+/?$", module: "/src/routes/MarketPage.tsx" },
];

/**
 * The landing script tag's own attribute: core's `LANDING_SCRIPT_ATTRIBUTE`, by which the server
 * drops the tag from a painted page. Written out here because the build's configuration, which
 * adds the tag, loads before any package is built (landingPreload.test.ts checks they agree).
 */
export const LANDING_SCRIPT_TAG_ATTRIBUTE = "data-pulso-landing";

/** What the landing script needs of one chunk of the build. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for (a page's dynamic import), if any. */
  facadeModuleId: string | null;
  /** The chunks it imports statically. */
  imports: readonly string[];
  /** The style sheets it brings. */
  importedCss: readonly string[];
}

/** One landing page's files: its path pattern, its chunks and its style sheets, space-separated. */
export type LandingFiles = [path: string, chunks: string, sheets: string];

/**
 * Each landing page's own files: its chunk and the chunks it imports, with their style sheets,
 * less what the page's head loads already (the entry and its imports, their styles). Throws when
 * a landing page has no chunk of its own, rather than build a script that preloads nothing.
 */
export function landingFiles(chunks: readonly BuiltChunk[]): LandingFiles[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sheetsOf = (files: Iterable<string>) =>
    new Set([...files].flatMap((file) => byName.get(file)?.importedCss ?? []));
  const loaded = entryFiles(chunks);
  const loadedSheets = sheetsOf(loaded);
  return LANDING_PAGES.map(({ path, module }) => {
    const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
    if (!page) throw new Error(`[pulso] ${module} has no chunk of its own to preload.`);
    const files = [...withImports(byName, page.fileName, new Set())].filter(
      (file) => !loaded.has(file),
    );
    const sheets = [...sheetsOf(files)].filter((sheet) => !loadedSheets.has(sheet));
    return [path, files.join(" "), sheets.join(" ")];
  });
}

/**
 * V8's explicit compile hint (a magic comment on a script's first line): compile every function
 * of the file at once, on the thread that streams it in, not each on the page's main thread the
 * first time it runs. Without it, compiling functions lazily as the app started was the market
 * page's largest main-thread work on a phone (issue 17: about a third of its blocking time).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The chunks a landing page runs as it starts, which get the compile hint: the entry and its
 * static imports (every page's start), and each landing page's own files. The rest of the app
 * (other pages, the admin) is compiled lazily, as the browser would.
 */
export function startupChunks(
  chunks: readonly BuiltChunk[],
  landing: readonly LandingFiles[],
): Set<string> {
  const started = entryFiles(chunks);
  for (const [, files] of landing) for (const file of files.split(" ")) if (file) started.add(file);
  return started;
}

/** `fileName` and every chunk it imports, directly or not, added to `files`. */
function withImports(
  byName: ReadonlyMap<string, BuiltChunk>,
  fileName: string,
  files: Set<string>,
): Set<string> {
  if (files.has(fileName)) return files;
  files.add(fileName);
  for (const imported of byName.get(fileName)?.imports ?? []) withImports(byName, imported, files);
  return files;
}

/**
 * The key the reader's language is stored under: `LANGUAGE_STORAGE_KEY`, written out for the
 * build's configuration as the tag attribute above (landingPreload.test.ts checks they agree).
 */
export const LANGUAGE_STORAGE_KEY_FOR_BUILD = "pulso:lang";

/** The module of a language's texts that travel apart from the first chunk (`portalMessages.en.ts`). */
const LANGUAGE_TEXTS = /\/src\/i18n\/portalMessages\.([a-z]{2})\.ts$/;

/** One language's own files: the language, and its chunks, space-separated. */
export type LanguageFiles = [lang: string, chunks: string];

/**
 * The chunks of each language whose texts load apart (English): a reader who chose it needs them
 * on every page, before the app's first render (registerPortalMessages.ts).
 */
export function languageFiles(chunks: readonly BuiltChunk[]): LanguageFiles[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = entryFiles(chunks);
  return chunks.flatMap((chunk) => {
    const lang = LANGUAGE_TEXTS.exec(chunk.facadeModuleId ?? "")?.[1];
    if (!lang) return [];
    const files = [...withImports(byName, chunk.fileName, new Set())].filter(
      (file) => !loaded.has(file),
    );
    return [[lang, files.join(" ")] as LanguageFiles];
  });
}

/** What every page loads: the entry chunks and their static imports. */
function entryFiles(chunks: readonly BuiltChunk[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry))
    withImports(byName, entry.fileName, files);
  return files;
}

/**
 * The landing script (issue 17): run from the page's head (CSP: no inline script, so its own
 * file), it adds `modulepreload` links for the landed-on page's chunks and `preload` links for
 * its style sheets, so they download beside the app's code instead of once that code has run; the
 * page's dynamic import then finds them loading. Other addresses get nothing. On every page, a
 * reader whose stored language has texts of its own (`languages`) gets those preloaded too. Kept
 * small and plain (every page loads it, before any other script).
 */
export function landingPreloadScript(
  pages: readonly LandingFiles[],
  base: string,
  languages: readonly LanguageFiles[] = [],
): string {
  return `(function(r,g,p,b){function a(f,s){if(!f)return;var l=document.createElement("link");l.rel=s?"preload":"modulepreload";if(s)l.setAttribute("as","style");l.crossOrigin="";l.href=b+f;document.head.appendChild(l)}r.forEach(function(e){if(!new RegExp(e[0]).test(p))return;e[1].split(" ").forEach(function(f){a(f,0)});e[2].split(" ").forEach(function(f){a(f,1)})});var s=null;try{s=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY_FOR_BUILD)})}catch(x){}g.forEach(function(e){if(e[0]===s)e[1].split(" ").forEach(function(f){a(f,0)})})})(${JSON.stringify(pages)},${JSON.stringify(languages)},location.pathname,${JSON.stringify(base)});\n`;
}
