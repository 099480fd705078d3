import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Market } from "@pulso/core";
import { MarketCard, marketCardCss } from "@pulso/widgets";
import { fn } from "storybook/test";
import { multiOptionMarket, storyMarket, storyPoll, withYesPrice } from "./sampleMarkets";
import { failure, pending, serverError, StoryPulso, success, type StoryServe } from "./fixtures";
import { storyGlobals } from "./storyGlobals";

/** Every market the card shows is served as `m_1`, the id the stories ask for. */
const asShown = (market: Market): Market => ({ ...market, _id: "m_1" });

/** The served Yes price, step by step: it moves a few cents every 2.5 s. */
const LIVE_STEPS = [3, -2, 4, -5];

/** A market whose prices move on the realtime socket; the server's copy moves with them. */
const livePrices: StoryServe = (server) => {
  let market = storyMarket();
  server.market(market);
  server.on("GET", "/polls/m_1", () => success({ poll: market }));
  return () => {
    let step = 0;
    const timer = setInterval(() => {
      const yes = (market.options[0]?.price ?? 62) + (LIVE_STEPS[step++ % LIVE_STEPS.length] ?? 0);
      market = { ...withYesPrice(market, yes), volume: market.volume + 25 };
      server.push({
        event: "poll_updated",
        pollId: "m_1",
        prices: { o_yes: yes, o_no: 100 - yes },
        volume: market.volume,
        at: new Date().toISOString(),
      });
    }, 2500);
    return () => clearInterval(timer);
  };
};

/** What the fake API answers for the card's market, by story. */
const SCENARIOS = {
  active: (server) => server.market(storyMarket()),
  loading: (server) => server.on("GET", "/polls/m_1", pending),
  error: (server) => server.on("GET", "/polls/m_1", serverError),
  notFound: (server) => server.on("GET", "/polls/m_1", failure(404, "NOT_FOUND")),
  closed: (server) => server.market(storyMarket({ status: "closed" })),
  resolved: (server) =>
    server.market(
      storyMarket({
        status: "resolved",
        winnerOptionId: "o_yes",
        resolvedAt: "2026-11-20T18:00:00.000Z",
      }),
    ),
  upcoming: (server) => server.market(storyMarket({ status: "upcoming" })),
  multipleOptions: (server) => server.market(asShown(multiOptionMarket())),
  poll: (server) => server.market(asShown(storyPoll())),
  noImage: (server) => server.market(storyMarket({ image: null })),
  livePrices,
} satisfies Record<string, StoryServe>;

interface CardStoryArgs {
  scenario: keyof typeof SCENARIOS;
  /** The card's `marketId`; empty shows "market not found" without asking. */
  marketId: string;
  /** Whether the page offers betting (passes `onSelectOption`). */
  withBetButton: boolean;
  onSelectOption: (optionId: string) => void;
}

/** The live market card of `<pulso-market-card>`, in every state, language and theme. */
const meta = {
  title: "Widgets/MarketCard",
  args: { scenario: "active", marketId: "m_1", withBetButton: true, onSelectOption: fn() },
  argTypes: {
    scenario: { control: "select", options: Object.keys(SCENARIOS) },
    onSelectOption: { table: { disable: true } },
  },
  render: ({ scenario, marketId, withBetButton, onSelectOption }, { globals }) => {
    const { lang, theme } = storyGlobals(globals);
    return (
      <StoryPulso lang={lang} serve={SCENARIOS[scenario]}>
        <style>{marketCardCss}</style>
        <div style={{ maxWidth: 380 }}>
          <MarketCard
            marketId={marketId}
            theme={theme}
            onSelectOption={withBetButton ? onSelectOption : undefined}
          />
        </div>
      </StoryPulso>
    );
  },
} satisfies Meta<CardStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An active market in Spanish, the default language, with Bet buttons. */
export const Spanish: Story = {};
/** English. */
export const English: Story = { globals: { lang: "en" } };
/** Dark theme on a dark page. */
export const Dark: Story = { globals: { theme: "dark" } };
/** Dark theme in English. */
export const DarkEnglish: Story = { globals: { theme: "dark", lang: "en" } };
/** While the market loads: a skeleton of the final size. */
export const Loading: Story = { args: { scenario: "loading" } };
/** The API failed: a message and a retry button. */
export const LoadError: Story = { args: { scenario: "error" } };
/** The API has no such market (404): the empty state. */
export const NotFound: Story = { args: { scenario: "notFound" } };
/** No market id given: "not found" without a request. */
export const MissingId: Story = { args: { marketId: "" } };
/** Read-only, as on a page that offers no betting. */
export const WithoutBetButton: Story = { args: { withBetButton: false } };
/** Closed for trading: no Bet buttons, "Closed" with its date. */
export const Closed: Story = { args: { scenario: "closed" } };
/** Resolved, with the winning option marked. */
export const Resolved: Story = { args: { scenario: "resolved" } };
/** Not open yet. */
export const Upcoming: Story = { args: { scenario: "upcoming" } };
/** Four options, the most a market has. */
export const MultipleOptions: Story = { args: { scenario: "multipleOptions" } };
/** A poll: percentages instead of prices, Vote instead of Bet. */
export const Poll: Story = { args: { scenario: "poll" } };
/** A market without an image. */
export const WithoutImage: Story = { args: { scenario: "noImage" } };
/** Prices move as `poll_updated` events arrive on the realtime socket. */
export const LivePrices: Story = { args: { scenario: "livePrices" } };
