// An esbuild plugin that builds React components against preact/compat: `react` goes to
// react.ts beside this file (preact/compat plus `useEffectEvent`), `react-dom` and its entry
// points to preact/compat's, and the automatic JSX runtime to preact's.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/** Each React module specifier and the file that stands in for it. */
const targets = {
  react: fileURLToPath(new URL("./react.ts", import.meta.url)),
  "react-dom": require.resolve("preact/compat"),
  "react-dom/client": require.resolve("preact/compat/client"),
  "react/jsx-runtime": require.resolve("preact/jsx-runtime"),
  "react/jsx-dev-runtime": require.resolve("preact/jsx-dev-runtime"),
};

/** @returns {import("esbuild").Plugin} */
export function preactAlias() {
  return {
    name: "pulso-preact-alias",
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/[a-z-]+)?$/ }, (args) => {
        const path = targets[/** @type {keyof typeof targets} */ (args.path)];
        if (!path) return { errors: [{ text: `no preact stand-in for "${args.path}"` }] };
        return { path };
      });
    },
  };
}
