import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The portal's build: workspace packages come from their sources (`@pulso/source`, DESIGN §1);
 * the dev server proxies the API and the realtime socket to a local Pulso server.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@pulso/source", "module", "browser", "development|production"] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the portal supports preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      "/api": "http://localhost:8000",
      "/ws": { target: "ws://localhost:8000", ws: true },
      "/uploads": "http://localhost:8000",
    },
  },
});
