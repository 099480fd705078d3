// `pnpm start`: builds the server and starts Pulso with its embedded defaults (PGlite under
// ./.pulso-data, in-process realtime) and demo data on an empty database.
import { spawnSync } from "node:child_process";

const run = (args) => {
  const result = spawnSync("pnpm", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(["--filter", "@pulso/server", "build"]);
run(["--filter", "@pulso/server", "start"]);
