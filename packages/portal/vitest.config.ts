import { pulsoProject } from "../../vitest.shared.ts";

export default pulsoProject("portal", {
  environment: "jsdom",
  testTimeout: 20_000,
  setupFiles: ["./src/test-utils/domSetup.ts"],
});
