import type { Preview } from "@storybook/react-vite";
import { StoryPage, storyGlobals } from "../storyGlobals";

/**
 * Every story follows two toolbar globals, `lang` (es, en) and `theme` (light, dark, auto), and
 * sits on a page coloured for the theme. Stories pin them (`globals: { theme: "dark" }`) to show a
 * variant without the toolbar.
 */
const preview: Preview = {
  parameters: { layout: "fullscreen", controls: { expanded: true } },
  globalTypes: {
    lang: {
      description: "The widgets' language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "es", title: "Español" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: "The widgets' theme and the page behind them",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
          { value: "auto", title: "Auto (system)", icon: "browser" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: "es", theme: "light" },
  decorators: [
    (Story, { globals }) => (
      <StoryPage theme={storyGlobals(globals).theme}>
        <Story />
      </StoryPage>
    ),
  ],
};

export default preview;
