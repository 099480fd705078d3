import type { Preview } from "@storybook/react-vite";

/** Stories render on a neutral page; each story picks its language and theme. */
const preview: Preview = {
  parameters: { layout: "padded", controls: { expanded: true } },
};

export default preview;
