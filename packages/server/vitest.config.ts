import { pulsoProject } from "../../vitest.shared.ts";

export default pulsoProject("server", { testTimeout: 30_000, hookTimeout: 60_000 });
