import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { PAGE_SIZES, type Notification } from "@pulso/core";
import { NotificationBell, notificationBellCss, WIDGET_MESSAGES } from "@pulso/widgets";
import { fn, userEvent, within } from "storybook/test";
import { storyNotifications, storyUser } from "./sampleActivity";
import { STORY_NOW } from "./sampleMarkets";
import { pending, serverError, StoryPulso, success, type StoryServe } from "./fixtures";
import { storyGlobals } from "./storyGlobals";

/** The first page of `GET /notifications` as the API sends it. */
function notificationPage(notifications: Notification[], unreadCount: number) {
  return {
    notifications,
    unreadCount,
    pagination: {
      page: 1,
      limit: PAGE_SIZES.notifications,
      total: Math.max(notifications.length, unreadCount),
      totalPages: 1,
      hasMore: false,
    },
  };
}

/**
 * A signed-in reader's inbox kept by the fake server: `count` notifications, `unread` of them
 * unread, of which the first page (up to 50) is listed. Marking read, removing, marking all read
 * and clearing all change it, as `arrivalMs` (if set) adds a new unread one and sends it on the
 * realtime socket.
 */
function inbox(count: number, unread: number, arrivalMs?: number): StoryServe {
  return (server) => {
    let listed = storyNotifications(Math.min(count, PAGE_SIZES.notifications), unread);
    // Unread notifications past the first page: counted in the badge, never listed.
    let unlisted = unread - listed.filter((item) => !item.read).length;
    const unreadCount = () => unlisted + listed.filter((item) => !item.read).length;
    const answerItems = () => {
      for (const { _id } of listed) {
        server.on("PATCH", `/notifications/${_id}/read`, () => {
          listed = listed.map((item) => (item._id === _id ? { ...item, read: true } : item));
          return success({ notification: listed.find((item) => item._id === _id) });
        });
        server.on("DELETE", `/notifications/${_id}`, () => {
          listed = listed.filter((item) => item._id !== _id);
          return success(null);
        });
      }
    };
    server.signIn();
    server.on("GET", "/notifications", () => success(notificationPage(listed, unreadCount())));
    server.on("PATCH", "/notifications/mark-all-read", () => {
      const changed = unreadCount();
      listed = listed.map((item) => ({ ...item, read: true }));
      unlisted = 0;
      return success({ count: changed });
    });
    server.on("DELETE", "/notifications/clear-all", () => {
      const removed = listed.length;
      listed = [];
      unlisted = 0;
      return success({ count: removed });
    });
    answerItems();
    if (arrivalMs === undefined) return;
    return () => {
      let arrived = 0;
      const timer = setInterval(() => {
        arrived += 1;
        const fresh = { ...storyNotifications(1, 1)[0]!, _id: `n_new_${arrived}` };
        listed = [fresh, ...listed].slice(0, PAGE_SIZES.notifications);
        answerItems();
        const texts = fresh.metadata.translations?.[server.lang] ?? fresh;
        server.push({
          event: "notification_received",
          userId: storyUser()._id,
          notification: { _id: fresh._id, title: texts.title, message: texts.message },
        });
      }, arrivalMs);
      return () => clearInterval(timer);
    };
  };
}

/** What the fake API answers, by story. */
const SCENARIOS = {
  fiveUnread: inbox(8, 5),
  noneUnread: inbox(6, 0),
  manyUnread: inbox(150, 120),
  empty: inbox(0, 0),
  loading: (server) => {
    server.signIn();
    server.on("GET", "/notifications", pending);
  },
  error: (server) => {
    server.signIn();
    server.on("GET", "/notifications", serverError);
  },
  signedOut: () => undefined,
  arriving: inbox(2, 0, 4000),
} satisfies Record<string, StoryServe>;

interface BellStoryArgs {
  scenario: keyof typeof SCENARIOS;
  /** Signed out: show a sign-in hint instead of nothing. */
  signedOutHint: boolean;
  onNavigate: (path: string) => void;
}

/** Opens the panel, as a reader clicking the bell. */
async function openPanel({ canvasElement, globals }: StoryContext) {
  const texts = WIDGET_MESSAGES[storyGlobals(globals).lang].notificationBell;
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole("button", { name: new RegExp(`^${texts.button}`) }),
  );
  await canvas.findByRole("dialog");
}

/**
 * The notification bell of a signed-in reader: the unread badge (99+ above 99) and its panel.
 * Stories with the panel open click the bell (see the Interactions panel).
 */
const meta = {
  title: "Widgets/NotificationBell",
  args: { scenario: "fiveUnread", signedOutHint: false, onNavigate: fn() },
  argTypes: {
    scenario: { control: "select", options: Object.keys(SCENARIOS) },
    onNavigate: { table: { disable: true } },
  },
  render: ({ scenario, ...props }, { globals }) => {
    const { lang, theme } = storyGlobals(globals);
    return (
      <StoryPulso lang={lang} serve={SCENARIOS[scenario]}>
        <style>{notificationBellCss}</style>
        <div style={{ display: "flex", justifyContent: "flex-end", maxWidth: 560 }}>
          <NotificationBell theme={theme} now={() => STORY_NOW} {...props} />
        </div>
      </StoryPulso>
    );
  },
} satisfies Meta<BellStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Five unread: the badge says 5. */
export const FiveUnread: Story = {};
/** English. */
export const English: Story = { globals: { lang: "en" } };
/** Dark theme on a dark page, panel open. */
export const Dark: Story = { globals: { theme: "dark" }, play: openPanel };
/** Nothing unread: no badge. */
export const NoneUnread: Story = { args: { scenario: "noneUnread" } };
/** 120 unread: the badge says 99+. */
export const ManyUnread: Story = { args: { scenario: "manyUnread" } };
/** The panel open on the list: unread dots, relative times, actions. */
export const PanelOpen: Story = { play: openPanel };
/** The panel open in English. */
export const PanelOpenEnglish: Story = { globals: { lang: "en" }, play: openPanel };
/** The panel while the notifications load. */
export const Loading: Story = { args: { scenario: "loading" }, play: openPanel };
/** The notifications failed to load: a message and a retry button. */
export const LoadError: Story = { args: { scenario: "error" }, play: openPanel };
/** No notifications yet. */
export const Empty: Story = { args: { scenario: "empty" }, play: openPanel };
/** Signed out: the bell renders nothing (as in the portal's header). */
export const SignedOut: Story = { args: { scenario: "signedOut" } };
/** Signed out with `signedOutHint`: a sign-in hint (as the element shows). */
export const SignedOutHint: Story = { args: { scenario: "signedOut", signedOutHint: true } };
/** A notification arrives on the realtime socket every 4 s; the badge counts up. */
export const Arriving: Story = { args: { scenario: "arriving" } };
