import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Unlike the portal, this app does not ask for the `@pulso/source` export condition, so
 * `@pulso/widgets` and `@pulso/sdk` resolve as they would from npm: to each package's `dist`.
 * Without a build of them there is nothing to import and this build fails.
 */
export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true },
});
