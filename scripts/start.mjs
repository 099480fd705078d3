// `pnpm start`: builds the server and the portal (served at /), and starts Pulso with its embedded
// defaults (PGlite under ./.pulso-data at the repository root, in-process realtime) and demo data
// on an empty database.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("pnpm", ["--filter", "@pulso/server", "build"]);
run("pnpm", ["--filter", "@pulso/portal", "build"]);
run(process.execPath, ["packages/server/dist/main.js"]);
