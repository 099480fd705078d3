import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface EmbedAssetsBuilder {
  buildEmbedAssets(outDir: string): Promise<{ chunks: string[] }>;
}

let built: Promise<string> | undefined;

/**
 * Builds the embed loader and widget chunks from the widgets' real sources (the same
 * `embedAssets.mjs` the server's build uses) into a temporary folder, once per test worker, and
 * returns the folder for `startTestServer({ embedAssetsDir })`.
 */
export function buildTestEmbedAssets(): Promise<string> {
  built ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), "pulso-embed-"));
    const script = new URL("../../embedAssets.mjs", import.meta.url).href;
    const builder = (await import(script)) as EmbedAssetsBuilder;
    await builder.buildEmbedAssets(dir);
    return dir;
  })();
  return built;
}
