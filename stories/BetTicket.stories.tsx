import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import type { Market, PlaceBetBody } from "@pulso/core";
import { BetTicket, betTicketCss, WIDGET_MESSAGES } from "@pulso/widgets";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { storyUser } from "./sampleActivity";
import { storyBet, storyMarket, storyQuote, withYesPrice } from "./sampleMarkets";
import {
  failure,
  pending,
  serverError,
  StoryPulso,
  success,
  type StoryRequest,
  type StoryRoute,
  type StoryServe,
} from "./fixtures";
import { storyGlobals } from "./storyGlobals";

/** The reader's balance before betting. */
const BALANCE = storyUser().balance;

/** The option and dollars of a `POST /bets` body. */
function betAsked(request: StoryRequest): { optionId: string; amount: number } {
  const { optionId, amount } = request.body as PlaceBetBody;
  return { optionId, amount: Number(amount) };
}

/** Places the bet the confirmed quote describes: the bet and the balance left. */
function placed(market: Market) {
  return (request: StoryRequest) => {
    const { optionId, amount } = betAsked(request);
    return success({
      bet: storyBet(storyQuote(market, optionId, amount), market),
      balance: BALANCE - amount,
    });
  };
}

/**
 * A signed-in reader on an active market: live quotes from core's LMSR, and `POST /bets`
 * answered by `bets` (placed by default).
 */
function signedInTicket(bets?: (market: Market) => StoryRoute): StoryServe {
  return (server) => {
    const market = storyMarket();
    server.market(market);
    server.signIn();
    server.on("GET", "/polls/m_1/quote", ({ query }) =>
      success({
        quote: storyQuote(market, query.get("optionId") ?? "", Number(query.get("amount"))),
      }),
    );
    server.on("POST", "/bets", (bets ?? placed)(market));
  };
}

/** Yes has moved from 62¢ to 68¢ by the time the bet is confirmed. */
const movedMarket = withYesPrice(storyMarket(), 68);

/** What the fake API answers, by story. */
const SCENARIOS = {
  signedIn: signedInTicket(),
  signedOut: (server) => server.market(storyMarket()),
  loading: (server) => {
    server.signIn();
    server.on("GET", "/polls/m_1", pending);
  },
  loadError: (server) => {
    server.signIn();
    server.on("GET", "/polls/m_1", serverError);
  },
  closed: (server) => {
    server.signIn();
    server.market(storyMarket({ status: "closed" }));
  },
  quoteError: (server) => {
    signedInTicket()(server);
    server.on("GET", "/polls/m_1/quote", serverError);
  },
  priceMoved: signedInTicket(() => {
    let refused = false;
    return (request) => {
      if (refused) return placed(movedMarket)(request);
      refused = true;
      const { optionId, amount } = betAsked(request);
      return {
        status: 409,
        body: {
          status: "fail",
          code: "PRICE_MOVED",
          message: "The price moved.",
          details: { quote: storyQuote(movedMarket, optionId, amount) },
        },
      };
    };
  }),
  insufficientFunds: signedInTicket(() => failure(400, "INSUFFICIENT_FUNDS")),
} satisfies Record<string, StoryServe>;

interface TicketStoryArgs {
  scenario: keyof typeof SCENARIOS;
  /** The option selected at first. */
  optionId: string;
  onPlaced: () => void;
  onSignInRequest: () => void;
}

/** The ticket's texts in the story's language, for the interactions. */
function ticketTexts({ globals }: StoryContext) {
  return WIDGET_MESSAGES[storyGlobals(globals).lang].betTicket;
}

/** Types `amount` and waits for its live quote. */
async function quoteAmount(context: StoryContext, amount: string) {
  const texts = ticketTexts(context);
  const canvas = within(context.canvasElement);
  await userEvent.type(await canvas.findByLabelText(texts.amount), amount);
  await waitFor(() => expect(canvas.getByRole("button", { name: texts.review })).toBeEnabled());
}

/** Quotes `amount` and goes on to the confirmation step. */
async function reviewBet(context: StoryContext, amount: string) {
  await quoteAmount(context, amount);
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: ticketTexts(context).review }));
  await canvas.findByRole("heading", { name: ticketTexts(context).confirmTitle });
}

/** Quotes, reviews and confirms a bet of `amount`. */
async function confirmBet(context: StoryContext, amount: string) {
  await reviewBet(context, amount);
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: ticketTexts(context).confirm }));
}

/**
 * The bet ticket: pick an option, type an amount, see a live quote, confirm. Stories past the
 * form drive it with interactions (see the Interactions panel) against the fake API.
 */
const meta = {
  title: "Widgets/BetTicket",
  args: { scenario: "signedIn", optionId: "o_yes", onPlaced: fn(), onSignInRequest: fn() },
  argTypes: {
    scenario: { control: "select", options: Object.keys(SCENARIOS) },
    optionId: { control: "inline-radio", options: ["o_yes", "o_no"] },
    onPlaced: { table: { disable: true } },
    onSignInRequest: { table: { disable: true } },
  },
  render: ({ scenario, ...props }, { globals }) => {
    const { lang, theme } = storyGlobals(globals);
    return (
      <StoryPulso lang={lang} serve={SCENARIOS[scenario]}>
        <style>{betTicketCss}</style>
        <div style={{ maxWidth: 380 }}>
          <BetTicket marketId="m_1" theme={theme} {...props} />
        </div>
      </StoryPulso>
    );
  },
} satisfies Meta<TicketStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Signed in, on an active market: the form, before an amount is typed. */
export const SignedIn: Story = {};
/** English. */
export const English: Story = { globals: { lang: "en" } };
/** Dark theme on a dark page. */
export const Dark: Story = { globals: { theme: "dark" } };
/** Signed out: the log-in prompt (its button asks the page to sign the reader in). */
export const SignedOut: Story = { args: { scenario: "signedOut" } };
/** $10 typed: the live quote from `GET /polls/:id/quote`. */
export const LiveQuote: Story = { play: (context) => quoteAmount(context, "10") };
/** Below the $5 minimum: refused under the amount, nothing asked of the API. */
export const BelowMinimum: Story = {
  play: async (context) => {
    const texts = ticketTexts(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByLabelText(texts.amount), "3");
    await expect(await canvas.findByRole("alert")).toBeVisible();
    await expect(canvas.getByRole("button", { name: texts.review })).toBeDisabled();
  },
};
/** The confirmation step: the quote's summary, Confirm bet and Back. */
export const Confirmation: Story = { play: (context) => reviewBet(context, "10") };
/** The bet was placed: its summary and "Place another bet". */
export const Placed: Story = {
  play: async (context) => {
    await confirmBet(context, "10");
    await within(context.canvasElement).findByRole("heading", {
      name: ticketTexts(context).successTitle,
    });
  },
};
/** PRICE_MOVED: the fresh quote (Yes now 68¢) and a new confirmation. */
export const PriceMoved: Story = {
  args: { scenario: "priceMoved" },
  play: async (context) => {
    await confirmBet(context, "10");
    await within(context.canvasElement).findByText(ticketTexts(context).priceMoved);
  },
};
/** The server refused the bet (INSUFFICIENT_FUNDS): the reason, on the confirmation step. */
export const BetRefused: Story = {
  args: { scenario: "insufficientFunds" },
  play: async (context) => {
    await confirmBet(context, "150");
    await within(context.canvasElement).findByRole("alert");
  },
};
/** The quote failed: a message instead of the quote; Review stays disabled. */
export const QuoteError: Story = {
  args: { scenario: "quoteError" },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByLabelText(ticketTexts(context).amount), "10");
    await canvas.findByRole("alert");
  },
};
/** While the market and session load. */
export const Loading: Story = { args: { scenario: "loading" } };
/** The market failed to load: a message and a retry button. */
export const LoadError: Story = { args: { scenario: "loadError" } };
/** A closed market: no form, the refusal instead. */
export const MarketClosed: Story = { args: { scenario: "closed" } };
