import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import type { Market } from "@pulso/core";
import { Poll, pollCss, WIDGET_MESSAGES } from "@pulso/widgets";
import { userEvent, within } from "storybook/test";
import { storyMarket, storyPoll, storyPollResults } from "./sampleMarkets";
import { failure, pending, serverError, StoryPulso, success, type StoryServe } from "./fixtures";
import { storyGlobals } from "./storyGlobals";

/**
 * Poll `p_1` with its results. A signed-in reader's vote (`POST /polls/vote`) is counted and
 * shows in the refetched results; `votedFor` starts the reader as having voted already.
 */
function openPoll(
  options: { signedIn?: boolean; poll?: Market; votedFor?: string; voteFails?: boolean } = {},
): StoryServe {
  return (server) => {
    const poll = options.poll ?? storyPoll();
    let myVote = options.votedFor ?? null;
    if (options.signedIn !== false) server.signIn();
    server.market(poll);
    server.on("GET", "/polls/p_1/results", () =>
      success({ results: storyPollResults(poll, myVote) }),
    );
    server.on("POST", "/polls/vote", ({ body }) => {
      if (options.voteFails) return serverError;
      myVote = (body as { optionId: string }).optionId;
      return success({ poll });
    });
  };
}

/** What the fake API answers, by story. */
const SCENARIOS = {
  open: openPoll(),
  signedOut: openPoll({ signedIn: false }),
  voted: openPoll({ votedFor: "o_economy" }),
  closed: openPoll({ poll: storyPoll({ status: "closed" }) }),
  voteFails: openPoll({ voteFails: true }),
  loading: (server) => server.on("GET", "/polls/p_1", pending),
  error: (server) => {
    server.market(storyPoll());
    server.on("GET", "/polls/p_1/results", serverError);
  },
  notFound: (server) => server.on("GET", "/polls/p_1", failure(404, "NOT_FOUND")),
  notAPoll: (server) => server.market({ ...storyMarket(), _id: "p_1" }),
} satisfies Record<string, StoryServe>;

interface PollStoryArgs {
  scenario: keyof typeof SCENARIOS;
}

/** Votes for Economy, as a reader pressing its button. */
async function voteForEconomy({ canvasElement, globals }: StoryContext) {
  const { lang } = storyGlobals(globals);
  const economy = lang === "en" ? "Economy" : "Economía";
  const name = WIDGET_MESSAGES[lang].poll.voteFor.replace("{{option}}", economy);
  await userEvent.click(await within(canvasElement).findByRole("button", { name }));
}

/** A poll: votes and percentages, the reader's vote marked, and Vote while it is open. */
const meta = {
  title: "Widgets/Poll",
  args: { scenario: "open" },
  argTypes: { scenario: { control: "select", options: Object.keys(SCENARIOS) } },
  render: ({ scenario }, { globals }) => {
    const { lang, theme } = storyGlobals(globals);
    return (
      <StoryPulso lang={lang} serve={SCENARIOS[scenario]}>
        <style>{pollCss}</style>
        <div style={{ maxWidth: 420 }}>
          <Poll marketId="p_1" theme={theme} />
        </div>
      </StoryPulso>
    );
  },
} satisfies Meta<PollStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Open for voting, signed in: a Vote button per option. */
export const VotingOpen: Story = {};
/** English. */
export const English: Story = { globals: { lang: "en" } };
/** Dark theme on a dark page. */
export const Dark: Story = { globals: { theme: "dark" } };
/** Signed out: voting asks the reader to log in. */
export const SignedOut: Story = { args: { scenario: "signedOut" }, play: voteForEconomy };
/** The reader votes: "thanks", the counts updated, their vote marked. */
export const Voting: Story = { play: voteForEconomy };
/** The reader has voted: the results, their vote marked, no buttons. */
export const Results: Story = { args: { scenario: "voted" } };
/** Closed: the results and "not currently active", no buttons. */
export const Closed: Story = { args: { scenario: "closed" } };
/** The vote failed: the reason, buttons kept. */
export const VoteFailed: Story = { args: { scenario: "voteFails" }, play: voteForEconomy };
/** While the poll loads: a skeleton. */
export const Loading: Story = { args: { scenario: "loading" } };
/** The results failed to load: a message and a retry button. */
export const LoadError: Story = { args: { scenario: "error" } };
/** No such poll. */
export const NotFound: Story = { args: { scenario: "notFound" } };
/** The id names a prediction market, not a poll. */
export const NotAPoll: Story = { args: { scenario: "notAPoll" } };
