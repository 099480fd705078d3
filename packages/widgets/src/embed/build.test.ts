// @vitest-environment node
// esbuild refuses to run under jsdom (its TextEncoder invariant), so this file runs in node.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildEmbedLoader } from "./build.mjs";

describe("buildEmbedLoader", () => {
  it("builds a self-contained embed.js without React, the sdk or zod, and reports its size", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "pulso-embed-"));
    const built = await buildEmbedLoader(outDir);
    const code = readFileSync(built.path, "utf8");

    expect(built.path).toBe(join(outDir, "embed.js"));
    expect(built.bytes).toBe(Buffer.byteLength(code));
    expect(built.gzip).toBeGreaterThan(0);
    expect(built.gzip).toBeLessThan(built.bytes);
    expect(code).not.toMatch(/\bimport\s*[^(]*["'](react|react-dom|@pulso\/|zod)/);
    expect(code).not.toMatch(/react|zod|@pulso\/sdk/i);
    expect(code).not.toContain("__PULSO_EMBED_VERSION__");
    expect(code).not.toContain("import.meta");
    expect(code).toContain("[pulso]");
    // It must parse as a classic script (the blocking tag) and declare no global names.
    expect(() => new Function(code)).not.toThrow();
    expect(code.trim()).toMatch(/^("use strict";)?\(\(\)=>\{[\s\S]*\}\)\(\);?$/);
  });
});
