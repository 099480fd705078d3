import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Language } from "@pulso/core";
import { Toaster, toasterCss } from "@pulso/widgets";
import { fn } from "storybook/test";
import { storyUser } from "./sampleActivity";
import { StoryPulso, useStoryRealtime, type StoryServe } from "./fixtures";
import { storyGlobals } from "./storyGlobals";

/** A notification as the server writes it, in the reader's language. */
const DECLINED = {
  es: { title: "Retiro rechazado", message: "Revisa los datos de tu billetera." },
  en: { title: "Withdrawal declined", message: "Check your wallet details." },
};

/** The realtime events that raise a toast (spec §7), as the server sends them to a reader. */
const toastEvents = (lang: Language) => ({
  poll_updated: {
    event: "poll_updated",
    pollId: "m_1",
    prices: { o_yes: 64, o_no: 36 },
    volume: 1300,
    at: "2026-11-21T12:00:00.000Z",
  },
  poll_resolved: { event: "poll_resolved", pollId: "m_1", winner: "o_yes" },
  balance_updated: { event: "balance_updated", userId: storyUser()._id, newBalance: 115.75 },
  notification_received: {
    event: "notification_received",
    userId: storyUser()._id,
    notification: { _id: "n_toast", type: "error", ...DECLINED[lang] },
  },
});

/** A signed-in reader; every 9 s the server sends each toasting event, 400 ms apart. */
const serverEvents: StoryServe = (server) => {
  server.signIn();
  return () => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const play = () =>
      Object.values(toastEvents(server.lang)).forEach((event, index) =>
        timers.push(setTimeout(() => server.push(event), 500 + index * 400)),
      );
    play();
    const round = setInterval(play, 9000);
    return () => {
      clearInterval(round);
      timers.forEach(clearTimeout);
    };
  };
};

/** A signed-in reader and no events unless a button sends one. */
const quiet: StoryServe = (server) => server.signIn();

/** Buttons that make the fake server send one event each. */
function EventButtons({ lang }: { lang: Language }) {
  const push = useStoryRealtime();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {Object.entries(toastEvents(lang)).map(([name, event]) => (
        <button key={name} type="button" onClick={() => push(event)}>
          Send {name}
        </button>
      ))}
    </div>
  );
}

interface ToasterStoryArgs {
  /** Whether the server plays its events on its own. */
  autoplay: boolean;
  onError: () => void;
}

/**
 * The sdk's toasts (spec §9), raised by real realtime events from the fake server: bottom-right,
 * each for its own time, replaced by id, paused while hovered, Alt+T to focus them.
 */
const meta = {
  title: "Widgets/Toaster",
  args: { autoplay: true, onError: fn() },
  argTypes: { onError: { table: { disable: true } } },
  render: ({ autoplay, onError }, { globals }) => {
    const { lang, theme } = storyGlobals(globals);
    return (
      <StoryPulso lang={lang} serve={autoplay ? serverEvents : quiet}>
        <style>{toasterCss}</style>
        <EventButtons lang={lang} />
        <Toaster theme={theme} onError={onError} />
      </StoryPulso>
    );
  },
} satisfies Meta<ToasterStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Spanish: market updated, market resolved, balance updated and a notification. */
export const Demo: Story = {};
/** English. */
export const English: Story = { globals: { lang: "en" } };
/** Dark theme on a dark page. */
export const Dark: Story = { globals: { theme: "dark" } };
/** No events until a button sends one. */
export const OnDemand: Story = { args: { autoplay: false } };
