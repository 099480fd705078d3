import { pulsoProject } from "../../vitest.shared.ts";

export default pulsoProject("server", {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ["./src/test-utils/pgliteSnapshot.setup.ts"],
});
