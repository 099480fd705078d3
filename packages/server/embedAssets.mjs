// Builds what the server serves for embedding (DESIGN §7) from @pulso/widgets' sources:
// `<outDir>/embed.js` (the loader, by the widgets' own builder) and `<outDir>/chunks/<tag>.js`,
// one per entry in packages/widgets/src/embed/chunks/pulso-*.ts (React bundled, minified), and the
// frame pages' scripts `<outDir>/chunks/<name>-app.js` from packages/widgets/src/frame/entries.
// The server's runtime code never imports the widgets; it only reads these files.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const widgets = new URL("../widgets/", import.meta.url);

/**
 * Builds the loader and the widget chunks into `outDir`.
 * @param {string} outDir
 * @returns {Promise<{ loader: { path: string, bytes: number, gzip: number }, chunks: string[] }>}
 */
export async function buildEmbedAssets(outDir) {
  const builder = new URL("src/embed/build.mjs", widgets).href;
  /** @type {{ buildEmbedLoader(outDir: string): Promise<{ path: string, bytes: number, gzip: number }> }} */
  const { buildEmbedLoader } = await import(builder);
  const loader = await buildEmbedLoader(outDir);

  const chunkDir = fileURLToPath(new URL("src/embed/chunks/", widgets));
  const entries = readdirSync(chunkDir).filter((file) => /^pulso-[a-z-]+\.ts$/.test(file));
  // The account widgets' frame page and the sign-in popup (platform origin, DESIGN §7).
  const frameDir = fileURLToPath(new URL("src/frame/entries/", widgets));
  const pages = readdirSync(frameDir).filter((file) => /^[a-z-]+-app\.tsx$/.test(file));
  await build({
    entryPoints: [
      ...entries.map((file) => join(chunkDir, file)),
      ...pages.map((file) => join(frameDir, file)),
    ],
    outdir: join(outDir, "chunks"),
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2020",
    platform: "browser",
    minify: true,
    conditions: ["@pulso/source"],
    define: { "process.env.NODE_ENV": '"production"' },
    entryNames: "[name]",
    chunkNames: "shared-[hash]",
    legalComments: "none",
    logLevel: "warning",
  });
  return {
    loader,
    chunks: [...entries, ...pages].map((file) => file.replace(/\.tsx?$/, "")),
  };
}
