import { pulsoProject } from "../../vitest.shared.ts";

export default pulsoProject("server", {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A worker's test files share one module registry: the server is imported once per worker, not
  // once per file (that import was about half of this project's time, some 270 s of 550 in CI's
  // unit stage, and as much again in the PostgreSQL pass). Every file builds its own server,
  // database and clock, so nothing a file does reaches the next one through a module; the suite
  // passes in any file order (`--sequence.shuffle.files`).
  isolate: false,
  globalSetup: ["./src/test-utils/pgliteSnapshot.setup.ts"],
  // New passwords are hashed at a test cost; the production cost has its own test.
  setupFiles: ["./src/test-utils/hashingCost.setup.ts"],
});
