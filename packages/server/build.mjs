// Bundles the server's entry points into dist/. Workspace packages (@pulso/*) are bundled from
// their sources through the @pulso/source condition; registry packages stay external.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildEmbedAssets } from "./embedAssets.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@pulso/"));

await build({
  entryPoints: ["src/main.ts", "src/audit.ts"].filter((entry) =>
    existsSync(new URL(entry, import.meta.url)),
  ),
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  conditions: ["@pulso/source"],
  external,
  logLevel: "warning",
  banner: {
    js: "import { createRequire as __pulsoCreateRequire } from 'node:module'; const require = __pulsoCreateRequire(import.meta.url);",
  },
});

// The embed loader and widget chunks, served at /embed.js and /embed/<tag>.js (src/embed/assets.ts).
await buildEmbedAssets(fileURLToPath(new URL("./dist/embed", import.meta.url)));
