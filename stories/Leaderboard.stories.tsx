import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from "@pulso/core";
import { Leaderboard, leaderboardCss } from "@pulso/widgets";
import { storyLeaderboard } from "./sampleActivity";
import { pending, serverError, StoryPulso, success, type StoryServe } from "./fixtures";
import { storyGlobals } from "./storyGlobals";

/**
 * `GET /leaderboard` for the period, metric and limit asked, with the reader's own row at
 * `myRank` (null: a signed-out reader, no row of their own). `ranked: false` lists nobody.
 */
function ranking(myRank: number | null, ranked = true): StoryServe {
  return (server) => {
    if (myRank !== null) server.signIn();
    server.on("GET", "/leaderboard", ({ query }) => {
      const period = LEADERBOARD_PERIODS.find((known) => known === query.get("period")) ?? "all";
      const metric = LEADERBOARD_METRICS.find((known) => known === query.get("metric")) ?? "profit";
      const limit = ranked ? Number(query.get("limit") ?? 10) : 0;
      return success({ leaderboard: storyLeaderboard({ period, metric }, limit, myRank) });
    });
  };
}

/** What the fake API answers, by story. */
const SCENARIOS = {
  signedOut: ranking(null),
  myRankOutsideTop: ranking(57),
  myRankInTop: ranking(3),
  empty: ranking(null, false),
  loading: (server) => server.on("GET", "/leaderboard", pending),
  error: (server) => server.on("GET", "/leaderboard", serverError),
} satisfies Record<string, StoryServe>;

interface LeaderboardStoryArgs {
  scenario: keyof typeof SCENARIOS;
  period: LeaderboardPeriod;
  metric: LeaderboardMetric;
  limit: number;
}

/** The leaderboard: period and metric pickers, the top traders and the reader's own row. */
const meta = {
  title: "Widgets/Leaderboard",
  args: { scenario: "myRankOutsideTop", period: "all", metric: "profit", limit: 10 },
  argTypes: {
    scenario: { control: "select", options: Object.keys(SCENARIOS) },
    period: { control: "inline-radio", options: LEADERBOARD_PERIODS },
    metric: { control: "inline-radio", options: LEADERBOARD_METRICS },
    limit: { control: { type: "range", min: 1, max: 10 } },
  },
  render: ({ scenario, ...props }, { globals }) => {
    const { lang, theme } = storyGlobals(globals);
    return (
      <StoryPulso lang={lang} serve={SCENARIOS[scenario]}>
        <style>{leaderboardCss}</style>
        <div style={{ maxWidth: 560 }}>
          <Leaderboard theme={theme} {...props} />
        </div>
      </StoryPulso>
    );
  },
} satisfies Meta<LeaderboardStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The top five, and the reader's own row (rank 57) highlighted below it. */
export const MyRank: Story = { args: { limit: 5 } };
/** English. */
export const English: Story = { globals: { lang: "en" } };
/** Dark theme on a dark page. */
export const Dark: Story = { globals: { theme: "dark" } };
/** The reader ranks third: their row is marked inside the top, not repeated. */
export const MyRankInTop: Story = { args: { scenario: "myRankInTop" } };
/** The top ten; the reader's own row is past them, in the scrolling table. */
export const TopTen: Story = {};
/** Signed out: the ranking without a row of the reader's. */
export const SignedOut: Story = { args: { scenario: "signedOut" } };
/** This week by volume, the top five. */
export const WeekByVolume: Story = { args: { period: "week", metric: "volume", limit: 5 } };
/** This month by win rate. */
export const MonthByWinRate: Story = { args: { period: "month", metric: "winRate" } };
/** Nobody ranked in the period yet. */
export const Empty: Story = { args: { scenario: "empty" } };
/** While the ranking loads: a skeleton. */
export const Loading: Story = { args: { scenario: "loading" } };
/** The ranking failed to load: a message and a retry button. */
export const LoadError: Story = { args: { scenario: "error" } };
