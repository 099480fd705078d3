import react from "@vitejs/plugin-react";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { createServer, defineConfig, type Plugin, type ResolvedConfig } from "vite";
import { landingFiles, landingPreloadScript } from "./src/platform/landingPreload";
import { homePage } from "./src/prerender/homePage";
import type { prerenderHome as renderHome } from "./src/prerender/prerenderHome";

/**
 * React Router 7's package resolves to its development build in every bundle (its exports name
 * no production condition; remix-run/react-router#14102): dev-only warnings and checks ship to
 * readers. The portal's production build takes the package's own production build instead.
 */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

/** Inter's Latin subset as the build names it (not `latin-ext`: the word order differs). */
const LATIN_FONT = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads Inter's Latin subset (every Spanish and English text uses it) from the page's head, so
 * the font downloads beside the scripts and is in place before the first render, instead of
 * being found only when the stylesheet applies and swapping in late (issue 17: text that shifts).
 * The build fails if the font is not among its files, rather than shipping a page without it.
 */
function preloadLatinFont(): Plugin {
  let base = "/";
  return {
    name: "pulso-preload-latin-font",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => LATIN_FONT.test(file));
        if (!font) throw new Error("[pulso] Inter's Latin font is not in the build to preload.");
        return [
          {
            tag: "link",
            attrs: {
              rel: "preload",
              href: `${base}${font}`,
              as: "font",
              type: "font/woff2",
              crossorigin: "",
            },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

/**
 * Starts downloading the landed-on page's own code beside the app's (issue 17): without it, a
 * page's chunk was asked for only once the app's whole code had downloaded and run, so the market
 * list and the market page painted a round trip later. The build writes the landing script (see
 * `landingPreloadScript`) with each landing page's files and loads it first from the page's head.
 */
function preloadLandingPage(): Plugin {
  let base = "/";
  let script: string | null = null;
  return {
    name: "pulso-preload-landing-page",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === "chunk"
          ? [
              {
                fileName: file.fileName,
                isEntry: file.isEntry,
                facadeModuleId: file.facadeModuleId,
                imports: file.imports,
                importedCss: [...(file.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const source = landingPreloadScript(landingFiles(chunks), base);
      script = this.getFileName(this.emitFile({ type: "asset", name: "landing.js", source }));
    },
    transformIndexHtml: {
      order: "post",
      handler() {
        if (!script) throw new Error("[pulso] The landing page's preload script was not built.");
        return [
          {
            tag: "script",
            attrs: { src: `${base}${script}`, async: true },
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}

/** Resolves the workspace packages from their sources, as the client build does (DESIGN §1). */
const SOURCE_CONDITIONS = ["@pulso/source", "module", "browser", "development|production"];

/**
 * Writes `home.es.html` and `home.en.html` beside `index.html` once the build is out (issue 17):
 * the home's first render in each language inside `#root` (`prerenderHome`), which the server
 * sends for `/` in the reader's language. The hero then paints with the page, not once the
 * scripts have run. The components render in Node through Vite's own module loader, from the
 * same sources; the build fails if they cannot render there.
 */
function prerenderHomePages(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: "pulso-prerender-home",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) throw new Error("[pulso] The home's prerender ran before the build's config.");
      const outDir = resolve(config.root, config.build.outDir);
      const index = await readFile(join(outDir, "index.html"), "utf8");
      const loader = await createServer({
        // Not this file again: its build plugins have no part in a render.
        configFile: false,
        root: config.root,
        plugins: [react()],
        resolve: { conditions: SOURCE_CONDITIONS },
        logLevel: "warn",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
        ssr: {
          noExternal: [/^@pulso\//],
          resolve: { conditions: SOURCE_CONDITIONS.filter((name) => name !== "browser") },
        },
      });
      try {
        const { prerenderHome } = (await loader.ssrLoadModule(
          "/src/prerender/prerenderHome.tsx",
        )) as { prerenderHome: typeof renderHome };
        // The portal's languages (core's LANGUAGES; the config loads before the workspace builds).
        for (const lang of ["es", "en"] as const) {
          const markup = await prerenderHome(lang);
          await writeFile(join(outDir, `home.${lang}.html`), homePage(index, lang, markup));
        }
      } finally {
        await loader.close();
      }
    },
  };
}

/**
 * The portal's build: workspace packages come from their sources (`@pulso/source`, DESIGN §1);
 * the dev server proxies the API and the realtime socket to a local Pulso server.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), preloadLatinFont(), preloadLandingPage(), prerenderHomePages()],
  resolve: {
    conditions: SOURCE_CONDITIONS,
    alias:
      command === "build" ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the portal supports preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      "/api": "http://localhost:8000",
      "/ws": { target: "ws://localhost:8000", ws: true },
      "/uploads": "http://localhost:8000",
    },
  },
}));
