// An esbuild plugin that builds React components against preact/compat: `react` goes to
// react.ts beside this file (preact/compat plus `useEffectEvent`), `react-dom` and its entry
// points to preact/compat's, and the automatic JSX runtime to preact's.
//
// The stand-ins are resolved by esbuild itself, as an `import` of the build, so they are preact's
// ES modules. Resolved as Node's `require` would resolve them they are its CommonJS builds, which
// esbuild cannot tree-shake: every chunk then carried all of preact and preact/compat, wrapped in
// CommonJS shims (about 3 KB gzip more for a market card).
import { fileURLToPath } from "node:url";

/** Each React module specifier and the module that stands in for it. */
const targets = {
  react: fileURLToPath(new URL("./react.ts", import.meta.url)),
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

/** This folder: preact is a dependency of the widgets package, resolved from here. */
const here = fileURLToPath(new URL(".", import.meta.url));

/** @returns {import("esbuild").Plugin} */
export function preactAlias() {
  return {
    name: "pulso-preact-alias",
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/[a-z-]+)?$/ }, async (args) => {
        const target = targets[/** @type {keyof typeof targets} */ (args.path)];
        if (!target) return { errors: [{ text: `no preact stand-in for "${args.path}"` }] };
        if (target.startsWith("/")) return { path: target };
        const resolved = await build.resolve(target, {
          kind: "import-statement",
          resolveDir: here,
        });
        return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path };
      });
    },
  };
}
