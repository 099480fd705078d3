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
 * page's dynamic import then finds them loading. Other addresses get nothing. Kept small and plain
 * (every page loads it, before any other script).
 */
export function landingPreloadScript(pages: readonly LandingFiles[], base: string): string {
  return `(function(r,p){r.forEach(function(e){if(!new RegExp(e[0]).test(p))return;[1,2].forEach(function(j){e[j].split(" ").forEach(function(f){if(!f)return;var l=document.createElement("link");l.rel=j<2?"modulepreload":"preload";if(j>1)l.setAttribute("as","style");l.crossOrigin="";l.href=${JSON.stringify(base)}+f;document.head.appendChild(l)})})})})(${JSON.stringify(pages)},location.pathname);\n`;
}
