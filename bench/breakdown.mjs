// `node bench/breakdown.mjs [count]`: what the market card bundle of `pnpm bench:weight` is made
// of. Builds the same entry with a metafile and prints one JSON object: the total, then the
// largest inputs and packages by minified bytes in the output. Gzip is only known for the whole
// bundle, so each input's share is raw bytes.
import { createRequire } from "node:module";
import { gzipSize } from "../packages/widgets/src/embed/build.mjs";
import { marketCardBuildOptions } from "./marketCardBuild.mjs";

const widgets = new URL("../packages/widgets/", import.meta.url);
const { build } = createRequire(new URL("package.json", widgets))("esbuild");
const count = Number(process.argv[2] ?? 30);

/** The package an input belongs to: `react-dom`, `@pulso/sdk`, or the input's own path. */
function packageOf(/** @type {string} */ input) {
  const modules = input.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const [scope = "", name = ""] = input.slice(modules + "node_modules/".length).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  const local = /packages\/([^/]+)\//.exec(input);
  return local ? `@pulso/${local[1]}` : input;
}

try {
  const result = await build({ ...marketCardBuildOptions(), metafile: true });
  const scripts = result.outputFiles.filter((file) => file.path.endsWith(".js"));
  const inputs = Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs).map(([path, { bytesInOutput }]) => ({ path, bytesInOutput })),
  );
  const byPackage = new Map();
  for (const { path, bytesInOutput } of inputs) {
    const name = packageOf(path);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
  }
  const top = (/** @type {[string, number][]} */ entries) =>
    Object.fromEntries(entries.sort((a, b) => b[1] - a[1]).slice(0, count));
  const report = {
    bytes: scripts.reduce((sum, file) => sum + file.contents.length, 0),
    gzip: scripts.reduce((sum, file) => sum + gzipSize(file.contents), 0),
    packages: top([...byPackage]),
    inputs: top(inputs.map(({ path, bytesInOutput }) => [path, bytesInOutput])),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} catch (error) {
  console.error("[pulso] bench:breakdown: the build failed", error);
  process.exitCode = 1;
}
