import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig, type Plugin } from "vite";

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
 * The portal's build: workspace packages come from their sources (`@pulso/source`, DESIGN §1);
 * the dev server proxies the API and the realtime socket to a local Pulso server.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), preloadLatinFont()],
  resolve: {
    conditions: ["@pulso/source", "module", "browser", "development|production"],
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
