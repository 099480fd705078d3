import react from "@vitejs/plugin-react";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { build, defineConfig, type Plugin, type ResolvedConfig } from "vite";
import {
  COMPILE_HINT,
  LANDING_SCRIPT_TAG_ATTRIBUTE,
  type LandingFiles,
  type LanguageFiles,
  landingFiles,
  landingPreloadScript,
  languageFiles,
  startupChunks,
} from "./src/platform/landingPreload";

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
function preloadLandingPage(onFiles: (files: BuildFiles) => void): Plugin {
  let base = "/";
  let script: string | null = null;
  let hinted = new Set<string>();
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
      const files = landingFiles(chunks);
      const languages = languageFiles(chunks);
      onFiles({ pages: files, languages });
      hinted = startupChunks(chunks, files);
      const source = landingPreloadScript(files, base, languages);
      script = this.getFileName(this.emitFile({ type: "asset", name: "landing.js", source }));
    },
    // The start's chunks open with V8's compile hint (see COMPILE_HINT), written into the files
    // as they are out: any earlier, the minifier or the build's own first line (its preload
    // helper) would come before it. Each one's source map gains the line it takes.
    writeBundle({ dir = "dist" }) {
      for (const fileName of hinted) {
        const file = join(dir, fileName);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, "utf8"));
        if (!existsSync(`${file}.map`)) continue;
        const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as { mappings: string };
        writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
    transformIndexHtml: {
      order: "post",
      handler() {
        if (!script) throw new Error("[pulso] The landing page's preload script was not built.");
        return [
          {
            tag: "script",
            attrs: { src: `${base}${script}`, async: true, [LANDING_SCRIPT_TAG_ATTRIBUTE]: true },
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}

/** Resolves the workspace packages from their sources, as the client build does (DESIGN §1). */
const SOURCE_CONDITIONS = ["@pulso/source", "module", "browser", "development|production"];

/** Where the page renderer is built: beside the client build, never served with it. */
const RENDERER_DIR = "render/dist";

/**
 * Builds the portal's page renderer for the server once the client build is out (issue 17):
 * `render/dist/page.mjs` (`src/prerender/serverEntry.ts`), the same sources built for Node with
 * every dependency inside, and the client build's landing files (their style sheets) written in.
 * The server paints the home, a market list and a market page with it, so that their largest
 * text or picture paints with the HTML instead of once the scripts have run.
 */
function buildPageRenderer(landing: () => BuildFiles | null): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: "pulso-page-renderer",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const files = landing();
      if (!config || !files) throw new Error("[pulso] The page renderer built before the client.");
      await build({
        // Not this file again: its client plugins have no part in a render.
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: "warn",
        // The portal's public files are the client build's to serve.
        publicDir: false,
        plugins: [react()],
        define: {
          __PULSO_LANDING_FILES__: JSON.stringify(files.pages),
          __PULSO_LANGUAGE_FILES__: JSON.stringify(files.languages),
          __PULSO_BASE__: JSON.stringify(config.base),
        },
        resolve: {
          conditions: SOURCE_CONDITIONS.filter((name) => name !== "browser"),
          alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }],
        },
        ssr: {
          // Everything inside: the server loads one folder, wherever the portal is deployed.
          noExternal: true,
          target: "node",
          resolve: {
            conditions: SOURCE_CONDITIONS.filter((name) => name !== "browser"),
            externalConditions: ["node"],
          },
        },
        build: {
          ssr: "src/prerender/serverEntry.ts",
          outDir: resolve(config.root, RENDERER_DIR),
          emptyOutDir: true,
          sourcemap: false,
          minify: false,
          rollupOptions: { output: { entryFileNames: "page.mjs", format: "es" } },
        },
      });
    },
  };
}

/**
 * The portal's build: workspace packages come from their sources (`@pulso/source`, DESIGN §1);
 * the dev server proxies the API and the realtime socket to a local Pulso server.
 */
/** The client build's landing and language files, for the page renderer's build. */
interface BuildFiles {
  pages: LandingFiles[];
  languages: LanguageFiles[];
}
let landing: BuildFiles | null = null;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    preloadLatinFont(),
    preloadLandingPage((files) => (landing = files)),
    buildPageRenderer(() => landing),
  ],
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
