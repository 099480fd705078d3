// Builds embed.js, the publisher-facing loader, with esbuild. Used by bench/weight.mjs and the
// server; run directly (`node build.mjs [outDir]`) it writes dist/embed/embed.js.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const entry = fileURLToPath(new URL("./loader.ts", import.meta.url));
const packageJson = new URL("../../package.json", import.meta.url);

/** The gzip size of some bytes at level 9, as a CDN would precompress them. */
export function gzipSize(/** @type {Uint8Array | string} */ contents) {
  return gzipSync(contents, { level: 9 }).length;
}

/**
 * Builds `<outDir>/embed.js` (minified ES2020 IIFE, no sourcemap) and reports its sizes.
 * @param {string} outDir
 * @returns {Promise<{ path: string, bytes: number, gzip: number }>}
 */
export async function buildEmbedLoader(outDir) {
  const { version } = JSON.parse(readFileSync(packageJson, "utf8"));
  const result = await build({
    entryPoints: [entry],
    outfile: join(outDir, "embed.js"),
    bundle: true,
    minify: true,
    // An IIFE: valid as a classic script (the blocking tag in <head> that reserves space before
    // the first paint) and as a module; it leaks no global name either way.
    format: "iife",
    target: "es2020",
    platform: "browser",
    conditions: ["@pulso/source"],
    define: { __PULSO_EMBED_VERSION__: JSON.stringify(version) },
    legalComments: "none",
    write: false,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output || result.outputFiles.length !== 1) throw new Error("embed.js: expected one output");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(output.path, output.contents);
  return { path: output.path, bytes: output.contents.length, gzip: gzipSize(output.contents) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(
    process.argv[2] ?? fileURLToPath(new URL("../../dist/embed", import.meta.url)),
  );
  process.stdout.write(`${JSON.stringify(await buildEmbedLoader(outDir))}\n`);
}
