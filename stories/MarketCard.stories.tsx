import type { Meta, StoryObj } from "@storybook/react-vite";
import { MarketCard, marketCardCss } from "@pulso/widgets";
import { StoryPulso, type StoryApi } from "./fixtures";

interface CardStoryProps {
  lang: "es" | "en";
  mode: StoryApi;
  theme: "light" | "dark" | "auto";
  withBetButton: boolean;
}

function CardStory({ lang, mode, theme, withBetButton }: CardStoryProps) {
  return (
    <StoryPulso lang={lang} mode={mode}>
      <style>{marketCardCss}</style>
      <div
        style={{ maxWidth: 380, background: theme === "dark" ? "#111827" : undefined, padding: 12 }}
      >
        <MarketCard
          marketId={mode === "not-found" ? "" : "m_1"}
          theme={theme}
          {...(withBetButton ? { onSelectOption: () => undefined } : {})}
        />
      </div>
    </StoryPulso>
  );
}

/** The live market card of `<pulso-market-card>`, in every state, language and theme. */
const meta: Meta<typeof CardStory> = {
  title: "Widgets/MarketCard",
  component: CardStory,
  args: { lang: "es", mode: "success", theme: "light", withBetButton: true },
  argTypes: {
    lang: { control: "inline-radio", options: ["es", "en"] },
    mode: { control: "inline-radio", options: ["success", "loading", "error", "not-found"] },
    theme: { control: "inline-radio", options: ["light", "dark", "auto"] },
  },
};
export default meta;

type Story = StoryObj<typeof CardStory>;

/** Spanish, the default language. */
export const Spanish: Story = {};
/** English. */
export const English: Story = { args: { lang: "en" } };
/** Dark theme. */
export const Dark: Story = { args: { theme: "dark" } };
/** While the market loads: a skeleton of the final size. */
export const Loading: Story = { args: { mode: "loading" } };
/** The API failed: a message and a retry button. */
export const LoadError: Story = { args: { mode: "error" } };
/** No such market (the empty state). */
export const NotFound: Story = { args: { mode: "not-found" } };
/** Read-only, as on a page that offers no betting. */
export const WithoutBetButton: Story = { args: { withBetButton: false } };
