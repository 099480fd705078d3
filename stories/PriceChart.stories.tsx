import type { Meta, StoryObj } from "@storybook/react-vite";
import { PRICE_HISTORY_RANGES, type PriceHistoryRange } from "@pulso/core";
import { PriceChart, priceChartCss } from "@pulso/widgets";
import { multiOptionMarket, storyMarket } from "./sampleMarkets";
import { pending, serverError, StoryPulso, success, type StoryServe } from "./fixtures";
import { storyGlobals } from "./storyGlobals";

/** What the fake API answers for market `m_1` and its history, by story. */
const SCENARIOS = {
  history: (server) => server.market(storyMarket()),
  multipleOptions: (server) => server.market({ ...multiOptionMarket(), _id: "m_1" }),
  empty: (server) => {
    const market = storyMarket();
    server.market(market);
    server.on("GET", "/polls/m_1/price-history", ({ query }) =>
      success({
        history: {
          pollId: "m_1",
          range: query.get("range") ?? "1w",
          optionIds: market.options.map((option) => option._id),
          points: [],
        },
      }),
    );
  },
  loading: (server) => {
    server.market(storyMarket());
    server.on("GET", "/polls/m_1/price-history", pending);
  },
  error: (server) => {
    server.market(storyMarket());
    server.on("GET", "/polls/m_1/price-history", serverError);
  },
} satisfies Record<string, StoryServe>;

interface ChartStoryArgs {
  scenario: keyof typeof SCENARIOS;
  /** The first range shown; the reader can switch. */
  range: PriceHistoryRange;
}

/** A market's price history: a line per option, range buttons, keyboard exploration. */
const meta = {
  title: "Widgets/PriceChart",
  args: { scenario: "history", range: "1w" },
  argTypes: {
    scenario: { control: "select", options: Object.keys(SCENARIOS) },
    range: { control: "inline-radio", options: PRICE_HISTORY_RANGES },
  },
  render: ({ scenario, range }, { globals }) => {
    const { lang, theme } = storyGlobals(globals);
    return (
      <StoryPulso lang={lang} serve={SCENARIOS[scenario]}>
        <style>{priceChartCss}</style>
        <div style={{ maxWidth: 640 }}>
          <PriceChart marketId="m_1" range={range} theme={theme} />
        </div>
      </StoryPulso>
    );
  },
} satisfies Meta<ChartStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The last week (the default range). */
export const LastWeek: Story = {};
/** English. */
export const English: Story = { globals: { lang: "en" } };
/** Dark theme on a dark page. */
export const Dark: Story = { globals: { theme: "dark" } };
/** The last 24 hours. */
export const LastDay: Story = { args: { range: "1d" } };
/** The last 30 days. */
export const LastMonth: Story = { args: { range: "1m" } };
/** Since the market opened. */
export const AllTime: Story = { args: { range: "all" } };
/** Four options, four lines. */
export const MultipleOptions: Story = { args: { scenario: "multipleOptions" } };
/** No points in the range yet. */
export const EmptyHistory: Story = { args: { scenario: "empty" } };
/** While the history loads: a skeleton. */
export const Loading: Story = { args: { scenario: "loading" } };
/** The history failed to load: a message and a retry button. */
export const LoadError: Story = { args: { scenario: "error" } };
