// Builds what the server serves for embedding (DESIGN §7) from @pulso/widgets' sources:
// `<outDir>/embed.js` (the loader, by the widgets' own builder) and `<outDir>/chunks/<tag>.js`,
// one per entry in packages/widgets/src/embed/chunks/pulso-*.ts (rendered by preact/compat, minified), and the
// frame pages' scripts `<outDir>/chunks/<name>-app.js` from packages/widgets/src/platform/entries,
// and `<outDir>/markup/render.mjs`, the public widgets' markup renderer the server runs.
// The server's runtime code never imports the widgets' sources; it reads these files, and imports
// the markup renderer from the built folder.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { build } from "esbuild";

const widgets = new URL("../widgets/", import.meta.url);

/** Where in the assets folder the markup renderer goes (src/embed/markup.ts imports it there). */
const MARKUP_MODULE = "markup/render.mjs";

/**
 * Builds the loader and the widget chunks into `outDir`.
 * @param {string} outDir
 * @returns {Promise<{ loader: { path: string, bytes: number, gzip: number }, chunks: string[] }>}
 */
export async function buildEmbedAssets(outDir) {
  const builder = new URL("src/embed/build.mjs", widgets).href;
  /** @type {{ buildEmbedLoader(outDir: string): Promise<{ path: string, bytes: number, gzip: number }> }} */
  const { buildEmbedLoader } = await import(builder);
  // The widgets are React components; the embed renders them with preact/compat, which meets
  // DESIGN §10's weight budgets where React (about 60 KB gzip on its own) cannot.
  /** @type {{ preactAlias(): import("esbuild").Plugin }} */
  const { preactAlias } = await import(new URL("src/renderer/preactAlias.mjs", widgets).href);
  const loader = await buildEmbedLoader(outDir);

  const chunkDir = fileURLToPath(new URL("src/embed/chunks/", widgets));
  const entries = readdirSync(chunkDir).filter((file) => /^pulso-[a-z-]+\.ts$/.test(file));
  // The account widgets' frame page and the sign-in popup (platform origin, DESIGN §7).
  const frameDir = fileURLToPath(new URL("src/platform/entries/", widgets));
  const pages = readdirSync(frameDir).filter((file) => /^[a-z-]+-app\.tsx?$/.test(file));
  const options = {
    outdir: join(outDir, "chunks"),
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    platform: "browser",
    minify: true,
    conditions: ["@pulso/source"],
    define: { "process.env.NODE_ENV": '"production"' },
    entryNames: "[name]",
    legalComments: "none",
    logLevel: "warning",
    plugins: [preactAlias()],
  };
  // Separate runs, so the host-page widgets share chunks only with each other. esbuild assigns a
  // whole module to the chunk of every entry that uses it, so one run with the frames put what
  // only the frames need (zod, forms) into the chunks a market card loads on a news page (about
  // 100 KB gzip more). The frames are pages of their own on the platform origin anyway.
  // Both kinds of split chunk start with `shared-`: content-hashed, served as immutable.
  // The framed shells (which only host a frame) are built apart from the public widgets too: in
  // one run, the few modules both use split the card's code into more, smaller files, and each
  // file is a request and tasks on the publisher's main thread.
  const framed = entries.filter((file) =>
    readFileSync(join(chunkDir, file), "utf8").includes("defineFramedElement"),
  );
  for (const group of [entries.filter((file) => !framed.includes(file)), framed]) {
    await build({
      ...options,
      entryPoints: group.map((file) => join(chunkDir, file)),
      chunkNames: "shared-[name]-[hash]",
    });
  }
  // The frames share chunks with each other (an article often has the ticket, the poll and the
  // comments: one download of the renderer and the sdk), but not with the first-party popups
  // (the sign-in, and the bet window of a frame that can keep no cookie), whose forms bring zod;
  // the popups are top-level pages in another cache partition, built apart.
  const popups = ["authorize-app.tsx", "bet-popup-app.tsx"];
  await build({
    ...options,
    entryPoints: pages.filter((file) => !popups.includes(file)).map((file) => join(frameDir, file)),
    chunkNames: "shared-frame-[hash]",
  });
  await build({
    ...options,
    entryPoints: popups.map((file) => join(frameDir, file)),
    chunkNames: "shared-popup-[hash]",
  });
  // The public widgets' markup for a first paint, rendered by the server (DESIGN §7): the same
  // components under the same renderer, as one module for Node, never served.
  await build({
    ...options,
    entryPoints: [fileURLToPath(new URL("src/public/renderMarkup.tsx", widgets))],
    outdir: undefined,
    outfile: join(outDir, MARKUP_MODULE),
    splitting: false,
    platform: "node",
    target: "node20",
    minify: false,
    chunkNames: undefined,
    entryNames: undefined,
  });
  precompress(outDir);
  return {
    loader,
    chunks: [...entries, ...pages].map((file) => file.replace(/\.tsx?$/, "")),
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every script in `dir` (and `dir/chunks`), at the best
 * settings: done once here, served many times (src/embed/assetsEncoding.ts picks them up).
 * @param {string} dir
 */
function precompress(dir) {
  for (const folder of [dir, join(dir, "chunks")]) {
    for (const name of readdirSync(folder).filter((file) => file.endsWith(".js"))) {
      const file = join(folder, name);
      const body = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      );
    }
  }
}
