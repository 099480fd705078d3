// `pnpm start`: builds what Pulso needs and starts it with embedded defaults and demo data.
// The API server (packages/server) lands in step 2 of the plan; until then this says so plainly.
import { existsSync } from "node:fs";

if (!existsSync(new URL("../packages/server/package.json", import.meta.url))) {
  console.error(
    "[pulso] The API server arrives in the next step (packages/server). " +
      "Today the repository holds the domain core and the typed API client: run `pnpm test`.",
  );
  process.exit(1);
}
