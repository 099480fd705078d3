import type { StorybookConfig } from "@storybook/react-vite";

/** Storybook for Pulso's widgets; workspace packages are read from source (`@pulso/source`). */
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../*.stories.tsx"],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      conditions: ["@pulso/source", "module", "browser", "development|production"],
    },
  }),
};

export default config;
