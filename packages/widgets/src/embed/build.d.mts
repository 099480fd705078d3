/** The gzip size of some bytes at level 9, as a CDN would precompress them. */
export declare function gzipSize(contents: Uint8Array | string): number;

/** What `buildEmbedLoader` wrote: the file and its raw and gzip sizes in bytes. */
export interface EmbedLoaderBuild {
  path: string;
  bytes: number;
  gzip: number;
}

/** Builds `<outDir>/embed.js` (minified ES2020 module) with esbuild and reports its sizes. */
export declare function buildEmbedLoader(outDir: string): Promise<EmbedLoaderBuild>;
