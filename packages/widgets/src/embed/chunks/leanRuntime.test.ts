// @vitest-environment node
// esbuild refuses to run under jsdom (its TextEncoder invariant), so this file runs in node.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { preactAlias } from "../../renderer/preactAlias.mjs";

const chunkDir = fileURLToPath(new URL(".", import.meta.url));

/**
 * The source files whose code ends up in one chunk, bundled as the server's embed build bundles
 * it (modules esbuild reads and then drops by tree shaking do not count).
 */
async function inputsOf(chunk: string): Promise<string[]> {
  const result = await build({
    entryPoints: [`${chunkDir}${chunk}`],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    conditions: ["@pulso/source"],
    define: { "process.env.NODE_ENV": '"production"' },
    metafile: true,
    logLevel: "silent",
    plugins: [preactAlias()],
  });
  return Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, used]) => used.bytesInOutput > 0)
      .map(([input]) => input),
  );
}

/** What a public widget must never carry onto a news page (DESIGN §7). */
const FORBIDDEN: [string, RegExp][] = [
  [
    "React itself (the embed renders with preact/compat)",
    /node_modules\/(\.pnpm\/)?react(-dom)?[@/]/,
  ],
  ["the query cache", /@tanstack\/query-core|tanstack\+query-core/],
  ["zod", /node_modules\/(\.pnpm\/)?zod[@/]/],
  ["the sdk's session, actions or cache", /packages\/sdk\/src\/(session|actions|cache)\//],
  ["the full sdk runtime", /packages\/sdk\/src\/createPulso\.ts$/],
  [
    "account calls",
    /packages\/api-client\/src\/calls\/(auth|users|bets|deposits|crypto|tickets|suggestions|notifications|embed)\.ts$/,
  ],
  ["core's error catalogue", /packages\/core\/src\/errors\/messages\.ts$/],
  [
    "api-client's full transport (the public client's four GETs need a fetch, not throttles and guards)",
    /packages\/api-client\/src\/(transport|requestRunner|pollsThrottle|pathThrottle|abortGuard|localDevOrigin|responseBody|requestURL|createApiClient)\.ts$/,
  ],
  [
    "preact's CommonJS builds (esbuild cannot tree-shake them, and wraps them in shims)",
    /node_modules\/(\.pnpm\/.*\/)?preact\/(.*\/)?(dist\/[a-zA-Z]+|client|jsx-runtime)\.js$/,
  ],
];

const publicChunks = readdirSync(chunkDir).filter((file) =>
  /^pulso-(market-card|price-chart|leaderboard|market-list)\.ts$/.test(file),
);

describe("the public widgets' chunks carry the lean runtime only", () => {
  it("covers every public widget", () => {
    expect(publicChunks.sort()).toEqual([
      "pulso-leaderboard.ts",
      "pulso-market-card.ts",
      "pulso-market-list.ts",
      "pulso-price-chart.ts",
    ]);
  });

  for (const chunk of publicChunks) {
    it(`${chunk}: preact, the public client and its own widget, nothing an account needs`, async () => {
      const inputs = await inputsOf(chunk);
      for (const [what, pattern] of FORBIDDEN) {
        expect(
          inputs.filter((input) => pattern.test(input)),
          `${chunk} bundles ${what}`,
        ).toEqual([]);
      }
      expect(inputs.some((input) => /preact\/compat/.test(input))).toBe(true);
      expect(inputs).toContain("packages/sdk/src/public/createPublicClient.ts");
    });
  }
});
