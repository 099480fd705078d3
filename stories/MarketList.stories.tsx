import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import {
  MARKET_LIST_CATEGORIES,
  PAGE_SIZES,
  type Market,
  type MarketListCategory,
} from "@pulso/core";
import { MarketList, marketListCss, WIDGET_MESSAGES } from "@pulso/widgets";
import { fn, userEvent, within } from "storybook/test";
import { listMarkets } from "./sampleMarkets";
import {
  pending,
  serverError,
  StoryPulso,
  success,
  type StoryRequest,
  type StoryServe,
} from "./fixtures";
import { storyGlobals } from "./storyGlobals";

/** Letters without accents, lower case: how the fake search compares texts. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The markets a `GET /polls` query matches: category, status and search (either language). */
function matching(markets: readonly Market[], query: URLSearchParams): Market[] {
  const category = query.get("category");
  const status = query.get("status");
  const search = folded(query.get("search") ?? "");
  return markets.filter(
    (market) =>
      (!category || market.category === category) &&
      (!status || market.status === status) &&
      (!search ||
        Object.values(market.translations).some((texts) => folded(texts.title).includes(search))),
  );
}

/** One page of `GET /polls` as the API sends it. */
function listPage(markets: readonly Market[], { query }: StoryRequest) {
  const page = Math.max(1, Number(query.get("page") ?? 1));
  const limit = Number(query.get("limit") ?? PAGE_SIZES.polls);
  const found = matching(markets, query);
  const totalPages = Math.ceil(found.length / limit);
  return success({
    polls: found.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: found.length, totalPages, hasMore: page < totalPages },
  });
}

/** `GET /polls` over the sixteen sample markets (twelve a page); `failPage` answers 500. */
function catalogue(failPage?: number): StoryServe {
  return (server) => {
    const markets = listMarkets();
    for (const market of markets) server.market(market);
    server.on("GET", "/polls", (request) =>
      Number(request.query.get("page") ?? 1) === failPage
        ? serverError
        : listPage(markets, request),
    );
  };
}

/** What the fake API answers, by story. */
const SCENARIOS = {
  catalogue: catalogue(),
  secondPageFails: catalogue(2),
  loading: (server) => server.on("GET", "/polls", pending),
  error: (server) => server.on("GET", "/polls", serverError),
} satisfies Record<string, StoryServe>;

interface ListStoryArgs {
  scenario: keyof typeof SCENARIOS;
  /** The first category shown; the reader can switch. */
  category: MarketListCategory;
  onSelectOption: (marketId: string, optionId: string) => void;
}

/** The list's texts in the story's language, for the interactions. */
const listTexts = ({ globals }: StoryContext) =>
  WIDGET_MESSAGES[storyGlobals(globals).lang].marketList;

/** Types `text` into the search box (the list asks 300 ms after the last keystroke). */
async function search(context: StoryContext, text: string) {
  const canvas = within(context.canvasElement);
  await userEvent.type(
    await canvas.findByRole("searchbox", { name: listTexts(context).searchLabel }),
    text,
  );
}

/** Presses "Load more" once the first page is on screen. */
async function loadMore(context: StoryContext) {
  const button = await within(context.canvasElement).findByRole("button", {
    name: listTexts(context).loadMore,
  });
  await userEvent.click(button);
}

/**
 * The portal's market list: search, filters, category tabs, a grid of live market cards and
 * "Load more". Search and paging are answered by the fake API from sixteen sample markets.
 */
const meta = {
  title: "Widgets/MarketList",
  args: { scenario: "catalogue", category: "all", onSelectOption: fn() },
  argTypes: {
    scenario: { control: "select", options: Object.keys(SCENARIOS) },
    category: { control: "select", options: MARKET_LIST_CATEGORIES },
    onSelectOption: { table: { disable: true } },
  },
  render: ({ scenario, ...props }, { globals }) => {
    const { lang, theme } = storyGlobals(globals);
    return (
      <StoryPulso lang={lang} serve={SCENARIOS[scenario]}>
        <style>{marketListCss}</style>
        <MarketList theme={theme} {...props} />
      </StoryPulso>
    );
  },
} satisfies Meta<ListStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first twelve markets, most traded first, and "Load more". */
export const FirstPage: Story = {};
/** English. */
export const English: Story = { globals: { lang: "en" } };
/** Dark theme on a dark page. */
export const Dark: Story = { globals: { theme: "dark" } };
/** "Load more" pressed: the last four markets appended, no more to load. */
export const LoadMore: Story = { play: loadMore };
/** The second page failed: the first stays, with a message and a retry. */
export const LoadMoreError: Story = { args: { scenario: "secondPageFails" }, play: loadMore };
/** One category: the local races. */
export const Category: Story = { args: { category: "local" } };
/** A search that finds one market. */
export const Search: Story = { play: (context) => search(context, "Senado") };
/** A search that finds nothing: the empty state. */
export const EmptySearch: Story = { play: (context) => search(context, "Marte") };
/** While the first page loads: six card skeletons. */
export const Loading: Story = { args: { scenario: "loading" } };
/** The list failed to load: a message and a retry button. */
export const LoadError: Story = { args: { scenario: "error" } };
