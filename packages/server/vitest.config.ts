import { pulsoProject } from "../../vitest.shared.ts";

export default pulsoProject("server", {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ["./src/test-utils/pgliteSnapshot.setup.ts"],
  // New passwords are hashed at a test cost; the production cost has its own test.
  setupFiles: ["./src/test-utils/hashingCost.setup.ts"],
});
