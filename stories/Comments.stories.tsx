import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { PAGE_SIZES, type Comment, type CommentBody } from "@pulso/core";
import { Comments, commentsCss, WIDGET_MESSAGES } from "@pulso/widgets";
import { fn, userEvent, within } from "storybook/test";
import { storyComments, storyUser } from "./sampleActivity";
import { STORY_NOW } from "./sampleMarkets";
import { pending, serverError, StoryPulso, success, type StoryServe } from "./fixtures";
import { storyGlobals } from "./storyGlobals";

/** The comments of market `m_1`. */
const LIST = "/comments/polls/m_1/comments";

/** A comment with the reader's vote turned to `direction` (or taken back if already so). */
function voted(comment: Comment, direction: "up" | "down"): Comment {
  const taken = comment.myVote === direction;
  const count = (side: "up" | "down") =>
    (side === "up" ? comment.upvotes : comment.downvotes) +
    (side === direction ? (taken ? -1 : 1) : comment.myVote === side ? -1 : 0);
  return {
    ...comment,
    upvotes: count("up"),
    downvotes: count("down"),
    myVote: taken ? null : direction,
  };
}

/**
 * Market `m_1`'s thread kept by the fake server: `count` comments, newest first, paged as asked.
 * A signed-in reader's posts, votes, edits and deletions change it.
 */
function thread(count: number, signedIn = true): StoryServe {
  return (server) => {
    let comments = storyComments("m_1", count).map((comment) =>
      signedIn ? comment : { ...comment, myVote: null },
    );
    const change = (id: string, update: (comment: Comment) => Comment) => {
      comments = comments.map((comment) => (comment._id === id ? update(comment) : comment));
      return success({ comment: comments.find((comment) => comment._id === id) });
    };
    const answerItems = () => {
      for (const { _id: id } of comments) {
        server.on("POST", `/comments/${id}/upvote`, () => change(id, (c) => voted(c, "up")));
        server.on("POST", `/comments/${id}/downvote`, () => change(id, (c) => voted(c, "down")));
        server.on("PATCH", `/comments/${id}`, ({ body }) =>
          change(id, (comment) => ({
            ...comment,
            content: String((body as CommentBody).content),
            edited: true,
          })),
        );
        server.on("DELETE", `/comments/${id}`, () => {
          comments = comments.filter((comment) => comment._id !== id);
          return success(null);
        });
      }
    };
    if (signedIn) server.signIn();
    server.on("GET", LIST, ({ query }) => {
      const page = Math.max(1, Number(query.get("page") ?? 1));
      const limit = Number(query.get("limit") ?? PAGE_SIZES.comments);
      const totalPages = Math.ceil(comments.length / limit);
      return success({
        comments: comments.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, total: comments.length, totalPages, hasMore: page < totalPages },
      });
    });
    server.on("POST", LIST, ({ body }) => {
      const me = storyUser();
      const at = new Date(STORY_NOW).toISOString();
      const posted: Comment = {
        _id: `c_new_${comments.length + 1}`,
        pollId: "m_1",
        user: { _id: me._id, name: me.name },
        content: String((body as CommentBody).content),
        upvotes: 0,
        downvotes: 0,
        myVote: null,
        edited: false,
        createdAt: at,
        updatedAt: at,
      };
      comments = [posted, ...comments];
      answerItems();
      return { status: 201, body: { status: "success", data: { comment: posted } } };
    });
    answerItems();
  };
}

/** What the fake API answers, by story. */
const SCENARIOS = {
  signedIn: thread(6),
  signedOut: thread(6, false),
  manyComments: thread(26),
  empty: thread(0),
  loading: (server) => {
    server.signIn();
    server.on("GET", LIST, pending);
  },
  error: (server) => {
    server.signIn();
    server.on("GET", LIST, serverError);
  },
} satisfies Record<string, StoryServe>;

interface CommentsStoryArgs {
  scenario: keyof typeof SCENARIOS;
  onSignInRequest: () => void;
}

/** The comments' texts in the story's language, for the interactions. */
const commentTexts = ({ globals }: StoryContext) =>
  WIDGET_MESSAGES[storyGlobals(globals).lang].comments;

/**
 * A market's comments: newest first with "Load more comments", votes, the reader's own comments
 * editable, a composer for signed-in readers and a Log in prompt for the others. The fake server
 * keeps the thread, so posting, voting, editing and deleting work in every story.
 */
const meta = {
  title: "Widgets/Comments",
  args: { scenario: "signedIn", onSignInRequest: fn() },
  argTypes: {
    scenario: { control: "select", options: Object.keys(SCENARIOS) },
    onSignInRequest: { table: { disable: true } },
  },
  render: ({ scenario, onSignInRequest }, { globals }) => {
    const { lang, theme } = storyGlobals(globals);
    return (
      <StoryPulso lang={lang} serve={SCENARIOS[scenario]}>
        <style>{commentsCss}</style>
        <div style={{ maxWidth: 560 }}>
          <Comments
            marketId="m_1"
            theme={theme}
            now={() => STORY_NOW}
            onSignInRequest={onSignInRequest}
          />
        </div>
      </StoryPulso>
    );
  },
} satisfies Meta<CommentsStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Signed in: the composer, then the thread (the reader's own comments can be edited). */
export const SignedIn: Story = {};
/** English. */
export const English: Story = { globals: { lang: "en" } };
/** Dark theme on a dark page. */
export const Dark: Story = { globals: { theme: "dark" } };
/** Signed out: the thread and a Log in prompt instead of the composer. */
export const SignedOut: Story = { args: { scenario: "signedOut" } };
/** No comments yet. */
export const Empty: Story = { args: { scenario: "empty" } };
/** While the comments load: a skeleton. */
export const Loading: Story = { args: { scenario: "loading" } };
/** The comments failed to load: a message and a retry button. */
export const LoadError: Story = { args: { scenario: "error" } };
/** 26 comments: "Load more comments" pressed, the last six appended. */
export const LoadMore: Story = {
  args: { scenario: "manyComments" },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: commentTexts(context).loadMore }),
    );
  },
};
/** The reader posts a comment: it tops the thread, announced. */
export const Posting: Story = {
  play: async (context) => {
    const texts = commentTexts(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(
      await canvas.findByRole("textbox", { name: texts.composerLabel }),
      "Vamos a ver qué dice el conteo rápido.",
    );
    await userEvent.click(canvas.getByRole("button", { name: texts.post }));
    await canvas.findByText(texts.posted);
  },
};
